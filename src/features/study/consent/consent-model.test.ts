import { expect, it } from 'vitest';
import { isPartnerConsent, profileName, signerOf } from './consent-model';

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
