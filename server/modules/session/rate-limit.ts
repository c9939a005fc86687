import type { Queryable } from '../../db/database';

export const RATE_LIMIT_WINDOW_MINUTES = 15;
export const RATE_LIMIT_MESSAGE = 'Too many failed attempts. Please wait 15 minutes and try again.';

export type AttemptKind = 'login' | 'otp';

/**
 * Failed sign-in and dual-factor tries, counted per account and per address in the database
 * (DECISIONS §3), so every API process behind a load balancer sees the same count.
 */
export class LoginRateLimiter {
  constructor(
    private readonly db: Queryable,
    private readonly limit: number,
  ) {}

  /** True when the account or the address already has `limit` failures within the window. */
  async isBlocked(kind: AttemptKind, accountKey: string, address: string): Promise<boolean> {
    const rows = await this.db.query<{ by_account: string; by_address: string }>(
      `select count(*) filter (where account_key = $2) as by_account, count(*) filter (where address = $3) as by_address
         from login_attempts
        where kind = $1 and not succeeded and created_at > now() - make_interval(mins => $4)
          and (account_key = $2 or address = $3)`,
      [kind, accountKey, address, RATE_LIMIT_WINDOW_MINUTES],
    );
    const row = rows[0];
    return Number(row?.by_account ?? 0) >= this.limit || Number(row?.by_address ?? 0) >= this.limit;
  }

  async record(kind: AttemptKind, accountKey: string, address: string, succeeded: boolean): Promise<void> {
    await this.db.query('insert into login_attempts (kind, account_key, address, succeeded) values ($1, $2, $3, $4)', [kind, accountKey, address, succeeded]);
    // Attempts count only within the window: drop those a day old so the table stays small.
    await this.db.query(`delete from login_attempts where created_at < now() - interval '1 day'`);
  }
}
