import { describe, expect, it } from 'vitest';
import { isStrongPassword } from './password-rule';

describe('password rule (spec 000 §5)', () => {
  it.each([
    ['Abcdef1!', true, 'all four kinds, exactly 8'],
    ['Demo-Adult-1', true, 'hyphen counts as special'],
    ['Ab1!Ab1!', true, 'repeated kinds'],
    ['Päss-wörd1A', true, 'letters outside ASCII count as special'],
    ['Abcde1!', false, '7 characters'],
    ['abcdefg1!', false, 'no uppercase'],
    ['ABCDEFG1!', false, 'no lowercase'],
    ['Abcdefgh!', false, 'no digit'],
    ['Abcdefg12', false, 'no special character'],
    ['Abcdef 12', false, 'a space is not a special character'],
    ['', false, 'empty'],
  ])('%j → %s (%s)', (password, ok) => expect(isStrongPassword(password)).toBe(ok));
});
