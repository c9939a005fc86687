import { describe, expect, it } from 'vitest';
import { buildDashboard } from './grouping';
import { userStudy } from './user-study-fixture';
import {
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

describe('card actions', () => {
  it.each([
    ['an ineligible open study', { is_eligible: false, dashboard_status: 'completed' as const, status: 60 }, true],
    ['an eligible study', { is_eligible: true }, false],
    ['eligibility unknown', { is_eligible: null }, false],
    ['a closed study', { is_eligible: false, study_status: 'closed' as const, status: 60 }, false],
    ['an inactive study', { is_eligible: false, study_status: 'inactive' as const }, false],
    ['a research opportunity', { is_eligible: false, study_type: 'promotional_study' as const }, false],
  ])('000 §2 Reactivate: %s → %s', (_n, over, expected) => {
    expect(canRetakeScreening(userStudy(over))).toBe(expected);
  });

  it.each([
    ['not started', { dashboard_status: 'not_started' as const }, true],
    ['open', { dashboard_status: 'open' as const }, true],
    ['in progress', { dashboard_status: 'in_progress' as const }, false],
    ['completed', { dashboard_status: 'completed' as const }, false],
    ['not eligible', { dashboard_status: 'not_started' as const, is_eligible: false }, false],
  ])('000 §9 fe_study_begin only for Start the study: %s', (_n, over, expected) => {
    expect(postsStudyBegin(userStudy(over))).toBe(expected);
  });

  it('000 §7 a research opportunity is marked viewed once', () => {
    expect(marksViewed(userStudy({ study_type: 'promotional_study' }))).toBe(true);
    expect(marksViewed(userStudy({ study_type: 'promotional_study', viewed_at: '2026-01-01T00:00:00Z' }))).toBe(false);
    expect(marksViewed(userStudy({ study_type: 'sub_study' }))).toBe(false);
  });

  it('promotions load for the open research opportunities only, viewed or not, in a stable order', () => {
    const groups = buildDashboard([
      userStudy({ id: 9, study_type: 'promotional_study', viewed_at: '2026-01-01T00:00:00Z' }),
      userStudy({ id: 4, study_type: 'promotional_study' }),
      userStudy({ id: 5, study_type: 'promotional_study', study_status: 'closed', status: 0 }),
      userStudy({ id: 2, study_type: 'core_study' }),
    ]);
    expect(promotionSources(groups)).toEqual([4, 9]);
  });

  it('001 §3 promotions add the participant id only when configured', () => {
    expect(promotionHref('https://x.example.org/a?b=1', 7, true)).toBe('https://x.example.org/a?b=1&participant_id=7');
    expect(promotionHref('https://x.example.org/a', 7, false)).toBe('https://x.example.org/a');
    expect(promotionHref('not a url', 7, true)).toBe('not a url');
  });

  it('000 §4 banners dismissed by the participant stay hidden', () => {
    const entry = (id: number) => ({ id, type: 'banner', title: 't', text: 'x', created_at: '2026-01-01' });
    expect(visibleBanners([entry(1), entry(2)], { '1': false }).map((e) => e.id)).toEqual([2]);
    expect(visibleBanners([entry(1)], undefined)).toHaveLength(1);
  });

  it('finds the core study', () => {
    expect(coreStudyOf([userStudy({ id: 2 }), userStudy({ id: 3, study_type: 'core_study' })])?.id).toBe(3);
    expect(coreStudyOf([userStudy()])).toBeUndefined();
  });
});

describe('reward (000 §9)', () => {
  const reward = { study_reward_on: true, study_reward_text: '$10 gift card' };
  it.each([
    ['a study with a reward', { ...reward }, true],
    ['reward off', { ...reward, study_reward_on: false }, false],
    ['no reward text', { ...reward, study_reward_text: null }, false],
    ['an open annual questionnaire', { ...reward, study_type: 'annual_questionnaire' as const }, true],
    [
      'an annual questionnaire completed after 2022-04-03',
      { ...reward, study_type: 'annual_questionnaire' as const, completed_at: '2023-01-01T00:00:00Z' },
      true,
    ],
    [
      'an annual questionnaire completed before',
      { ...reward, study_type: 'annual_questionnaire' as const, completed_at: '2022-01-01T00:00:00Z' },
      false,
    ],
  ])('%s → %s', (_n, over, expected) => {
    expect(showsReward(userStudy(over))).toBe(expected);
  });
});

describe('expiry on a card (000 §2, §9)', () => {
  it.each([
    ['an open study closing in 3 days', { expires_in_days: 3 }, '3 days'],
    ['an open study closing in 20 days', { expires_in_days: 20 }, '2 weeks'],
    ['a completed study', { expires_in_days: 3, dashboard_status: 'completed' as const }, null],
    ['an ineligible participant', { expires_in_days: 3, is_eligible: false }, null],
    ['no close date', { expires_in_days: null }, null],
  ])('%s → %s', (_n, over, expected) => {
    expect(cardExpiry(userStudy(over))).toBe(expected);
  });
});

describe("the study's own tag ('Start here')", () => {
  const tagged = { study_custom_tag_on: true, study_custom_tag_text: 'Start here' } as const;
  it.each([
    ['not started', userStudy({ ...tagged, dashboard_status: 'not_started' }), 'open', true],
    ['in progress', userStudy({ ...tagged, dashboard_status: 'in_progress' }), 'open', true],
    ['completed', userStudy({ ...tagged, dashboard_status: 'completed' }), 'open', false],
    ['on a history card', userStudy({ ...tagged, dashboard_status: 'completed' }), 'history', false],
    ['on a closed card', userStudy({ ...tagged, dashboard_status: 'not_started' }), 'closed', false],
    ['switched off', userStudy({ ...tagged, study_custom_tag_on: false }), 'open', false],
  ] as const)('%s: shown %s', (_, study, variant, shown) => {
    expect(showsCustomTag(study, variant)).toBe(shown);
  });
});
