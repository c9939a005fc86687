import { effect, type ReadonlySignal } from '@preact/signals-core';
import { MAX_SESSION_AGE_SECONDS } from '@contract/session-limits';
import type { TokenPayload } from '@contract';

// Keeps a signed-in participant's session alive while they are active (DECISIONS §3): in the
// token's last 10 minutes an activity renews it; two minutes before an expiry that was not renewed
// (the participant was away, or the session is at its maximum age) a warning lets them stay or
// sign out; at the expiry the session ends. Plain TypeScript over the session's signals, so the
// standalone site, the library and the gadgets share it, and tests drive it with fake timers.

/** Activity in the token's last 10 minutes renews it. */
export const RENEW_WINDOW_MS = 10 * 60_000;
/** The warning shows this long before an expiry that was not renewed. */
export const WARNING_LEAD_MS = 2 * 60_000;
/** At most one silent renewal a minute, however busy the participant and however short a token (tests). */
export const MIN_RENEW_INTERVAL_MS = 60_000;

/** The longest delay a timer takes (2^31 - 1 ms); a longer one fires at once. */
const MAX_TIMER_MS = 2_147_483_647;

export interface SessionWarning {
  /** When the session ends (epoch ms). */
  expiresAt: number;
  /** false: the session is at its maximum age, staying cannot renew it. */
  renewable: boolean;
}

export interface SessionKeeperOptions {
  token: ReadonlySignal<string | null>;
  payload: ReadonlySignal<TokenPayload | null>;
  setToken(token: string): void;
  /** The renewal call: a fresh token, or a rejection (its `status` 403: the session is at its maximum age). */
  renew(): Promise<{ token: string }>;
  onWarning(warning: SessionWarning): void;
  /** The warning no longer applies: the token was renewed or is gone. */
  onWarningEnd(): void;
  onExpired(): void;
  now?: () => number;
}

export interface SessionKeeper {
  /** The participant did something (a key, a pointer, an input): renews in the token's last minutes. */
  activity(): void;
  /**
   * 'Stay signed in' (the warning has closed): renews now; true when the session goes on. When it
   * cannot, the warning shows again, saying so when the session is at its maximum age.
   */
  stay(): Promise<boolean>;
  dispose(): void;
}

/** Whether a renewal can make this token's session last longer (the server's cap, DECISIONS §3). */
export function canRenew(payload: Pick<TokenPayload, 'exp' | 'orig_iat'>): boolean {
  return payload.exp < payload.orig_iat + MAX_SESSION_AGE_SECONDS;
}

export function createSessionKeeper(options: SessionKeeperOptions): SessionKeeper {
  const now = options.now ?? (() => Date.now());
  let timers: ReturnType<typeof setTimeout>[] = [];
  let lastRenewal = -Infinity;
  let renewing: Promise<boolean> | null = null;
  /** The token the server refused to renew (maximum age): no more tries with it. */
  let refusedToken: string | null = null;
  let warned = false;

  const clearTimers = () => {
    for (const timer of timers) clearTimeout(timer);
    timers = [];
  };
  const current = () => {
    const token = options.token.peek();
    const payload = options.payload.peek();
    if (!token || !payload || typeof payload.exp !== 'number' || typeof payload.orig_iat !== 'number') return null;
    return { token, expiresAt: payload.exp * 1000, renewable: canRenew(payload) && refusedToken !== token };
  };

  /** Runs `fn` at `at` (epoch ms); a far-off time waits in steps, as timers take at most about 24 days. */
  function at(time: number, fn: () => void) {
    const wait = time - now();
    if (wait > MAX_TIMER_MS) timers.push(setTimeout(() => at(time, fn), MAX_TIMER_MS));
    else timers.push(setTimeout(fn, Math.max(0, wait)));
  }

  function expire() {
    const session = current();
    if (!session) return;
    // A timer that fired early (a clock change) waits for the real end.
    if (now() < session.expiresAt) return at(session.expiresAt, expire);
    clearTimers();
    warned = false;
    options.onExpired();
  }

  function warn() {
    const session = current();
    if (!session) return;
    if (now() >= session.expiresAt) return expire();
    warned = true;
    options.onWarning({ expiresAt: session.expiresAt, renewable: session.renewable });
  }

  function schedule() {
    clearTimers();
    if (warned) {
      warned = false;
      options.onWarningEnd();
    }
    const session = current();
    if (!session) return;
    at(session.expiresAt - WARNING_LEAD_MS, warn);
    at(session.expiresAt, expire);
  }

  function renew(): Promise<boolean> {
    const session = current();
    if (!session || !session.renewable) return Promise.resolve(false);
    if (renewing) return renewing;
    lastRenewal = now();
    renewing = options
      .renew()
      .then(
        ({ token }) => {
          // Signed out (or signed in again) meanwhile: the answer belongs to an ended session.
          if (options.token.peek() !== session.token) return false;
          options.setToken(token);
          return true;
        },
        (error: { status?: number } | undefined) => {
          if (error?.status === 403) refusedToken = session.token;
          return false;
        },
      )
      .finally(() => {
        renewing = null;
      });
    return renewing;
  }

  const stop = effect(() => {
    // Read both, so that a new token (renewed, signed in again) or none (signed out) re-schedules.
    void options.token.value;
    void options.payload.value;
    schedule();
  });

  return {
    activity() {
      const session = current();
      if (!session || warned || !session.renewable) return;
      if (now() < session.expiresAt - RENEW_WINDOW_MS) return;
      if (now() - lastRenewal < MIN_RENEW_INTERVAL_MS) return;
      void renew();
    },
    async stay() {
      const renewed = await renew();
      if (!renewed && warned && current()) warn();
      return renewed;
    },
    dispose() {
      stop();
      clearTimers();
    },
  };
}
