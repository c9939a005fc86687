import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queueMessage } from './service';
import { createTestApp, signUp, STRONG_PASSWORD, type TestApp } from '../../testing/test-app';
import { smtpEnv, startTestSmtp, type TestSmtp } from '../../testing/test-smtp';

// The relay's faults, on the real protocol: down for 30 s then back, and answering each step in
// 10 s. Sending never happens inside a participant's request, so neither touches what they wait for.

let smtp: TestSmtp;
let t: TestApp;
let base: string;
beforeAll(async () => {
  smtp = await startTestSmtp();
  t = await createTestApp({
    devOutbox: false,
    publicUrl: 'https://registry.example.org',
    env: smtpEnv(smtp),
    deliveryPollMs: 100,
    // Backoff as in production but shorter, so the test's 30 s outage spans several retries.
    deliveryRetry: { baseMs: 1_000, maxMs: 4_000, windowMs: 24 * 3_600_000 },
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api/registry`;
});
afterAll(async () => {
  // The relay goes first: its dropped connections end the sends still waiting on it.
  await smtp.close();
  await t.close();
});

const statuses = async () =>
  (await t.db.query<{ status: string; n: string }>('select status, count(*) as n from outbox group by status')).reduce<
    Record<string, number>
  >((all, r) => ({ ...all, [r.status]: Number(r.n) }), {});

describe('the relay down for 30 s, then back', () => {
  it('delivers every message afterwards, none twice', { timeout: 90_000 }, async () => {
    await smtp.stop();
    const before = smtp.arrived.length;
    for (let i = 0; i < 10; i++) await signUp(t.app, `outage-${i}@example.com`);
    for (let i = 0; i < 10; i++)
      await queueMessage(
        t.db,
        {
          to: `outage-reset-${i}@example.com`,
          kind: 'password_reset',
          locale: i % 2 ? 'es' : 'en',
          subject: 'Reset your registry password',
          body: `Open https://registry.example.org/auth/reset-password?token=outage-${i}`,
          link: `https://registry.example.org/auth/reset-password?token=outage-${i}`,
          validMinutes: 60,
        },
        t.app.registry.messages,
      );
    await new Promise((r) => setTimeout(r, 30_000));
    // Meanwhile every message waited, tried again and again, its link still sealed.
    const waiting = await t.db.query<{ attempts: number; last_error: string; sealed: string | null; kind: string }>(
      `select attempts, last_error, sealed, kind from outbox where to_address like 'outage-%'`,
    );
    expect(waiting).toHaveLength(20);
    for (const row of waiting) {
      expect(row.attempts).toBeGreaterThanOrEqual(3);
      expect(row.last_error).toMatch(/ECONNREFUSED/);
    }
    expect(waiting.filter((r) => r.kind === 'password_reset').every((r) => r.sealed?.startsWith('v1.'))).toBe(true);
    expect(smtp.arrived.length).toBe(before);

    await smtp.start();
    await smtp.waitFor(before + 20, 30_000);
    // Time for a duplicate to show up, if one were coming.
    await new Promise((r) => setTimeout(r, 2_000));
    const ids = smtp.arrived.slice(before).map((m) => m.mail.messageId);
    expect(ids).toHaveLength(20);
    expect(new Set(ids).size).toBe(20);
    const rows = await t.db.query<{ status: string; sealed: string | null }>(
      `select status, sealed from outbox where to_address like 'outage-%'`,
    );
    expect(rows.every((r) => r.status === 'sent' && r.sealed === null)).toBe(true);
  });
});

/** The median time of `n` runs of `request`, in milliseconds. */
async function median(n: number, request: (i: number) => Promise<Response>): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < n; i++) {
    const started = performance.now();
    const res = await request(i);
    await res.arrayBuffer();
    expect(res.status).toBeLessThan(300);
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b)[Math.floor(n / 2)];
}

const json = (body: object, headers: Record<string, string> = {}) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...headers },
  body: JSON.stringify(body),
});

describe('a relay that answers each step in 10 s', () => {
  it('leaves sign-in, reset and save requests as fast as without it', { timeout: 90_000 }, async () => {
    const people = await Promise.all(
      ['fast', 'slow'].map(async (round) => {
        const me = await signUp(t.app, `timing-${round}@example.com`);
        await t.db.query('update participants set dual_factor = true where id = $1', [me.id]);
        return me;
      }),
    );
    const measure = async (round: 'fast' | 'slow', me: (typeof people)[number]) => ({
      signIn: await median(15, () =>
        fetch(`${base}/login`, json({ email: `timing-${round}@example.com`, password: STRONG_PASSWORD })),
      ),
      reset: await median(15, () => fetch(`${base}/reset_password`, json({ email: `timing-${round}@example.com` }))),
      save: await median(15, (i) =>
        fetch(`${base}/participant/${me.id}`, {
          ...json({ first_name: `Round${i}` }, me.headers),
          method: 'PATCH',
        }),
      ),
    });
    const fast = await measure('fast', people[0]);
    smtp.behaviour = { kind: 'slow', delayMs: 10_000 };
    // Every connection of the pool is now held by a send that waits on the relay.
    const slow = await measure('slow', people[1]);
    const stuck = await statuses();
    smtp.behaviour = { kind: 'accept' };
    console.log(
      `request medians (ms) with a prompt relay ${JSON.stringify(fast)}, with a 10 s relay ${JSON.stringify(slow)}; queue ${JSON.stringify(stuck)}`,
    );
    expect(stuck.sending ?? 0).toBeGreaterThan(0);
    for (const key of ['signIn', 'reset', 'save'] as const) expect(slow[key]).toBeLessThan(fast[key] * 1.5 + 30);
  });
});
