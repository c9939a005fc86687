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
import { CHECKS, INSULIN, LOWS } from '../../components/test-questions';
import { SURVEY, userStudy } from '../parts/test-fixtures';
import { SurveyScreen } from './survey-screen';

// The question list (spec 001 §2): the panel with the progress percentage and the clickable list,
// each item active, completed or disabled (a question is disabled until the one before has answers),
// and below 992 px the same list in a dialog.

const WELCOMED = { id: 1, study: 101, user_study: 5, event: 'welcome_dialog_questionnaire', created_at: '2026-01-01' };
const CHECKS_ANSWERED = [{ question: CHECKS.id, question_option: 110601, value: '4' }];

function render(questionId: number) {
  const api: FakeHandlers = {
    ...answerEveryRow(),
    getParticipant: { body: participant() },
    listAnswers: { body: CHECKS_ANSWERED },
    listProcedures: { body: [{ id: 'questionnaire', title: 'Questionnaire', order: 1 }] },
    listUserProcedures: { body: [] },
    listQuestionRules: { body: [] },
    getUserStudy: { body: userStudy({ study_type: 'sub_study' }) },
    listQuestions: { body: [CHECKS, LOWS, INSULIN].map((q, i) => ({ ...q, order: i + 1 })) },
    listEvents: { body: [WELCOMED] },
    getModuleSettings: { body: {} },
  };
  return renderWithRegistry(
    <Route path={paths.survey.path}>
      <SurveyScreen />
    </Route>,
    {
      path: `${SURVEY}?procedure=questionnaire&questionId=${questionId}`,
      storage: { [SESSION_KEYS.token]: userToken() },
      profile: participant(),
      api,
    },
  );
}

afterEach(() => sessionStorage.clear());

describe('the question list panel', () => {
  it('shows the progress and marks each question active, answered or not open yet', async () => {
    render(CHECKS.id);
    const panel = within(await screen.findByRole('complementary', { name: 'Questions' }));
    expect(panel.getByRole('heading', { name: 'Questions' })).toBeVisible();
    const bar = panel.getByRole('progressbar', { name: '33% answered' });
    expect(bar).toHaveAttribute('aria-valuenow', '33');
    expect(panel.getByText('33% answered')).toBeVisible();
    const items = panel.getAllByRole('button');
    expect(items.map((b) => b.textContent)).toEqual([
      '✓How many fingersticks a day?, answered',
      '2How often was blood sugar low?',
      '3How do you take insulin?, answer the questions before it first',
    ]);
    expect(items[0]).toHaveAttribute('aria-current', 'step');
    expect(items[1]).not.toHaveAttribute('aria-current');
    expect(items[1]).not.toHaveAttribute('aria-disabled');
    expect(items[2]).toHaveAttribute('aria-disabled', 'true');
  });

  it('opens an open question when its item is pressed; a disabled item opens nothing', async () => {
    const user = userEvent.setup();
    const r = render(CHECKS.id);
    const panel = within(await screen.findByRole('complementary', { name: 'Questions' }));
    await user.click(panel.getByRole('button', { name: /How do you take insulin\?/ }));
    expect(r.current()).toContain(`questionId=${CHECKS.id}`);
    expect(screen.getByRole('heading', { level: 1, name: /How many fingersticks/ })).toBeVisible();
    await user.click(panel.getByRole('button', { name: /How often was blood sugar low\?/ }));
    await waitFor(() => expect(r.current()).toContain(`questionId=${LOWS.id}`));
    expect(await screen.findByRole('heading', { level: 1, name: /How often was blood sugar low/ })).toBeVisible();
    expect(panel.getByRole('button', { name: /How often was blood sugar low\?/ })).toHaveAttribute(
      'aria-current',
      'step',
    );
  });
});

describe("the 'All questions' dialog", () => {
  it('lists the questions with the progress and closes as it opens the chosen one', async () => {
    const user = userEvent.setup();
    const r = render(LOWS.id);
    await user.click(await screen.findByRole('button', { name: 'All questions' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Questions' }));
    expect(dialog.getByRole('progressbar', { name: '33% answered' })).toBeVisible();
    await user.click(dialog.getByRole('button', { name: /How many fingersticks a day\?/ }));
    await waitFor(() => expect(r.current()).toContain(`questionId=${CHECKS.id}`));
    expect(screen.queryByRole('dialog', { name: 'Questions' })).toBeNull();
  });
});
