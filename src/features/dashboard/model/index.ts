// Dashboard model: pure grouping and wording of spec 000 §2 and §4 (no React, no I/O).
export {
  buildDashboard,
  isActiveStudy,
  isAvailableStudy,
  isClosedStudy,
  isCompletedStudy,
  isInProgressStatus,
  isResearchOpportunity,
  showsQuestionnaireHistory,
  type DashboardGroups,
} from './grouping';
export {
  ANNUAL_REWARD_FROM,
  annualRewardApplies,
  displayDate,
  expiryText,
  progressLabel,
  studyAction,
  viewedText,
  type ProgressLabel,
  type StudyAction,
} from './labels';
export { FIRST_VISIT_WINDOW_MS, isFirstVisit } from './greeting';
export { bannerCounts, bannerText, type BannerCounts } from './banner';
export {
  achievementDocument,
  achievementKind,
  sortAchievements,
  type AchievementDocument,
  type AchievementKind,
} from './achievements';
export {
  canRetakeScreening,
  cardExpiry,
  coreStudyOf,
  marksViewed,
  postsStudyBegin,
  promotionHref,
  promotionSources,
  showsCustomTag,
  showsReward,
  visibleBanners,
} from './card-actions';
export { foreignLang } from './content-lang';
