import type { StudyDefinition, UserProcedure } from '@contract';
import { one, type Queryable } from '../../db/database';
import type { Progress, SavedAnswer } from '../user-studies/service';
import type { AuditStatementPart } from '../audit/service';

// The statements of the study module: studies and their definitions, answers, user procedures
// and the counts behind the study view and the data givebacks. The submit path runs these inside
// its transaction (each takes a Queryable); the answer save is one read and one conditional write.

export interface StudyRow {
  id: number;
  study_type: StudyDefinition['study']['study_type'];
  title: string;
  status: StudyDefinition['study']['status'];
  closed_at: Date | null;
  launch_on: Date | null;
  approximate_complete_time: string | null;
  number_of_users_goal: number | null;
  reward_on: boolean;
  reward_text: string | null;
  custom_tag_on: boolean;
  custom_tag_text: string | null;
  created_at: Date;
  updated_at: Date;
  definition: StudyDefinition;
}

export const findStudy = (db: Queryable, id: number) => one<StudyRow>(db, 'select * from studies where id = $1', [id]);

/** The core study the Data Insights button belongs to: the active one first. */
export async function coreStudyId(db: Queryable): Promise<number | undefined> {
  const sql = `select id from studies where study_type = 'core_study' order by (status = 'active') desc, id limit 1`;
  return (await one<{ id: number }>(db, sql))?.id;
}

/** The study that declares a consent (consent ids are unique across studies). */
export const studyOfConsent = (db: Queryable, consentId: number) =>
  one<StudyRow>(db, `select * from studies where definition->'consents' @> $1::jsonb`, [
    JSON.stringify([{ id: consentId }]),
  ]);

/** A stored answer: the answer save's read gives the same, its widget and time only when asked. */
export interface AnswerRow extends Omit<SavedAnswer, 'widget' | 'created_at'> {
  widget: string | null;
  created_at: Date;
}

/**
 * This user study's answers and the participant's answers to the given questions of other studies.
 * Two index range scans (answers by user study, migration 002), never the participant's other answers.
 */
export const studyAnswerRows = (
  db: Queryable,
  participantId: number,
  userStudyId: number,
  otherQuestionIds: number[],
) =>
  db.query<AnswerRow>(
    `select a.*, us.study_id from answers a join user_studies us on us.id = a.user_study_id
      where a.user_study_id = $2 and us.participant_id = $1
     union all
     select a.*, us.study_id from answers a join user_studies us on us.id = a.user_study_id
      where us.participant_id = $1 and us.id <> $2 and a.question_id = any($3::int[])
     order by id`,
    [participantId, userStudyId, otherQuestionIds],
  );

/** Every answer the participant gave, in any study: consent rules may read answers of other studies. */
export const participantAnswerRows = (db: Queryable, participantId: number) =>
  db.query<AnswerRow>(
    `select a.*, us.study_id from answers a join user_studies us on us.id = a.user_study_id
      where us.participant_id = $1 order by a.id`,
    [participantId],
  );

type ProcedureRow = {
  procedure_id: UserProcedure['procedure_id'];
  created_at: Date;
  user_study_is_eligible: boolean | null;
};

export const userProcedureRows = (db: Queryable, userStudyId: number) =>
  db.query<ProcedureRow>(
    `select procedure_id, created_at, user_study_is_eligible from user_procedures where user_study_id = $1
      order by created_at, id`,
    [userStudyId],
  );

