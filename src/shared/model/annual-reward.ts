import dayjs from 'dayjs';
import type { UserStudy } from '@contract/user-study';

// One rule read by two features: the dashboard's study card and the study's conclusion page
// ('Donate Gift Card'). A feature never imports another, so it lives here.

/** The annual-questionnaire reward rule applies when it was completed after 2022-04-03 (spec 000 §9). */
export const ANNUAL_REWARD_FROM = '2022-04-03';

export function annualRewardApplies(us: Pick<UserStudy, 'study_type' | 'completed_at'>): boolean {
  if (us.study_type !== 'annual_questionnaire' || !us.completed_at) return false;
  const completed = dayjs(us.completed_at);
  return completed.isValid() && completed.format('YYYY-MM-DD') > ANNUAL_REWARD_FROM;
}

/**
 * Whether the conclusion page offers 'Donate Gift Card': the study has a reward and the annual
 * reward rule applies (the engine's conclusionActions adds eligibility and the button's state).
 */
export function donationOffered(us: Pick<UserStudy, 'study_type' | 'completed_at' | 'study_reward_on'>): boolean {
  return us.study_reward_on && annualRewardApplies(us);
}
