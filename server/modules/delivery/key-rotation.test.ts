import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database';
import { createTestApp, freshDatabase, type TestApp } from '../../testing/test-app';
import { smtpEnv, startTestSmtp, type TestSmtp } from '../../testing/test-smtp';
import { queueMessage } from './service';

// A message may wait a day, sealed under the message key, which by default is derived from the
// token secret. A process started on a new token secret with the old one accepted still opens it
// and sends it; a process that holds no key it was sealed with leaves it for one that does, rather
// than giving it up.

const OLD = 'message-rotation-old-secret-0123456789';
const NEW = 'message-rotation-new-secret-9876543210';
const LINK = 'https://registry.example.org/auth/reset-password?token=sealed-before-the-rotation';

let db: Database;
let smtp: TestSmtp;
const started: TestApp[] = [];
async function processWith(env: Record<string, string>) {
  const t = await createTestApp({
    db,
    devOutbox: false,
    seed: false,
    jwtSecret: undefined,
    publicUrl: 'https://registry.example.org',
    env,
    deliveryPollMs: 50,
    deliveryRetry: { baseMs: 200, maxMs: 400, windowMs: 24 * 3_600_000 },
  });
  started.push(t);
  return t.app;
}
const row = async () =>
  (
    await db.query<{ status: string; attempts: number; last_error: string | null }>(
      `select status, attempts, last_error from outbox where to_address = 'sealed@example.com'`,
    )
  )[0];

beforeAll(async () => {
  db = await freshDatabase();
  smtp = await startTestSmtp();
});
afterAll(async () => {
  for (const t of started) await t.app.close();
  await smtp.close();
  await db.close();
});

describe('a message sealed before the token secret was replaced', () => {
  it('waits for a process that can open it, which then sends it whole', { timeout: 60_000 }, async () => {
    // Written by a process of the old secret while the relay is down: it waits, sealed under the old key.
    await smtp.stop();
    const before = await processWith({ REGISTRY_JWT_SECRET: OLD, ...smtpEnv(smtp) });
    await queueMessage(
      db,
      {
        to: 'sealed@example.com',
        kind: 'password_reset',
        locale: 'en',
        subject: 'Reset your registry password',
        body: `Open ${LINK}`,
        link: LINK,
        validMinutes: 60,
      },
      before.registry.messages,
    );
    await before.close();
    expect(await row()).toMatchObject({ status: 'pending' });
    await smtp.start();

    // The old secret no longer listed: the process tries, cannot open it, and leaves it pending.
    const lacking = await processWith({ REGISTRY_JWT_SECRET: NEW, ...smtpEnv(smtp) });
    for (let i = 0; i < 100 && (await row()).attempts < 2; i++) await new Promise((r) => setTimeout(r, 100));
    await lacking.close();
    expect(await row()).toMatchObject({ status: 'pending', last_error: expect.stringMatching(/did not open/) });
    expect(smtp.arrived).toHaveLength(0);

    // The old secret accepted: sent, its link intact.
    await processWith({ REGISTRY_JWT_SECRET: NEW, REGISTRY_JWT_ACCEPTED_SECRETS: OLD, ...smtpEnv(smtp) });
    const [mail] = await smtp.waitFor(1, 20_000);
    expect(mail.to).toEqual(['sealed@example.com']);
    expect(mail.mail.text).toContain(LINK);
    for (let i = 0; i < 50 && (await row()).status !== 'sent'; i++) await new Promise((r) => setTimeout(r, 100));
    expect(await row()).toMatchObject({ status: 'sent' });
  });
});
