// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'wouter';
import { afterEach, describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { SESSION_KEYS } from '@/shared/session/session-store';
import { answerEveryRow, type FakeHandlers } from '@/testing/fake-api';
import { participant, userToken } from '@/testing/fixtures';
import { renderWithRegistry } from '@/testing/render-with-registry';
import { CHECKS, LOWS } from '../../components/test-questions';
import { SURVEY, userStudy } from '../parts/test-fixtures';
import { SurveyScreen } from './survey-screen';

// Leaving the survey with answers not stored yet (spec 001 §2): within the app the valid drafts are
// saved first and an answer that cannot be saved asks with the exit confirmation; reloading or
// closing the tab asks the browser's question.

const WELCOMED = { id: 1, study: 101, user_study: 5, event: 'welcome_dialog_questionnaire', created_at: '2026-01-01' };
const INTRO_DONE = {
  procedure_id: 'intro' as const,
  created_at: '2026-01-01T10:00:00Z',
  user_study_id: 5,
  study_id: 101,
};

function render() {
  const api: FakeHandlers = {
    ...answerEveryRow(),
    getParticipant: { body: participant() },
    listAnswers: { body: [] },
    listProcedures: {
      body: [
        { id: 'intro', title: 'Introduction', order: 1 },
        { id: 'questionnaire', title: 'Questionnaire', order: 2 },
      ],
    },
    listUserProcedures: { body: [INTRO_DONE] },
    listQuestionRules: { body: [] },
    getUserStudy: { body: userStudy({ study_type: 'sub_study' }) },
    listQuestions: { body: [CHECKS, LOWS].map((q, i) => ({ ...q, order: i + 1 })) },
    listEvents: { body: [WELCOMED] },
    getModuleSettings: { body: {} },
    saveAnswers: (request) => ({ body: request.body as [] }),
  };
  return renderWithRegistry(
    <Route path={paths.survey.path}>
      <SurveyScreen />
    </Route>,
    {
      path: `${SURVEY}?procedure=questionnaire&questionId=${CHECKS.id}`,
      storage: { [SESSION_KEYS.token]: userToken() },
      profile: participant(),
      api,
    },
  );
}

async function draft(value: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByRole('textbox', { name: 'Times per day' }), value);
  return user;
}
const introStep = () =>
  within(screen.getByRole('navigation', { name: 'Study steps' })).getByRole('button', { name: /Introduction/ });
const wentToIntro = (r: ReturnType<typeof render>) => r.location.history!.some((p) => p.includes('procedure=intro'));

afterEach(() => sessionStorage.clear());

describe('leaving the survey within the app', () => {
  it('saves a valid draft first and leaves without asking', async () => {
    const r = render();
    const user = await draft('4');
    await user.click(introStep());
    await waitFor(() => expect(wentToIntro(r)).toBe(true));
    expect(screen.queryByRole('dialog', { name: 'Confirmation' })).toBeNull();
    expect(r.api.called('saveAnswers').map((c) => c.body)).toEqual([
      [{ question: CHECKS.id, question_option: 110601, value: '4' }],
    ]);
  });

  it("asks with 'Confirmation' when the draft cannot be saved; Cancel stays, Confirm leaves without saving", async () => {
    const r = render();
    const user = await draft('50');
    await user.click(introStep());
    const dialog = within(await screen.findByRole('dialog', { name: 'Confirmation' }));
    expect(
      dialog.getByText(
        'This page has unsaved changes. Your progress will be lost if you leave this page without saving.',
      ),
    ).toBeVisible();
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog', { name: 'Confirmation' })).toBeNull();
    expect(wentToIntro(r)).toBe(false);
    expect(screen.getByRole('textbox', { name: 'Times per day' })).toHaveValue('50');

    await user.click(introStep());
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Confirmation' })).getByRole('button', { name: 'Confirm' }),
    );
    await waitFor(() => expect(wentToIntro(r)).toBe(true));
    expect(r.api.called('saveAnswers')).toEqual([]);
  });

  it("asks the same when 'Back to Dashboard' would leave an unsavable draft behind", async () => {
    const r = render();
    const user = await draft('50');
    await user.click(screen.getByRole('link', { name: 'Back to Dashboard' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Confirmation' })).getByRole('button', { name: 'Confirm' }),
    );
    await waitFor(() => expect(r.current()).toBe(paths.dashboard.href()));
  });
});

describe("'Back to Dashboard' with a valid draft", () => {
  it('stores the draft and goes to the dashboard without asking', async () => {
    const r = render();
    const user = await draft('4');
    await user.click(screen.getByRole('link', { name: 'Back to Dashboard' }));
    await waitFor(() => expect(r.current()).toBe(paths.dashboard.href()));
    expect(screen.queryByRole('dialog', { name: 'Confirmation' })).toBeNull();
    expect(r.api.called('saveAnswers').map((c) => c.body)).toEqual([
      [{ question: CHECKS.id, question_option: 110601, value: '4' }],
    ]);
  });
});

describe('reloading or closing the tab', () => {
  const unload = () => {
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    return event.defaultPrevented;
  };

  it("asks the browser's question only while an answer is not stored", async () => {
    render();
    await screen.findByRole('textbox', { name: 'Times per day' });
    expect(unload()).toBe(false);
    await draft('50');
    await waitFor(() => expect(unload()).toBe(true));
  });
});
