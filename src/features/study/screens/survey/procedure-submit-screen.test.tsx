// @vitest-environment jsdom
// jsdom: DOMPurify does not support happy-dom, and the popup's body is sanitised server HTML.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Switch } from 'wouter';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import type { ModuleSetting, ProcedureId, Question } from '@contract';
import { SESSION_KEYS } from '@/shared/session/session-store';
import { answerEveryRow, type FakeHandlers, type FakeReply } from '@/testing/fake-api';
import { participant, userToken } from '@/testing/fixtures';
import { renderWithRegistry } from '@/testing/render-with-registry';
import { SURVEY, userStudy } from '../parts/test-fixtures';
import { ProcedureStatusScreen, ProcedureSubmitScreen } from './procedure-status-screen';

// The confirmation page and its submit (spec 001 §2, §4 Procedure submit, §8): the server's
// refusal is said in a snackbar and keeps the participant on the page; a submit opens the status
// page with status=just_submitted, where the success dialog or the configured conclusion popup
// shows once (§2 Dialogs).

const setting = (id: number, over: Partial<ModuleSetting>): ModuleSetting => ({
  id,
  procedure: 'questionnaire',
  module_type: 'page',
  stage: 'conclusion',
  content: { title: 'Thank you for your answers', body_text: '<p>The page.</p>' },
  ...over,
});
const popup = setting(8, {
  module_type: 'popup',
  content: {
    title: 'Your gift card is on its way',
    body_text: '<p>Check your e-mail in a day or two.</p><img src="x" onerror="alert(1)">',
    button_text: 'See my status',
  },
});
const question: Question = {
  id: 31,
  title: 'How satisfied are you?',
  order: 1,
  procedure: 'questionnaire',
  question_type: 'single',
  options: [{ id: 311, widget: 'radio', title: 'Very', order: 1 }],
};

function render(
  options: {
    settings?: ModuleSetting[];
    submit?: FakeReply;
    procedure?: ProcedureId;
    questions?: Question[];
    path?: string;
    getUserStudy?: FakeReply;
    /** The procedure was submitted before the page opened. */
    submittedBefore?: boolean;
  } = {},
) {
  const { settings = [], procedure = 'questionnaire', questions = [] } = options;
  const every = answerEveryRow();
  let submitted = !!options.submittedBefore;
  const api: FakeHandlers = {
    getParticipant: { body: participant() },
    listAnswers: { body: [] },
    listProcedures: {
      body: [
        { id: 'intro', title: 'Introduction', order: 1 },
        { id: 'screening', title: 'Screening', order: 2 },
        { id: 'questionnaire', title: 'Questionnaire', order: 3 },
      ],
    },
    // After an accepted submit the refresh reads the procedure completed.
    listUserProcedures: () => ({
      body: [
        { procedure_id: 'intro', created_at: '2026-01-01T10:00:00Z', user_study_id: 5, study_id: 101 },
        ...(submitted || procedure === 'questionnaire'
          ? [
              {
                procedure_id: 'screening' as const,
                created_at: '2026-01-01T10:05:00Z',
                user_study_id: 5,
                study_id: 101,
              },
            ]
          : []),
        ...(submitted && procedure === 'questionnaire'
          ? [
              {
                procedure_id: 'questionnaire' as const,
                created_at: '2026-01-01T11:00:00Z',
                user_study_id: 5,
                study_id: 101,
              },
            ]
          : []),
      ],
    }),
    listQuestionRules: { body: [] },
    getUserStudy: options.getUserStudy ?? { body: userStudy({ study_type: 'sub_study' }) },
    listQuestions: { body: questions },
    // The study session reads the events log with its load (for the survey's welcome gate).
    listEvents: { body: [] },
    getModuleSettings: { body: { questionnaire: settings } },
    submitProcedure: (request) => {
      if (options.submit) return options.submit;
      submitted = true;
      const reply = every.submitProcedure as (r: typeof request) => FakeReply;
      return typeof reply === 'function' ? reply(request) : reply;
    },
  };
  return renderWithRegistry(
    <Switch>
      <Route path={paths.procedureSubmit.path}>
        <ProcedureSubmitScreen />
      </Route>
      <Route path={paths.procedureStatus.path}>
        <ProcedureStatusScreen />
      </Route>
    </Switch>,
    {
      path: options.path ?? `${SURVEY}/procedureSubmit?procedure=${procedure}`,
      storage: { [SESSION_KEYS.token]: userToken() },
      profile: participant(),
      api,
    },
  );
}

