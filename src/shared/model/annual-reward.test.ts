import { describe, expect, it } from 'vitest';
import { annualRewardApplies, donationOffered } from './annual-reward';

const aq = (completed_at: string | null, study_reward_on = true) => ({
  study_type: 'annual_questionnaire' as const,
  completed_at,
  study_reward_on,
});

describe('annual questionnaire reward (000 §9)', () => {
  it.each<[string, string | null, boolean]>([
    ['completed after 2022-04-03', '2022-04-04T12:00:00Z', true],
    ['completed on 2022-04-03', '2022-04-03T12:00:00Z', false],
    ['completed before', '2021-12-01T12:00:00Z', false],
    ['not completed', null, false],
    ['an invalid date', 'soon', false],
  ])('000 §9 annual reward rule: %s', (_n, completedAt, expected) => {
    expect(annualRewardApplies(aq(completedAt))).toBe(expected);
  });

  it('000 §9 only an annual questionnaire earns the reward', () => {
    expect(annualRewardApplies({ study_type: 'core_study', completed_at: '2024-01-01T12:00:00Z' })).toBe(false);
  });

  it('001 §2 Donate Gift Card is offered only when the study has a reward and the rule applies', () => {
    expect(donationOffered(aq('2026-01-01T12:00:00Z'))).toBe(true);
    expect(donationOffered(aq('2026-01-01T12:00:00Z', false))).toBe(false);
    expect(donationOffered(aq('2022-04-01T12:00:00Z'))).toBe(false);
  });
});
