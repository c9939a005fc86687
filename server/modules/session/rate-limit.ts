import type { AttemptKind, SignInAttempts } from '../../context';
import type { Queryable } from '../../db/database';
import { countRecentFailures, insertAttempt } from './repository';

export const RATE_LIMIT_WINDOW_MINUTES = 15;
export const RATE_LIMIT_MESSAGE = 'Too many failed attempts. Please wait 15 minutes and try again.';

export type { AttemptKind };

/**
 * Failed sign-in and dual-factor tries, counted per account and per address in the database
 * (DECISIONS §3), so every API process behind a load balancer sees the same count.
 */
export class LoginRateLimiter implements SignInAttempts {
  constructor(
    private readonly db: Queryable,
    private readonly limit: number,
  ) {}

  /** True when the account or the address already has `limit` failures within the window. */
  async isBlocked(kind: AttemptKind, accountKey: string, address: string): Promise<boolean> {
    const { byAccount, byAddress } = await countRecentFailures(
      this.db,
      kind,
      accountKey,
      address,
      RATE_LIMIT_WINDOW_MINUTES,
    );
    return byAccount >= this.limit || byAddress >= this.limit;
  }

  async record(kind: AttemptKind, accountKey: string, address: string, succeeded: boolean): Promise<void> {
    await insertAttempt(this.db, kind, accountKey, address, succeeded);
  }
}
