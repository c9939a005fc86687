import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database';
import { postgresUnavailableReason, type LocalPostgres } from '../../testing/local-postgres';
import { postgresForFile } from '../../testing/postgres-scene';
import { startServerProcess, type ServerProcess } from '../../testing/server-process';
import { smtpEnv, type TestSmtp } from '../../testing/test-smtp';
import { queueMessage } from './service';

// Three API processes on one PostgreSQL, each with its delivery worker: a thousand messages queued
// at once each reach the SMTP server exactly once (FOR UPDATE SKIP LOCKED). Then SIGTERM: the
// worker finishes the send in hand and claims nothing new.
const reason = postgresUnavailableReason();
if (reason) console.log(`Delivery from several processes on PostgreSQL skipped: ${reason}`);

const MESSAGE_KEY = Buffer.alloc(32, 41);
const COUNT = 1_000;

describe.skipIf(!!reason)('delivery from several processes on one PostgreSQL', () => {
  let pg: LocalPostgres;
  let db: Database;
  let smtp: TestSmtp;
  let processes: ServerProcess[] = [];
  const env = () => ({
    DATABASE_URL: pg.url,
    REGISTRY_DEV_OUTBOX: '0',
    REGISTRY_MESSAGE_KEY: MESSAGE_KEY.toString('base64'),
    REGISTRY_PUBLIC_URL: 'https://registry.example.org',
    ...smtpEnv(smtp),
  });
  const queue = {
    devOutbox: false,
    channels: new Set(['email'] as const),
    key: MESSAGE_KEY,
    messageIdHost: 'registry.example.org',
  };

  const scene = postgresForFile();
  beforeAll(() => {
    ({ pg, db, smtp } = scene);
  });
  afterAll(async () => {
    await Promise.all(processes.map((p) => p.stop()));
  });

  it('sends each of a thousand messages queued at once exactly once', { timeout: 240_000 }, async () => {
    processes = await Promise.all([0, 1, 2].map(() => startServerProcess(env(), 120_000)));
    const started = Date.now();
    await db.transaction(async (tx) => {
      for (let i = 0; i < COUNT; i++) {
        const link = `https://registry.example.org/auth/reset-password?token=bulk-${i}`;
        await queueMessage(
          tx,
          {
            to: `bulk-${i}@example.com`,
            kind: 'password_reset',
            locale: i % 2 ? 'es' : 'en',
            subject: 'Reset your registry password',
            body: `Open this link: ${link}`,
            link,
            validMinutes: 60,
          },
          queue,
        );
      }
    });
    await smtp.waitFor(COUNT, 180_000);
    const seconds = (Date.now() - started) / 1000;
    // Time for a second copy to arrive, if any were coming.
    await new Promise((r) => setTimeout(r, 3_000));
    const ids = smtp.arrived.map((m) => m.mail.messageId);
    const recipients = smtp.arrived.map((m) => m.to.join());
    console.log(
      `${COUNT} messages through 3 processes in ${seconds.toFixed(1)} s; ${ids.length} arrived over ${smtp.connections} connections`,
    );
    expect(ids).toHaveLength(COUNT);
    expect(new Set(ids).size).toBe(COUNT);
    expect(new Set(recipients).size).toBe(COUNT);
    // One process keeps at most 5 connections: more means the three shared the work.
    expect(smtp.connections).toBeGreaterThan(5);
    // Each arrived with its own link, unsealed by whichever process sent it.
    for (const m of smtp.arrived) expect(m.mail.text).toContain(`token=bulk-${/bulk-(\d+)@/.exec(m.to[0])![1]}`);
    const rows = await db.query<{ status: string; n: string; attempts: string }>(
      `select status, count(*) as n, max(attempts) as attempts from outbox group by status`,
    );
    expect(rows.map((r) => [r.status, Number(r.n), Number(r.attempts)])).toEqual([['sent', COUNT, 1]]);
    expect((await db.query(`select 1 from outbox where sealed is not null`)).length).toBe(0);
  });

  it('on SIGTERM finishes the send in hand and claims nothing new', { timeout: 120_000 }, async () => {
    await Promise.all(processes.map((p) => p.stop()));
    processes = [];
    const before = smtp.arrived.length;
    const one = await startServerProcess(env(), 120_000);
    smtp.behaviour = { kind: 'slow', delayMs: 1_500 };
    const message = (n: number) => ({
      to: `shutdown-${n}@example.com`,
      kind: 'withdrawal_confirmation' as const,
      locale: 'en' as const,
      subject: 'You have withdrawn from the registry',
      body: 'Dear Pat, your registry account has been deleted.',
    });
    await queueMessage(db, message(1), queue);
    const until = Date.now() + 10_000;
    while (
      (await db.query(`select 1 from outbox where to_address = 'shutdown-1@example.com' and status = 'sending'`))
        .length === 0
    ) {
      if (Date.now() > until) throw new Error('the message was never claimed');
      await new Promise((r) => setTimeout(r, 20));
    }
    const stopping = one.stop();
    await new Promise((r) => setTimeout(r, 100));
    await queueMessage(db, message(2), queue);
    await stopping;
    smtp.behaviour = { kind: 'accept' };
    const rows = await db.query<{ to_address: string; status: string; attempts: number }>(
      `select to_address, status, attempts from outbox where to_address like 'shutdown-%' order by to_address`,
    );
    expect(rows).toEqual([
      { to_address: 'shutdown-1@example.com', status: 'sent', attempts: 1 },
      { to_address: 'shutdown-2@example.com', status: 'pending', attempts: 0 },
    ]);
    expect(smtp.arrived.slice(before).map((m) => m.to)).toEqual([['shutdown-1@example.com']]);
  });
});
