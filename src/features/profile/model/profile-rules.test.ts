import { describe, expect, it } from 'vitest';
import { SINGLE_LINE_MESSAGE } from '@/shared/lib/account-field-rules';
import { REFUSED_CHARACTERS } from '@/testing/refused-characters';
import {
  changedFields,
  emptyWithdrawal,
  passwordChangeErrors,
  smsDisabled,
  validateAddress,
  validateCity,
  validatePersonName,
  validateState,
  validateZip,
  withdrawalErrors,
  withdrawalPayload,
} from './profile-rules';

const STATES = [
  { name: 'Massachusetts', abbreviation: 'MA' },
  { name: 'Texas', abbreviation: 'TX' },
];

describe('personal and household rules (spec 000 §5)', () => {
  it.each([
    ['', 'first', 'This field is required'],
    ['  ', 'last', 'This field is required'],
    ['Mary  Jo', 'first', 'Enter valid first name'],
    ['Smith!', 'last', 'Enter valid last name'],
    ["O'Neil–Smith", 'last', undefined],
    ['Zoë', 'first', undefined],
    ['Van Dyke', 'last', undefined],
    ['García López', 'last', undefined],
  ] as const)('name %j (%s) → %s', (value, which, message) => {
    expect(validatePersonName(value, which)).toBe(message);
  });

  it.each(REFUSED_CHARACTERS)('a name, an address or a city with a %s: the single-line message', (_name, char) => {
    expect(validatePersonName(`Vic${char}`, 'first')).toBe(SINGLE_LINE_MESSAGE);
    expect(validateAddress(`1 Main St${char}Apt 2`)).toBe(SINGLE_LINE_MESSAGE);
    expect(validateCity(`Boston${char}`)).toBe(SINGLE_LINE_MESSAGE);
  });

  it('address, city, state and zip', () => {
    expect(validateAddress('')).toBe('Address is required');
    expect(validateAddress('1 Main St.')).toBe('Please enter valid address');
    expect(validateAddress('1 Main St')).toBeUndefined();
    expect(validateCity(' ')).toBe('City is required');
    expect(validateCity('B0ston')).toBe('Please enter valid city');
    expect(validateCity("Coeur d'Alene")).toBeUndefined();
    expect(validateState('Texas', STATES)).toBeUndefined();
    expect(validateState('ma', STATES)).toBeUndefined();
    expect(validateState('', STATES)).toBeUndefined();
    expect(validateState('Narnia', STATES)).toBe('State does not exist');
    expect(validateZip(' 02101 ')).toBeUndefined();
    expect(validateZip('2101')).toBe('Please enter a valid 5-digit zip code');
    expect(validateZip('021011')).toBe('Please enter a valid 5-digit zip code');
  });
});

describe('change password', () => {
  const values = { old_password: 'Old-Pass-1!', new_password: 'New-Pass-1!', new_password_confirm: 'New-Pass-1!' };
  it('accepts a different, confirmed password', () => {
    expect(passwordChangeErrors(values, true)).toEqual({});
  });
  it('asks for the old password only on native accounts', () => {
    expect(passwordChangeErrors({ ...values, old_password: '' }, true)).toEqual({
      old_password: 'Current password is required',
    });
    expect(passwordChangeErrors({ ...values, old_password: '' }, false)).toEqual({});
  });
  it('refuses the same password and a different confirmation', () => {
    expect(
      passwordChangeErrors(
        { old_password: 'Same-Pass-1!', new_password: 'Same-Pass-1!', new_password_confirm: 'x' },
        true,
      ),
    ).toEqual({
      new_password: 'New password cannot be the same as the current password',
      new_password_confirm: 'Password confirmation does not match',
    });
  });
});

describe('changedFields', () => {
  it('keeps only what differs from the loaded values, ignoring surrounding spaces', () => {
    expect(changedFields({ a: 'x', b: 'y', c: true }, { a: 'x ', b: 'z', c: false })).toEqual({ b: 'z', c: false });
    expect(changedFields({ a: 'x' }, { a: 'x' })).toEqual({});
  });
});

describe('smsDisabled', () => {
  it('needs a full number with the country code', () => {
    expect(smsDisabled(null)).toBe(true);
    expect(smsDisabled('6175550100')).toBe(true);
    expect(smsDisabled('+16175550100')).toBe(false);
  });
});

describe('withdrawal (spec 000 §4-§5)', () => {
  it('needs a reason, and its own text with other', () => {
    expect(withdrawalErrors(emptyWithdrawal())).toEqual({
      reasons: 'Please select at least one reason for withdrawal.',
    });
    expect(withdrawalErrors({ ...emptyWithdrawal(), other: true, reason: '  ' })).toEqual({
      reason: 'Please state your own reason for withdrawal.',
    });
    expect(withdrawalErrors({ ...emptyWithdrawal(), receiving_too_many_emails: true })).toEqual({});
  });
  it('submits only the ticked boxes and a non-empty reason of other', () => {
    expect(withdrawalPayload({ ...emptyWithdrawal(), have_data_privacy_concerns: true, reason: 'ignored' })).toEqual({
      have_data_privacy_concerns: true,
    });
    expect(withdrawalPayload({ ...emptyWithdrawal(), other: true, reason: ' Moving abroad ' })).toEqual({
      other: true,
      reason: 'Moving abroad',
    });
  });
});
