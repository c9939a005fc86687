import { describe, expect, it } from 'vitest';
import {
  isFullPhoneNumber,
  isValidAddress,
  isValidCity,
  isValidEmail,
  isValidPersonName,
  isValidRegistrationEmail,
  isValidZip,
  normaliseEmail,
  normalisePhone,
} from './account-field-rules';

describe('e-mail syntax', () => {
  it.each([
    ['ann@example.org', true, true],
    [' Ann@Example.ORG ', true, true],
    ["o'neil+t1d@sub.example.info", true, true],
    // Consecutive dots are refused everywhere, in the local part and in the domain.
    ['a..b@example.com', false, false],
    ['ann@example..com', false, false],
    ['.ann@example.com', false, false],
    // `_` is never part of a domain.
    ['ann@exa_mple.com', false, false],
    ['ann_lee@example.com', true, true],
    // Registration asks a top-level domain of 2 to 4 letters; elsewhere a longer one is fine.
    ['ann@example.museum', true, false],
    ['ann@example.info', true, true],
    ['ann@example.c', false, false],
    ['ann@example', false, false],
    ['ann@-example.com', false, false],
    ['ann example@example.com', false, false],
    // Registration's intro pattern keeps to the usual local-part characters.
    ['ann!lee@example.com', true, false],
    ['@example.com', false, false],
  ])('%j: general %s, registration %s', (email, general, registration) => {
    expect(isValidEmail(email)).toBe(general);
    expect(isValidRegistrationEmail(email)).toBe(registration);
  });

  it('stores and compares an address trimmed and lower-cased', () => {
    expect(normaliseEmail('  Ann@Example.ORG ')).toBe('ann@example.org');
  });
});

describe('names, address, city, zip (judged trimmed)', () => {
  it.each([
    ['Ann', true],
    ["O'Brien-Núñez", true],
    ['Mei–Lin', true],
    [' Ann ', true],
    // Names as US families have them (DECISIONS §14): single spaces between parts, and periods.
    ['Mary Ann', true],
    ['García López', true],
    ['Van Dyke', true],
    ['De La Cruz', true],
    ['Martin Luther King Jr.', true],
    ['St. John', true],
    ['Ann  Marie', false],
    ['Ann\u00a0Marie', false],
    ['Ann\tMarie', false],
    ['Smith!', false],
    ['Lee, Ann', false],
    ['', false],
    ['a'.repeat(50), true],
    ['a'.repeat(51), false],
  ])('name %j → %s', (value, ok) => expect(isValidPersonName(value)).toBe(ok));

  it.each([
    ['12 Main St', true],
    ['42 Elm Street Apt 3', true],
    ['12 Main St. #4', false],
    ['1, Main', false],
  ])('address %j → %s', (value, ok) => expect(isValidAddress(value)).toBe(ok));

  it.each([
    ['St. Louis', true],
    ["Coeur d'Alene", true],
    ['Winston-Salem', true],
    ['Boston123', false],
  ])('city %j → %s', (value, ok) => expect(isValidCity(value)).toBe(ok));

  it.each([
    ['63101', true],
    [' 63101 ', true],
    ['6310', false],
    ['63101-1234', false],
    ['abcde', false],
  ])('zip %j → %s', (value, ok) => expect(isValidZip(value)).toBe(ok));
});

describe('full phone number (E.164)', () => {
  it.each([
    ['+16175550100', true],
    ['+1 (617) 555-0100', true],
    ['+1234567', true],
    ['+12345', false],
    ['+1234567890123456', false],
    ['6175550100', false],
    ['', false],
  ])('%j → %s', (value, ok) => expect(isFullPhoneNumber(value)).toBe(ok));

  it('drops spaces, brackets and dashes and passes empty values through', () => {
    expect(normalisePhone('+1 (617) 555-0100')).toBe('+16175550100');
    expect(normalisePhone(null)).toBeNull();
    expect(normalisePhone('')).toBe('');
  });
});
