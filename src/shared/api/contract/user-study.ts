import { Type, type Static } from 'typebox';
import { Day, Nullable } from './common';
import { ContentLang } from './study-translations';

// Entities both the dashboard (spec 000 §3) and the study flow (spec 001 §3) read.

export const StudyType = Type.Enum(['core_study', 'annual_questionnaire', 'promotional_study', 'sub_study']);
export type StudyType = Static<typeof StudyType>;

export const StudyStatus = Type.Enum(['active', 'inactive', 'closed', 'pending', 'ready_for_launch']);
export type StudyStatus = Static<typeof StudyStatus>;

export const DashboardStatus = Type.Enum([
  'open',
  'not_started',
  'in_progress',
  'completed',
  'closed',
  'closed_by_system',
]);
export type DashboardStatus = Static<typeof DashboardStatus>;

/** Numeric study status (spec 000 §4): 0 not started, 2–59 in progress, 60 completed, 100 closed. */
export const STUDY_STATUS = { notStarted: 0, inProgressFrom: 2, completed: 60, closed: 100 } as const;

export const UserStudy = Type.Object({
  id: Type.Integer(),
  study_id: Type.Integer(),
  study_title: Type.String(),
  study_type: StudyType,
  study_status: StudyStatus,
  status: Type.Integer({ minimum: 0, maximum: 100 }),
  dashboard_status: DashboardStatus,
  current_status: Nullable(Type.String()),
  is_eligible: Nullable(Type.Boolean()),
  viewed_at: Nullable(Type.String()),
  completed_at: Nullable(Type.String()),
  updated_at: Nullable(Type.String()),
  expires_in_days: Nullable(Type.Integer()),
  has_intro_page: Type.Boolean(),
  procedures_number: Type.Integer(),
  /** Days (YYYY-MM-DD) like the study's launch_on and closed_at. */
  study_launch_on: Nullable(Day),
  study_closed_at: Nullable(Day),
  study_approximate_complete_time: Nullable(Type.String()),
  study_reward_on: Type.Boolean(),
  study_reward_text: Nullable(Type.String()),
  study_number_of_users_goal: Nullable(Type.Integer()),
  is_donated: Type.Boolean(),
  study_custom_tag_on: Type.Boolean(),
  study_custom_tag_text: Nullable(Type.String()),
  /** Present on a procedure submit response (spec 001 §3). */
  user_study_is_eligible: Type.Optional(Nullable(Type.Boolean())),
  /** The language of the study's texts here (title, time, reward, tag; DECISIONS §12); absent: English. */
  lang: Type.Optional(ContentLang),
  /** The study's e-mail switch on its intro page (spec 001 §2): off, its reminders come by text only. */
  email_notifications: Type.Optional(Type.Boolean()),
});
export type UserStudy = Static<typeof UserStudy>;

export const AchievementCode = Type.Enum([
  'registered',
  'screening',
  'questionnaire',
  'annual_questionnaire',
  'consent_parental',
  'consent_child',
  'consent_adult',
  'consent_universal',
  'assent',
  'reconsent',
  'substudy',
  'promotion_5_visits',
  'promotion_10_visits',
  'promotion_15_visits',
]);
export type AchievementCode = Static<typeof AchievementCode>;

export const Achievement = Type.Object({
  title: Type.String(),
  created_at: Type.String(),
  code: AchievementCode,
  study_id: Nullable(Type.Integer()),
  user_study_id: Nullable(Type.Integer()),
  payload: Type.Object({ signed_consent_id: Type.Optional(Type.Integer()) }),
});
export type Achievement = Static<typeof Achievement>;

export const MissedStudy = Type.Object({
  id: Type.Integer(),
  study_id: Type.Integer(),
  user_study_id: Type.Integer(),
  study_type: StudyType,
  title: Type.String(),
  missed_at: Type.String(),
  notified: Type.Boolean(),
  notified_at: Nullable(Type.String()),
});
export type MissedStudy = Static<typeof MissedStudy>;

export const Promotion = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  text: Type.String(),
  button_text: Type.String(),
  url: Type.String(),
  add_participant_id_query_param: Type.Boolean(),
  created_at: Type.String(),
  /** The language of this object's texts (DECISIONS §12); absent: English. */
  lang: Type.Optional(ContentLang),
});
export type Promotion = Static<typeof Promotion>;
