import type { EventsQuery, ImperiumRelevantPayload } from '@contract';
import { one, type Queryable } from '../../db/database';

// The statements of the participant's study activity: events, promotion clicks, gift-card
// donations, the e-mail toggle per study and Relevant ID records (spec 001 §7).

type EventRow = { id: number; study_id: number | null; user_study_id: number | null; event: string; created_at: Date };

/** At most `limit` of the participant's events logged after the event `filter.after`, in the order logged. */
export const listEventRows = (db: Queryable, participantId: number, filter: EventsQuery, limit: number) =>
  db.query<EventRow>(
    `select id, study_id, user_study_id, event, created_at from study_events
      where participant_id = $1 and ($2::int is null or study_id = $2) and ($3::int is null or user_study_id = $3)
        and ($4::text is null or event = $4) and ($5::int is null or id > $5)
      order by id limit $6`,
    [participantId, filter.study ?? null, filter.user_study ?? null, filter.event ?? null, filter.after ?? null, limit],
  );

/** The study of one of the participant's user studies (optionally of a given study). */
export async function studyIdOfUserStudy(db: Queryable, participantId: number, userStudyId: number, studyId?: number) {
  const sql =
    'select study_id from user_studies where id = $1 and participant_id = $2 and ($3::int is null or study_id = $3)';
  return (await one<{ study_id: number }>(db, sql, [userStudyId, participantId, studyId ?? null]))?.study_id;
}

export const studyExists = async (db: Queryable, id: number) =>
  !!(await one(db, 'select 1 from studies where id = $1', [id]));

export async function insertEvent(
  db: Queryable,
  participantId: number,
  studyId: number | null,
  userStudyId: number | null,
  event: string,
) {
  const sql = `insert into study_events (participant_id, study_id, user_study_id, event) values ($1, $2, $3, $4)
    returning id, created_at`;
  return (await one<{ id: number; created_at: Date }>(db, sql, [participantId, studyId, userStudyId, event]))!;
}

/** Records a promotion click; answers how many clicks the participant has now. */
export async function insertPromotionClick(
  tx: Queryable,
  participantId: number,
  userStudyId: number,
  promotionId: number,
) {
  await tx.query('insert into promotion_clicks (participant_id, user_study_id, promotion_id) values ($1, $2, $3)', [
    participantId,
    userStudyId,
    promotionId,
  ]);
  const [{ count }] = await tx.query<{ count: string }>(
    'select count(*) from promotion_clicks where participant_id = $1',
    [participantId],
  );
  return Number(count);
}

/** The user study of a study for a donation, locked until the transaction ends. */
export const lockDonationCandidate = (tx: Queryable, participantId: number, studyId: number) =>
  one<{ id: number; is_donated: boolean; is_eligible: boolean | null; reward_on: boolean; submitted: boolean }>(
    tx,
    `select us.id, us.is_donated, us.is_eligible, s.reward_on,
            exists (select 1 from user_procedures up where up.user_study_id = us.id
              and up.procedure_id = 'questionnaire') as submitted
       from user_studies us join studies s on s.id = us.study_id where us.participant_id = $1
         and us.study_id = $2 for update of us`,
    [participantId, studyId],
  );

export async function markDonated(tx: Queryable, userStudyId: number) {
  await tx.query('update user_studies set is_donated = true, updated_at = now() where id = $1', [userStudyId]);
}

/** Sets the e-mail toggle of the participant's user study of a study; undefined when there is none. */
export async function setEmailNotifications(db: Queryable, participantId: number, studyId: number, on: boolean) {
  const sql = `update user_studies set email_notifications = $3, updated_at = now()
    where participant_id = $1 and study_id = $2 returning email_notifications`;
  return (await one<{ email_notifications: boolean }>(db, sql, [participantId, studyId, on]))?.email_notifications;
}

export async function insertRelevantIdRecord(
  db: Queryable,
  participantId: number,
  userStudyId: number,
  body: ImperiumRelevantPayload,
) {
  const raw = body.raw_analysis_results === undefined ? null : JSON.stringify(body.raw_analysis_results);
  return (await one<{ id: number; created_at: Date }>(
    db,
    `insert into relevant_id_records (participant_id, study_id, user_study_id, is_relevant_id_data_available,
      raw_analysis_results, failure_reason)
     values ($1, $2, $3, $4, $5, $6) returning id, created_at`,
    [
      participantId,
      body.study,
      userStudyId,
      body.is_relevant_id_data_available,
      raw,
      body.relevantID_failure_reason ?? null,
    ],
  ))!;
}
