import { describe, expect, it } from 'vitest';
import type { UserStudy } from '@contract/user-study';
import { userStudy } from './user-study-fixture';
import {
  buildDashboard,
  isActiveStudy,
  isAvailableStudy,
  isClosedStudy,
  isCompletedStudy,
  isInProgressStatus,
  showsQuestionnaireHistory,
} from './grouping';

describe('numeric status (000 §4)', () => {
  it.each([
    [0, false],
    [1, false],
    [2, true],
    [59, true],
    [60, false],
    [100, false],
  ])('000 §4 status %i in progress: %s', (status, expected) => {
    expect(isInProgressStatus(status)).toBe(expected);
  });
});

describe('grouping predicates (000 §4)', () => {
  it.each<[string, Partial<UserStudy>, boolean]>([
    ['000 §4 closed: closed with status 0', { study_status: 'closed', status: 0 }, true],
    ['000 §4 closed: closed with status 60', { study_status: 'closed', status: 60 }, true],
    ['000 §4 closed: closed in progress', { study_status: 'closed', status: 30 }, true],
    ['000 §4 closed: closed with status 1 is not', { study_status: 'closed', status: 1 }, false],
    ['000 §4 closed: inactive with status 60', { study_status: 'inactive', status: 60 }, true],
    ['000 §4 closed: inactive with status 100', { study_status: 'inactive', status: 100 }, true],
    ['000 §4 closed: inactive in progress is not', { study_status: 'inactive', status: 30 }, false],
    ['000 §4 closed: status 100 whatever the study status', { study_status: 'active', status: 100 }, true],
    ['000 §4 closed: active not started is not', { study_status: 'active', status: 0 }, false],
  ])('%s', (_n, over, expected) => {
    expect(isClosedStudy(userStudy(over))).toBe(expected);
  });

  it.each<[string, Partial<UserStudy>, boolean]>([
    ['000 §4 active: active with status up to 60', { study_status: 'active', status: 60 }, true],
    ['000 §4 active: active not started', { study_status: 'active', status: 0 }, true],
    ['000 §4 active: active at 100 is not', { study_status: 'active', status: 100 }, false],
    ['000 §4 active: pending in progress', { study_status: 'pending', status: 20 }, true],
    ['000 §4 active: ready_for_launch not started is not', { study_status: 'ready_for_launch', status: 0 }, false],
    ['000 §4 active: inactive in progress is not', { study_status: 'inactive', status: 20 }, false],
    ['000 §4 active: closed in progress is not', { study_status: 'closed', status: 20 }, false],
  ])('%s', (_n, over, expected) => {
    expect(isActiveStudy(userStudy(over))).toBe(expected);
  });

  it.each<[string, Partial<UserStudy>, boolean]>([
    ['000 §4 available: not started', {}, true],
    ['000 §4 available: inactive study is not', { study_status: 'inactive' }, false],
    ['000 §4 available: research opportunity is not', { study_type: 'promotional_study' }, false],
    ['000 §4 available: in progress is not', { dashboard_status: 'in_progress' }, false],
  ])('%s', (_n, over, expected) => {
    expect(isAvailableStudy(userStudy(over))).toBe(expected);
  });

  it.each<[string, Partial<UserStudy>, boolean]>([
    ['000 §4 completed: dashboard status completed', { dashboard_status: 'completed' }, true],
    ['000 §4 completed: not eligible', { dashboard_status: 'in_progress', is_eligible: false }, true],
    ['000 §4 completed: eligibility unknown is not', { dashboard_status: 'in_progress', is_eligible: null }, false],
  ])('%s', (_n, over, expected) => {
    expect(isCompletedStudy(userStudy(over))).toBe(expected);
  });

  it.each<[string, Partial<UserStudy>[], boolean]>([
    ['000 §4 history: a completed core study', [{ study_type: 'core_study', dashboard_status: 'completed' }], true],
    [
      '000 §4 history: a completed annual questionnaire',
      [{ study_type: 'annual_questionnaire', dashboard_status: 'completed' }],
      true,
    ],
    [
      '000 §4 history: an ineligible core study counts as completed',
      [{ study_type: 'core_study', is_eligible: false }],
      true,
    ],
    [
      '000 §4 history: a completed sub study does not',
      [{ study_type: 'sub_study', dashboard_status: 'completed' }],
      false,
    ],
    [
      '000 §4 history: a core study in progress does not',
      [{ study_type: 'core_study', dashboard_status: 'in_progress' }],
      false,
    ],
    ['000 §4 history: no studies', [], false],
  ])('%s', (_n, list, expected) => {
    expect(showsQuestionnaireHistory(list.map(userStudy))).toBe(expected);
  });
});

