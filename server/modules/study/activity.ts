import type { AchievementCode, AqDonationResponse, EventPayload, EventsQuery, ImperiumRelevantPayload, ImperiumRelevantRecord, Promotion, StudyEvent, UpdateStudyResponse } from '../../../src/shared/api/contract';
import { recordAchievement } from '../accounts/achievements';
import { one, type Database, type Queryable } from '../../db/database';
import { badRequest, conflict, forbidden, notFound } from '../../http/errors';
import { iso, requireUserStudy } from './study-store';

// The participant's other study actions (spec 001 §7): the events log, research promotion
// clicks, the annual-questionnaire gift card donation, the e-mail toggle per study, and the
// Relevant ID record of a questionnaire.

export const ALREADY_DONATED = 'The gift card of this study has already been donated.';
export const DONATION_NOT_AVAILABLE = 'A donation is possible once the questionnaire of a study with a reward is submitted.';
const VISIT_ACHIEVEMENTS: Record<number, AchievementCode> = { 5: 'promotion_5_visits', 10: 'promotion_10_visits', 15: 'promotion_15_visits' };

export async function listEvents(db: Queryable, participantId: number, filter: EventsQuery): Promise<StudyEvent[]> {
  const rows = await db.query<{ id: number; study_id: number | null; user_study_id: number | null; event: string; created_at: Date }>(
    `select id, study_id, user_study_id, event, created_at from study_events
      where participant_id = $1 and ($2::int is null or study_id = $2) and ($3::int is null or user_study_id = $3) and ($4::text is null or event = $4)
      order by created_at, id`,
    [participantId, filter.study ?? null, filter.user_study ?? null, filter.event ?? null],
  );
  return rows.map((r) => ({ id: r.id, study: r.study_id, user_study: r.user_study_id, event: r.event, created_at: iso(r.created_at)! }));
}

/** Registers an event; a user study must be the participant's, and a study given with it must match. */
export async function addEvent(db: Queryable, participantId: number, body: EventPayload): Promise<StudyEvent> {
  let study = body.study ?? null;
  const userStudy = body.user_study ?? null;
  if (userStudy !== null) {
    const us = await one<{ study_id: number }>(db, 'select study_id from user_studies where id = $1 and participant_id = $2', [userStudy, participantId]);
    if (!us) throw badRequest({ user_study: ['This is not one of your studies.'] });
    if (study !== null && study !== us.study_id) throw badRequest({ study: ['The study does not match the user study.'] });
    study = us.study_id;
  } else if (study !== null && !(await one(db, 'select 1 from studies where id = $1', [study]))) {
    throw badRequest({ study: ['Study not found.'] });
  }
  const row = await one<{ id: number; created_at: Date }>(
    db,
    'insert into study_events (participant_id, study_id, user_study_id, event) values ($1, $2, $3, $4) returning id, created_at',
    [participantId, study, userStudy, body.event.trim()],
  );
  return { id: row!.id, study, user_study: userStudy, event: body.event.trim(), created_at: iso(row!.created_at)! };
}

export async function userStudyPromotions(db: Queryable, participantId: number, userStudyId: number): Promise<Promotion[]> {
  const us = await requireUserStudy(db, participantId, userStudyId);
  return us.definition.promotions;
}

/** Records a click on a research promotion; the 5th, 10th and 15th visit each earn an achievement. */
export async function clickPromotion(db: Database, participantId: number, userStudyId: number, promotionId: number) {
  return db.transaction(async (tx) => {
    const us = await requireUserStudy(tx, participantId, userStudyId);
    if (!us.definition.promotions.some((p) => p.id === promotionId)) throw notFound('Promotion not found in this study.');
    await tx.query('insert into promotion_clicks (participant_id, user_study_id, promotion_id) values ($1, $2, $3)', [participantId, us.id, promotionId]);
    const [{ count }] = await tx.query<{ count: string }>('select count(*) from promotion_clicks where participant_id = $1', [participantId]);
    const clicks = Number(count);
    const code = VISIT_ACHIEVEMENTS[clicks];
    if (code) await recordAchievement(tx, { participantId, code, studyId: us.study_id, userStudyId: us.id });
    return { promotion_id: promotionId, user_study_id: us.id, clicks };
  });
}

/** Donates the reward of a study once its questionnaire is submitted; a second donation is refused. */
export async function donate(db: Database, participantId: number, studyId: number): Promise<AqDonationResponse> {
  return db.transaction(async (tx) => {
    const us = await one<{ id: number; is_donated: boolean; is_eligible: boolean | null; reward_on: boolean; submitted: boolean }>(
      tx,
      `select us.id, us.is_donated, us.is_eligible, s.reward_on,
              exists (select 1 from user_procedures up where up.user_study_id = us.id and up.procedure_id = 'questionnaire') as submitted
         from user_studies us join studies s on s.id = us.study_id where us.participant_id = $1 and us.study_id = $2 for update of us`,
      [participantId, studyId],
    );
    if (!us) throw badRequest({ study_id: ['This study is not assigned to you.'] });
    if (us.is_donated) throw conflict({ detail: ALREADY_DONATED });
    if (!us.reward_on || !us.submitted || us.is_eligible === false) throw badRequest({ study_id: [DONATION_NOT_AVAILABLE] });
    await tx.query('update user_studies set is_donated = true, updated_at = now() where id = $1', [us.id]);
    return { study_id: studyId, user_study_id: us.id, is_donated: true };
  });
}

export async function setStudyEmails(db: Queryable, participantId: number, studyId: number, on: boolean): Promise<UpdateStudyResponse> {
  const row = await one<{ email_notifications: boolean }>(
    db,
    'update user_studies set email_notifications = $3, updated_at = now() where participant_id = $1 and study_id = $2 returning email_notifications',
    [participantId, studyId, on],
  );
  if (!row) throw notFound('This study is not assigned to you.');
  return { study_id: studyId, email_notification_toggle: row.email_notifications };
}

/** Stores what the Relevant ID service answered (or why it did not) for a user study. */
export async function recordRelevantId(db: Queryable, participantId: number, body: ImperiumRelevantPayload): Promise<ImperiumRelevantRecord> {
  if (body.participant !== participantId) throw forbidden();
  const us = await one<{ id: number }>(db, 'select id from user_studies where id = $1 and participant_id = $2 and study_id = $3', [body.user_study, participantId, body.study]);
  if (!us) throw badRequest({ user_study: ['This is not one of your studies, or it belongs to another study.'] });
  const row = await one<{ id: number; created_at: Date }>(
    db,
    `insert into relevant_id_records (participant_id, study_id, user_study_id, is_relevant_id_data_available, raw_analysis_results, failure_reason)
     values ($1, $2, $3, $4, $5, $6) returning id, created_at`,
    [participantId, body.study, us.id, body.is_relevant_id_data_available, body.raw_analysis_results === undefined ? null : JSON.stringify(body.raw_analysis_results), body.relevantID_failure_reason ?? null],
  );
  return { id: row!.id, created_at: iso(row!.created_at)! };
}
