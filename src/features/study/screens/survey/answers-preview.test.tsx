// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'wouter';
import { afterEach, describe, expect, it } from 'vitest';
import { activeLocale } from '@/shared/i18n/locale';
import { loadAllTranslations } from '@/shared/i18n/switch-locale';
import { paths } from '@/config/paths';
import type { Question } from '@contract';
import { SESSION_KEYS } from '@/shared/session/session-store';
import { answerEveryRow, type FakeHandlers } from '@/testing/fake-api';
import { participant, userToken } from '@/testing/fixtures';
import { renderWithRegistry } from '@/testing/render-with-registry';
import { CHECKS, INSULIN, LOWS, PUMP } from '../../components/test-questions';
import { SURVEY, userStudy } from '../parts/test-fixtures';
import { ProcedureStatusScreen, ProcedureSubmitScreen } from './procedure-status-screen';
import { SurveyScreen } from './survey-screen';

// The answers preview the confirmation page's 'Review my answers' opens (spec 001 §2, preview=true):
// every shown question with its answers in words and a Change link to it, the way back to the
// confirmation page; a question opened to change returns to the preview.

const QUESTIONS: Question[] = [INSULIN, PUMP, CHECKS, LOWS];
const ANSWERS = [
  { question: INSULIN.id, question_option: 110202, value: 'true' },
  { question: PUMP.id, question_option: 110302, value: 'true' },
  { question: CHECKS.id, question_option: 110601, value: '4' },
  { question: LOWS.id, question_option: 111301, value: '1' },
];

function render(path: string, over: FakeHandlers = {}) {
  const every = answerEveryRow();
  const api: FakeHandlers = {
    ...every,
    getParticipant: { body: participant() },
    listAnswers: { body: ANSWERS },
    listProcedures: {
      body: [
        { id: 'intro', title: 'Introduction', order: 1, created_at: '2026-01-01T00:00:00Z' },
        { id: 'questionnaire', title: 'Questionnaire', order: 2 },
      ],
    },
    listUserProcedures: {
      body: [{ procedure_id: 'intro', created_at: '2026-01-01T00:00:00Z', user_study_id: 5, study_id: 101 }],
    },
    listQuestionRules: { body: [] },
    getUserStudy: { body: userStudy({ study_type: 'sub_study' }) },
    listQuestions: { body: QUESTIONS },
    listEvents: {
      body: [
        { id: 1, study: 101, user_study: 5, event: 'welcome_dialog_questionnaire', created_at: '2026-01-01T00:00:00Z' },
      ],
    },
    getModuleSettings: { body: {} },
    // The server answers all answers after a save: the others, and the question's new ones.
    saveAnswers: (request) => {
      const given = request.body as typeof ANSWERS;
      const others = ANSWERS.filter((a) => !given.some((g) => g.question === a.question));
      return { body: [...others, ...given] };
    },
    ...over,
  };
  return renderWithRegistry(
    <>
      <Route path={paths.survey.path}>
        <SurveyScreen />
      </Route>
      <Route path={paths.procedureStatus.path}>
        <ProcedureStatusScreen />
      </Route>
      <Route path={paths.procedureSubmit.path}>
        <ProcedureSubmitScreen />
      </Route>
    </>,
    { path, storage: { [SESSION_KEYS.token]: userToken() }, profile: participant(), api },
  );
}

afterEach(() => {
  sessionStorage.clear();
  activeLocale.value = 'en';
});

