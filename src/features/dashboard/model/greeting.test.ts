import { describe, expect, it } from 'vitest';
import { isFirstVisit } from './greeting';

describe('isFirstVisit', () => {
  it.each([
    ['signed in by the registration itself', '2026-03-01T10:00:03Z', true],
    ['never signed in', null, true],
    ['signed in again days later', '2026-03-05T09:00:00Z', false],
  ])('%s', (_name, last_login, expected) => {
    expect(isFirstVisit({ created_at: '2026-03-01T10:00:00Z', last_login })).toBe(expected);
  });
});
