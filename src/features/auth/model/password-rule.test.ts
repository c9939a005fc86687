import { describe, expect, it } from 'vitest';
import * as contract from '../../../shared/api/contract/account';
import { isStrongPassword, PASSWORD_MESSAGES, PASSWORD_PATTERN } from './password-rule';

describe('password rule', () => {
  it('is the contract rule, word for word', () => {
    expect(PASSWORD_PATTERN).toBe(contract.PASSWORD_PATTERN);
    expect(PASSWORD_MESSAGES).toEqual(contract.PASSWORD_MESSAGES);
  });
  it.each(['Abcdef1!', 'Demo-Adult-1', 'short', 'abcdefg1!', 'ABCDEFG1!', 'Abcdefgh!', 'Abcdefg12', 'Abc def1 ', 'Ab1!Ab1!'])('agrees with the contract on %j', (password) => {
    expect(isStrongPassword(password)).toBe(contract.isStrongPassword(password));
  });
});