describe('the answers preview before submit (001 §2)', () => {
  const PREVIEW = `${SURVEY}?procedure=questionnaire&preview=true`;

  it('lists every shown question with its answers in words and a Change link to the question', async () => {
    render(PREVIEW);
    expect(await screen.findByRole('heading', { name: 'Check your questionnaire answers' })).toBeInTheDocument();
    const rows = screen.getAllByRole('term').map((t) => t.parentElement!);
    expect(rows.map((row) => row.querySelector('dt')!.textContent)).toEqual([
      INSULIN.title,
      PUMP.title,
      CHECKS.title,
      LOWS.title,
    ]);
    expect(rows[0]).toHaveTextContent('Insulin pump');
    expect(rows[1]).toHaveTextContent('Omnipod 5');
    expect(rows[2]).toHaveTextContent('Times per day: 4');
    expect(rows[3]).toHaveTextContent('Frequency: Sometimes');
    // A sub-question is changed on its parent's screen.
    expect(within(rows[1]).getByRole('link', { name: `Change your answer to: ${PUMP.title}` })).toHaveAttribute(
      'href',
      `${SURVEY}?procedure=questionnaire&questionId=${INSULIN.id}&preview=true&review=true`,
    );
  });

  it('on a Spanish page a question left in English is marked lang="en", a translated one is not', async () => {
    activeLocale.value = 'es';
    const translated = { ...INSULIN, title: '¿Cómo se pone la insulina?', lang: 'es' as const };
    render(PREVIEW, { listQuestions: { body: [translated, PUMP, CHECKS, LOWS] } });
    await screen.findAllByRole('term');
    // The language a screen reader reads each title in: the nearest lang around it.
    const langOf = (text: string) => screen.getByText(text).closest('[lang]')?.getAttribute('lang');
    expect(langOf('¿Cómo se pone la insulina?')).toBe('es');
    expect(langOf(PUMP.title!)).toBe('en');
  });

  it('a Change link opens the question; Next returns to the preview, and its button to the confirmation page', async () => {
    const user = userEvent.setup();
    const r = render(PREVIEW);
    await user.click(await screen.findByRole('link', { name: `Change your answer to: ${CHECKS.title}` }));
    await waitFor(() =>
      expect(r.current()).toBe(`${SURVEY}?procedure=questionnaire&questionId=${CHECKS.id}&preview=true&review=true`),
    );
    const field = await screen.findByLabelText(/Times per day/);
    await user.clear(field);
    await user.type(field, '5');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(r.current()).toBe(PREVIEW));
    expect(r.api.called('saveAnswers').at(-1)?.body).toEqual([
      { question: CHECKS.id, question_option: 110601, value: '5' },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Back to submit your answers' }));
    await waitFor(() => expect(r.current()).toBe(`${SURVEY}/procedureSubmit?procedure=questionnaire`));
  });

  it('in Spanish its way back says it goes back to submit (not "send again"); it sends nothing', async () => {
    await import('./answers-preview');
    await loadAllTranslations('es');
    activeLocale.value = 'es';
    const user = userEvent.setup();
    const r = render(PREVIEW);
    await user.click(await screen.findByRole('button', { name: 'Volver para enviar sus respuestas' }));
    await waitFor(() => expect(r.current()).toBe(`${SURVEY}/procedureSubmit?procedure=questionnaire`));
    expect(r.api.called('submitProcedure')).toHaveLength(0);
  });

  it('Back from the preview submits; refused for missing answers, it says so and Go to question opens the first', async () => {
    const user = userEvent.setup();
    const r = render(PREVIEW, {
      submitProcedure: { status: 400, body: [`There are not answered questions: ${CHECKS.id}`] },
    });
    await screen.findByRole('heading', { level: 1, name: 'Check your questionnaire answers' });
    await user.click(screen.getByRole('link', { name: /Back to Dashboard/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Almost there!' });
    expect(
      within(dialog).getByText('To complete the questionnaire, please answer all of the required questions.'),
    ).toBeInTheDocument();
    expect(r.current()).toBe(PREVIEW);
    await user.click(within(dialog).getByRole('button', { name: 'Go to question' }));
    await waitFor(() => expect(r.current()).toBe(`${SURVEY}?procedure=questionnaire&questionId=${CHECKS.id}`));
  });

  it('the preview reached by Next, and the confirmation page after it, take focus on their heading', async () => {
    const user = userEvent.setup();
    const r = render(`${SURVEY}?procedure=questionnaire&questionId=${CHECKS.id}&preview=true&review=true`);
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    await waitFor(() => expect(r.current()).toBe(PREVIEW));
    const preview = await screen.findByRole('heading', { level: 1, name: 'Check your questionnaire answers' });
    await waitFor(() => expect(preview).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Back to submit your answers' }));
    const submit = await screen.findByRole('heading', { level: 1, name: /Submit/i });
    await waitFor(() => expect(submit).toHaveFocus());
  });
});

describe('leaving the status page with answers not stored (001 §2)', () => {
  it('asks with the exit confirmation before leaving an answer that cannot be saved', async () => {
    const user = userEvent.setup();
    // A draft of this tab that the engine finds invalid: it cannot be saved on the way out.
    sessionStorage.setItem(
      'registry.drafts.7.survey.5',
      JSON.stringify([[CHECKS.id, [{ question: CHECKS.id, question_option: 110601, value: '99' }]]]),
    );
    const r = render(`${SURVEY}/procedureStatus?procedure=intro`);
    await screen.findByRole('heading', { name: /Introduction/ });
    await user.click(screen.getByRole('link', { name: /Back to Dashboard/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirmation' });
    expect(r.current()).toBe(`${SURVEY}/procedureStatus?procedure=intro`);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(r.current()).toBe('/dashboard'));
  });
});
