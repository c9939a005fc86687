// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'wouter';
import { afterEach, describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { SESSION_KEYS } from '@/shared/session/session-store';
import type { FakeHandlers } from '@/testing/fake-api';
import { questionnaireApi } from '@/testing/questionnaire-api';
import { participant, userToken } from '@/testing/fixtures';
import { renderWithRegistry } from '@/testing/render-with-registry';
import { A1C, CHECKS } from '../../components/test-questions';
import { SURVEY } from '../parts/test-fixtures';
import { SurveyScreen } from './survey-screen';

// The Next decision of a question takes the engine's verdict on its answers: an answer with a
// warning shows the warning once before it is saved (spec 001 §4).

function render(path: string, extra: FakeHandlers = {}) {
  const api = questionnaireApi([A1C, CHECKS], extra);
  return renderWithRegistry(
    <Route path={paths.survey.path}>
      <SurveyScreen />
    </Route>,
    { path, storage: { [SESSION_KEYS.token]: userToken() }, profile: participant(), api },
  );
}

afterEach(() => sessionStorage.clear());

describe('Next on a question with a warning (001 §4)', () => {
  it('an implausible A1C shows the warning once at Next, then the second Next saves it', async () => {
    const user = userEvent.setup();
    const r = render(`${SURVEY}?procedure=questionnaire&questionId=${A1C.id}`);
    const row = within(await screen.findByRole('group', { name: 'Result 1' }));
    await user.type(row.getByRole('textbox', { name: 'Date of the test' }), '01/10/2026');
    await user.type(row.getByRole('textbox', { name: 'A1c (%)' }), '20');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Please check your answer')).toBeVisible();
    expect(r.api.called('saveAnswers')).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(r.current()).toContain(`questionId=${CHECKS.id}`));
    expect(r.api.called('saveAnswers').map((c) => c.body)).toEqual([
      [{ question: A1C.id, question_option: 110801, value: '[{"value":"20","date":"2026-01-10"}]' }],
    ]);
  });

  it('a usual A1C is saved at the first Next', async () => {
    const user = userEvent.setup();
    const r = render(`${SURVEY}?procedure=questionnaire&questionId=${A1C.id}`);
    const row = within(await screen.findByRole('group', { name: 'Result 1' }));
    await user.type(row.getByRole('textbox', { name: 'Date of the test' }), '01/10/2026');
    await user.type(row.getByRole('textbox', { name: 'A1c (%)' }), '7.1');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(r.current()).toContain(`questionId=${CHECKS.id}`));
    expect(screen.queryByText('Please check your answer')).toBeNull();
    expect(r.api.called('saveAnswers')).toHaveLength(1);
  });
});

describe('a press made while the welcome gate reads the events log', () => {
  function slowLog(events: unknown[]) {
    let answerLog!: () => void;
    const log = new Promise<void>((resolve) => (answerLog = resolve));
    const listEvents = async () => {
      await log;
      return { body: events };
    };
    return { listEvents, answerLog: () => answerLog() };
  }
  const WELCOMED = [
    { id: 1, study: 101, user_study: 5, event: 'welcome_dialog_questionnaire', created_at: '2026-01-01' },
  ];

  it('is held, not lost: Next pressed once goes on when the log arrives', async () => {
    const user = userEvent.setup();
    const slow = slowLog(WELCOMED);
    const r = render(`${SURVEY}?procedure=questionnaire&questionId=${A1C.id}`, { listEvents: slow.listEvents });
    const row = within(await screen.findByRole('group', { name: 'Result 1' }));
    await user.type(row.getByRole('textbox', { name: 'Date of the test' }), '01/10/2026');
    await user.type(row.getByRole('textbox', { name: 'A1c (%)' }), '7.1');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(r.api.called('saveAnswers')).toEqual([]);
    expect(r.current()).toContain(`questionId=${A1C.id}`);
    slow.answerLog();
    await waitFor(() => expect(r.current()).toContain(`questionId=${CHECKS.id}`));
    expect(r.api.called('saveAnswers')).toHaveLength(1);
  });

  it('is dropped when the gate shows its dialog instead: the dialog has the participant', async () => {
    const user = userEvent.setup();
    const slow = slowLog([]);
    const r = render(`${SURVEY}?procedure=questionnaire&questionId=${A1C.id}`, { listEvents: slow.listEvents });
    const row = within(await screen.findByRole('group', { name: 'Result 1' }));
    await user.type(row.getByRole('textbox', { name: 'Date of the test' }), '01/10/2026');
    await user.type(row.getByRole('textbox', { name: 'A1c (%)' }), '7.1');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('button', { name: 'Next' })).toHaveAttribute('aria-busy', 'true');
    slow.answerLog();
    const dialog = await screen.findByRole('dialog', { name: 'Before you start' });
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(r.current()).toContain(`questionId=${A1C.id}`);
    expect(r.api.called('saveAnswers')).toEqual([]);
  });
});

describe('focus on a question change', () => {
  async function answerA1c(user: ReturnType<typeof userEvent.setup>) {
    const row = within(await screen.findByRole('group', { name: 'Result 1' }));
    await user.type(row.getByRole('textbox', { name: 'Date of the test' }), '01/10/2026');
    await user.type(row.getByRole('textbox', { name: 'A1c (%)' }), '7.1');
  }

  it('Next and Previous put focus on the new question heading, read with its position', async () => {
    const user = userEvent.setup();
    render(`${SURVEY}?procedure=questionnaire&questionId=${A1C.id}`);
    await answerA1c(user);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const second = await screen.findByRole('heading', { level: 1, name: CHECKS.title! });
    await waitFor(() => expect(second).toHaveFocus());
    expect(second).toHaveAccessibleDescription('Question 2 of 2');
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    const first = await screen.findByRole('heading', { level: 1, name: A1C.title! });
    await waitFor(() => expect(first).toHaveFocus());
    expect(first).toHaveAccessibleDescription('Question 1 of 2');
  });

  it('from the focused heading one Tab reaches the answer, before the question list', async () => {
    const user = userEvent.setup();
    render(`${SURVEY}?procedure=questionnaire&questionId=${A1C.id}`);
    await answerA1c(user);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: CHECKS.title! })).toHaveFocus());
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'Times per day' })).toHaveFocus();
    // The side list of questions follows the question in the page's order.
    const list = screen.getByRole('complementary', { name: 'Questions' });
    const answer = screen.getByRole('textbox', { name: 'Times per day' });
    expect(answer.compareDocumentPosition(list) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('a question shown when the page loads leaves the focus where the browser has it', async () => {
    const activation = Object.getOwnPropertyDescriptor(navigator, 'userActivation');
    Object.defineProperty(navigator, 'userActivation', { configurable: true, value: { hasBeenActive: false } });
    try {
      render(`${SURVEY}?procedure=questionnaire&questionId=${A1C.id}`);
      await screen.findByRole('heading', { level: 1, name: A1C.title! });
      expect(document.body).toHaveFocus();
    } finally {
      if (activation) Object.defineProperty(navigator, 'userActivation', activation);
      else delete (navigator as { userActivation?: unknown }).userActivation;
    }
  });
});
