import type { UserStudy } from '@contract/user-study';

// Dashboard grouping of spec 000 §4. The predicates are the spec's, verbatim; buildDashboard
// turns them into the sections of spec 000 §2 without showing a study twice in one section.

type Dash = Pick<
  UserStudy,
  'study_type' | 'study_status' | 'status' | 'dashboard_status' | 'is_eligible' | 'viewed_at'
>;

/** 2 to 59 (spec 000 §4). */
export function isInProgressStatus(status: number): boolean {
  return status >= 2 && status <= 59;
}

/** External research opportunities are the promotional studies. */
export function isResearchOpportunity(us: Pick<UserStudy, 'study_type'>): boolean {
  return us.study_type === 'promotional_study';
}

/** Closed: closed with status 0, 60 or in progress; or inactive with status 60 or 100; or status 100. */
export function isClosedStudy(us: Dash): boolean {
  if (us.status === 100) return true;
  if (us.study_status === 'closed') return us.status === 0 || us.status === 60 || isInProgressStatus(us.status);
  return us.study_status === 'inactive' && us.status === 60;
}

/** Active: active with status up to 60, or in progress and neither inactive nor closed. */
export function isActiveStudy(us: Dash): boolean {
  if (us.study_status === 'active' && us.status <= 60) return true;
  return us.study_status !== 'inactive' && us.study_status !== 'closed' && isInProgressStatus(us.status);
}

/** Available: not started, the study not inactive, not a research opportunity. */
export function isAvailableStudy(us: Dash): boolean {
  return us.dashboard_status === 'not_started' && us.study_status !== 'inactive' && !isResearchOpportunity(us);
}

/** Completed: dashboard status completed, or not eligible (an ineligible core study shows as completed). */
export function isCompletedStudy(us: Dash): boolean {
  return us.dashboard_status === 'completed' || us.is_eligible === false;
}

/** Questionnaire History appears only when a completed core or annual study exists. */
export function showsQuestionnaireHistory(list: readonly Dash[]): boolean {
  return list.some(isHistoryStudy);
}

function isHistoryStudy(us: Dash): boolean {
  return (us.study_type === 'core_study' || us.study_type === 'annual_questionnaire') && isCompletedStudy(us);
}

export interface DashboardGroups<T> {
  studies: { notStarted: T[]; inProgress: T[]; completed: T[] };
  researchOpportunities: { viewed: T[]; notViewed: T[] };
  questionnaireHistory: T[];
  showQuestionnaireHistory: boolean;
  closed: T[];
}

/** The core study leads (screening and consent come before anything else), then the yearly questionnaire, then sub studies. */
const TYPE_ORDER: Record<UserStudy['study_type'], number> = {
  core_study: 0,
  annual_questionnaire: 1,
  sub_study: 2,
  promotional_study: 3,
};

/** Cards in the order a participant should take them: by study type, else as listed (stable). */
export function byStudyType<T extends Pick<UserStudy, 'study_type'>>(list: readonly T[]): T[] {
  return [...list].sort((a, b) => (TYPE_ORDER[a.study_type] ?? 9) - (TYPE_ORDER[b.study_type] ?? 9));
}

/**
 * The dashboard sections: closed studies and opportunities apart; the rest split into studies
 * (completed first wins, then available as not started, then active as in progress) and research
 * opportunities (viewed or not). Studies matching no group (e.g. pending, not yet launched) are
 * not shown.
 */
export function buildDashboard<T extends Dash>(list: readonly T[]): DashboardGroups<T> {
  const groups: DashboardGroups<T> = {
    studies: { notStarted: [], inProgress: [], completed: [] },
    researchOpportunities: { viewed: [], notViewed: [] },
    questionnaireHistory: list.filter(isHistoryStudy),
    showQuestionnaireHistory: showsQuestionnaireHistory(list),
    closed: [],
  };
  for (const us of list) {
    if (isClosedStudy(us)) groups.closed.push(us);
    else if (isResearchOpportunity(us)) {
      if (us.study_status === 'inactive') continue;
      (us.viewed_at ? groups.researchOpportunities.viewed : groups.researchOpportunities.notViewed).push(us);
    } else if (isCompletedStudy(us)) groups.studies.completed.push(us);
    else if (isAvailableStudy(us)) groups.studies.notStarted.push(us);
    else if (isActiveStudy(us)) groups.studies.inProgress.push(us);
  }
  const { notStarted, inProgress, completed } = groups.studies;
  groups.studies = {
    notStarted: byStudyType(notStarted),
    inProgress: byStudyType(inProgress),
    completed: byStudyType(completed),
  };
  return groups;
}
