import { describe, expect, it } from 'vitest';
import { formatMediumDate, formatSignedAt, isPartnerConsent, profileName, signerOf } from './consent-model';

describe('formatSignedAt: M/d/yyyy h:mm:ss a', () => {
  it.each([
    ['2026-03-05T14:07:09.000Z', 'UTC', '3/5/2026 2:07:09 PM'],
    ['2026-03-05T00:00:01.000Z', 'UTC', '3/5/2026 12:00:01 AM'],
    ['2026-12-25T14:07:09.000Z', 'America/New_York', '12/25/2026 9:07:09 AM'],
    ['2026-03-05T14:07:09.000Z', 'Not/AZone', expect.stringMatching(/^\d{1,2}\/\d{1,2}\/2026 \d{1,2}:07:09 [AP]M$/)],
  ])('%s in %s', (iso, zone, text) => {
    expect(formatSignedAt(iso, zone)).toEqual(text);
  });
  it('answers nothing for a date that is not one', () => {
    expect(formatSignedAt('soon')).toBe('');
  });
});

it('formats the medium date of the submitted-procedure actions', () => {
  expect(formatMediumDate('2026-03-05T14:07:09.000Z', 'UTC')).toBe('Mar 5, 2026, 2:07:09 PM');
});

it('knows the partner consent and the signer of each type', () => {
  expect(isPartnerConsent({ consent_type: 'jaeb' })).toBe(true);
  expect(isPartnerConsent({ consent_type: 'adult' })).toBe(false);
  expect([signerOf('parental'), signerOf('child'), signerOf('adult'), signerOf('universal')]).toEqual([
    'guardian',
    'minor',
    'participant',
    'participant',
  ]);
});

it('takes the partner consent’s name from the profile', () => {
  expect(profileName({ first_name: ' Jordan ', last_name: 'Partner' })).toBe('Jordan Partner');
  expect(profileName({ first_name: 'Jordan', last_name: null })).toBe('Jordan');
  expect(profileName(null)).toBe('');
});
