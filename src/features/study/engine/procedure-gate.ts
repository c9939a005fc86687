import type { Procedure, ProcedureId, Question, UserProcedure } from '@contract/study';
import type { UserStudy } from '@contract/user-study';
import type { StoredAnswer } from './conditions';
import { procedureStates, withCompletion } from './procedures';

// "May this procedure be answered / submitted now?" decided once, for the survey (which shows the
// answer, or sends the participant back) and for the server (which refuses the call).

export type ProcedureAction = 'answer' | 'submit';

export type ProcedureGate =
  | { open: true }
  | { open: false; reason: 'unknown' | 'submitted' | 'closed' | 'not-eligible' }
  | { open: false; reason: 'previous-open'; previous: Procedure };

export interface ProcedureGateInput {
  /** The study's procedures. */
  procedures: readonly Procedure[];
  /** This user study's completions. */
  userProcedures: readonly Pick<UserProcedure, 'procedure_id' | 'created_at'>[];
  questions: readonly Question[];
  /** This user study's answers (they enable screening and questionnaire, spec 001 §4). */
  answers: readonly StoredAnswer[];
  userStudy: Pick<UserStudy, 'study_status' | 'is_eligible'>;
}

/**
 * In this order: a procedure the study lacks; one already submitted (final: its answers no longer
 * change, a second submit changes nothing); a closed study; a participant found not eligible (who
 * may still answer screening questions, for a reattempt); then the order of procedures. Answering
 * needs the procedure enabled (spec 001 §4: completed, the previous one completed, or screening /
 * questionnaire already begun); submitting needs the previous procedure completed, so answers left
 * from before a screening reattempt never let a later procedure complete out of turn.
 */
export function procedureGate(
  input: ProcedureGateInput,
  procedureId: ProcedureId,
  action: ProcedureAction,
): ProcedureGate {
  const states = procedureStates(
    withCompletion(input.procedures, input.userProcedures),
    input.questions,
    input.answers,
  );
  const index = states.findIndex((p) => p.id === procedureId);
  if (index < 0) return { open: false, reason: 'unknown' };
  const state = states[index];
  if (state.created_at) return { open: false, reason: 'submitted' };
  if (input.userStudy.study_status === 'closed') return { open: false, reason: 'closed' };
  if (input.userStudy.is_eligible === false && !(action === 'answer' && procedureId === 'screening'))
    return { open: false, reason: 'not-eligible' };
  const previous = states[index - 1];
  const blocked = action === 'submit' ? !!previous && !previous.created_at : !state.enabled;
  return blocked ? { open: false, reason: 'previous-open', previous } : { open: true };
}
