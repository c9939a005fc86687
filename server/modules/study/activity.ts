import {
  EVENTS_PAGE_SIZE,
  type ContentLang,
  type AchievementCode,
  type AqDonationResponse,
  type EventPayload,
  type EventsQuery,
  type ImperiumRelevantPayload,
  type ImperiumRelevantRecord,
  type Promotion,
  type StudyEvent,
  type UpdateStudyResponse,
} from '@contract';
import type { ServerContext } from '../../context';
import type { Database, Queryable } from '../../db/database';
import { badRequest, conflict, forbidden, notFound, tooManyRequests } from '../../http/errors';
import { REQUIRED } from '../../http/validation';
import { iso } from '../../lib/dates';
import { recordAchievement } from '../accounts/service';
import { ACCOUNT_QUOTA_MESSAGE } from '../session/service';
import * as repository from './activity-repository';
import { localizedDefinition } from '@engine';
import { requireUserStudy } from './study-store';

// The participant's other study actions (spec 001 §7): the events log, research promotion
// clicks, the annual-questionnaire gift card donation, the e-mail toggle per study, and the
// Relevant ID record of a questionnaire.

export const ALREADY_DONATED = 'The gift card of this study has already been donated.';
export const DONATION_NOT_AVAILABLE =
  'A donation is possible once the questionnaire of a study with a reward is submitted.';
const VISIT_ACHIEVEMENTS: Record<number, AchievementCode> = {
  5: 'promotion_5_visits',
  10: 'promotion_10_visits',
  15: 'promotion_15_visits',
};

/** A page of the participant's events, in the order they were logged (EventsQuery says how to page). */
export async function listEvents(db: Queryable, participantId: number, filter: EventsQuery): Promise<StudyEvent[]> {
  const rows = await repository.listEventRows(db, participantId, filter, filter.limit ?? EVENTS_PAGE_SIZE);
  return rows.map((r) => ({
    id: r.id,
    study: r.study_id,
    user_study: r.user_study_id,
    event: r.event,
    created_at: iso(r.created_at)!,
  }));
}

/**
 * Registers an event under its trimmed name; a user study must be the participant's, and a study
 * given with it must match. The account's quota bounds how many a participant (or a script) logs.
 */
export async function addEvent(
  { db, limiter }: Pick<ServerContext, 'db' | 'limiter'>,
  participantId: number,
  body: EventPayload,
): Promise<StudyEvent> {
  const event = body.event.trim();
  if (event === '') throw badRequest({ event: [REQUIRED] });
  let study = body.study ?? null;
  const userStudy = body.user_study ?? null;
  if (userStudy !== null) {
    const studyOfUserStudy = await repository.studyIdOfUserStudy(db, participantId, userStudy);
    if (studyOfUserStudy === undefined) throw badRequest({ user_study: ['This is not one of your studies.'] });
    if (study !== null && study !== studyOfUserStudy)
      throw badRequest({ study: ['The study does not match the user study.'] });
    study = studyOfUserStudy;
  } else if (study !== null && !(await repository.studyExists(db, study))) {
    throw badRequest({ study: ['Study not found.'] });
  }
  if (!(await limiter.takeForAccount('study_event', String(participantId))))
    throw tooManyRequests(ACCOUNT_QUOTA_MESSAGE);
  const row = await repository.insertEvent(db, participantId, study, userStudy, event);
  return { id: row.id, study, user_study: userStudy, event, created_at: iso(row.created_at)! };
}

export async function userStudyPromotions(
  db: Queryable,
  participantId: number,
  userStudyId: number,
  lang: ContentLang = 'en',
): Promise<Promotion[]> {
  const us = await requireUserStudy(db, participantId, userStudyId);
  return localizedDefinition(us.definition, lang).promotions;
}

/** Records a click on a research promotion; the 5th, 10th and 15th visit each earn an achievement. */
export async function clickPromotion(db: Database, participantId: number, userStudyId: number, promotionId: number) {
  return db.transaction(async (tx) => {
    const us = await requireUserStudy(tx, participantId, userStudyId);
    if (!us.definition.promotions.some((p) => p.id === promotionId))
      throw notFound('Promotion not found in this study.');
    const clicks = await repository.insertPromotionClick(tx, participantId, us.id, promotionId);
    const code = VISIT_ACHIEVEMENTS[clicks];
    if (code) await recordAchievement(tx, { participantId, code, studyId: us.study_id, userStudyId: us.id });
    return { promotion_id: promotionId, user_study_id: us.id, clicks };
  });
}

/** Donates the reward of a study once its questionnaire is submitted; a second donation is refused. */
export async function donate(db: Database, participantId: number, studyId: number): Promise<AqDonationResponse> {
  return db.transaction(async (tx) => {
    const us = await repository.lockDonationCandidate(tx, participantId, studyId);
    if (!us) throw badRequest({ study_id: ['This study is not assigned to you.'] });
    if (us.is_donated) throw conflict({ detail: ALREADY_DONATED });
    if (!us.reward_on || !us.submitted || us.is_eligible === false)
      throw badRequest({ study_id: [DONATION_NOT_AVAILABLE] });
    await repository.markDonated(tx, us.id);
    return { study_id: studyId, user_study_id: us.id, is_donated: true };
  });
}

export async function setStudyEmails(
  db: Queryable,
  participantId: number,
  studyId: number,
  on: boolean,
): Promise<UpdateStudyResponse> {
  const toggle = await repository.setEmailNotifications(db, participantId, studyId, on);
  if (toggle === undefined) throw notFound('This study is not assigned to you.');
  return { study_id: studyId, email_notification_toggle: toggle };
}

/** Stores what the Relevant ID service answered (or why it did not) for a user study. */
export async function recordRelevantId(
  { db, limiter }: Pick<ServerContext, 'db' | 'limiter'>,
  participantId: number,
  body: ImperiumRelevantPayload,
): Promise<ImperiumRelevantRecord> {
  if (body.participant !== participantId) throw forbidden();
  const owned = await repository.studyIdOfUserStudy(db, participantId, body.user_study, body.study);
  if (owned === undefined)
    throw badRequest({ user_study: ['This is not one of your studies, or it belongs to another study.'] });
  // Each record holds up to 16 KiB of analysis (the contract's limit); the account's quota bounds how many.
  if (!(await limiter.takeForAccount('relevant_id', String(participantId))))
    throw tooManyRequests(ACCOUNT_QUOTA_MESSAGE);
  const row = await repository.insertRelevantIdRecord(db, participantId, body.user_study, body);
  return { id: row.id, created_at: iso(row.created_at)! };
}
