import type { Answer, ContentLang, ProfileType, Question, StudyDefinition, UserProcedure } from '@contract';
import {
  calendarDay,
  localizedDefinition,
  questionsReadFromOtherStudies,
  type ConditionContext,
  type ConditionParticipant,
  type QuestionFlow,
  type StoredAnswer,
} from '@engine';
import type { Queryable } from '../../db/database';
import { forbidden, notFound } from '../../http/errors';
import { iso } from '../../lib/dates';
import type { ParticipantRow } from '../accounts/service';
import { findUserStudy, userStudyIdOf, type SaveAccount, type UserStudyRow } from '../user-studies/service';
import {
  findStudy,
  participantAnswerRows,
  studyAnswerRows,
  userProcedureRows,
  type AnswerRow,
  type StudyRow,
} from './repository';

export type { AnswerRow };

// Reads of the study domain: a study's stored definition, a participant's user study, answers and
// the condition context the engine judges with. Everything takes a Queryable so it runs inside a
// transaction as well.

export { findStudy, type StudyRow };

/** The study, if the participant has a user study of it: 404 for an unknown study, 403 for one not theirs. */
export async function studyForParticipant(
  db: Queryable,
  participantId: number,
  studyId: number,
): Promise<{ study: StudyRow; userStudyId: number }> {
  const study = await findStudy(db, studyId);
  if (!study) throw notFound('Study not found.');
  const userStudyId = await userStudyIdOf(db, participantId, studyId);
  if (userStudyId === undefined) throw forbidden('This study is not assigned to you.');
  return { study, userStudyId };
}

/** A user study row with its study's definition typed as the loader checked it. */
export type StudyUserStudy = Omit<UserStudyRow, 'definition'> & { definition: StudyDefinition };

/**
 * The participant's user study, or 404 (another participant's id never reveals that it exists).
 * `lock` (inside a transaction) holds the row until it ends: writes to one user study go one at a time.
 */
export async function requireUserStudy(
  db: Queryable,
  participantId: number,
  userStudyId: number,
  lock = false,
): Promise<StudyUserStudy> {
  const row = await findUserStudy(db, participantId, userStudyId, lock);
  if (!row) throw notFound('User study not found.');
  return row as unknown as StudyUserStudy;
}

export function audienceOf(participant: Pick<ParticipantRow, 'profile_type'>): ProfileType {
  return participant.profile_type === 'child' ? 'child' : 'adult';
}

// Derived once per definition object: the definitions are cached and shared (study-definitions.ts
// in user-studies), so a save or a read no longer rebuilds what the definition alone decides.
const derived = new WeakMap<StudyDefinition, { adult?: Question[]; child?: Question[]; readsOthers?: number[] }>();
const derivedOf = (def: StudyDefinition) => {
  let entry = derived.get(def);
  if (!entry) derived.set(def, (entry = {}));
  return entry;
};

/** The questions a participant of this profile type answers, with the study id the client expects (shared: read only). */
export function questionsFor(def: StudyDefinition, audience: ProfileType): Question[] {
  const entry = derivedOf(def);
  return (entry[audience] ??= def.questions[audience].map((q) => ({ ...q, studyId: def.study.id })));
}

/** The questions of other studies this study's rules and validators read (the engine names them). */
export const questionsReadElsewhere = (def: StudyDefinition) =>
  (derivedOf(def).readsOthers ??= questionsReadFromOtherStudies(def));

/**
 * What conditions and validators read of a participant (spec 001 §3 "Participant (as used here)"):
 * the account as the answer save reads it, less its sign-in check and language.
 */
export type ConditionSource = Omit<SaveAccount, 'account_status' | 'token_version' | 'preferred_language'>;

// The day an account was made, in its time zone, asked by every judgement of its answers: the
// same few accounts answer again and again, and formatting the day in the time zone was about
// 0.02 ms of each save. Dropped wholesale once large.
const joinedDays = new Map<string, string>();
function joinedDay(createdAt: Date | string, timeZone: string | null): string {
  const at = new Date(createdAt);
  const key = `${timeZone ?? ''}|${at.getTime()}`;
  let day = joinedDays.get(key);
  if (day === undefined) {
    if (joinedDays.size >= 10_000) joinedDays.clear();
    joinedDays.set(key, (day = calendarDay(at, timeZone)));
  }
  return day;
}

