import { devMessageQueue } from '../../testing/message-queue';
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
    expect(await limiter.begin('login', 'a@example.org', '127.0.0.1')).toEqual({ id: expect.any(Number) });
    expect(await limiter.begin('login', 'a@example.org', '127.0.0.1')).toEqual({ id: expect.any(Number) });
    // The next try locks the account; while locked, a clean address is refused too.
    expect(await limiter.begin('login', 'a@example.org', '127.0.0.1')).toEqual({ refused: 'locked', lockedNow: true });
    expect(await limiter.begin('login', 'a@example.org', '127.0.0.2')).toEqual({ refused: 'locked', lockedNow: false });
    // Another account from the failing address: the address has used up its failures.
    expect(await limiter.begin('login', 'b@example.org', '127.0.0.1')).toEqual({ refused: 'address' });
    // The unlock ends the lock and the account's failures so far.
    await limiter.unlock('a@example.org');
    expect(await limiter.begin('login', 'a@example.org', '127.0.0.3')).toEqual({ id: expect.any(Number) });
    const [{ count }] = await db.query<{ count: string }>(
      `select count(*) from login_attempts where account_key = 'old@example.org'`,
    );
    expect(Number(count)).toBe(0);
  });

  it('holds an address to its own limit, apart from the accounts behind it', async () => {
    // A clinic's network: many participants, one address; each account keeps its own limit of 1.
    const limiter = new LoginRateLimiter(db, 1, undefined, 3);
    for (const who of ['c1', 'c2', 'c3'])
      expect(await limiter.begin('login', `${who}@example.org`, '10.9.0.1')).toEqual({ id: expect.any(Number) });
    expect(await limiter.begin('login', 'c4@example.org', '10.9.0.1')).toEqual({ refused: 'address' });
    expect(await limiter.begin('login', 'c1@example.org', '10.9.0.2')).toEqual({ refused: 'locked', lockedNow: true });
  });

  it('drops one-time codes expired more than a day ago when a new one is issued', async () => {
    const [{ id: participant }] = await db.query<{ id: number }>(
      `insert into participants (email, first_name, last_name) values ('otp-house@example.org', 'O', 'T') returning id`,
    );
    await db.query(
      `insert into otp_codes (id, participant_id, code_hash, expires_at) values ('00000000-0000-4000-8000-000000000001', $1, 'x', now() - interval '3 days')`,
      [participant],
    );
    const fresh = await issueOtp(
      db,
      { id: participant, email: 'otp-house@example.org', preferred_language: 'en' },
      devMessageQueue(),
    );
    const ids = (
      await db.query<{ id: string }>('select id from otp_codes where participant_id = $1', [participant])
    ).map((r) => r.id);
    expect(ids).toEqual([fresh]);
  });
});
