// @vitest-environment jsdom
// jsdom: DOMPurify does not support happy-dom, and a configured popup's body is sanitised server HTML.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'wouter';
import { afterEach, describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import type { ModuleSetting, ParticipantProfile, Procedure } from '@contract';
import { SESSION_KEYS } from '@/shared/session/session-store';
import { answerEveryRow, type FakeHandlers } from '@/testing/fake-api';
import { participant, userToken } from '@/testing/fixtures';
import { renderWithRegistry } from '@/testing/render-with-registry';
import { CHECKS, LOWS } from '../../components/test-questions';
import { SURVEY, userStudy } from '../parts/test-fixtures';
import { SurveyScreen } from './survey-screen';

// The survey's dialogs (spec 001 §2 Dialogs): the welcome dialogs a procedure opens with until
// their event is logged, and 'Almost there!' when a preview's Next finds questions unanswered.

const welcomed = (procedure: string) => ({
  id: 1,
  study: 101,
  user_study: 5,
  event: `welcome_dialog_${procedure}`,
  created_at: '2026-01-01',
});

function render(
  path: string,
  o: { procedure?: Procedure; events?: ReturnType<typeof welcomed>[]; who?: Partial<ParticipantProfile> } = {},
  extra: FakeHandlers = {},
) {
  const procedure = o.procedure ?? { id: 'questionnaire', title: 'Questionnaire', order: 1 };
  const api: FakeHandlers = {
    ...answerEveryRow(),
    getParticipant: { body: participant(o.who) },
    listAnswers: { body: [] },
    listProcedures: { body: [procedure] },
    listUserProcedures: { body: [] },
    listQuestionRules: { body: [] },
    getUserStudy: { body: userStudy({ study_type: 'sub_study' }) },
    listQuestions: { body: [CHECKS, LOWS].map((q, i) => ({ ...q, procedure: procedure.id, order: i + 1 })) },
    listEvents: { body: o.events ?? [] },
    getModuleSettings: { body: {} },
    saveAnswers: (request) => ({ body: request.body as [] }),
    ...extra,
  };
  return renderWithRegistry(
    <Route path={paths.survey.path}>
      <SurveyScreen />
    </Route>,
    { path, storage: { [SESSION_KEYS.token]: userToken() }, profile: participant(o.who), api },
  );
}

afterEach(() => sessionStorage.clear());

describe('the welcome dialogs', () => {
  it("'Let's start' opens the screening with the default text; Begin logs its event and lets Next work", async () => {
    const user = userEvent.setup();
    const r = render(`${SURVEY}?procedure=screening&questionId=${CHECKS.id}`, {
      procedure: { id: 'screening', title: 'Screening', order: 1 },
    });
    const dialog = within(await screen.findByRole('dialog', { name: "Let's start" }));
    expect(
      dialog.getByText(
        'Please answer the screening questions so that we can confirm that you are eligible to take part in the study.',
      ),
    ).toBeVisible();
    // The dialog is modal: the question's buttons behind it show no spinner (it would shift the page).
    expect(screen.getByRole('dialog', { name: "Let's start" })).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('button', { name: 'Next', hidden: true })).not.toHaveAttribute('aria-busy');
    await user.click(dialog.getByRole('button', { name: 'Begin' }));
    await waitFor(() => expect(r.api.called('logEvent')).toHaveLength(1));
    expect(r.api.called('logEvent')[0].body).toEqual({ study: 101, user_study: 5, event: 'welcome_dialog_screening' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Next' })).not.toHaveAttribute('aria-disabled');
  });

  it("'Let's start' closes on Escape as Begin does, and focus goes to the question's heading", async () => {
    const user = userEvent.setup();
    const r = render(`${SURVEY}?procedure=screening&questionId=${CHECKS.id}`, {
      procedure: { id: 'screening', title: 'Screening', order: 1 },
    });
    await screen.findByRole('dialog', { name: "Let's start" });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveFocus());
    await waitFor(() => expect(r.api.called('logEvent')).toHaveLength(1));
    expect(r.api.called('logEvent')[0].body).toMatchObject({ event: 'welcome_dialog_screening' });
    expect(screen.getByRole('button', { name: 'Next' })).not.toHaveAttribute('aria-disabled');
  });

  it("'Before you start': Continue hands focus to the question's heading, not to the page", async () => {
    const user = userEvent.setup();
    render(`${SURVEY}?procedure=questionnaire&questionId=${CHECKS.id}`);
    const dialog = within(await screen.findByRole('dialog', { name: 'Before you start' }));
    await user.click(dialog.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveFocus());
  });

  it("'Let's start' takes its title and body from the server's screening_start texts when it has them", async () => {
    const r = render(
      `${SURVEY}?procedure=screening&questionId=${CHECKS.id}`,
      { procedure: { id: 'screening', title: 'Screening', order: 1 } },
      {
        listTexts: {
          body: [
            { source: 'registry', action: 'screening_start', title: 'Welcome!', text: '<p>A few questions first.</p>' },
          ],
        },
      },
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Welcome!' }));
    expect(await dialog.findByText('A few questions first.')).toBeVisible();
    expect(dialog.getByRole('button', { name: 'Begin' })).toBeVisible();
    expect(r.api.called('listTexts')[0].query).toMatchObject({ action: 'screening_start', study_type: 'sub_study' });
  });

  it("'Before you start' tells an adult to answer on their own behalf, a parent to answer for the child", async () => {
    const user = userEvent.setup();
    const path = `${SURVEY}?procedure=questionnaire&questionId=${CHECKS.id}`;
    const adult = render(path);
    const dialog = within(await screen.findByRole('dialog', { name: 'Before you start' }));
    expect(dialog.getByText('Please answer the questions on your own behalf.')).toBeVisible();
    await user.click(dialog.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(adult.api.called('logEvent')).toHaveLength(1));
    expect(adult.api.called('logEvent')[0].body).toMatchObject({ event: 'welcome_dialog_questionnaire' });
    adult.unmount();
    render(path, { who: { profile_type: 'child' } });
    expect(
      await screen.findByText('Please answer the questions for your child (a minor aged 0-17).'),
    ).toBeInTheDocument();
  });

  it("shows the module's configured popup in place of the default one", async () => {
    const popup: ModuleSetting = {
      id: 3,
      procedure: 'questionnaire',
      module_type: 'popup',
      stage: 'before_procedure',
      content: { title: 'About this questionnaire', body_text: '<p>It takes 10 minutes.</p>', button_text: 'Start' },
    };
    render(
      `${SURVEY}?procedure=questionnaire&questionId=${CHECKS.id}`,
      {},
      {
        getModuleSettings: { body: { questionnaire: [popup] } },
      },
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'About this questionnaire' }));
    expect(await dialog.findByText('It takes 10 minutes.')).toBeVisible();
    expect(dialog.getByRole('button', { name: 'Start' })).toBeVisible();
  });

  it('does not show once its event is logged', async () => {
    render(`${SURVEY}?procedure=questionnaire&questionId=${CHECKS.id}`, { events: [welcomed('questionnaire')] });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Next' })).not.toHaveAttribute('aria-disabled'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe("'Almost there!'", () => {
  it("opens when a preview's Next finds a later question unanswered; 'Go to question' opens that question", async () => {
    const user = userEvent.setup();
    const r = render(`${SURVEY}?procedure=questionnaire&questionId=${CHECKS.id}&preview=true`, {
      events: [welcomed('questionnaire')],
    });
    await user.type(await screen.findByRole('textbox', { name: 'Times per day' }), '4');
    await user.click(screen.getByRole('button', { name: /Next|Finish/ }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Almost there!' }));
    expect(
      dialog.getByText("A few questions are still unanswered. Please click 'Go to question' to answer them."),
    ).toBeVisible();
    expect(r.api.called('saveAnswers')).toHaveLength(1);
    await user.click(dialog.getByRole('button', { name: 'Go to question' }));
    await waitFor(() => expect(r.current()).toContain(`questionId=${LOWS.id}`));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes with its close icon and leaves the participant on the question', async () => {
    const user = userEvent.setup();
    const r = render(`${SURVEY}?procedure=questionnaire&questionId=${CHECKS.id}&preview=true`, {
      events: [welcomed('questionnaire')],
    });
    await user.type(await screen.findByRole('textbox', { name: 'Times per day' }), '4');
    await user.click(screen.getByRole('button', { name: /Next|Finish/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Almost there!' });
    await user.click(within(dialog).getByRole('button', { name: /close/i }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(r.current()).toContain(`questionId=${CHECKS.id}`);
  });
});