/** A study's counts for the study view, and this participant's eligibility in it. */
export async function studyCounts(db: Queryable, studyId: number, userStudyId: number) {
  const counts = await one<{ assigned: string; completed: string; clicked: string; eligible: boolean | null }>(
    db,
    `select (select count(*) from user_studies where study_id = $1) as assigned,
            (select count(*) from user_studies where study_id = $1 and completed_at is not null) as completed,
            (select count(*) from promotion_clicks pc join user_studies us on us.id = pc.user_study_id
              where us.study_id = $1) as clicked,
            (select is_eligible from user_studies where id = $2) as eligible`,
    [studyId, userStudyId],
  );
  const [possible] = await db.query<{ count: string }>(
    `select count(*) from participants where account_status = 'active'`,
  );
  return {
    assigned: Number(counts?.assigned ?? 0),
    completed: Number(counts?.completed ?? 0),
    clicked: Number(counts?.clicked ?? 0),
    eligible: counts?.eligible ?? null,
    possible: Number(possible?.count ?? 0),
  };
}

/** The user studies of a study whose questionnaire was submitted by an eligible participant. */
export async function submittedQuestionnaires(db: Queryable, studyId: number): Promise<number[]> {
  const rows = await db.query<{ id: number }>(
    `select us.id from user_studies us join user_procedures up on up.user_study_id = us.id
      and up.procedure_id = 'questionnaire'
      where us.study_id = $1 and us.is_eligible is not false`,
    [studyId],
  );
  return rows.map((r) => r.id);
}

export const answersOfUserStudies = (db: Queryable, userStudyIds: number[]) =>
  db.query<{ user_study_id: number; question_id: number; question_option_id: number; value: string | null }>(
    'select user_study_id, question_id, question_option_id, value from answers where user_study_id = any($1::int[])',
    [userStudyIds],
  );

/** The profile's birthday as the answer changed it, in the profile audit's shape. */
const BIRTHDAY_CHANGE = `jsonb_build_object('changes', jsonb_build_object('birthday',
  jsonb_build_object('before', g.before, 'after', g.after)))`;

/**
 * The birthday part of an answer save's write, from parameter `$first` (participant, birthday):
 * never once a core-study consent was signed, as that consent was given for the age it makes (the
 * profile's own rule, profile/service.ts). Its audit row reads the birthday before from `was`, the
 * row as the statement found it.
 */
const birthdayPart = (first: number) => `, profile as (
       update participants p set birthday = $${first + 1}::date, updated_at = now()
         from saved, participants was
        where p.id = $${first}::int and was.id = p.id and p.birthday is distinct from $${first + 1}::date
          and not exists (
            select 1 from user_consents c join user_studies us on us.id = c.user_study_id
              join studies s on s.id = us.study_id
             where us.participant_id = $${first}::int and s.study_type = 'core_study' and c.signed_at is not null)
       returning to_char(was.birthday, 'YYYY-MM-DD') as before, to_char(p.birthday, 'YYYY-MM-DD') as after
     )`;

/**
 * The write of an answer save, as one statement that applies only while the user study is at the
 * version the save read (and moves it on): removes the question's answers and those of the given
 * (now hidden) options, inserts the new ones (one row per answer, from arrays), stores the
 * progress and appends the answer's audit row. Undefined when the version moved (another write
 * came first: read and judge again), else the inserted rows. No transaction and no lock: the
 * update of the user study's row is the only point two writes meet, and PostgreSQL re-checks its
 * version after the other commits. The birthday part (with its consent check and its own audit
 * row) is in the statement only when the answers give the profile a birthday: most saves do not.
 * Likewise the removal of hidden options' answers: without it the removal finds the question's
 * answers through the index on (user study, question) instead of reading every answer of the study.
 */
