import type { UserStudy } from '@contract/user-study';

/** A complete user study for tests: a not-started, active sub study unless overridden. */
export function userStudy(over: Partial<UserStudy> = {}): UserStudy {
  return {
    id: 1,
    study_id: 1,
    study_title: 'Study',
    study_type: 'sub_study',
    study_status: 'active',
    status: 0,
    dashboard_status: 'not_started',
    current_status: null,
    is_eligible: null,
    viewed_at: null,
    completed_at: null,
    updated_at: null,
    expires_in_days: null,
    has_intro_page: false,
    procedures_number: 4,
    study_launch_on: null,
    study_closed_at: null,
    study_approximate_complete_time: null,
    study_reward_on: false,
    study_reward_text: null,
    study_number_of_users_goal: null,
    is_donated: false,
    study_custom_tag_on: false,
    study_custom_tag_text: null,
    ...over,
  };
}
