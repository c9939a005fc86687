import { act, fireEvent, render, screen } from '@testing-library/react';
import { useLocation, useSearch } from 'wouter';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryStorage } from '../shared/session/key-value-storage';
import { decodeToken } from '../shared/session/token';
import { SESSION_KEYS } from '../shared/session/session-store';
import { makeUnsignedToken } from '../shared/session/unsigned-token';
import { LibraryRouter } from '../shared/routing/library-router';
import { fakeApi } from '../testing/fake-api';
import { participant } from '../testing/fixtures';
import { FeedbackHost } from './provider-base';
import { RegistryProvider } from './provider';

// The session keeper in the real provider, on the fake API and fake timers: the warning, 'Stay
// signed in', a silent renewal while typing, and the end of a session nobody renewed.

const MINUTE = 60_000;
const START = Date.UTC(2026, 0, 5, 9, 0, 0);
const token = (minutes: number) =>
  makeUnsignedToken({
    user_id: 7,
    orig_iat: Math.floor(START / 1000),
    exp: Math.floor(Date.now() / 1000) + minutes * 60,
  });

function Where() {
  const [location] = useLocation();
  const search = useSearch();
  return (
    <>
      <p>at {search ? `${location}?${search}` : location}</p>
      <label>
        Answer
        <input />
      </label>
    </>
  );
}

function mount(minutes: number) {
  const api = fakeApi({
    tokenRefresh: () => ({ body: { token: token(60) } }),
    getMe: { body: participant({ id: 7 }) },
    getSmsConsent: { body: { required: false } },
  });
  const storage = createMemoryStorage({ [SESSION_KEYS.token]: token(minutes) });
  render(
    <RegistryProvider storage={storage} fetch={api.fetch} environment="prod" routing="memory" initialPath="/survey/1">
      <LibraryRouter>
        <Where />
      </LibraryRouter>
    </RegistryProvider>,
  );
  const stored = () => storage.getItem(SESSION_KEYS.token);
  const refreshes = () => api.calls.filter((c) => c.name === 'tokenRefresh').length;
  return { api, stored, refreshes, exp: () => decodeToken(stored())?.exp };
}

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
/** Waits for the fake API's answer to land (its fetch settles over a few turns). */
const settled = (check: () => void) => act(() => vi.waitFor(check, { timeout: 2000, interval: 5 }));

beforeAll(async () => {
  await FeedbackHost.preload();
  await import('./session-keeper-runtime');
  await import('../shared/ui/session-warning-dialog');
});
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  vi.setSystemTime(START);
});
afterEach(() => vi.useRealTimers());

describe('the session keeper in the provider', () => {
  it('warns two minutes before the end with “Stay signed in” focused, which renews the session', async () => {
    const app = mount(10);
    await advance(8 * MINUTE - 1000);
    expect(screen.queryByRole('dialog')).toBeNull();
    await advance(1000 + 200);
    // The dialog's code loads when it first opens (React renders it between the acts).
    await vi.waitFor(async () => {
      await advance(50);
      expect(screen.getByRole('dialog', { name: 'Your session is about to end' })).toBeVisible();
    });
    const dialog = screen.getByRole('dialog', { name: 'Your session is about to end' });
    expect(dialog).toHaveTextContent('in about 2 minutes');
    const stay = screen.getByRole('button', { name: 'Stay signed in' });
    expect(stay).toHaveFocus();
    fireEvent.click(stay);
    await settled(() => expect(app.refreshes()).toBe(1));
    await settled(() => expect(app.exp()).not.toBe(Math.floor((START + 10 * MINUTE) / 1000)));
    expect(app.exp()).toBe(Math.floor((START + 8 * MINUTE) / 1000) + 60 * 60);
    expect(screen.queryByRole('dialog')).toBeNull();
    // Past the old end the participant is still where they were.
    await advance(5 * MINUTE);
    expect(screen.getByText('at /survey/1')).toBeInTheDocument();
    expect(app.stored()).not.toBeNull();
  });

  it('renews silently when the participant types in the last ten minutes', async () => {
    const app = mount(30);
    await advance(15 * MINUTE);
    fireEvent.keyDown(screen.getByRole('textbox', { name: 'Answer' }), { key: 'a' });
    await advance(0);
    expect(app.refreshes()).toBe(0);
    await advance(6 * MINUTE);
    fireEvent.keyDown(screen.getByRole('textbox', { name: 'Answer' }), { key: 'a' });
    await settled(() => expect(app.refreshes()).toBe(1));
    await settled(() => expect(app.exp()).not.toBe(Math.floor((START + 30 * MINUTE) / 1000)));
    expect(app.exp()).toBe(Math.floor((START + 21 * MINUTE) / 1000) + 60 * 60);
    await advance(20 * MINUTE);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('counts a key pressed with the focus on the page body (outside the app) as activity', async () => {
    const app = mount(8);
    await advance(1 * MINUTE);
    (document.activeElement as HTMLElement | null)?.blur();
    expect(document.activeElement).toBe(document.body);
    fireEvent.keyDown(document.body, { key: 'ArrowDown' });
    await settled(() => expect(app.refreshes()).toBe(1));
  });

  it('ends a session nobody renewed at its end: the sign-in page, with the way back, and “Session expired”', async () => {
    const app = mount(3);
    await advance(3 * MINUTE + 200);
    expect(app.stored()).toBeNull();
    expect(screen.getByText(`at /auth/login?redirectTo=${encodeURIComponent('/survey/1')}`)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Session expired' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Your session is about to end' })).toBeNull();
    expect(app.refreshes()).toBe(0);
  });
});
