import type { UserStudy } from '@contract/user-study';
import { DASHBOARD_TEXT as T } from '../dashboard-texts';
import { isAvailableStudy, isClosedStudy, isCompletedStudy, isResearchOpportunity } from './grouping';

type Dash = Pick<
  UserStudy,
  'study_type' | 'study_status' | 'status' | 'dashboard_status' | 'is_eligible' | 'viewed_at'
>;

export interface BannerCounts {
  studies: number;
  researchOpportunities: number;
}

/** New studies: available and not started; new research opportunities: open and not yet viewed. */
export function bannerCounts(list: readonly Dash[]): BannerCounts {
  const open = list.filter((us) => !isClosedStudy(us) && !isCompletedStudy(us));
  return {
    studies: open.filter(isAvailableStudy).length,
    researchOpportunities: open.filter(
      (us) => isResearchOpportunity(us) && us.study_status !== 'inactive' && !us.viewed_at,
    ).length,
  };
}

/**
 * 'You have N new study/studies and N new research opportunity/opportunities available' (spec 000 §2),
 * in the active language; nothing new: 'New opportunities are coming soon!'.
 */
export function bannerText(counts: BannerCounts): string {
  if (counts.studies === 0 && counts.researchOpportunities === 0) return T.banner.fallback;
  return T.banner.text(counts.studies, counts.researchOpportunities);
}
