import type { UserStudy } from '../../../src/shared/api/contract';
import { one, type Queryable } from '../../db/database';

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
  study_title: string;
  study_type: UserStudy['study_type'];
  study_status: UserStudy['study_status'];
  closed_at: Date | null;
  launch_on: Date | null;
  approximate_complete_time: string | null;
  reward_on: boolean;
  reward_text: string | null;
  number_of_users_goal: number | null;
  custom_tag_on: boolean;
  custom_tag_text: string | null;
  expires_in_days: number | null;
  definition: { procedures?: unknown[]; intro_pages?: unknown[]; questions?: Record<string, unknown[]> };
}

const SELECT = `select us.*, s.title as study_title, s.study_type, s.status as study_status, s.closed_at, s.launch_on,
  s.approximate_complete_time, s.reward_on, s.reward_text, s.number_of_users_goal, s.custom_tag_on, s.custom_tag_text,
  s.expires_in_days, s.definition
  from user_studies us join studies s on s.id = us.study_id`;

export const listUserStudies = (db: Queryable, participantId: number) =>
  db.query<UserStudyRow>(`${SELECT} where us.participant_id = $1 order by us.id`, [participantId]);

/** The participant's user study; undefined when it does not exist or belongs to someone else. */
export const findUserStudy = (db: Queryable, participantId: number, userStudyId: number) =>
  one<UserStudyRow>(db, `${SELECT} where us.participant_id = $1 and us.id = $2`, [participantId, userStudyId]);

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);

/** Days until the study closes (when it has a close date ahead), else the study's fixed expiry. */
function expiresInDays(row: UserStudyRow, now: number): number | null {
  if (row.closed_at) {
    const ms = new Date(row.closed_at).getTime() - now;
    return ms > 0 ? Math.ceil(ms / 86_400_000) : null;
  }
  return row.expires_in_days;
}

export function toUserStudy(row: UserStudyRow, now = Date.now()): UserStudy {
  return {
    id: row.id,
    study_id: row.study_id,
    study_title: row.study_title,
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
    study_launch_on: iso(row.launch_on),
    study_closed_at: iso(row.closed_at),
    study_approximate_complete_time: row.approximate_complete_time,
    study_reward_on: row.reward_on,
    study_reward_text: row.reward_text,
    study_number_of_users_goal: row.number_of_users_goal,
    is_donated: row.is_donated,
    study_custom_tag_on: row.custom_tag_on,
    study_custom_tag_text: row.custom_tag_text,
  };
}
