// @vitest-environment jsdom
// jsdom: DOMPurify does not support happy-dom, and the dialog's body may be sanitised server HTML.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'wouter';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import type { ModuleSetting, ParticipantProfile } from '@contract';
import { SESSION_KEYS } from '@/shared/session/session-store';
import { answerEveryRow, type FakeHandlers } from '@/testing/fake-api';
import { participant, userToken } from '@/testing/fixtures';
import { renderWithRegistry } from '@/testing/render-with-registry';
import { SURVEY, userStudy } from '../parts/test-fixtures';
import { ProcedureStatusScreen, ProcedureSubmitScreen } from './procedure-status-screen';
import { STATUS_PAGE_TEXT } from './status-texts';

// 'Success!' after an eligible screening (spec 001 §2 Dialogs): its text varies by adult, parental
// or child. A partner source reads the fixed texts; a registry source the study's configured one,
// which the module settings call answers for the participant's audience.

function render(who: Partial<ParticipantProfile>, { source = 'jaeb', settings = [] as ModuleSetting[] } = {}) {
  const every = answerEveryRow();
  let submitted = false;
  const api: FakeHandlers = {
    getParticipant: { body: participant(who) },
    listAnswers: { body: [] },
    listProcedures: {
      body: [
        { id: 'screening', title: 'Screening', order: 1 },
        { id: 'consent', title: 'Consent', order: 2 },
      ],
    },
    // After the accepted submit the refresh reads screening completed.
    listUserProcedures: () => ({
      body: submitted
        ? [{ procedure_id: 'screening' as const, created_at: '2026-01-01T10:05:00Z', user_study_id: 5, study_id: 101 }]
        : [],
    }),
    listQuestionRules: { body: [] },
    getUserStudy: { body: userStudy({ study_type: 'sub_study' }) },
    listQuestions: { body: [] },
    listEvents: { body: [] },
    getModuleSettings: { body: { screening: settings } },
    submitProcedure: () => {
      submitted = true;
      return { body: { ...(every.submitProcedure as { body: object }).body, user_study_is_eligible: true } };
    },
  };
  // A submit goes on to the status page (status=just_submitted), where the dialog shows.
  return renderWithRegistry(
    <>
      <Route path={paths.procedureSubmit.path}>
        <ProcedureSubmitScreen />
      </Route>
      <Route path={paths.procedureStatus.path}>
        <ProcedureStatusScreen />
      </Route>
    </>,
    {
      path: `${SURVEY}/procedureSubmit?procedure=screening&source=${source}`,
      storage: { [SESSION_KEYS.token]: userToken() },
      profile: participant(who),
      api,
    },
  );
}

async function successText(who: Partial<ParticipantProfile>, options?: Parameters<typeof render>[1]) {
  const user = userEvent.setup();
  render(who, options);
  await user.click(await screen.findByRole('button', { name: 'Submit' }));
  return (await within(await screen.findByRole('dialog', { name: 'Success!' })).findByText(/eligible/)).textContent;
}

describe("'Success!' speaks to the participant's audience", () => {
  it.each([
    ['an adult', { profile_type: 'adult' as const, age_years: 34 }, STATUS_PAGE_TEXT.successAdult],
    [
      'a parent of a child aged 10',
      { profile_type: 'child' as const, age_years: 10 },
      STATUS_PAGE_TEXT.successParental,
    ],
    ['a parent of a teen aged 15', { profile_type: 'child' as const, age_years: 15 }, STATUS_PAGE_TEXT.successChild],
  ])('fixed text for %s', async (_who, who, text) => {
    expect(await successText(who)).toBe(text);
  });

  it('the child text tells that the parent signs first, then the child', () => {
    expect(STATUS_PAGE_TEXT.successChild).toMatch(/Your child is eligible.*parent or legal guardian.*your child signs/);
  });

  it('a registry source reads the configured text the study gives the audience', async () => {
    const parental: ModuleSetting = {
      id: 8,
      procedure: 'screening',
      module_type: 'page',
      stage: 'conclusion',
      audience: 'parental',
      content: { title: 'Success!', body_text: '<p>Your child is eligible to join the registry.</p>' },
    };
    const text = await successText(
      { profile_type: 'child', age_years: 10 },
      { source: 'registry', settings: [parental] },
    );
    expect(text).toBe('Your child is eligible to join the registry.');
  });
});
