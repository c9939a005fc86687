import type { AchievementCode } from '@contract';
import type { Queryable } from '../../db/database';
import { insertAchievement } from './repository';

export const ACHIEVEMENT_TITLES: Record<AchievementCode, string> = {
  registered: 'Registered',
  screening: 'Screening completed',
  questionnaire: 'Questionnaire completed',
  annual_questionnaire: 'Annual questionnaire completed',
  consent_parental: 'Parental consent signed',
  consent_child: 'Child consent signed',
  consent_adult: 'Consent signed',
  consent_universal: 'Consent signed',
  assent: 'Assent signed',
  reconsent: 'Re-consent signed',
  substudy: 'Sub study completed',
  promotion_5_visits: '5 research opportunity visits',
  promotion_10_visits: '10 research opportunity visits',
  promotion_15_visits: '15 research opportunity visits',
};

export interface AchievementEvent {
  participantId: number;
  code: AchievementCode;
  studyId?: number | null;
  userStudyId?: number | null;
  payload?: { signed_consent_id?: number };
}

/** Records an achievement when its event happens; the study domain calls this for screening, consent, questionnaire… */
export async function recordAchievement(db: Queryable, event: AchievementEvent): Promise<void> {
  await insertAchievement(db, {
    participantId: event.participantId,
    code: event.code,
    title: ACHIEVEMENT_TITLES[event.code],
    studyId: event.studyId ?? null,
    userStudyId: event.userStudyId ?? null,
    payload: event.payload ?? {},
  });
}
