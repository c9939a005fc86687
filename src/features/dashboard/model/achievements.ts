import type { Achievement, AchievementCode } from '@contract/user-study';

// Which achievements offer Download and Review (spec 000 §2 Dashboard): consent ones open the signed
// consent, screening and questionnaire ones the submitted answers of that procedure.

export type AchievementKind = 'registered' | 'consent' | 'screening' | 'questionnaire' | 'study' | 'promotion';

const CONSENT_CODES: readonly AchievementCode[] = [
  'consent_parental',
  'consent_child',
  'consent_adult',
  'consent_universal',
  'assent',
  'reconsent',
];

export function achievementKind(code: AchievementCode): AchievementKind {
  if (code === 'registered') return 'registered';
  if (CONSENT_CODES.includes(code)) return 'consent';
  if (code === 'screening') return 'screening';
  if (code === 'questionnaire' || code === 'annual_questionnaire') return 'questionnaire';
  if (code.startsWith('promotion_')) return 'promotion';
  return 'study';
}

export type AchievementDocument =
  | { kind: 'consent'; studyId: number; signedConsentId: number }
  | { kind: 'answers'; studyId: number; userStudyId: number; procedure: 'screening' | 'questionnaire' };

/** The document behind an achievement's Download and Review, or null when it has none. */
export function achievementDocument(a: Achievement): AchievementDocument | null {
  const kind = achievementKind(a.code);
  if (kind === 'consent') {
    const id = a.payload.signed_consent_id;
    return id && a.study_id ? { kind: 'consent', studyId: a.study_id, signedConsentId: id } : null;
  }
  if ((kind === 'screening' || kind === 'questionnaire') && a.study_id && a.user_study_id) {
    return { kind: 'answers', studyId: a.study_id, userStudyId: a.user_study_id, procedure: kind };
  }
  return null;
}

/** Newest first, so the latest achievement leads the list. */
export function sortAchievements<T extends Pick<Achievement, 'created_at'>>(list: readonly T[]): T[] {
  return [...list].sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at));
}
