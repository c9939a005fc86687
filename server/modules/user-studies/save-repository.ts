import type { ProcedureId } from '@contract';
import type { Queryable } from '../../db/database';
import type { ParticipantRow } from '../accounts/service';
import { definitionRow } from './repository';
import { cachedDefinition } from './study-definitions';
import type { UserStudyRow } from './user-study-view';

// The statement of an answer save's read (repository.ts holds the user studies' other statements):
// the caller's account, the user study at its version, its procedures and the answers its rules read.

/** The caller's account as an answer save reads it: its sign-in check, its language, the engine's conditions. */
export type SaveAccount = Pick<
  ParticipantRow,
  | 'id'
  | 'account_status'
  | 'token_version'
  | 'preferred_language'
  | 'timezone'
  | 'birthday'
  | 'profile_type'
  | 'source'
  | 'gender_identity'
  | 'zip_code'
  | 'country_state'
  | 'city'
  | 'created_at'
>;

/** The user study as an answer save judges it: the engine's procedure gate and the write read these alone. */
export type SaveUserStudy = Pick<
  UserStudyRow,
  'id' | 'participant_id' | 'study_id' | 'is_eligible' | 'study_status' | 'definition'
>;

/** A stored answer as the save's read gives it; `widget` and `created_at` only when asked for (`full`). */
export interface SavedAnswer {
  id: number;
  user_study_id: number;
  study_id: number;
  question_id: number;
  question_option_id: number;
  value: string | null;
  widget?: string | null;
  created_at?: Date;
}

export interface SaveRead {
  /** Undefined when no such participant. */
  account?: SaveAccount;
  /** Undefined when the user study is not the account's. */
  userStudy?: SaveUserStudy & { version: number; reads_question_ids: number[] };
  procedures: Array<{ procedure_id: ProcedureId; created_at: string; user_study_is_eligible: boolean | null }>;
  answers: SavedAnswer[];
}

/**
 * What an answer save judges with, in one statement (one snapshot): the caller's account (for the
 * check of its token, done here rather than by a query of its own at authentication), the user
 * study with its version, its procedures, its answers and the participant's answers to the given
 * questions of other studies its rules read (those the study row names, or the given ones).
 * Answers come as compact arrays, their widget and time only when the caller answers them all.
 * Other studies' answers are looked for only when there are questions to look for, and then through
 * the participant's other user studies and the answers' index, never a scan of every answer.
 */
export async function userStudyForSave(
  db: Queryable,
  participantId: number,
  userStudyId: number,
  { otherQuestionIds, full = false }: { otherQuestionIds?: readonly number[]; full?: boolean } = {},
): Promise<SaveRead> {
  // One JSON array: the drivers parse one field instead of twenty (on PGlite a fifth of the read).
  type Tuple = [
    id: number,
    accountStatus: SaveAccount['account_status'],
    tokenVersion: number,
    preferredLanguage: SaveAccount['preferred_language'],
    timezone: string | null,
    birthday: string | null,
    profileType: SaveAccount['profile_type'],
    source: SaveAccount['source'],
    genderIdentity: string | null,
    zipCode: string | null,
    countryState: string | null,
    city: string | null,
    createdAt: string,
    // The user study's, all null when it is not the participant's.
    userStudyId: number | null,
    studyId: number,
    isEligible: boolean | null,
    version: number,
    studyStatus: SaveUserStudy['study_status'],
    definitionMd5: string | null,
    readsQuestionIds: number[],
    procedures: Array<[ProcedureId, string, boolean | null]>,
    answers: Array<[number, number, number, number, number, string | null, (string | null)?, string?]>,
  ];
  const [row] = await db.query<{ save: Tuple }>(SAVE_READ, [
    participantId,
    userStudyId,
    otherQuestionIds ? [...otherQuestionIds] : null,
    full,
  ]);
  if (!row) return { procedures: [], answers: [] };
  const [
    id,
    account_status,
    token_version,
    preferred_language,
    timezone,
    birthday,
    profile_type,
    source,
    gender_identity,
    zip_code,
    country_state,
    city,
    createdAt,
    user_study_id,
    study_id,
    is_eligible,
    version,
    study_status,
    definition_md5,
    reads_question_ids,
    procedureRows,
    answerRows,
  ] = row.save;
  const account: SaveAccount = {
    id,
    account_status,
    token_version,
    preferred_language,
    timezone,
    birthday,
    profile_type,
    source,
    gender_identity,
    zip_code,
    country_state,
    city,
    created_at: new Date(createdAt),
  };
  const answers = answerRows.map(([id, usId, sId, question, option, value, widget, at]) => {
    const answer: SavedAnswer = {
      id,
      user_study_id: usId,
      study_id: sId,
      question_id: question,
      question_option_id: option,
      value,
    };
    if (full) Object.assign(answer, { widget: widget ?? null, created_at: new Date(at!) });
    return answer;
  });
  const procedures = procedureRows.map(([procedure_id, created_at, user_study_is_eligible]) => ({
    procedure_id,
    created_at,
    user_study_is_eligible,
  }));
  if (user_study_id === null || !definition_md5) return { account, procedures, answers };
  const definition = await cachedDefinition(definition_md5, () => definitionRow(db, study_id));
  const userStudy = {
    id: user_study_id,
    participant_id: participantId,
    study_id,
    is_eligible,
    study_status,
    definition: definition as SaveUserStudy['definition'],
    version,
    reads_question_ids,
  };
  return { account, userStudy, procedures, answers };
}

const SAVE_READ = `select json_build_array(p.id, p.account_status, p.token_version, p.preferred_language, p.timezone,
    to_char(p.birthday, 'YYYY-MM-DD'), p.profile_type, p.source, p.gender_identity, p.zip_code, p.country_state, p.city,
    p.created_at, us.id, us.study_id, us.is_eligible, us.version, s.status, s.definition_md5, s.reads_question_ids,
    (select coalesce(json_agg(json_build_array(up.procedure_id, up.created_at, up.user_study_is_eligible)
        order by up.created_at, up.id), '[]')
       from user_procedures up where up.user_study_id = us.id),
    (select coalesce(json_agg(case when $4::boolean
          then json_build_array(r.id, r.user_study_id, r.study_id, r.question_id, r.question_option_id, r.value, r.widget, r.created_at)
          else json_build_array(r.id, r.user_study_id, r.study_id, r.question_id, r.question_option_id, r.value) end
        order by r.id), '[]') from (
        select a.*, us.study_id from answers a where a.user_study_id = us.id
        union all
        select a.*, o.study_id from user_studies o
          join answers a on a.user_study_id = o.id and a.question_id = any(coalesce($3::int[], s.reads_question_ids))
         where o.participant_id = us.participant_id and o.id <> us.id
           and cardinality(coalesce($3::int[], s.reads_question_ids)) > 0
      ) r)) as save
   from participants p
   left join (user_studies us join studies s on s.id = us.study_id) on us.id = $2 and us.participant_id = p.id
  where p.id = $1`;
