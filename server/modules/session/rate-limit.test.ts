import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueOtp } from './otp';
import type { Database } from '../../db/database';
import { freshDatabase } from '../../testing/test-app';
import { LoginRateLimiter } from './rate-limit';

let db: Database;
beforeAll(async () => {
  db = await freshDatabase();
});
afterAll(() => db.close());

describe('housekeeping of short-lived rows', () => {
  it('counts failures within the window and drops attempts a day old when a new one is written', async () => {
    const limiter = new LoginRateLimiter(db, 2);
    await db.query(
      `insert into login_attempts (kind, account_key, address, succeeded, created_at) values ('login', 'old@example.org', '10.0.0.1', false, now() - interval '2 days')`,
    );
    expect(await limiter.begin('login', 'a@example.org', '127.0.0.1')).toMatchObject({ accountLocked: false });
    expect(await limiter.begin('login', 'a@example.org', '127.0.0.1')).toMatchObject({ accountLocked: false });
    // Locked: the failing address is refused, a clean one may still try once.
    expect(await limiter.begin('login', 'a@example.org', '127.0.0.1')).toBeUndefined();
    expect(await limiter.begin('login', 'a@example.org', '127.0.0.2')).toMatchObject({ accountLocked: true });
    expect(await limiter.begin('login', 'a@example.org', '127.0.0.2')).toBeUndefined();
    const [{ count }] = await db.query<{ count: string }>(
      `select count(*) from login_attempts where account_key = 'old@example.org'`,
    );
    expect(Number(count)).toBe(0);
  });

  it('drops one-time codes expired more than a day ago when a new one is issued', async () => {
    const [{ id: participant }] = await db.query<{ id: number }>(
      `insert into participants (email, first_name, last_name) values ('otp-house@example.org', 'O', 'T') returning id`,
    );
    await db.query(
      `insert into otp_codes (id, participant_id, code_hash, expires_at) values ('00000000-0000-4000-8000-000000000001', $1, 'x', now() - interval '3 days')`,
      [participant],
    );
    const fresh = await issueOtp(db, { id: participant, email: 'otp-house@example.org' }, { devOutbox: true });
    const ids = (
      await db.query<{ id: string }>('select id from otp_codes where participant_id = $1', [participant])
    ).map((r) => r.id);
    expect(ids).toEqual([fresh]);
  });
});