describe('dashboard sections (000 §2, §4)', () => {
  const list = [
    userStudy({ id: 1, study_type: 'core_study', dashboard_status: 'completed', status: 60 }),
    userStudy({ id: 2, study_type: 'annual_questionnaire', dashboard_status: 'in_progress', status: 20 }),
    userStudy({ id: 3, study_type: 'sub_study' }),
    userStudy({ id: 4, study_type: 'promotional_study', viewed_at: '2026-03-01T12:00:00Z' }),
    userStudy({ id: 5, study_type: 'promotional_study' }),
    userStudy({ id: 6, study_type: 'sub_study', study_status: 'closed', status: 20, dashboard_status: 'in_progress' }),
    userStudy({ id: 7, study_type: 'promotional_study', study_status: 'closed', status: 0 }),
    userStudy({ id: 8, study_type: 'sub_study', study_status: 'inactive', status: 0 }),
    userStudy({ id: 9, study_type: 'promotional_study', study_status: 'inactive', status: 0 }),
    userStudy({ id: 10, study_type: 'core_study', dashboard_status: 'in_progress', status: 10, is_eligible: false }),
    userStudy({
      id: 11,
      study_type: 'sub_study',
      study_status: 'ready_for_launch',
      dashboard_status: 'open',
      status: 0,
    }),
  ];
  const ids = (l: UserStudy[]) => l.map((u) => u.id);
  const groups = buildDashboard(list);

  it('000 §4 grouping: closed studies and opportunities apart', () => {
    expect(ids(groups.closed)).toEqual([6, 7]);
  });
  it('000 §2 studies: not started, in progress, completed (an ineligible core study shows as completed)', () => {
    expect(ids(groups.studies.notStarted)).toEqual([3]);
    expect(ids(groups.studies.inProgress)).toEqual([2]);
    expect(ids(groups.studies.completed)).toEqual([1, 10]);
  });
  it('000 §2 research opportunities: viewed and not viewed; inactive ones hidden', () => {
    expect(ids(groups.researchOpportunities.viewed)).toEqual([4]);
    expect(ids(groups.researchOpportunities.notViewed)).toEqual([5]);
  });
  it('000 §4 questionnaire history: completed core and annual studies', () => {
    expect(groups.showQuestionnaireHistory).toBe(true);
    expect(ids(groups.questionnaireHistory)).toEqual([1, 10]);
  });
  it('000 §4 grouping: a study in no group (inactive, not yet launched) is not shown', () => {
    const shown = [
      ...groups.closed,
      ...groups.studies.notStarted,
      ...groups.studies.inProgress,
      ...groups.studies.completed,
      ...groups.researchOpportunities.viewed,
      ...groups.researchOpportunities.notViewed,
    ];
    expect(shown.map((u) => u.id)).not.toContain(8);
    expect(shown.map((u) => u.id)).not.toContain(11);
  });
  it('000 §4 history hidden without completed core or annual studies', () => {
    expect(buildDashboard([userStudy()]).showQuestionnaireHistory).toBe(false);
  });
});

describe('card order', () => {
  it('leads with the core study, then the yearly questionnaire, then sub studies, whatever order the list comes in', () => {
    const annual = userStudy({ id: 1, study_type: 'annual_questionnaire', dashboard_status: 'not_started' });
    const sub = userStudy({ id: 2, study_type: 'sub_study', dashboard_status: 'not_started' });
    const core = userStudy({ id: 3, study_type: 'core_study', dashboard_status: 'not_started' });
    expect(buildDashboard([annual, sub, core]).studies.notStarted.map((us) => us.id)).toEqual([3, 1, 2]);
    const going = { status: 30, dashboard_status: 'in_progress' as const };
    const list = [
      userStudy({ id: 4, study_type: 'sub_study', ...going }),
      userStudy({ id: 5, study_type: 'core_study', ...going }),
    ];
    expect(buildDashboard(list).studies.inProgress.map((us) => us.id)).toEqual([5, 4]);
  });
});
