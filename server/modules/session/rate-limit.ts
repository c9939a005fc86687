import type {
  AccountQuotaKind,
  AddressQuotaKind,
  AttemptKind,
  AttemptVerdict,
  OnceOutcome,
  QuotaKind,
  SignInAttempts,
} from '../../context';
import type { Database } from '../../db/database';
import {
  clearAccountFailures,
  countRecentFailures,
  countRecentForAccount,
  deleteAccountLocks,
  insertAccountLock,
  touchAccountLock,
  countRecentFromAddress,
  hasRecentFromAddress,
  insertAttempt,
  lockAttemptKeys,
  markAttemptSucceeded,
} from './repository';

export const RATE_LIMIT_WINDOW_MINUTES = 15;
export const RATE_LIMIT_MESSAGE = 'Too many failed attempts. Please wait 15 minutes and try again.';
export const ADDRESS_QUOTA_MESSAGE = 'Too many requests from this address. Please wait 15 minutes and try again.';

export const ACCOUNT_QUOTA_MESSAGE = 'Too many requests. Please wait 15 minutes and try again.';

/**
 * Requests allowed within the window (README "Security rules"); env overrides in app.ts. Per
 * address: the anonymous writes (an e-mail click counts once per link and address, see takeOnce);
 * per account: the Relevant ID records (each at most 16 KiB of analysis) and the study events (a
 * participant logs a few in a visit: a study begin, a welcome dialog per procedure, the intro dialog).
 */
export const DEFAULT_ADDRESS_QUOTAS: Record<QuotaKind, number> = {
  signup: 5,
  password_reset: 5,
  frontend_log: 30,
  email_click: 30,
  relevant_id: 10,
  study_event: 60,
};

/** A repeated e-mail click (same link, same address) within a day writes nothing. */
export const REPEAT_WINDOW_MINUTES = 24 * 60;

export type { AttemptKind };

/**
 * Failed sign-in and dual-factor tries, counted per account and per address in the database
 * (DECISIONS §3), so every API process behind a load balancer sees the same count.
 *
 * Check and record are one step: under an advisory lock on the account and the address, the
 * recent failures are counted and the try is written as a failure *before* the password is
 * checked; a correct password turns it into a success afterwards. Parallel guesses therefore
 * each see the ones before them, and at most `limit` are ever evaluated.
 *
 * The rule: once an account has `limit` failures in the window, the next try locks it (a row in
 * `account_locks`). While locked, every try from any address is refused unevaluated and moves
 * the lock on; it ends with the e-mailed unlock link or after a window without tries. Apart from
 * that, a try is refused when its address has `addressLimit` failures in the window.
 */
export class LoginRateLimiter implements SignInAttempts {
  constructor(
    private readonly db: Database,
    private readonly limit: number,
    private readonly quotas: Record<QuotaKind, number> = DEFAULT_ADDRESS_QUOTAS,
    /** Failures from one address before its tries are refused: a clinic or a household shares one. */
    private readonly addressLimit: number = limit,
  ) {}

  begin(kind: AttemptKind, accountKey: string, address: string): Promise<AttemptVerdict> {
    return this.db.transaction(async (tx) => {
      await lockAttemptKeys(tx, [`${kind}:account:${accountKey}`, `${kind}:address:${address}`]);
      if (await touchAccountLock(tx, kind, accountKey, RATE_LIMIT_WINDOW_MINUTES))
        return { refused: 'locked', lockedNow: false };
      const { byAccount, byAddress } = await countRecentFailures(
        tx,
        kind,
        accountKey,
        address,
        RATE_LIMIT_WINDOW_MINUTES,
      );
      if (byAccount >= this.limit) {
        await insertAccountLock(tx, kind, accountKey);
        return { refused: 'locked', lockedNow: true };
      }
      if (byAddress >= this.addressLimit) return { refused: 'address' };
      return { id: await insertAttempt(tx, kind, accountKey, address, false) };
    });
  }

  unlock(accountKey: string): Promise<void> {
    return this.db.transaction(async (tx) => {
      const kinds: AttemptKind[] = ['login', 'otp'];
      await lockAttemptKeys(
        tx,
        kinds.map((kind) => `${kind}:account:${accountKey}`),
      );
      await deleteAccountLocks(tx, accountKey);
      await clearAccountFailures(tx, accountKey);
    });
  }

  succeeded(attemptId: number): Promise<void> {
    return markAttemptSucceeded(this.db, attemptId);
  }

  take(kind: AddressQuotaKind, address: string): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      await lockAttemptKeys(tx, [`${kind}:address:${address}`]);
      const used = await countRecentFromAddress(tx, kind, address, RATE_LIMIT_WINDOW_MINUTES);
      if (used >= this.quotas[kind]) return false;
      await insertAttempt(tx, kind, null, address, true);
      return true;
    });
  }

  takeForAccount(kind: AccountQuotaKind, accountKey: string): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      await lockAttemptKeys(tx, [`${kind}:account:${accountKey}`]);
      const used = await countRecentForAccount(tx, kind, accountKey, RATE_LIMIT_WINDOW_MINUTES);
      if (used >= this.quotas[kind]) return false;
      await insertAttempt(tx, kind, accountKey, null, true);
      return true;
    });
  }

  takeOnce(kind: AddressQuotaKind, key: string, address: string): Promise<OnceOutcome> {
    return this.db.transaction(async (tx) => {
      await lockAttemptKeys(tx, [`${kind}:address:${address}`]);
      if (await hasRecentFromAddress(tx, kind, key, address, REPEAT_WINDOW_MINUTES)) return 'repeat';
      const used = await countRecentFromAddress(tx, kind, address, RATE_LIMIT_WINDOW_MINUTES);
      if (used >= this.quotas[kind]) return 'refused';
      await insertAttempt(tx, kind, key, address, true);
      return 'taken';
    });
  }
}