/** The participant fields conditions and validators read (spec 001 §3 "Participant (as used here)"). */
export function conditionParticipant(p: ConditionSource): ConditionParticipant {
  return {
    id: p.id,
    birthday: p.birthday,
    // The day the participant joined, in their own calendar like every other day the engine reads.
    created_at: joinedDay(p.created_at, p.timezone),
    profile_type: p.profile_type,
    source: p.source,
    gender_identity: p.gender_identity,
    zip_code: p.zip_code,
    country_state: p.country_state,
    city: p.city,
    timezone: p.timezone,
  };
}

/** What the engine reads of a stored answer. */
export type StoredRow = Pick<AnswerRow, 'question_id' | 'question_option_id' | 'value' | 'study_id' | 'user_study_id'>;

/** Stored values are text; the JSON shapes (matrix, a1c, ranges, tags) stay JSON text. */
export function toStored(row: StoredRow): StoredAnswer & { user_study_id: number } {
  return {
    question: row.question_id,
    question_option: row.question_option_id,
    value: row.value,
    study_id: row.study_id,
    user_study_id: row.user_study_id,
  };
}

/**
 * What a user study's rules may read: its own answers, and the participant's answers to the
 * questions of other studies its definition reads (the engine names them). Nothing else is loaded.
 */
export async function studyAnswers(
  db: Queryable,
  participantId: number,
  userStudy: Pick<StudyUserStudy, 'id' | 'definition'>,
): Promise<{ own: AnswerRow[]; others: AnswerRow[] }> {
  const others = questionsReadElsewhere(userStudy.definition);
  const rows = await studyAnswerRows(db, participantId, userStudy.id, others);
  return {
    own: rows.filter((r) => r.user_study_id === userStudy.id),
    others: rows.filter((r) => r.user_study_id !== userStudy.id),
  };
}

/** Every answer the participant gave, in any study: consent rules may read answers of other studies. */
export const participantAnswers = (db: Queryable, participantId: number): Promise<AnswerRow[]> =>
  participantAnswerRows(db, participantId);

export function toAnswer(row: AnswerRow, fromOtherStudy = false): Answer {
  const answer: Answer = {
    question: row.question_id,
    question_option: row.question_option_id,
    // Exactly the text stored (DECISIONS §10); saves never store an empty value.
    value: row.value ?? '',
    study_id: row.study_id,
    created_at: iso(row.created_at),
  };
  if (row.widget) answer.widget = row.widget as Answer['widget'];
  if (fromOtherStudy) answer.isAnswerFromOtherStudy = true;
  return answer;
}

export interface StudyFlow<R extends StoredRow = AnswerRow> {
  flow: QuestionFlow;
  context: ConditionContext;
  questions: Question[];
  /** Answers of this user study (rows, for responses). */
  own: R[];
  /** Answers the participant gave in other studies that this study's rules read. */
  others: R[];
}

/**
 * What the engine needs to judge a user study: its questions for the participant's profile type,
 * its question rules, its answers, and the context (participant, now, the stored answers its rules read).
 */
export async function loadStudyFlow(
  db: Queryable,
  participant: ParticipantRow,
  userStudy: StudyUserStudy,
  now: Date,
  lang: ContentLang = 'en',
): Promise<StudyFlow> {
  const { own, others } = await studyAnswers(db, participant.id, userStudy);
  return studyFlowOf(participant, userStudy, own, others, now, lang);
}

export function studyFlowOf<R extends StoredRow>(
  participant: ConditionSource,
  userStudy: Pick<StudyUserStudy, 'definition'>,
  own: R[],
  others: R[],
  now: Date,
  lang: ContentLang = 'en',
): StudyFlow<R> {
  const all = [...own, ...others];
  // The texts (validators' messages) in the request's language; values and rules are the same in every one.
  const questions = questionsFor(localizedDefinition(userStudy.definition, lang), audienceOf(participant));
  const context: ConditionContext = {
    now,
    participant: conditionParticipant(participant),
    storedAnswers: all.map(toStored),
  };
  const flow: QuestionFlow = {
    questions,
    rules: userStudy.definition.question_rules,
    answers: own.map(toStored),
    context: { ...context, storedAnswers: others.map(toStored) },
  };
  return { flow, context, questions, own, others };
}

export async function userProcedures(
  db: Queryable,
  userStudy: Pick<UserStudyRow, 'id' | 'study_id'>,
): Promise<UserProcedure[]> {
  const rows = await userProcedureRows(db, userStudy.id);
  return rows.map((r) => ({
    procedure_id: r.procedure_id,
    created_at: iso(r.created_at)!,
    user_study_id: userStudy.id,
    study_id: userStudy.study_id,
    user_study_is_eligible: r.user_study_is_eligible,
  }));
}
