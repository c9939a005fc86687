import { act, screen, waitFor } from '@testing-library/react';
import { afterAll, describe, expect, it } from 'vitest';
import { SESSION_KEYS } from '@/shared/session/session-store';
import { participant, userToken } from '@/testing/fixtures';
import { renderWithRegistry } from '@/testing/render-with-registry';
import { surveyConfig } from './survey-attributes';
import { SurveyGadget } from './survey-gadget';

// The registry's dashboard inside <registry-survey>, which has none: leaving the study ('Save and
// Leave', 'Back to Dashboard' both go to /dashboard) shows the gadget's saved page and stays there;
// any other way there (e.g. a signed-in participant sent away from the sign-in form) opens the study.

// The first test leaves the survey while its screen's chunk may still be loading; the file ends only
// once it has, so the load cannot finish in the next file's torn-down environment (workers share
// one module graph, vitest.config.ts).
afterAll(async () => {
  await import('@/features/study/screens/survey/survey-screen');
});

const config = surveyConfig((name) => (name === 'study-id' ? '101' : null));
const signedIn = { profile: participant({ id: 7 }), storage: { [SESSION_KEYS.token]: userToken() } };

function renderGadget(path: string, session: Partial<typeof signedIn> = signedIn) {
  return renderWithRegistry(<SurveyGadget config={config} bindSignIn={() => () => {}} signInPending={() => false} />, {
    path,
    ...session,
    api: { listUserStudies: { body: [] } },
  });
}

describe('<registry-survey> dashboard', () => {
  it("after leaving the study's screens, is the 'Your answers are saved' page with 'Continue the study'", async () => {
    const view = renderGadget('/survey/study/101/user-study/11/user/7?procedure=screening&questionId=1001');
    act(() => view.location.navigate('/dashboard'));
    expect(await screen.findByRole('heading', { name: 'Your answers are saved' })).toBeTruthy();
    // Back to the procedure left (its first unanswered question), not the start's choice of procedure.
    expect(screen.getByRole('link', { name: 'Continue the study' }).getAttribute('href')).toBe(
      '/survey/study/101/user-study/11/user/7?procedure=screening',
    );
    // It stays: nothing sends the participant back into the study.
    await new Promise((r) => setTimeout(r, 50));
    expect(view.current()).toBe('/dashboard');
    expect(view.api.called('listUserStudies')).toHaveLength(0);
  });

  it("reached any other way, is the gadget's start, which looks up the page's study", async () => {
    const view = renderGadget('/auth/forbidden-access');
    act(() => view.location.navigate('/dashboard'));
    await waitFor(() => expect(view.current()).toBe('/'));
    await waitFor(() => expect(view.api.called('listUserStudies')).toHaveLength(1));
    expect(await screen.findByText('This study is not open for your account')).toBeTruthy();
  });

  it('is never the saved page for a visitor who is not signed in (the sign-in screen’s brand link): the sign-in', async () => {
    const view = renderGadget('/auth/login', {});
    act(() => view.location.navigate('/'));
    act(() => view.location.navigate('/dashboard'));
    await waitFor(() => expect(view.current()).toMatch(/^\/auth\/login/));
    expect(screen.queryByRole('heading', { name: 'Your answers are saved' })).toBeNull();
  });

  it('any other path the gadget has not is the saved page only when signed in', async () => {
    const view = renderGadget('/auth/login', {});
    act(() => view.location.navigate('/'));
    await screen.findByRole('heading', { name: 'Sign In', level: 1 });
    act(() => view.location.navigate('/faq'));
    await waitFor(() => expect(view.current()).toMatch(/^\/auth\/login/));
    expect(screen.queryByRole('heading', { name: 'Your answers are saved' })).toBeNull();
  });
});
