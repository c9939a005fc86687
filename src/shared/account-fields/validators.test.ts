import { describe, expect, it } from 'vitest';
import { SINGLE_LINE_MESSAGE } from '../lib/account-field-rules';
import { REFUSED_CHARACTERS } from '../../testing/refused-characters';
import { EMAIL_MESSAGES, NAME_MESSAGES, PASSWORD_MESSAGES, PROFILE_TYPE_MESSAGES } from './account-field-texts';
import {
  validateNotOwnEmail,
  normaliseEmail,
  validateEmail,
  validateEmailConfirmation,
  validateFirstName,
  validateLastName,
  validateLoginPassword,
  validateNewPassword,
  validatePasswordConfirmation,
  validateProfileType,
  validateRegistrationEmail,
} from './validators';

describe('email', () => {
  it.each([
    ['', EMAIL_MESSAGES.required],
    ['   ', EMAIL_MESSAGES.required],
    ['ann', EMAIL_MESSAGES.format],
    ['ann@', EMAIL_MESSAGES.format],
    ['ann@example', EMAIL_MESSAGES.format],
    ['ann example@x.org', EMAIL_MESSAGES.format],
    ['ann@example.org', undefined],
    [' Ann@Example.ORG ', undefined],
    ['ann@example.museum', undefined],
  ])('sign-in %j → %j', (value, message) => {
    expect(validateEmail(value)).toBe(message);
  });
  it.each([
    ['', EMAIL_MESSAGES.required],
    ['ann', EMAIL_MESSAGES.format],
    ['ann@example.museum', EMAIL_MESSAGES.notValid],
    ['ann@example.c', EMAIL_MESSAGES.format],
    ['ann@sub.example.info', undefined],
    ["o'neil+t1d@example.org", undefined],
  ])('registration %j → %j', (value, message) => {
    expect(validateRegistrationEmail(value)).toBe(message);
  });
  it.each([
    ['a..b@example.com', EMAIL_MESSAGES.format, EMAIL_MESSAGES.format],
    ['ann@exa_mple.com', EMAIL_MESSAGES.format, EMAIL_MESSAGES.format],
    ['ann@example.museum', undefined, EMAIL_MESSAGES.notValid],
  ])('the server’s rule: %j → %j anywhere, %j at registration', (value, anywhere, registration) => {
    expect(validateEmail(value)).toBe(anywhere);
    expect(validateRegistrationEmail(value)).toBe(registration);
  });
  it('lowercases and trims for sign-in', () => {
    expect(normaliseEmail('  Ann@Example.ORG ')).toBe('ann@example.org');
  });
  it.each([
    ['', 'a@b.org', EMAIL_MESSAGES.required],
    ['A@B.org', 'a@b.org', undefined],
    ['a@c.org', 'a@b.org', EMAIL_MESSAGES.mismatch],
  ])('confirmation %j of %j → %j', (value, email, message) => {
    expect(validateEmailConfirmation(value, email)).toBe(message);
  });
});

describe('passwords', () => {
  it.each([
    ['', PASSWORD_MESSAGES.required],
    ['short1!A', undefined],
    ['Short1!', PASSWORD_MESSAGES.rule],
    ['alllower1!', PASSWORD_MESSAGES.rule],
    ['ALLUPPER1!', PASSWORD_MESSAGES.rule],
    ['NoDigits!!', PASSWORD_MESSAGES.rule],
    ['NoSpecial11', PASSWORD_MESSAGES.rule],
    ['Demo-Adult-1', undefined],
  ])('new password %j → %j', (value, message) => {
    expect(validateNewPassword(value)).toBe(message);
  });
  it('sign-in only needs a password', () => {
    expect(validateLoginPassword('')).toBe(PASSWORD_MESSAGES.required);
    expect(validateLoginPassword('x')).toBeUndefined();
  });
  it.each([
    ['', 'Abcdef1!', undefined, PASSWORD_MESSAGES.required],
    ['Abcdef1', 'Abcdef1!', undefined, PASSWORD_MESSAGES.mismatch],
    ['Abcdef1', 'Abcdef1!', PASSWORD_MESSAGES.confirmationMismatch, PASSWORD_MESSAGES.confirmationMismatch],
    ['Abcdef1!', 'Abcdef1!', undefined, undefined],
  ])('confirmation %j of %j → %j', (value, password, custom, message) => {
    expect(validatePasswordConfirmation(value, password, custom)).toBe(message);
  });
});

describe('names and profile type', () => {
  it.each([
    [validateFirstName, '', NAME_MESSAGES.firstRequired],
    [validateFirstName, '  ', 'First name is required'],
    [validateFirstName, 'Ann', undefined],
    [validateLastName, '', 'Last name is required'],
    [validateLastName, 'Lee', undefined],
    [validateFirstName, 'Mary Ann', undefined],
    [validateLastName, 'De La Cruz', undefined],
    [validateFirstName, 'Ann  Marie', 'Enter valid first name'],
    [validateLastName, 'Smith!', 'Enter valid last name'],
  ])('%o %j → %j', (validate, value, message) => {
    expect(validate(value)).toBe(message);
  });
  it.each([
    [undefined, PROFILE_TYPE_MESSAGES.required],
    [null, 'Profile type is required'],
    ['', 'Profile type is required'],
    ['other', 'Profile type is required'],
    ['adult', undefined],
    ['child', undefined],
  ])('profile type %j → %j', (value, message) => {
    expect(validateProfileType(value)).toBe(message);
  });
});

describe('validateNotOwnEmail', () => {
  it('refuses the parent’s own address in any case, accepts another or an unknown own address', () => {
    expect(validateNotOwnEmail(' Ann@Example.org ', 'ann@example.org')).toBe(
      'Enter your child’s own email address, not yours.',
    );
    expect(validateNotOwnEmail('jamie@example.org', 'ann@example.org')).toBeUndefined();
    expect(validateNotOwnEmail('jamie@example.org', null)).toBeUndefined();
  });
});

describe('names and e-mail are one line of visible text', () => {
  it.each(REFUSED_CHARACTERS)('a name with a %s is refused with the single-line message', (_name, char) => {
    expect(validateFirstName(`Vic${char}Tim`)).toBe(SINGLE_LINE_MESSAGE);
    expect(validateLastName(`Tim${char}`)).toBe(SINGLE_LINE_MESSAGE);
  });

  it.each(REFUSED_CHARACTERS)('an e-mail with a %s inside is refused', (_name, char) => {
    expect(validateEmail(`vic${char}tim@example.org`)).toBeDefined();
    expect(validateRegistrationEmail(`vic${char}tim@example.org`)).toBeDefined();
  });

  it('an e-mail with a bidi override says so', () => {
    expect(validateEmail('vic\u202etim@example.org')).toBe(SINGLE_LINE_MESSAGE);
  });

  it('keeps accepting names such as Siobhán O’Brien-Núñez', () => {
    expect(validateFirstName('Siobhán')).toBeUndefined();
    expect(validateLastName('O’Brien-Núñez')).toBeUndefined();
  });
});
