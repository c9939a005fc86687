// A user study as the dashboard and the study flow read it: the row with its study's columns,
// and the contract's UserStudy made from it.
import type { ContentLang, StudyDefinition, UserStudy } from '@contract';
import { localizedDefinition } from '@engine';
import { iso } from '../../lib/dates';

export interface UserStudyRow {
  id: number;
  participant_id: number;
  study_id: number;
  status: number;
  dashboard_status: UserStudy['dashboard_status'];
  current_status: string | null;
  is_eligible: boolean | null;
  viewed_at: Date | null;
  completed_at: Date | null;
  updated_at: Date;
  screening_reattempts: number;
  is_donated: boolean;
  email_notifications: boolean;
  study_title: string;
  study_type: UserStudy['study_type'];
  study_status: UserStudy['study_status'];
  closed_at: Date | null;
  launch_on: Date | null;
  /** The study's launch and close days as the database holds them ('YYYY-MM-DD', no time zone shift). */
  launch_day: string | null;
  closed_day: string | null;
  approximate_complete_time: string | null;
  reward_on: boolean;
  reward_text: string | null;
  number_of_users_goal: number | null;
  custom_tag_on: boolean;
  custom_tag_text: string | null;
  expires_in_days: number | null;
  definition: { procedures?: unknown[]; intro_pages?: unknown[]; questions?: Record<string, unknown[]> };
}

/** Days until the study closes (when it has a close date ahead), else the study's fixed expiry. */
function expiresInDays(row: UserStudyRow, now: number): number | null {
  if (row.closed_at) {
    const ms = new Date(row.closed_at).getTime() - now;
    return ms > 0 ? Math.ceil(ms / 86_400_000) : null;
  }
  return row.expires_in_days;
}

/** The study's texts in `lang` (English: the study's columns; else its translation, English where none). */
function studyTexts(row: UserStudyRow, lang: ContentLang) {
  const english = {
    title: row.study_title,
    approximate_complete_time: row.approximate_complete_time,
    reward_text: row.reward_text,
    custom_tag_text: row.custom_tag_text,
  };
  const def = row.definition as StudyDefinition | undefined;
  if (lang === 'en' || !def?.study) return english;
  const study = localizedDefinition(def, lang).study;
  return { ...english, ...study, lang: study.lang };
}

export function toUserStudy(row: UserStudyRow, lang: ContentLang = 'en', now = Date.now()): UserStudy {
  const texts = studyTexts(row, lang);
  return {
    id: row.id,
    study_id: row.study_id,
    study_title: texts.title,
    study_type: row.study_type,
    study_status: row.study_status,
    status: row.status,
    dashboard_status: row.dashboard_status,
    current_status: row.current_status,
    is_eligible: row.is_eligible,
    viewed_at: iso(row.viewed_at),
    completed_at: iso(row.completed_at),
    updated_at: iso(row.updated_at),
    expires_in_days: expiresInDays(row, now),
    has_intro_page: (row.definition?.intro_pages?.length ?? 0) > 0,
    procedures_number: row.definition?.procedures?.length ?? 0,
    study_launch_on: row.launch_day,
    study_closed_at: row.closed_day,
    study_approximate_complete_time: texts.approximate_complete_time ?? null,
    study_reward_on: row.reward_on,
    study_reward_text: texts.reward_text ?? null,
    study_number_of_users_goal: row.number_of_users_goal,
    is_donated: row.is_donated,
    study_custom_tag_on: row.custom_tag_on,
    study_custom_tag_text: texts.custom_tag_text ?? null,
    ...('lang' in texts ? { lang: texts.lang } : {}),
    email_notifications: row.email_notifications,
  };
}
