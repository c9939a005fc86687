import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, STRONG_PASSWORD, type TestApp } from '../../testing/test-app';

// DECISIONS §3 under load: the check and the record of a sign-in try are one step in the
// database, so parallel guesses cannot all slip under the limit (10 here).
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ loginRateLimit: 10 });
});
afterAll(() => t.close());

const login = (email: string, password: string, remoteAddress: string) =>
  t.app.inject({ method: 'POST', url: '/api/registry/login', payload: { email, password }, remoteAddress });

const evaluated = async (email: string) => {
  const rows = await t.db.query<{ count: string }>(
    `select count(*) from login_attempts where kind = 'login' and account_key = $1`,
    [email],
  );
  return Number(rows[0].count);
};

describe('parallel password guesses', () => {
  it('evaluates at most the limit of 50 wrong passwords plus the right one fired at once', async () => {
    const email = 'parallel.guess@example.com';
    await signUp(t.app, email);
    const guesses = [
      ...Array.from({ length: 50 }, (_, i) => login(email, `Wrong-Passw0rd-${i}`, '10.7.0.1')),
      login(email, STRONG_PASSWORD, '10.7.0.1'),
    ];
    const answers = (await Promise.all(guesses)).map((r) => r.statusCode);
    const count = await evaluated(email);
    console.log(`parallel guesses: evaluated ${count} of 51;`, JSON.stringify(countBy(answers)));
    expect(count).toBeLessThanOrEqual(10);
    expect(answers.filter((s) => s !== 429)).toHaveLength(count);
    expect(answers.filter((s) => s === 200).length).toBeLessThanOrEqual(1);
    expect(answers.filter((s) => s === 429).length).toBeGreaterThanOrEqual(41);
  });

  it('keeps the account locked for every address, a clean one with the right password included', async () => {
    const email = 'locked.out@example.com';
    await signUp(t.app, email);
    for (let i = 0; i < 10; i++) await login(email, `Wrong-Passw0rd-${i}`, `10.8.0.${i + 1}`);
    expect((await login(email, `Wrong-Passw0rd-x`, '10.8.1.1')).statusCode).toBe(429);
    expect((await login(email, STRONG_PASSWORD, '10.8.0.1')).statusCode).toBe(429);
    expect((await login(email, STRONG_PASSWORD, '10.8.2.2')).statusCode).toBe(429);
  });
});

function countBy(values: number[]) {
  const out: Record<number, number> = {};
  for (const v of values) out[v] = (out[v] ?? 0) + 1;
  return out;
}