describe('questionnaire submit and the conclusion popup (001 §2, §4)', () => {
  it('opens the status page with status=just_submitted, where the configured popup shows once', async () => {
    const user = userEvent.setup();
    const r = render({ settings: [setting(7, {}), popup] });
    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Your gift card is on its way' });
    expect(r.current()).toBe(`${SURVEY}/procedureStatus?procedure=questionnaire&status=just_submitted`);
    expect(await within(dialog).findByText('Check your e-mail in a day or two.')).toBeInTheDocument();
    expect(dialog.querySelector('[onerror]')).toBeNull();
    expect(r.api.called('submitProcedure')[0].body).toEqual({ procedure_id: 'questionnaire' });
    await user.click(within(dialog).getByRole('button', { name: 'See my status' }));
    // Closed: the address no longer carries the flag, so a reload does not show it again.
    await waitFor(() => expect(r.current()).toBe(`${SURVEY}/procedureStatus?procedure=questionnaire`));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('the status page opened without status=just_submitted shows no popup', async () => {
    render({
      submittedBefore: true,
      settings: [setting(7, {}), popup],
      path: `${SURVEY}/procedureStatus?procedure=questionnaire`,
    });
    expect(await screen.findByRole('heading', { name: 'Thank you for your answers' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('goes straight to the status page when the study configures no popup', async () => {
    const user = userEvent.setup();
    const r = render({ settings: [setting(7, {})] });
    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(r.current()).toBe(`${SURVEY}/procedureStatus?procedure=questionnaire&status=just_submitted`),
    );
    expect(await screen.findByRole('heading', { name: 'Thank you for your answers' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('a refused submit (001 §8): the reason in a snackbar, nothing else', () => {
  it.each([
    ['a list of messages', 400, ['Please complete the Introduction first.'], 'Please complete the Introduction first.'],
    ['non_field_errors', 400, { non_field_errors: ['This study is closed.'] }, 'This study is closed.'],
    [
      'detail',
      403,
      { detail: 'You do not have permission to perform this action.' },
      'You do not have permission to perform this action.',
    ],
  ])('%s (%i): the snackbar says it, no success dialog, the page stays', async (_name, status, body, message) => {
    const user = userEvent.setup();
    const r = render({ procedure: 'screening', submit: { status, body } });
    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(r.feedback.snackbars.value).toEqual([expect.objectContaining({ kind: 'failure', message })]),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(r.current()).toBe(`${SURVEY}/procedureSubmit?procedure=screening`);
    expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
  });

  it('a dropped submit shows the connection message once, and stays', async () => {
    const user = userEvent.setup();
    const r = render({ submit: 'network-error' });
    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(r.feedback.snackbars.value).toHaveLength(1));
    expect(r.feedback.snackbars.value[0].message).toBe(
      'Connection or server error. Check your connection or try to connect later',
    );
    expect(r.current()).toBe(`${SURVEY}/procedureSubmit?procedure=questionnaire`);
  });
});

describe('the confirmation page with a question unanswered (001 §5 Questionnaire finishing)', () => {
  it('says so and leads to the first unanswered question, without Submit', async () => {
    const user = userEvent.setup();
    const r = render({ questions: [question] });
    expect(
      await screen.findByText('To complete the questionnaire, please answer all of the required questions.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
    expect(screen.queryByText(/You have answered every question/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Go to question' }));
    expect(r.current()).toBe(`${SURVEY}?procedure=questionnaire&questionId=31`);
    expect(r.api.called('submitProcedure')).toHaveLength(0);
  });
});

describe('a submit refused for missing answers (001 §2 Almost there!, §5 Questionnaire finishing)', () => {
  it.each([
    ['questionnaire', 'To complete the questionnaire, please answer all of the required questions.'],
    ['screening', "A few questions are still unanswered. Please click 'Go to question' to answer them."],
  ] as const)('%s: says so in words, and Go to question opens the first missing one', async (procedure, words) => {
    const user = userEvent.setup();
    const r = render({ procedure, submit: { status: 400, body: ['There are not answered questions: 31'] } });
    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Almost there!' });
    expect(within(dialog).getByText(words)).toBeInTheDocument();
    expect(r.current()).toBe(`${SURVEY}/procedureSubmit?procedure=${procedure}`);
    await user.click(within(dialog).getByRole('button', { name: 'Go to question' }));
    expect(r.current()).toBe(`${SURVEY}?procedure=${procedure}&questionId=31`);
  });
});

describe('a study that cannot be loaded (001 §8)', () => {
  it('the status page says it with the short snackbar', async () => {
    const r = render({ getUserStudy: { status: 404, body: { detail: 'Not found.' } } });
    await waitFor(() =>
      expect(r.feedback.snackbars.value).toEqual([
        expect.objectContaining({ kind: 'short', message: 'Oops! Something went wrong', durationMs: 5000 }),
      ]),
    );
  });
});
