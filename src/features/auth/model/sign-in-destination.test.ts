import { describe, expect, it } from 'vitest';
import { signInDestination } from './sign-in-destination';

describe('signInDestination (spec 000 §4 sign-in step 6, profile loading)', () => {
  it.each([
    [{ state: 'regular' }, '/dashboard'],
    [{ state: 'pending' }, '/dashboard'],
    [{ state: 'regular', fromRegistration: true }, '/register-success'],
    [{ state: 'pending', fromRegistration: true }, '/dashboard'],
    [{ state: 'regular', redirectTo: '/user-profile' }, '/user-profile'],
    [
      { state: 'regular', redirectTo: '/survey/study/1/user-study/2/user/3?procedure=screening' },
      '/survey/study/1/user-study/2/user/3?procedure=screening',
    ],
    [{ state: 'regular', fromRegistration: true, redirectTo: '/user-profile' }, '/register-success'],
    [{ state: 'pending', redirectTo: '/user-profile' }, '/user-profile'],
    [{ state: 'regular', redirectTo: 'https://evil.example.org/' }, '/dashboard'],
    [{ state: 'regular', redirectTo: '//evil.example.org' }, '/dashboard'],
    [{ state: 'regular', redirectTo: '' }, '/dashboard'],
    [{ state: 'reconsent_pending', redirectTo: '/dashboard' }, '/child-profile'],
    [{ state: 'reconsent' }, '/re-consent'],
    [{ state: 'assent', fromRegistration: true }, '/assent'],
  ])('%j → %s', (input, expected) => {
    expect(signInDestination(input)).toBe(expected);
  });
  it.each([['withdrawn'], [null], [undefined], ['']])(
    'an unknown state %j raises INVALID PARTICIPANT STATE',
    (state) => {
      expect(() => signInDestination({ state })).toThrow('INVALID PARTICIPANT STATE');
    },
  );
});