export async function replaceQuestionAnswers(
  db: Queryable,
  userStudyId: number,
  version: number,
  questionId: number,
  hiddenOptionIds: number[],
  answers: readonly NewAnswer[],
  progress: Progress,
  // The birthday the answers give the profile (DECISIONS §7), null when they give none.
  profile: { participantId: number; birthday: string | null },
  audit: { answer: AuditStatementPart; profile: AuditStatementPart },
): Promise<Array<Omit<AnswerRow, 'study_id'>> | undefined> {
  const values: unknown[] = [
    userStudyId,
    questionId,
    hiddenOptionIds,
    answers.map((a) => a.optionId),
    answers.map((a) => a.value),
    answers.map((a) => a.widget),
    progress.status,
    progress.dashboard_status,
    progress.current_status,
    progress.completed,
    version,
  ];
  let birthday = '';
  if (profile.birthday !== null) {
    birthday = birthdayPart(values.length + 1);
    values.push(profile.participantId, profile.birthday);
  }
  const answerAudit = audit.answer.sql(values.length + 1, 'saved');
  values.push(...audit.answer.values);
  let profileAudit = '';
  if (birthday) {
    profileAudit = `, profile_audited as (${audit.profile.sql(values.length + 1, 'profile', BIRTHDAY_CHANGE)})`;
    values.push(...audit.profile.values);
  }
  const rows = await db.query<Omit<AnswerRow, 'study_id'> & { saved: number }>(
    `with saved as (
       update user_studies set status = $7::int, dashboard_status = $8::text, current_status = $9::text,
         completed_at = case when $10::boolean then coalesce(completed_at, now()) else null end, updated_at = now(),
         version = version + 1
        where id = $1::int and version = $11::int
       returning id
     )${birthday}, removed as (
       delete from answers where user_study_id = (select id from saved)
         and ${hiddenOptionIds.length > 0 ? '(question_id = $2 or question_option_id = any($3::int[]))' : 'question_id = $2 and $3::int[] is not null'}
     ), inserted as (
       insert into answers (user_study_id, question_id, question_option_id, value, widget)
         select saved.id, $2, option_id, value, widget
           from saved, unnest($4::int[], $5::text[], $6::text[]) as given(option_id, value, widget)
       returning *
     ), audited as (${answerAudit})${profileAudit}
     select inserted.*, saved.id as saved from saved left join inserted on true`,
    values,
  );
  if (rows.length === 0) return undefined;
  return rows.filter((r) => r.id !== null).map(({ saved, ...answer }) => answer);
}

/** Removes the answers of the given options of a user study. */
export const deleteOptionAnswers = (tx: Queryable, userStudyId: number, optionIds: number[]) =>
  tx.query('delete from answers where user_study_id = $1 and question_option_id = any($2::int[])', [
    userStudyId,
    optionIds,
  ]);

export interface NewAnswer {
  optionId: number;
  value: string;
  widget: string;
}

/** The consents of a user study that have a signature. */
export async function signedConsentIds(tx: Queryable, userStudyId: number): Promise<Set<number>> {
  const rows = await tx.query<{ consent_id: number }>(
    'select consent_id from user_consents where user_study_id = $1 and signed_at is not null',
    [userStudyId],
  );
  return new Set(rows.map((r) => r.consent_id));
}

export const submittedProcedure = (tx: Queryable, userStudyId: number, procedureId: string) =>
  one<{ created_at: Date; user_study_is_eligible: boolean | null }>(
    tx,
    'select created_at, user_study_is_eligible from user_procedures where user_study_id = $1 and procedure_id = $2',
    [userStudyId, procedureId],
  );

export const insertUserProcedure = (
  tx: Queryable,
  userStudyId: number,
  procedureId: string,
  eligible: boolean | null,
  at: Date,
  partner?: { origin: string; ref: string } | null,
) =>
  tx.query(
    'insert into user_procedures (user_study_id, procedure_id, user_study_is_eligible, created_at, partner_origin, partner_ref) values ($1, $2, $3, $4, $5, $6)',
    [userStudyId, procedureId, eligible, at, partner?.origin ?? null, partner?.ref ?? null],
  );

/** The partner (origin and reference) a procedure was submitted through, if it was. */
export const procedurePartnerRef = (db: Queryable, userStudyId: number, procedureId: string) =>
  one<{ origin: string; ref: string }>(
    db,
    'select partner_origin as origin, partner_ref as ref from user_procedures where user_study_id = $1 and procedure_id = $2 and partner_ref is not null',
    [userStudyId, procedureId],
  );
