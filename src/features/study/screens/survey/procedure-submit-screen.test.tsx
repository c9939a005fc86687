// @vitest-environment jsdom
// jsdom: DOMPurify does not support happy-dom, and the popup's body is sanitised server HTML.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'wouter';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../../config/paths';
import type { ModuleSetting } from '../../../../shared/api/contract';
import { SESSION_KEYS } from '../../../../shared/session/session-store';
import { answerEveryRow, type FakeHandlers } from '../../../../shared/testing/fake-api';
import { participant, userToken } from '../../../../shared/testing/fixtures';
import { renderWithRegistry } from '../../../../shared/testing/render-with-registry';
import { SURVEY, userStudy } from '../../pages/test-fixtures';
import { ProcedureSubmitScreen } from './procedure-status-screen';

// The questionnaire's submit (spec 001 §4 Procedure submit): the configured conclusion popup of
// the study shows before its status page (§2 Dialogs, Configured popup).

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

function render(settings: ModuleSetting[]) {
  const every = answerEveryRow();
  const api: FakeHandlers = {
    getParticipant: { body: participant() },
    listAnswers: { body: [] },
    listProcedures: {
      body: [
        { id: 'intro', title: 'Introduction', order: 1 },
        { id: 'questionnaire', title: 'Questionnaire', order: 2 },
      ],
    },
    listUserProcedures: { body: [] },
    listQuestionRules: { body: [] },
    getUserStudy: { body: userStudy({ study_type: 'sub_study' }) },
    listQuestions: { body: [] },
    // The study session reads the events log with its load (for the survey's welcome gate).
    listEvents: { body: [] },
    getModuleSettings: { body: { questionnaire: settings } },
    submitProcedure: every.submitProcedure,
  };
  return renderWithRegistry(
    <Route path={paths.procedureSubmit.path}>
      <ProcedureSubmitScreen />
    </Route>,
    {
      path: `${SURVEY}/procedureSubmit?procedure=questionnaire`,
      storage: { [SESSION_KEYS.token]: userToken() },
      profile: participant(),
      api,
    },
  );
}

describe('questionnaire submit and the conclusion popup (001 §2, §4)', () => {
  it("shows the study's configured popup (title, sanitised body, button) and then the status page", async () => {
    const user = userEvent.setup();
    const r = render([setting(7, {}), popup]);
    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Your gift card is on its way' });
    expect(await within(dialog).findByText('Check your e-mail in a day or two.')).toBeInTheDocument();
    expect(dialog.querySelector('[onerror]')).toBeNull();
    expect(r.api.called('submitProcedure')[0].body).toEqual({ procedure_id: 'questionnaire' });
    // The page still waits for the participant: the popup is read before moving on.
    expect(r.current()).toBe(`${SURVEY}/procedureSubmit?procedure=questionnaire`);
    await user.click(within(dialog).getByRole('button', { name: 'See my status' }));
    await waitFor(() => expect(r.current()).toBe(`${SURVEY}/procedureStatus?procedure=questionnaire`));
  });

  it('goes straight to the status page when the study configures no popup', async () => {
    const user = userEvent.setup();
    const r = render([setting(7, {})]);
    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(r.current()).toBe(`${SURVEY}/procedureStatus?procedure=questionnaire`));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
