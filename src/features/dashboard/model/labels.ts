import dayjs from 'dayjs';
import type { UserStudy } from '@contract/user-study';
import { formatMediumDate } from '@/shared/i18n/format';
import { DASHBOARD_TEXT as T } from '../dashboard-texts';

export type ProgressLabel =
  'Open' | 'Intro' | 'In progress' | 'Completed' | 'Not started' | 'Closed by system' | 'Closed';

/**
 * The progress label of a study card (spec 000 §4), in English: the card shows it through
 * DASHBOARD_TEXT.progress, in the active language. An ineligible core study reads Completed;
 * an in-progress study still on its intro (current_status 'Intro…') reads Intro.
 */
export function progressLabel(
  us: Pick<UserStudy, 'study_type' | 'dashboard_status' | 'is_eligible' | 'current_status'>,
): ProgressLabel {
  if (us.study_type === 'core_study' && us.is_eligible === false) return 'Completed';
  switch (us.dashboard_status) {
    case 'open':
      return 'Open';
    case 'not_started':
      return 'Not started';
    case 'in_progress':
      return /^intro\b/i.test(us.current_status ?? '') ? 'Intro' : 'In progress';
    case 'completed':
      return 'Completed';
    case 'closed_by_system':
      return 'Closed by system';
    default:
      return 'Closed';
  }
}

/** A card's action, in English: the card shows it through DASHBOARD_TEXT.actions, in the active language. */
export type StudyAction = 'Start the study' | 'Resume' | 'View details';

export function studyAction(us: Pick<UserStudy, 'study_type' | 'dashboard_status' | 'is_eligible'>): StudyAction {
  if (us.is_eligible === false) return 'View details';
  if (us.dashboard_status === 'not_started' || us.dashboard_status === 'open') return 'Start the study';
  if (us.dashboard_status === 'in_progress') return 'Resume';
  return 'View details';
}

/** Expiry in days when under 7, otherwise in whole weeks (spec 000 §2, §9); null when none. */
export function expiryText(expiresInDays: number | null | undefined): string | null {
  if (expiresInDays === null || expiresInDays === undefined || expiresInDays < 0) return null;
  if (expiresInDays < 7) return T.days(expiresInDays);
  return T.weeks(Math.floor(expiresInDays / 7));
}

/**
 * A timestamp's day as a medium date in the active language ('Mar 1, 2026' / '1 mar 2026'), the day
 * it is where the participant is; null when there is none or it cannot be read.
 */
export function displayDate(value: string | null | undefined): string | null {
  if (!value) return null;
  const date = dayjs(value);
  return date.isValid() ? formatMediumDate(date.year(), date.month() + 1, date.date()) : null;
}

/** A research opportunity card: 'Viewed: {date}' or 'Not viewed'. */
export function viewedText(viewedAt: string | null | undefined): string {
  const date = displayDate(viewedAt);
  return date ? T.card.viewed(date) : T.card.notViewed;
}

// The annual reward rule is shared with the study's conclusion page: one function in shared/model.
export { ANNUAL_REWARD_FROM, annualRewardApplies } from '@/shared/model/annual-reward';
