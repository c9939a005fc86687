import { describe, expect, it } from 'vitest';
import { ageInYears } from '@engine';
import { toProfile, type ParticipantRow } from './participants';

// The profile's age_years is the engine's age: whole years in the participant's
// calendar, so the profile and the study conditions never disagree.

const row = (over: Partial<ParticipantRow>): ParticipantRow =>
  ({
    id: 1,
    first_name: 'A',
    last_name: 'B',
    email: 'a@example.com',
    birthday: '2008-06-16',
    timezone: 'America/Los_Angeles',
    account_status: 'active',
    created_at: new Date(),
    updated_at: new Date(),
    ...over,
  }) as ParticipantRow;

describe('profile age_years (001 §5 age)', () => {
  // 02:00 UTC on 16 June 2026: still 15 June in Los Angeles, already 16 June in Berlin.
  const now = new Date('2026-06-16T02:00:00Z');
  it.each([
    ['America/Los_Angeles', 17],
    ['Europe/Berlin', 18],
    [null, 17],
  ])('a participant in %s is %s the evening before the 18th birthday in the US', (timezone, age) => {
    const profile = toProfile(row({ timezone }), [], now);
    expect(profile.age_years).toBe(age);
    expect(profile.age_years).toBe(ageInYears('2008-06-16', now, timezone));
  });
});
