import * as lib from 'libphonenumber-js';
import { describe, expect, it } from 'vitest';
import { PHONE_MESSAGES } from './account-field-texts';
import {
  checkPhone,
  DEFAULT_COUNTRY_CODE,
  invalidForCountry,
  isAllowedPhoneKey,
  normaliseInternationalPrefix,
  phoneToSend,
  sanitizePhoneInput,
} from './phone';

describe('phone entry keys', () => {
  it.each([
    ['1', true],
    ['+', true],
    ['a', false],
    ['-', false],
    [' ', false],
    ['(', false],
    ['Backspace', true],
    ['ArrowLeft', true],
    ['Tab', true],
  ])('key %j allowed: %s', (key, allowed) => {
    expect(isAllowedPhoneKey({ key })).toBe(allowed);
  });
  it('lets shortcuts such as Ctrl+V through', () => {
    expect(isAllowedPhoneKey({ key: 'v', ctrlKey: true })).toBe(true);
    expect(isAllowedPhoneKey({ key: 'v', metaKey: true })).toBe(true);
  });
});

describe('phone text', () => {
  it.each([
    ['+1 (202) 555-0123', '+12025550123'],
    ['202.555.0123', '2025550123'],
    ['  +44 20 7123 4567 ', '+442071234567'],
    ['1+2', '12'],
    ['abc', ''],
  ])('sanitises %j to %j', (raw, clean) => {
    expect(sanitizePhoneInput(raw)).toBe(clean);
  });
  it.each([
    ['0114420712345', '+4420712345'],
    ['004420712345', '+4420712345'],
    ['+12025550123', '+12025550123'],
    ['2025550123', '2025550123'],
  ])('turns the prefix of %j into +: %j', (value, out) => {
    expect(normaliseInternationalPrefix(value)).toBe(out);
  });
});

describe('checkPhone', () => {
  it.each([
    ['+1 202 555 0123', { e164: '+12025550123', display: '+1 2025550123' }],
    ['011 44 20 7123 4567', { e164: '+442071234567', display: '+44 2071234567' }],
    ['0044 2071234567', { e164: '+442071234567', display: '+44 2071234567' }],
  ])('reads %j', (raw, expected) => {
    const result = checkPhone(raw, lib);
    expect(result).toMatchObject(expected);
    expect(result.error).toBeUndefined();
  });
  it.each([
    ['2025550123', PHONE_MESSAGES.missingCountryCode],
    ['+1202555', PHONE_MESSAGES.tooShort],
    ['+1202555012345678', PHONE_MESSAGES.tooLong],
    ['+12025', PHONE_MESSAGES.tooShort],
    ['+4420712345', 'Enter a valid phone number for country code +44'],
    ['+12021234567', 'Enter a valid phone number for United States'],
  ])('rejects %j with %j', (raw, message) => {
    expect(checkPhone(raw, lib).error).toBe(message);
  });
  it('keeps a number whose country code cannot be split, with a warning', () => {
    const result = checkPhone('+999123456789', lib);
    expect(result.error).toBeUndefined();
    expect(result.warning).toBe(PHONE_MESSAGES.unknownCountry);
    expect(result.display).toBe('+999123456789');
  });
  it('answers the required message only when asked', () => {
    expect(checkPhone('', lib).error).toBeUndefined();
    expect(checkPhone('  ', lib, { required: PHONE_MESSAGES.requiredToContinue }).error).toBe(
      PHONE_MESSAGES.requiredToContinue,
    );
    expect(checkPhone('+', lib, { required: 'x' }).error).toBe('x');
  });
  it('names the country in the country-specific message', () => {
    expect(invalidForCountry('US')).toBe('Enter a valid phone number for United States');
    expect(invalidForCountry('GB', '44')).toBe('Enter a valid phone number for United Kingdom');
    expect(invalidForCountry(undefined)).toBe('Enter a valid phone number');
  });
});

describe('the prefilled country code', () => {
  it('alone is an empty field: required where asked, nothing sent', () => {
    expect(checkPhone('+1', lib)).toEqual({ error: undefined, display: '+1' });
    expect(checkPhone('+1 ', lib, { required: 'Phone number is required to continue' }).error).toBe(
      'Phone number is required to continue',
    );
    expect(phoneToSend('+1', lib)).toBeNull();
    expect(phoneToSend('', lib)).toBeNull();
    expect(phoneToSend(`${DEFAULT_COUNTRY_CODE}5551234567`, lib)).toBe('+15551234567');
  });
});
