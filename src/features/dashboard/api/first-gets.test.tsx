import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { startEarlyGets, type EarlyGet } from '@/shared/api/client/early-gets';
import { isApiUrl, requestHeaders, resolveUrl } from '@/shared/api/client/request-headers';
import { SESSION_KEYS } from '@/shared/session/session-store';
import { decodeToken } from '@/shared/session/token';
import { fakeApi, type FakeHandlers } from '@/testing/fake-api';
import { participant, userToken } from '@/testing/fixtures';
import { renderWithRegistry } from '@/testing/render-with-registry';
import { userStudy } from '../model/user-study-fixture';
import { DashboardScreen } from '../screens/dashboard-screen';
import { dashboardFirstGets } from './first-gets';

// The standalone entry asks for these before the app loads (standalone/early-start.ts); the
// dashboard's load must take every one of them, asking nothing twice.

const handlers = (): FakeHandlers => ({
  listUserStudies: { body: [userStudy({ id: 1, study_id: 101, study_title: 'Core', study_type: 'core_study' })] },
  listAchievements: { body: [] },
  listMissedOpportunities: { body: [] },
  getNotifications: { body: [] },
  getSmsConsent: { body: { required: false } },
  listUserStudyPromotions: { body: [] },
});

type HeaderSession = Parameters<typeof requestHeaders>[0]['session'];

/** As standalone/early-start.ts turns them into requests. */
function earlyGets(gets: { path: string }[], session: HeaderSession): EarlyGet[] {
  return gets.map(({ path }) => {
    const url = resolveUrl('/api', path);
    const headers = requestHeaders({
      fullUrl: url,
      apiUrl: isApiUrl('/api', url),
      auth: true,
      adminRegister: false,
      session,
      locale: 'en',
    });
    return { url, headers };
  });
}

const FIRST = ['listUserStudies', 'listAchievements', 'listMissedOpportunities', 'getNotifications'];

describe('dashboardFirstGets', () => {
  it('gives the dashboard its four lists for the token’s participant, and no other page anything', () => {
    expect(dashboardFirstGets('/dashboard', 7).map((g) => g.path)).toEqual([
      '/participant/7/user-studies',
      '/participant/7/achievements',
      '/participant/7/missed-opportunities?notified=false',
      '/registry/participant/7/notifications',
    ]);
    expect(dashboardFirstGets('/dashboard/', 7)).toHaveLength(4);
    expect(dashboardFirstGets('/dashboard', null)).toEqual([]);
    expect(dashboardFirstGets('/dashboard/core-study', 7)).toEqual([]);
    expect(dashboardFirstGets('/profile', 7)).toEqual([]);
  });

  it('is what the dashboard’s load asks first, with the headers the client sends: each taken once', async () => {
    const token = userToken();
    const session = { token, userId: decodeToken(token)?.user_id ?? null, responseId: null, application: null };
    const api = fakeApi(handlers());
    const early = startEarlyGets(earlyGets(dashboardFirstGets('/dashboard', 7), session), api.fetch);
    const storage = { [SESSION_KEYS.token]: token };
    renderWithRegistry(<DashboardScreen />, {
      path: '/dashboard',
      storage,
      profile: participant(),
      api: { ...api, fetch: early.fetch },
    });
    expect(await screen.findByText('Core')).toBeTruthy();
    expect(early.unused()).toEqual([]);
    // Each early request after the first starts in a task of its own: one the page has not waited
    // for yet may start just after it shows.
    await waitFor(() =>
      expect(
        api.calls
          .filter((c) => FIRST.includes(c.name))
          .map((c) => c.name)
          .sort(),
      ).toEqual([...FIRST].sort()),
    );
    const asked = api.calls.filter((c) => FIRST.includes(c.name));

    // The same load without early requests sends the same headers on those calls.
    const plain = fakeApi(handlers());
    renderWithRegistry(<DashboardScreen />, { path: '/dashboard', storage, profile: participant(), api: plain });
    await waitFor(() => expect(plain.calls.filter((c) => FIRST.includes(c.name))).toHaveLength(4));
    // Header names compared without their case (HTTP's rule; a plain record keeps the case it was written in).
    const lower = (headers: Record<string, string>) =>
      Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));
    const headersOf = (calls: typeof asked) =>
      Object.fromEntries(calls.filter((c) => FIRST.includes(c.name)).map((c) => [c.path, lower(c.headers)]));
    expect(headersOf(asked)).toEqual(headersOf(plain.calls));
  });
});
