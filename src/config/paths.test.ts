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

describe('safeLocalPath never hands out a way off the origin', () => {
  const ORIGIN = 'https://registry.example.org';
  const TRICKY = [
    '/./\\evil.example.org',
    '/..//evil.example.org',
    '/.//evil.example.org',
    '/a/..//evil.example.org',
    '/%2e%2e//evil.example.org',
    '/%2F%2Fevil.example.org',
    '/%2f/evil.example.org',
    '/%5Cevil.example.org',
    '/%5C%5Cevil.example.org',
    '/\t/evil.example.org',
    '/\n/evil.example.org',
    '/\r\n/evil.example.org',
    '\\\\evil.example.org',
    '/\\/evil.example.org',
    '\\/evil.example.org',
    'javascript:alert(1)',
    ' javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'https://evil.example.org',
    'https:evil.example.org',
    '//evil.example.org',
    '///evil.example.org',
    '/ //evil.example.org',
    '/dashboard',
    '/survey/study/1/user-study/2/user/3?procedure=consent#top',
  ];
  it.each(TRICKY)('%j stays on the origin, even when its resolved path is used again', (value) => {
    const out = safeLocalPath(value, '/');
    expect(out).not.toMatch(/^[a-z][a-z0-9+.-]*:/i);
    expect(out).not.toMatch(/^[\\/]{2}/);
    const resolved = new URL(out, ORIGIN);
    expect(resolved.origin).toBe(ORIGIN);
    // A router keeps the resolved path and may build a link of it later: that must stay local too.
    for (const again of [resolved.pathname, decodeURIComponent(resolved.pathname)]) {
      expect(again).not.toMatch(/^[\\/]{2}/);
      expect(new URL(again, ORIGIN).origin).toBe(ORIGIN);
    }
  });

  it('keeps ordinary local paths as they are', () => {
    expect(safeLocalPath('/auth/register?jtoken=a%20b', '/')).toBe('/auth/register?jtoken=a%20b');
    expect(safeLocalPath('/dashboard#studies', '/')).toBe('/dashboard#studies');
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
