import type { Achievement, AchievementCode } from '@contract';
import type { Locale } from '@/shared/i18n/locale';
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

/** The titles a Spanish participant reads (the stored title is the English one, written when earned). */
const ACHIEVEMENT_TITLES_ES: Record<AchievementCode, string> = {
  registered: 'Registro completado',
  screening: 'Preguntas de elegibilidad completadas',
  questionnaire: 'Cuestionario completado',
  annual_questionnaire: 'Cuestionario anual completado',
  consent_parental: 'Consentimiento de padre, madre o tutor firmado',
  consent_child: 'Consentimiento del niño o la niña firmado',
  consent_adult: 'Consentimiento firmado',
  consent_universal: 'Consentimiento firmado',
  assent: 'Asentimiento firmado',
  reconsent: 'Nuevo consentimiento firmado',
  substudy: 'Estudio secundario completado',
  promotion_5_visits: '5 visitas a oportunidades de investigación',
  promotion_10_visits: '10 visitas a oportunidades de investigación',
  promotion_15_visits: '15 visitas a oportunidades de investigación',
};

/** An achievement as a reader of `locale` sees it: English is the stored title, Spanish its code's title. */
export function inLanguage(achievement: Achievement, locale: Locale): Achievement {
  return locale === 'es'
    ? { ...achievement, title: ACHIEVEMENT_TITLES_ES[achievement.code] ?? achievement.title }
    : achievement;
}

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
