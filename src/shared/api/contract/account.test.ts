import { describe, expect, it } from 'vitest';
import { Value } from 'typebox/value';
import { isPartnerSource, isStrongPassword } from './account';
import { LoginAnswer, SmsConsentUpdate, WithdrawalReasonForm } from './sign-in-payloads';

describe('isStrongPassword (spec 000 §5)', () => {
  it.each([
    ['Abcdef1!', true],
    ['Str0ng-Passw0rd!', true],
    ['Abcde1!', false],
    ['abcdefg1!', false],
    ['ABCDEFG1!', false],
    ['Abcdefgh!', false],
    ['Abcdefg12', false],
    ['Abcdef 12', false],
  ])('%s → %s', (password, ok) => expect(isStrongPassword(password)).toBe(ok));
});

describe('payload schemas', () => {
  it('accept a token or an otp id as the login answer', () => {
    expect(Value.Check(LoginAnswer, { token: 'x' })).toBe(true);
    expect(Value.Check(LoginAnswer, { otp_id: 'x' })).toBe(true);
    expect(Value.Check(LoginAnswer, {})).toBe(false);
  });
  it('require a phone only when SMS consent is accepted', () => {
    expect(Value.Check(SmsConsentUpdate, { status: 'skipped' })).toBe(true);
    expect(Value.Check(SmsConsentUpdate, { status: 'accepted' })).toBe(false);
    expect(Value.Check(SmsConsentUpdate, { status: 'accepted', phone: '+1555' })).toBe(true);
  });
  it('take only booleans as withdrawal reasons', () => {
    expect(Value.Check(WithdrawalReasonForm, { other: true, reason: 'moving' })).toBe(true);
    expect(Value.Check(WithdrawalReasonForm, { other: 'yes' })).toBe(false);
  });
});

describe('isPartnerSource (spec 001 §1 sources, §6 registry-trial participants)', () => {
  it.each([
    ['jaeb', true],
    ['registry_jaeb', true],
    ['registry', false],
    ['JAEB', false],
    ['', false],
    [null, false],
    [undefined, false],
  ])('%s → %s', (source, partner) => expect(isPartnerSource(source)).toBe(partner));
});
