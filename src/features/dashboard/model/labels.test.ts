import { describe, expect, it } from 'vitest';
import type { UserStudy } from '@contract/user-study';
import { bannerCounts, bannerText } from './banner';
import { userStudy } from './user-study-fixture';
import { expiryText, progressLabel, studyAction, viewedText } from './labels';

describe('progress labels (000 §4)', () => {
  it.each<[string, Partial<UserStudy>, string]>([
    ['000 §4 label Open', { dashboard_status: 'open' }, 'Open'],
    ['000 §4 label Not started', { dashboard_status: 'not_started' }, 'Not started'],
    [
      '000 §4 label In progress',
      { dashboard_status: 'in_progress', current_status: 'Screening: in progress' },
      'In progress',
    ],
    ['000 §4 label Intro', { dashboard_status: 'in_progress', current_status: 'Intro: in progress' }, 'Intro'],
    ['000 §4 label Completed', { dashboard_status: 'completed' }, 'Completed'],
    ['000 §4 label Closed by system', { dashboard_status: 'closed_by_system' }, 'Closed by system'],
    ['000 §4 label Closed', { dashboard_status: 'closed' }, 'Closed'],
    [
      '000 §4 an ineligible core study shows as completed',
      { study_type: 'core_study', dashboard_status: 'in_progress', is_eligible: false },
      'Completed',
    ],
    [
      '000 §4 an ineligible sub study keeps its label',
      { study_type: 'sub_study', dashboard_status: 'in_progress', is_eligible: false },
      'In progress',
    ],
  ])('%s', (_n, over, label) => {
    expect(progressLabel(userStudy(over))).toBe(label);
  });

  it.each<[string, Partial<UserStudy>, string]>([
    ['not started', { dashboard_status: 'not_started' }, 'Start the study'],
    ['open', { dashboard_status: 'open' }, 'Start the study'],
    ['in progress', { dashboard_status: 'in_progress' }, 'Resume'],
    ['completed', { dashboard_status: 'completed' }, 'View details'],
    ['not eligible', { dashboard_status: 'in_progress', is_eligible: false }, 'View details'],
  ])('000 §2 buttons: %s → %s', (_n, over, action) => {
    expect(studyAction(userStudy(over))).toBe(action);
  });
});

describe('expiry and viewed (000 §2, §9)', () => {
  it.each<[number | null, string | null]>([
    [null, null],
    [-1, null],
    [0, '0 days'],
    [1, '1 day'],
    [6, '6 days'],
    [7, '1 week'],
    [13, '1 week'],
    [14, '2 weeks'],
    [30, '4 weeks'],
  ])('000 §9 expiry: %s days → %s (days under 7, else weeks)', (days, text) => {
    expect(expiryText(days)).toBe(text);
  });

  it.each<[string | null, string]>([
    ['2026-03-01T12:00:00Z', 'Viewed: Mar 1, 2026'],
    ['2026-11-20', 'Viewed: Nov 20, 2026'],
    [null, 'Not viewed'],
    ['not a date', 'Not viewed'],
  ])("000 §2 research opportunity: 'Viewed: {date}' or 'Not viewed' (%s)", (viewedAt, text) => {
    expect(viewedText(viewedAt)).toBe(text);
  });
});

describe('banner (000 §2)', () => {
  it.each([
    [{ studies: 0, researchOpportunities: 0 }, 'New opportunities are coming soon!'],
    [{ studies: 1, researchOpportunities: 1 }, 'You have 1 new study and 1 new research opportunity available'],
    [{ studies: 2, researchOpportunities: 3 }, 'You have 2 new studies and 3 new research opportunities available'],
    [{ studies: 0, researchOpportunities: 2 }, 'You have 0 new studies and 2 new research opportunities available'],
  ])('000 §2 banner wording %#', (counts, text) => {
    expect(bannerText(counts)).toBe(text);
  });

  it('000 §2 banner counts: available studies and unviewed open opportunities', () => {
    const list = [
      userStudy({ id: 1 }),
      userStudy({ id: 2, dashboard_status: 'in_progress', status: 20 }),
      userStudy({ id: 3, study_type: 'promotional_study' }),
      userStudy({ id: 4, study_type: 'promotional_study', viewed_at: '2026-01-01T12:00:00Z' }),
      userStudy({ id: 5, study_type: 'promotional_study', study_status: 'closed' }),
      userStudy({ id: 6, study_type: 'promotional_study', study_status: 'inactive' }),
      userStudy({ id: 7, study_status: 'closed' }),
      userStudy({ id: 8, is_eligible: false }),
    ];
    expect(bannerCounts(list)).toEqual({ studies: 1, researchOpportunities: 1 });
  });
});
