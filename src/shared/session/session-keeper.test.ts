import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MAX_SESSION_AGE_SECONDS } from '@contract/session-limits';
import { createMemoryStorage } from './key-value-storage';
import { createSessionKeeper, type SessionKeeper, type SessionWarning } from './session-keeper';
import { createSessionStore, type SessionStore } from './session-store';
import { makeUnsignedToken } from './unsigned-token';

const MINUTE = 60_000;
const START = Date.UTC(2026, 0, 5, 9, 0, 0);

/** A token issued now (orig_iat `sessionStart`), living `minutes`. */
function tokenFor(minutes: number, sessionStart = Math.floor(Date.now() / 1000)) {
  const now = Math.floor(Date.now() / 1000);
  return makeUnsignedToken({ orig_iat: sessionStart, exp: now + minutes * 60 });
}

let session: SessionStore;
let keeper: SessionKeeper;
let warnings: SessionWarning[];
let ended: number;
let expired: number;
let renew: ReturnType<typeof vi.fn<() => Promise<{ token: string }>>>;

function start(token: string) {
  session.setToken(token);
  keeper = createSessionKeeper({
    token: session.token,
    payload: session.payload,
    setToken: (t) => session.setToken(t),
    renew,
    onWarning: (w) => warnings.push(w),
    onWarningEnd: () => (ended += 1),
    onExpired: () => (expired += 1),
  });
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(START);
  session = createSessionStore(createMemoryStorage());
  warnings = [];
  ended = 0;
  expired = 0;
  renew = vi.fn(() => Promise.resolve({ token: tokenFor(60, START / 1000) }));
});
afterEach(() => {
  keeper.dispose();
  vi.useRealTimers();
});

describe('session keeper', () => {
  it('warns two minutes before an expiry nobody renewed, then ends the session at the expiry', async () => {
    start(tokenFor(60));
    await vi.advanceTimersByTimeAsync(58 * MINUTE - 1000);
    expect(warnings).toEqual([]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(warnings).toEqual([{ expiresAt: START + 60 * MINUTE, renewable: true }]);
    expect(expired).toBe(0);
    await vi.advanceTimersByTimeAsync(2 * MINUTE);
    expect(expired).toBe(1);
    expect(renew).not.toHaveBeenCalled();
  });

  it('renews on activity in the token’s last ten minutes only, and then warns of the new token', async () => {
    start(tokenFor(60));
    await vi.advanceTimersByTimeAsync(49 * MINUTE);
    keeper.activity();
    expect(renew).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(2 * MINUTE);
    keeper.activity();
    expect(renew).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(0);
    expect(session.payload.value?.exp).toBe(START / 1000 + 111 * 60);
    // No warning at the first token's 58th minute, nor an end at its 60th.
    await vi.advanceTimersByTimeAsync(20 * MINUTE);
    expect(warnings).toEqual([]);
    expect(expired).toBe(0);
    await vi.advanceTimersByTimeAsync(38 * MINUTE);
    expect(warnings).toEqual([{ expiresAt: START + 111 * MINUTE, renewable: true }]);
  });

  it('renews at most once a minute however busy the participant', async () => {
    renew.mockImplementation(() => Promise.resolve({ token: tokenFor(5, START / 1000) }));
    start(tokenFor(5));
    for (let i = 0; i < 10; i++) {
      keeper.activity();
      await vi.advanceTimersByTimeAsync(5000);
    }
    expect(renew).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(10_000);
    keeper.activity();
    expect(renew).toHaveBeenCalledTimes(2);
  });

  it('does not try to renew a session at its maximum age, and its warning says it cannot be renewed', async () => {
    const sessionStart = START / 1000 - MAX_SESSION_AGE_SECONDS + 30 * 60;
    start(tokenFor(30, sessionStart));
    await vi.advanceTimersByTimeAsync(25 * MINUTE);
    keeper.activity();
    expect(renew).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(3 * MINUTE);
    expect(warnings).toEqual([{ expiresAt: START + 30 * MINUTE, renewable: false }]);
  });

  it('stops trying after the server refuses (403) and shows the warning again as not renewable', async () => {
    renew.mockImplementation(() => Promise.reject(Object.assign(new Error('refused'), { status: 403 })));
    start(tokenFor(60));
    await vi.advanceTimersByTimeAsync(55 * MINUTE);
    keeper.activity();
    await vi.advanceTimersByTimeAsync(2 * MINUTE);
    keeper.activity();
    expect(renew).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(MINUTE);
    expect(warnings).toEqual([{ expiresAt: START + 60 * MINUTE, renewable: false }]);
  });

  it('“Stay signed in” renews: the warning ends and the session goes on past the old expiry', async () => {
    start(tokenFor(60));
    await vi.advanceTimersByTimeAsync(58 * MINUTE);
    expect(warnings).toHaveLength(1);
    // Activity while the warning shows is the participant answering it, not a silent renewal.
    keeper.activity();
    expect(renew).not.toHaveBeenCalled();
    await expect(keeper.stay()).resolves.toBe(true);
    expect(ended).toBe(1);
    await vi.advanceTimersByTimeAsync(5 * MINUTE);
    expect(expired).toBe(0);
    expect(session.loggedIn.value).toBe(true);
  });

  it('shows the warning again when staying fails (no connection)', async () => {
    renew.mockImplementation(() => Promise.reject(Object.assign(new Error('offline'), { status: 0 })));
    start(tokenFor(60));
    await vi.advanceTimersByTimeAsync(58 * MINUTE);
    await expect(keeper.stay()).resolves.toBe(false);
    expect(warnings).toEqual([
      { expiresAt: START + 60 * MINUTE, renewable: true },
      { expiresAt: START + 60 * MINUTE, renewable: true },
    ]);
  });

  it('after a sign-out: no warning, no expiry, and a renewal answering late is dropped', async () => {
    let answer: (value: { token: string }) => void = () => undefined;
    renew.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    start(tokenFor(60));
    await vi.advanceTimersByTimeAsync(55 * MINUTE);
    keeper.activity();
    session.reset();
    answer({ token: tokenFor(60) });
    await vi.advanceTimersByTimeAsync(10 * MINUTE);
    expect(session.token.value).toBeNull();
    expect(warnings).toEqual([]);
    expect(expired).toBe(0);
  });

  it('a warning that shows ends when the session ends another way (signed out)', async () => {
    start(tokenFor(60));
    await vi.advanceTimersByTimeAsync(58 * MINUTE);
    session.reset();
    expect(ended).toBe(1);
    await vi.advanceTimersByTimeAsync(5 * MINUTE);
    expect(expired).toBe(0);
  });

  it('a token that ends far off (beyond what one timer can wait) neither warns nor ends now', async () => {
    start(makeUnsignedToken({ orig_iat: 1, exp: 4102444800 }));
    await vi.advanceTimersByTimeAsync(30 * 24 * 60 * MINUTE);
    expect(warnings).toEqual([]);
    expect(expired).toBe(0);
  });
});
