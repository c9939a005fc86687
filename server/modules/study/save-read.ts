import type { ContentLang, StudyDefinition, UserProcedure } from '@contract';
import type { Queryable } from '../../db/database';
import { notFound } from '../../http/errors';
import { iso } from '../../lib/dates';
import { userStudyForSave, type SaveAccount, type SavedAnswer, type SaveUserStudy } from '../user-studies/service';
import { questionsReadElsewhere, studyFlowOf, type StudyFlow } from './study-store';

// The read of an answer save (answer-save.ts judges and writes): the caller's account, admitted by
// the caller's own check, and what the engine judges the answer with, in one statement.

/** Who saves: the participant of the token, and the check of their account as the save reads it. */
export interface SaveCaller {
  /** The token's participant id. */
  id: number;
  /** The sign-in check of the token against the account the save's read found (throws 401). */
  admit(account: SaveAccount | undefined): asserts account is SaveAccount;
}

/** The registry saving for a participant (demo data it places): the account is taken as it is. */
export const registryCaller = (id: number): SaveCaller => ({
  id,
  admit(account) {
    if (!account) throw new Error(`participant ${id} vanished`);
  },
});

/** What an answer save judges with, and the version of the user study it was read at. */
export interface SaveInput extends StudyFlow<SavedAnswer> {
  participant: SaveAccount;
  userStudy: Omit<SaveUserStudy, 'definition'> & { definition: StudyDefinition };
  done: UserProcedure[];
  version: number;
}

/**
 * The caller's account (admitted by `caller` before anything else is answered), the user study,
 * its flow and procedures, read in one statement (404 when it is not the participant's). `full`:
 * the answers with their widget and time, for a reply of every answer. Nothing is kept across calls
 * but the parsed definition, keyed by its content.
 */
export async function loadForSave(
  db: Queryable,
  caller: SaveCaller,
  userStudyId: number,
  now: Date,
  lang: () => ContentLang,
  full = false,
): Promise<SaveInput> {
  let read = await userStudyForSave(db, caller.id, userStudyId, { full });
  caller.admit(read.account);
  // The study row names the questions of other studies its rules read, written with the definition;
  // a definition written without them (by hand) is read again with the ones the engine names.
  const named = read.userStudy;
  const readsOthers = named ? questionsReadElsewhere(named.definition as unknown as StudyDefinition) : [];
  if (named && readsOthers.some((id) => !named.reads_question_ids.includes(id))) {
    read = await userStudyForSave(db, caller.id, userStudyId, { otherQuestionIds: readsOthers, full });
    caller.admit(read.account);
  }
  const { account, userStudy: row } = read;
  if (!row || !account) throw notFound('User study not found.');
  const { version, reads_question_ids, ...rest } = row;
  const userStudy = rest as unknown as SaveInput['userStudy'];
  const own = read.answers.filter((a) => a.user_study_id === userStudy.id);
  const others = read.answers.filter((a) => a.user_study_id !== userStudy.id);
  const done = read.procedures.map((p) => ({
    procedure_id: p.procedure_id,
    created_at: iso(p.created_at)!,
    user_study_id: userStudy.id,
    study_id: userStudy.study_id,
    user_study_is_eligible: p.user_study_is_eligible,
  }));
  const flow = studyFlowOf(account, userStudy, own, others, now, lang());
  return { ...flow, participant: account, userStudy, done, version };
}
