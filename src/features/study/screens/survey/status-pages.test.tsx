// @vitest-environment jsdom
// jsdom: DOMPurify does not support happy-dom, and the pages' bodies are sanitised server HTML.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'wouter';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import type { ModuleSetting, Procedure, UserStudy } from '@contract';
import { SESSION_KEYS } from '@/shared/session/session-store';
import { answerEveryRow, type FakeHandlers } from '@/testing/fake-api';
import { participant, userToken } from '@/testing/fixtures';
import { renderWithRegistry } from '@/testing/render-with-registry';
import { SURVEY, userStudy } from '../parts/test-fixtures';
import { ProcedureStatusScreen, ProcedureSubmitScreen } from './procedure-status-screen';

// The confirmation page's 'Review my answers' and the status page's submitted-procedure actions,
// contact links, closed-study banner and next-procedure title (spec 001 §2), each from the study's
// module settings.

const SUBMITTED = '2026-03-04T15:06:07Z';
const setting = (id: number, over: Partial<ModuleSetting>): ModuleSetting => ({
  id,
  procedure: 'questionnaire',
  module_type: 'page',
  stage: 'conclusion',
  content: { title: 'Thank you for your answers', body_text: '<p>The page.</p>' },
  ...over,
});
const PROCEDURES: Procedure[] = [
  { id: 'intro', title: 'Introduction', order: 1 },
  { id: 'questionnaire', title: 'Questionnaire', order: 2 },
];

function render(
  screenName: 'submit' | 'status',
  path: string,
  options: { settings: ModuleSetting[]; procedures?: Procedure[]; done?: string[]; study?: Partial<UserStudy> },
) {
  const every = answerEveryRow();
  const done = options.done ?? [];
  const api: FakeHandlers = {
    getParticipant: { body: participant() },
    listAnswers: { body: [] },
    listProcedures: { body: options.procedures ?? PROCEDURES },
    listUserProcedures: {
      body: done.map((id) => ({ procedure_id: id, created_at: SUBMITTED, user_study_id: 5, study_id: 101 })),
    } as FakeHandlers['listUserProcedures'],
    listQuestionRules: { body: [] },
    getUserStudy: { body: userStudy({ study_type: 'sub_study', ...options.study }) },
    listQuestions: { body: [] },
    listEvents: { body: [] },
    getModuleSettings: { body: { questionnaire: options.settings } },
    submitProcedure: every.submitProcedure,
    getAnswersDocument: {
      body: '%PDF-1.7',
      headers: { 'content-type': 'application/pdf', 'content-disposition': 'attachment; filename="answers.pdf"' },
    },
  };
  const Screen = screenName === 'submit' ? ProcedureSubmitScreen : ProcedureStatusScreen;
  return renderWithRegistry(
    <Route path={screenName === 'submit' ? paths.procedureSubmit.path : paths.procedureStatus.path}>
      <Screen />
    </Route>,
    { path, storage: { [SESSION_KEYS.token]: userToken() }, profile: participant(), api },
  );
}

