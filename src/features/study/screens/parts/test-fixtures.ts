import type { UserStudy } from '@contract';

/** A complete user study for the pages' tests: an active core study in progress unless overridden. */
export function userStudy(over: Partial<UserStudy> = {}): UserStudy {
  return {
    id: 5,
    study_id: 101,
    study_title: 'T1D Registry Core Study',
    study_type: 'core_study',
    study_status: 'active',
    status: 20,
    dashboard_status: 'in_progress',
    current_status: 'Questionnaire: in progress',
    is_eligible: true,
    viewed_at: null,
    completed_at: null,
    updated_at: null,
    expires_in_days: null,
    has_intro_page: true,
    procedures_number: 4,
    study_launch_on: '2025-03-01',
    study_closed_at: '2027-01-31',
    study_approximate_complete_time: '20 minutes',
    study_reward_on: false,
    study_reward_text: null,
    study_number_of_users_goal: 5000,
    is_donated: false,
    study_custom_tag_on: false,
    study_custom_tag_text: null,
    ...over,
  };
}

export const IDS = { studyId: 101, userStudyId: 5, userId: 7 };
export const SURVEY = '/survey/study/101/user-study/5/user/7';
