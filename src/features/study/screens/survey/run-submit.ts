import type { ApiClient } from '@/shared/api/client/create-api-client';
import { isApiError } from '@/shared/api/client/api-error';
import { MESSAGES } from '@/shared/api/client/failure-feedback';
import type { ProcedureId } from '@contract/study';
import type { StudyType } from '@contract/user-study';
import type { FeedbackStore } from '@/shared/ui/feedback/feedback-store';
import type { ExternalServiceSettings } from '@/config/settings';
import { submitProcedure } from '../../api/submit-procedure';
import { submitOutcome, type SubmitOutcome, failedSubmitOutcome, submitFailed } from '@engine/screen';
import { afterNotEligibleScreening, afterQuestionnaireSubmit } from '../../integrations/external-services';
import { deviceOnline, whenOnline } from '../../session/connection';
import { SAVE_TEXT } from '../../session/session-texts';
import type { StudySession, SurveyIds } from '../../session/study-session';

// One procedure submit (spec 001 §4 Procedure submit), shared by the confirmation page's Submit
// and by Back on a procedure with nothing left to answer: what is queued is saved first, the
// server judges, the external services of a core study run, the session reloads. The caller
// acts on the engine's outcome (a dialog, the status page, the not-eligible page…); a refusal
// has been said here already, and the caller keeps the participant where they are.

export interface SubmitContext {
  client: ApiClient;
  session: StudySession;
  feedback: FeedbackStore;
  ids: SurveyIds;
  procedure: ProcedureId;
  studyType: StudyType;
  /** The survey partner's client id and the external scripts' addresses (runtime settings). */
  clientId: string | undefined;
  externalServices: ExternalServiceSettings | undefined;
}

/** The snackbar text of a failed submit (spec 001 §8 'Submit failure: error text in a snackbar'); null when there is none to add. */
export function submitFailureText(outcome: SubmitOutcome): string | null {
  if (outcome.kind === 'refused') return outcome.messages.join(' ') || MESSAGES.generic;
  if (outcome.kind === 'unknown-failure') return MESSAGES.unknown;
  return null;
}

/** A failed submit call as the engine judges it, its reason said in a snackbar when the client has not said it. */
export function reportSubmitFailure(error: unknown, feedback: FeedbackStore): SubmitOutcome {
  const outcome = failedSubmitOutcome(isApiError(error) ? { status: error.status, body: error.body } : null);
  const text = submitFailureText(outcome);
  if (text) feedback.showSnackbar(text, 'failure');
  return outcome;
}

/** A submit that only goes on when accepted (intro, consent): true when stored; a refusal is said and false. */
export async function submitOrReport(
  client: ApiClient,
  ids: SurveyIds,
  procedure: ProcedureId,
  feedback: FeedbackStore,
): Promise<boolean> {
  try {
    await submitProcedure(client, ids.userId, ids.userStudyId, procedure);
    return true;
  } catch (error) {
    reportSubmitFailure(error, feedback);
    return false;
  }
}

export async function runProcedureSubmit(context: SubmitContext): Promise<SubmitOutcome> {
  const { client, session, ids, procedure, studyType } = context;
  let eligible: boolean | null | undefined;
  try {
    // Without a connection the submit waits for it, and says so: nothing is submitted from the
    // device's copy, the answers kept offline are sent first and the server judges what it stores.
    if (!deviceOnline()) {
      context.feedback.showSnackbar(SAVE_TEXT.submitWaits, 'failure');
      await whenOnline();
    }
    // Anything still waiting in the save queue goes first: a submit judges what is stored.
    await session.saveValid();
    eligible = (await submitProcedure(client, ids.userId, ids.userStudyId, procedure)).user_study_is_eligible;
  } catch (error) {
    const outcome = reportSubmitFailure(error, context.feedback);
    // The answers as the server has them: the question it names shows what it holds.
    if (outcome.kind === 'missing-answers') await session.refresh().catch(() => undefined);
    return outcome;
  }
  const outcome = submitOutcome(procedure, { eligible, studyType });
  // The external services of a core study (spec 001 §4): the CSO form before the not-eligible
  // page, CSO then Relevant ID before the questionnaire's status page. They never throw.
  const external = {
    studyType,
    clientId: context.clientId,
    participantId: ids.userId,
    studyId: ids.studyId,
    userStudyId: ids.userStudyId,
  };
  const deps = { client, settings: context.externalServices };
  if (outcome.kind === 'not-eligible' && procedure === 'screening') await afterNotEligibleScreening(deps, external);
  if (outcome.kind === 'status-page' && procedure === 'questionnaire') await afterQuestionnaireSubmit(deps, external);
  await session.refresh().catch(() => undefined);
  return outcome;
}

/** Where Back goes after its submit: nowhere (refused, and said), a missing question, the not-eligible page, or on. */
export type BackSubmitStep =
  { kind: 'stay' } | { kind: 'question'; id: number } | { kind: 'not-eligible' } | { kind: 'on' };

/**
 * Back on a procedure with nothing left to answer submits it (spec 001 §4 Back). Loaded with the
 * submit, so the survey's first question does not carry the rules of a submit's outcome.
 */
export async function submitOnBack(context: SubmitContext): Promise<BackSubmitStep> {
  const outcome = await runProcedureSubmit(context);
  // A submit that did not happen keeps the participant on the step (its reason is shown).
  if (submitFailed(outcome)) return { kind: 'stay' };
  if (outcome.kind === 'missing-answers') return { kind: 'question', id: outcome.questionIds[0] };
  if (outcome.kind === 'not-eligible') return { kind: 'not-eligible' };
  return { kind: 'on' };
}