describe('the confirmation page (001 §2)', () => {
  const confirmation = (review: boolean) =>
    setting(6, {
      stage: 'confirmation',
      content: { title: 'You are almost done!', body_text: '<p>Check.</p>', review_answers_button: review },
    });

  it("offers 'Review my answers' when the module sets it, opening the procedure's answers preview", async () => {
    const user = userEvent.setup();
    const r = render('submit', `${SURVEY}/procedureSubmit?procedure=questionnaire`, { settings: [confirmation(true)] });
    await user.click(await screen.findByRole('button', { name: 'Review my answers' }));
    expect(r.current()).toBe(`${SURVEY}?procedure=questionnaire&preview=true`);
  });

  it('has no review button when the module does not set it', async () => {
    render('submit', `${SURVEY}/procedureSubmit?procedure=questionnaire`, { settings: [confirmation(false)] });
    await screen.findByRole('heading', { name: 'You are almost done!' });
    expect(screen.queryByRole('button', { name: 'Review my answers' })).toBeNull();
  });

  it('hides the review button while the submit is pending', async () => {
    const user = userEvent.setup();
    const r = render('submit', `${SURVEY}/procedureSubmit?procedure=questionnaire`, { settings: [confirmation(true)] });
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const stored = answerEveryRow().submitProcedure as Exclude<FakeHandlers['submitProcedure'], undefined>;
    r.api.answer({
      submitProcedure: async (request) => (await held, typeof stored === 'function' ? stored(request) : stored),
    });
    expect(await screen.findByRole('button', { name: 'Review my answers' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByRole('button', { name: 'Submit' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('button', { name: 'Review my answers' })).toBeNull();
    release();
    await waitFor(() =>
      expect(r.current()).toBe(`${SURVEY}/procedureStatus?procedure=questionnaire&status=just_submitted`),
    );
  });
});

describe('the status page of a submitted procedure (001 §2)', () => {
  const conclusion = (content: ModuleSetting['content']) => setting(7, { content: { title: 'Thanks', ...content } });
  const status = `${SURVEY}/procedureStatus?procedure=questionnaire`;

  it("shows 'You answered the … on:' with the medium date, View answers, Download and Print as the module sets them", async () => {
    const user = userEvent.setup();
    const r = render('status', status, {
      done: ['intro', 'questionnaire'],
      settings: [
        conclusion({ show_timestamp: true, review_answers_button: true, download_button: true, print_button: true }),
      ],
    });
    const actions = await screen.findByRole('region', { name: 'Your Questionnaire answers' });
    expect(actions).toHaveTextContent(/You answered the Questionnaire on: Mar 4, 2026, \d+:06:07 [AP]M/);
    expect(within(actions).getByRole('link', { name: 'View answers' })).toHaveAttribute(
      'href',
      `${SURVEY}/review-answers?procedure=questionnaire`,
    );
    expect(within(actions).getByRole('button', { name: 'Print' })).toHaveClass('registry-print-action');
    await user.click(within(actions).getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(r.api.called('getAnswersDocument')).toHaveLength(1));
    expect(r.api.called('getAnswersDocument')[0].query).toEqual({
      document_format: 'pdf',
      time_zone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    });
    expect(r.api.called('getAnswersDocument')[0].params).toMatchObject({ procedureId: 'questionnaire' });
  });

  it('shows none of them when the module sets none', async () => {
    render('status', status, { done: ['intro', 'questionnaire'], settings: [conclusion({})] });
    await screen.findByRole('heading', { name: 'Thanks' });
    expect(screen.queryByText(/You answered the/)).toBeNull();
    for (const name of ['View answers', 'Download', 'Print'])
      expect(screen.queryByRole(name === 'View answers' ? 'link' : 'button', { name })).toBeNull();
  });

  it("shows the module's contact phone and e-mail as tel: and mailto: links", async () => {
    render('status', status, {
      done: ['intro', 'questionnaire'],
      settings: [conclusion({ contact_phone: '+1 555 010 0100', contact_email: 'study@example.org' })],
    });
    expect(await screen.findByRole('link', { name: '+1 555 010 0100' })).toHaveAttribute('href', 'tel:+15550100100');
    expect(screen.getByRole('link', { name: 'study@example.org' })).toHaveAttribute('href', 'mailto:study@example.org');
  });

  it('names the next procedure "Consent" when the study gives it no title', async () => {
    render('status', `${SURVEY}/procedureStatus?procedure=intro`, {
      done: ['intro'],
      procedures: [
        { id: 'intro', title: 'Introduction', order: 1 },
        { id: 'consent', title: '', order: 2 },
      ],
      settings: [],
    });
    expect(await screen.findByRole('button', { name: 'Continue to Consent' })).toBeInTheDocument();
  });

  it('shows the closed-study banner when the research procedure belongs to a closed study', async () => {
    const research: Procedure[] = [
      { id: 'intro', title: 'Introduction', order: 1 },
      { id: 'research', title: 'Research', order: 2 },
    ];
    render('status', `${SURVEY}/procedureStatus?procedure=research`, {
      done: ['intro'],
      procedures: research,
      settings: [],
      study: { study_type: 'promotional_study', study_status: 'closed' },
    });
    expect(
      await screen.findByText('This study is no longer open to enrollment through the registry.'),
    ).toBeInTheDocument();
  });

  it('shows no closed-study banner while the study is open', async () => {
    render('status', `${SURVEY}/procedureStatus?procedure=research`, {
      done: ['intro'],
      procedures: [
        { id: 'intro', title: 'Introduction', order: 1 },
        { id: 'research', title: 'Research', order: 2 },
      ],
      settings: [],
      study: { study_type: 'promotional_study' },
    });
    await screen.findByRole('heading', { name: /Research/ });
    expect(screen.queryByText('This study is no longer open to enrollment through the registry.')).toBeNull();
  });
});

describe('the status page of a procedure not submitted', () => {
  it('never says it is completed: it opens the procedure in the survey instead', async () => {
    const r = render('status', `${SURVEY}/procedureStatus?procedure=questionnaire`, { done: ['intro'], settings: [] });
    await waitFor(() => expect(r.current()).toBe(`${SURVEY}?procedure=questionnaire`));
    expect(screen.queryByRole('heading', { name: 'Questionnaire completed' })).toBeNull();
  });
});
