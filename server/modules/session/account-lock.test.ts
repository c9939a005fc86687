import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, outbox, signUp, STRONG_PASSWORD, type TestApp } from '../../testing/test-app';
import { ACCOUNT_LOCKED_MESSAGE, UNLOCK_LINK_INVALID } from './service';

// DECISIONS §3: the 11th failed try within 15 minutes locks the account. While it is locked, every
// try from any address answers the same 429, right password or wrong (nothing is evaluated); an
// e-mail carries a one-time unlock link, and the lock also ends after 15 minutes without tries.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ loginRateLimit: 10 });
});
afterAll(() => t.close());

const login = (email: string, password: string, remoteAddress: string) =>
  t.app.inject({ method: 'POST', url: '/api/registry/login', payload: { email, password }, remoteAddress });
const unlock = (token: string) =>
  t.app.inject({ method: 'POST', url: '/api/registry/unlock_account', payload: { token }, remoteAddress: '10.50.9.9' });

async function lockOut(email: string, net: number) {
  await signUp(t.app, email);
  for (let i = 0; i < 10; i++)
    expect((await login(email, `Wrong-Passw0rd-${i}`, `10.${net}.0.${i + 1}`)).statusCode).toBe(400);
}

describe('a locked account', () => {
  it('answers every try from new addresses, right password or wrong, with the same 429, and e-mails one unlock link', async () => {
    const email = 'locked.account@example.com';
    await lockOut(email, 40);
    const answers = [];
    for (let i = 0; i < 5; i++) {
      answers.push(await login(email, STRONG_PASSWORD, `10.41.${i}.1`));
      answers.push(await login(email, `Wrong-Again-${i}!`, `10.41.${i}.2`));
    }
    expect(answers.map((r) => r.statusCode)).toEqual(Array(10).fill(429));
    expect(new Set(answers.map((r) => r.body))).toEqual(new Set([JSON.stringify({ detail: ACCOUNT_LOCKED_MESSAGE })]));
    // Nothing was evaluated while locked: only the ten failures that locked it are recorded.
    const [{ count }] = await t.db.query<{ count: string }>(
      `select count(*) from login_attempts where kind = 'login' and account_key = $1`,
      [email],
    );
    expect(Number(count)).toBe(10);
    const [lock] = await t.db.query<{ kind: string }>('select kind from account_locks where account_key = $1', [email]);
    expect(lock).toEqual({ kind: 'login' });
    const mails = (await outbox(t.app, email)).filter((m) => m.kind === 'account_unlock');
    expect(mails).toHaveLength(1);
    expect(mails[0].link).toMatch(/\/auth\/unlock\?token=[A-Za-z0-9_-]+$/);
  });

  it('opens again through the unlock link, which works once and is stored only as its sha-256', async () => {
    const email = 'unlock.me@example.com';
    await lockOut(email, 42);
    expect((await login(email, STRONG_PASSWORD, '10.43.0.1')).statusCode).toBe(429);
    const [mail] = (await outbox(t.app, email)).filter((m) => m.kind === 'account_unlock');
    const token = new URL(mail.link!).searchParams.get('token')!;
    const stored = await t.db.query<{ token_hash: string }>('select token_hash from unlock_tokens');
    expect(stored.map((r) => r.token_hash)).toContain(createHash('sha256').update(token).digest('hex'));
    expect(stored.map((r) => r.token_hash)).not.toContain(token);

    const first = await unlock(token);
    expect(first.statusCode).toBe(200);
    expect((await login(email, STRONG_PASSWORD, '10.43.0.2')).statusCode).toBe(200);
    // A wrong password after the unlock is an ordinary failure again, not the lock.
    expect((await login(email, 'Wrong-After-1!', '10.43.0.3')).statusCode).toBe(400);
    const again = await unlock(token);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ token: [UNLOCK_LINK_INVALID] });
    expect((await unlock('not-a-real-token-at-all-000000000')).json()).toEqual({ token: [UNLOCK_LINK_INVALID] });
  });

  it('ends by itself 15 minutes after the last try', async () => {
    const email = 'waits.out@example.com';
    await lockOut(email, 44);
    expect((await login(email, STRONG_PASSWORD, '10.45.0.1')).statusCode).toBe(429);
    await t.db.query(
      `update account_locks set last_try_at = last_try_at - interval '16 minutes' where account_key = $1`,
      [email],
    );
    await t.db.query(
      `update login_attempts set created_at = created_at - interval '16 minutes' where account_key = $1`,
      [email],
    );
    expect((await login(email, STRONG_PASSWORD, '10.45.0.2')).statusCode).toBe(200);
  });

  it('answers an unknown address the same way once it has the limit of failures', async () => {
    const email = 'nobody.here@example.com';
    for (let i = 0; i < 10; i++) await login(email, `Wrong-Passw0rd-${i}`, `10.46.0.${i + 1}`);
    const res = await login(email, STRONG_PASSWORD, '10.46.1.1');
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ detail: ACCOUNT_LOCKED_MESSAGE });
    expect(await outbox(t.app, email)).toEqual([]);
  });

  it('opens again when the owner resets the password through the e-mailed link', async () => {
    const email = 'resets.instead@example.com';
    await lockOut(email, 47);
    expect((await login(email, STRONG_PASSWORD, '10.48.0.1')).statusCode).toBe(429);
    await t.app.inject({ method: 'POST', url: '/api/registry/reset_password', payload: { email } });
    const [reset] = (await outbox(t.app, email)).filter((m) => m.kind === 'password_reset');
    const token = new URL(reset.link!).searchParams.get('token')!;
    const set = await t.app.inject({
      method: 'POST',
      url: '/api/registry/create_new_password',
      payload: { token, new_password: 'Fresh-Passw0rd!', new_password_confirm: 'Fresh-Passw0rd!' },
    });
    expect(set.statusCode).toBe(200);
    expect((await login(email, 'Fresh-Passw0rd!', '10.48.0.2')).statusCode).toBe(200);
  });
});
