import { describe, expect, it } from 'vitest';
import type { Database } from '../../db/database';
import { openPgDatabase } from '../../db/pg-database';
import { postgresUnavailableReason } from '../../testing/local-postgres';
import { postgresForFile } from '../../testing/postgres-scene';
import { startServerProcess } from '../../testing/server-process';
import { FIXTURE_DEFINITION } from '../../testing/studies-fixture';
import { smtpEnv } from '../../testing/test-smtp';
import { DEFAULT_NOTIFICATION_SETTINGS } from '../accounts/registration';
import { runReminders } from './run';
import { unsubscribeTokens } from './unsubscribe-token';

// Several processes on one PostgreSQL, each running the scheduler: every reminder is decided once
// and its e-mail sent once. First three schedulers in this process, each on a connection pool of
// its own, run at the same moment again and again; then three server processes run it every second
// on the real clock, their e-mails read at the test SMTP server.
const reason = postgresUnavailableReason();
if (reason) console.log(`Reminders from several processes on PostgreSQL skipped: ${reason}`);

const MESSAGE_KEY = Buffer.alloc(32, 43);
let studies = 900;

/** `count` participants whose study has had no saved answer for 8 days, at noon on their own clock now. */
async function idleParticipants(db: Database, prefix: string, count: number): Promise<void> {
  const study = (studies += 1);
  const definition = { study: { id: study, study_type: 'sub_study', title: `Study ${study}` }, ...FIXTURE_DEFINITION };
  await db.query(
    `insert into studies (id, study_type, title, status, assign_to, definition) values ($1, 'sub_study', $2, 'active', 'none', $3)`,
    [study, `Study ${study}`, JSON.stringify(definition)],
  );
  // A zone where it is about noon now: 9:00-20:00 holds for the whole test, whenever it runs.
  const offset = 12 - new Date().getUTCHours();
  const zone = offset === 0 ? 'Etc/GMT' : `Etc/GMT${offset > 0 ? '-' : '+'}${Math.abs(offset)}`;
  const { sms_opted_out, ...topics } = DEFAULT_NOTIFICATION_SETTINGS;
  for (let i = 0; i < count; i++) {
    const [p] = await db.query<{ id: number }>(
      `insert into participants (email, first_name, last_name, timezone, created_at)
       values ($1, 'Pat', 'Lee', $2, now() - interval '60 days') returning id`,
      [`${prefix}-${i}@example.com`, zone],
    );
    await db.query('insert into notification_settings (participant_id, settings, sms_opted_out) values ($1, $2, $3)', [
      p.id,
      JSON.stringify(topics),
      sms_opted_out,
    ]);
    const [us] = await db.query<{ id: number }>(
      `insert into user_studies (participant_id, study_id, status, dashboard_status, created_at)
       values ($1, $2, 5, 'in_progress', now() - interval '30 days') returning id`,
      [p.id, study],
    );
    await db.query(
      `insert into answers (user_study_id, question_id, question_option_id, value, created_at, updated_at)
       values ($1, 201, 2001, '3', now() - interval '8 days', now() - interval '8 days')`,
      [us.id],
    );
  }
}

describe.skipIf(!!reason)('reminders from several processes on one PostgreSQL', () => {
  const scene = postgresForFile();

  it(
    'three schedulers running at the same moments decide and queue each reminder once',
    { timeout: 120_000 },
    async () => {
      const { db, pg } = scene;
      await idleParticipants(db, 'burst', 40);
      const pools = await Promise.all([0, 1, 2].map(() => openPgDatabase(pg.url)));
      const deps = (pool: Database) => ({
        db: pool,
        queue: {
          devOutbox: false,
          channels: new Set(['email'] as const),
          key: MESSAGE_KEY,
          messageIdHost: 'registry.example.org',
        },
        publicUrl: 'https://registry.example.org',
        tokens: unsubscribeTokens('secret'),
        mailbox: 'help@registry.example.org',
        registryName: 'T1D Research Registry',
      });
      try {
        const now = new Date();
        const rounds = [];
        for (let round = 0; round < 5; round++)
          rounds.push(...(await Promise.all(pools.map((pool) => runReminders(deps(pool), now)))));
        // Each round at least one ran (the others found the lock taken, or nothing left to do).
        expect(rounds.filter((r) => r.ran).length).toBeGreaterThanOrEqual(5);
        expect(rounds.reduce((n, r) => n + r.sent, 0)).toBe(40);
      } finally {
        await Promise.all(pools.map((pool) => pool.close()));
      }
      const queued = await db.query<{ to_address: string; n: string }>(
        `select to_address, count(*) as n from outbox where to_address like 'burst-%' group by to_address`,
      );
      expect(queued).toHaveLength(40);
      expect(queued.every((r) => Number(r.n) === 1)).toBe(true);
    },
  );

  it(
    'three server processes, each running it every second, send each reminder once',
    { timeout: 240_000 },
    async () => {
      const { db, pg, smtp } = scene;
      await idleParticipants(db, 'process', 60);
      const env = {
        DATABASE_URL: pg.url,
        REGISTRY_DEV_OUTBOX: '0',
        REGISTRY_MESSAGE_KEY: MESSAGE_KEY.toString('base64'),
        REGISTRY_PUBLIC_URL: 'https://registry.example.org',
        REGISTRY_REMINDER_INTERVAL_S: '1',
        ...smtpEnv(smtp),
      };
      scene.processes.push(...(await Promise.all([0, 1, 2].map(() => startServerProcess(env, 120_000)))));
      const mine = () => smtp.arrived.filter((m) => m.to[0].startsWith('process-'));
      const until = Date.now() + 120_000;
      while (mine().length < 60 && Date.now() < until) await new Promise((r) => setTimeout(r, 100));
      // Several more runs of every process, for a second copy to come if any were coming.
      await new Promise((r) => setTimeout(r, 4_000));
      const recipients = mine().map((m) => m.to[0]);
      expect(recipients).toHaveLength(60);
      expect(new Set(recipients).size).toBe(60);
      expect(mine().every((m) => m.mail.subject === 'Pick up where you left off: Study 902')).toBe(true);
      const ledger = await db.query<{ n: string }>(
        `select count(*) as n from reminders r join participants p on p.id = r.participant_id where p.email like 'process-%'`,
      );
      expect(Number(ledger[0].n)).toBe(60);
    },
  );
});
