import { describe, expect, it } from 'vitest';
import { paths, safeLocalPath } from './paths';

describe('safeLocalPath', () => {
  it.each([
    ['/dashboard', '/dashboard'],
    ['/survey/study/1/user-study/2/user/3?procedure=consent', '/survey/study/1/user-study/2/user/3?procedure=consent'],
    [null, '/'],
    ['', '/'],
    ['dashboard', '/'],
    ['https://evil.example.org/', '/'],
    ['//evil.example.org/', '/'],
    ['/\\evil.example.org/', '/'],
    ['/\t/evil.example.org/', '/'],
    ['/\n/evil.example.org/', '/'],
    ['javascript:alert(1)', '/'],
  ])('%j → %s', (value, expected) => {
    expect(safeLocalPath(value, '/')).toBe(expected);
  });
});

describe('href builders', () => {
  it('encode the return path for sign-in and logout', () => {
    expect(paths.login.href('/survey/study/1/user-study/2/user/3?procedure=consent')).toBe(
      '/auth/login?redirectTo=%2Fsurvey%2Fstudy%2F1%2Fuser-study%2F2%2Fuser%2F3%3Fprocedure%3Dconsent',
    );
    expect(paths.logout.href('/auth/register?jtoken=a b')).toBe('/logout?to=%2Fauth%2Fregister%3Fjtoken%3Da%20b');
    expect(paths.login.href()).toBe('/auth/login');
  });
});
