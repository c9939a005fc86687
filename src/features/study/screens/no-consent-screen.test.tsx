import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'wouter';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { SESSION_KEYS } from '@/shared/session/session-store';
import { answerEveryRow, type FakeHandlers } from '@/testing/fake-api';
import { participant, userToken } from '@/testing/fixtures';
import { renderWithRegistry, type RegistryRenderOptions } from '@/testing/render-with-registry';
import { NoConsentScreen } from './no-consent-screen';

const survey = '/survey/study/101/user-study/5/user/7';
const submitted = {
  procedure_id: 'consent' as const,
  created_at: '2026-03-05T14:07:09Z',
  user_study_id: 5,
  study_id: 101,
};

function render(api: FakeHandlers, settings: RegistryRenderOptions['settings'] = {}) {
  return renderWithRegistry(
    <Route path={paths.noConsent.path}>
      <NoConsentScreen />
    </Route>,
    {
      path: `${survey}/no-consent`,
      storage: { [SESSION_KEYS.token]: userToken() },
      profile: participant(),
      api: { submitProcedure: answerEveryRow().submitProcedure, ...api },
      settings,
    },
  );
}

describe('NoConsentScreen', () => {
  it('force-submits the consent procedure with Go to Questionnaire, then opens the questionnaire', async () => {
    const user = userEvent.setup();
    const r = render({ listConsents: { body: [] }, listUserProcedures: { body: [] } });
    expect(await screen.findByText('Consent is not required.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go to Questionnaire' }));
    await waitFor(() => expect(r.current()).toBe(`${survey}?procedure=questionnaire`));
    expect(r.api.called('submitProcedure')[0].body).toEqual({ procedure_id: 'consent' });
  });

  it('does not submit again a consent procedure already submitted', async () => {
    const user = userEvent.setup();
    const r = render({ listConsents: { body: [] }, listUserProcedures: { body: [submitted] } });
    await user.click(await screen.findByRole('button', { name: 'Go to Questionnaire' }));
    await waitFor(() => expect(r.current()).toBe(`${survey}?procedure=questionnaire`));
    expect(r.api.called('submitProcedure')).toHaveLength(0);
  });

  it('sends a participant who has consents to sign back to the consent step', async () => {
    const r = render({
      listConsents: { body: [{ id: 101, consent_type: 'adult', order: 1, user_consent_id: 3, signature: null }] },
    });
    await waitFor(() => expect(r.current()).toBe(`${survey}?procedure=consent`));
  });

  it("stands in the study pages' frame: the site's short name to the dashboard, Need Help?, the tab named after the site", async () => {
    const site = { registryName: 'Partner T1D Registry', shortName: 'Partner Registry' };
    const r = render({ listConsents: { body: [] }, listUserProcedures: { body: [] } }, { site });
    const main = screen.getByRole('main');
    expect(within(main).getByRole('heading', { level: 1 })).toHaveTextContent('Consent');
    expect(await within(main).findByText('Consent is not required.')).toBeInTheDocument();
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('link', { name: 'Partner Registry' })).toHaveAttribute('href', '/dashboard');
    expect(within(banner).getByRole('button', { name: 'Need Help?' })).toBeInTheDocument();
    expect(document.title).toBe('Consent | Partner T1D Registry');
    r.unmount();
  });
});
