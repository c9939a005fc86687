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

/** The same titles in Spanish (DECISIONS §12): an achievement reads in the language of the request that lists it. */
export const ACHIEVEMENT_TITLES_ES: Record<AchievementCode, string> = {
  registered: 'Registro completado',
  screening: 'Preguntas de selección completadas',
  questionnaire: 'Cuestionario completado',
  annual_questionnaire: 'Cuestionario anual completado',
  consent_parental: 'Consentimiento de padre o madre firmado',
  consent_child: 'Consentimiento del niño o la niña firmado',
  consent_adult: 'Consentimiento firmado',
  consent_universal: 'Consentimiento firmado',
  assent: 'Asentimiento firmado',
  reconsent: 'Nuevo consentimiento firmado',
  substudy: 'Subestudio completado',
  promotion_5_visits: '5 visitas a oportunidades de investigación',
  promotion_10_visits: '10 visitas a oportunidades de investigación',
  promotion_15_visits: '15 visitas a oportunidades de investigación',
};

/** An achievement's title in a language: the stored (English) title is the record; the Spanish one is read by its code. */
export const achievementTitle = (code: AchievementCode, stored: string, locale: 'en' | 'es'): string =>
  locale === 'es' ? (ACHIEVEMENT_TITLES_ES[code] ?? stored) : stored;

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
