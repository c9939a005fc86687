import type { NotificationEntry, UserStudy } from '@contract';
import { isClosedStudy, isResearchOpportunity, type DashboardGroups } from './grouping';
import { annualRewardApplies, expiryText } from './labels';

// What a card's buttons do, decided here so the components only render (STYLE: no rule in a component).

/**
 * Screening can be retaken (the Reactivate dialog) when it found the participant not eligible and
 * the study is still open; the server counts the tries and refuses past its limit.
 */
export function canRetakeScreening(
  us: Pick<UserStudy, 'is_eligible' | 'study_type' | 'study_status' | 'status' | 'dashboard_status' | 'viewed_at'>,
): boolean {
  return us.is_eligible === false && !isResearchOpportunity(us) && !isClosedStudy(us) && us.study_status === 'active';
}

/** "Start the study" posts the study-begin event first; Resume and View details only open the study. */
export function postsStudyBegin(us: Pick<UserStudy, 'dashboard_status' | 'is_eligible'>): boolean {
  return us.is_eligible !== false && (us.dashboard_status === 'not_started' || us.dashboard_status === 'open');
}

/** Opening a research opportunity records the first view (PATCH viewed) before the study opens. */
export function marksViewed(us: Pick<UserStudy, 'study_type' | 'viewed_at'>): boolean {
  return isResearchOpportunity(us) && !us.viewed_at;
}

/** A promotion's address, with the participant id added when the promotion asks for it. */
export function promotionHref(url: string, participantId: number, addParticipantId: boolean): string {
  if (!addParticipantId) return url;
  try {
    const parsed = new URL(url);
    parsed.searchParams.set('participant_id', String(participantId));
    return parsed.toString();
  } catch {
    return url;
  }
}

/**
 * The user studies whose promotions the dashboard loads: the research opportunities still open (a
 * closed one is viewed only). Their visits earn the promotion_5/10/15 achievements. Ids sorted, so a
 * card moving from Not viewed to Viewed does not load them again.
 */
export function promotionSources(groups: Pick<DashboardGroups<UserStudy>, 'researchOpportunities'>): number[] {
  const { viewed, notViewed } = groups.researchOpportunities;
  return [...notViewed, ...viewed].map((us) => us.id).sort((a, b) => a - b);
}

/** The server's banners minus the ones this participant dismissed (the profile's bannersVisibility). */
export function visibleBanners(
  entries: readonly NotificationEntry[],
  visibility: Readonly<Record<string, boolean>> | undefined,
): NotificationEntry[] {
  return entries.filter((entry) => visibility?.[String(entry.id)] !== false);
}

/** The core study a participant jumps into from /dashboard/jump-to-core-study. */
export function coreStudyOf<T extends Pick<UserStudy, 'study_type'>>(list: readonly T[]): T | undefined {
  return list.find((us) => us.study_type === 'core_study');
}

/**
 * The reward tag: shown when the study offers one; a completed annual questionnaire keeps it only
 * under the reward rule (completed after 2022-04-03, spec 000 §9).
 */
export function showsReward(
  us: Pick<UserStudy, 'study_reward_on' | 'study_reward_text' | 'study_type' | 'completed_at'>,
): boolean {
  if (!us.study_reward_on || !us.study_reward_text) return false;
  return us.study_type !== 'annual_questionnaire' || !us.completed_at || annualRewardApplies(us);
}

/**
 * The study's own tag ('Start here'): an invitation, so only on a card the participant can still
 * start or go on with, never once the study is completed or on a closed or history card.
 */
export function showsCustomTag(
  us: Pick<UserStudy, 'study_custom_tag_on' | 'study_custom_tag_text' | 'dashboard_status'>,
  variant: 'open' | 'history' | 'closed' = 'open',
): boolean {
  return (
    Boolean(us.study_custom_tag_on && us.study_custom_tag_text) &&
    variant === 'open' &&
    us.dashboard_status !== 'completed'
  );
}

/** 'Closes in …' only while the participant can still take part: not once the study is completed. */
export function cardExpiry(us: Pick<UserStudy, 'expires_in_days' | 'dashboard_status' | 'is_eligible'>): string | null {
  if (us.dashboard_status === 'completed' || us.is_eligible === false) return null;
  return expiryText(us.expires_in_days);
}
