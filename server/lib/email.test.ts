import { describe, expect, it } from 'vitest';
import { checkEmailSpelling, editDistance, isValidEmailSyntax, suggestDomain } from './email';

describe('isValidEmailSyntax', () => {
  it.each([
    ['a@b.co', true],
    ['first.last+tag@sub.example.org', true],
    ['a..b@example.com', false],
    ['.a@example.com', false],
    ['a@example', false],
    ['a@-example.com', false],
    ['a b@example.com', false],
    ['a@example.c', false],
    ['@example.com', false],
  ])('%s → %s', (email, ok) => expect(isValidEmailSyntax(email)).toBe(ok));
});

describe('suggestDomain', () => {
  it.each([
    ['gmial.com', 'gmail.com'],
    ['gmai.com', 'gmail.com'],
    ['yaho.com', 'yahoo.com'],
    ['yahooo.com', 'yahoo.com'],
    ['outlok.com', 'outlook.com'],
    ['icloud.co', 'icloud.com'],
    ['example.con', 'example.com'],
    ['gmail.com', undefined],
    ['jaeb.org', undefined],
    ['mayo.edu', undefined],
    ['aol.co.uk', undefined],
  ])('%s → %s', (domain, suggestion) => expect(suggestDomain(domain)).toBe(suggestion));
});

describe('editDistance', () => {
  it('counts a transposition as one edit', () => {
    expect(editDistance('gmial', 'gmail')).toBe(1);
    expect(editDistance('abc', 'abc')).toBe(0);
    expect(editDistance('', 'ab')).toBe(2);
  });
});

describe('checkEmailSpelling', () => {
  it('answers a blocking message for an empty or malformed address and a warning for a typo', () => {
    expect(checkEmailSpelling('  ')).toEqual({ is_ok: false, message: 'Email is required' });
    expect(checkEmailSpelling('x@y')).toEqual({ is_ok: false, message: 'Email is not valid' });
    expect(checkEmailSpelling('Jo@Gmial.com')).toEqual({ is_ok: false, suggestion: 'Jo@gmail.com' });
    expect(checkEmailSpelling(' jo@gmail.com ')).toEqual({ is_ok: true });
  });
});
