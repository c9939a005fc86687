import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database';
import { migrate } from '../../db/migrate';
import { openPgDatabase } from '../../db/pg-database';
import { postgresUnavailableReason, startLocalPostgres, type LocalPostgres } from '../../testing/local-postgres';
import { createTestApp, signUp, type TestApp } from '../../testing/test-app';
import { runAuditCommand } from './cli';
import { recordAudit, verifyChain } from './service';

// The trail's guarantees: rows are only added (the database refuses the rest), each row's hash
// chains it to the one before, the verifier names the first row changed behind the trigger's back,
// parallel writers still form one chain, and a failed audit write refuses the change it records.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const rows = (db: Database) =>
  db.query<{ id: string; action: string; prev_hash: string; hash: string }>(
    'select id::text, action, prev_hash, hash from audit_events order by id',
  );

describe('the audit trail', () => {
  it('refuses UPDATE, DELETE and TRUNCATE', async () => {
    await signUp(t.app, 'append-only@example.com');
    const [first] = await rows(t.db);
    await expect(t.db.query("update audit_events set action = 'x' where id = $1", [first.id])).rejects.toThrow(
      /append-only: UPDATE refused/,
    );
    await expect(t.db.query('delete from audit_events where id = $1', [first.id])).rejects.toThrow(
      /append-only: DELETE refused/,
    );
    await expect(t.db.query('truncate audit_events')).rejects.toThrow(/append-only: TRUNCATE refused/);
    expect((await rows(t.db))[0]).toEqual(first);
  });

  it('chains each row to the one before and verifies', async () => {
    await signUp(t.app, 'chain@example.com');
    const all = await rows(t.db);
    expect(all.length).toBeGreaterThan(2);
    expect(all[0].prev_hash).toBe('0'.repeat(64));
    for (let i = 1; i < all.length; i += 1) expect(all[i].prev_hash).toBe(all[i - 1].hash);
    expect(await verifyChain(t.db)).toEqual({ ok: true, rows: all.length, head: all.at(-1)!.hash });
    const { code, out } = await runAuditCommand(t.db, ['verify']);
    expect(code).toBe(0);
    expect(out).toContain(`${all.length} rows`);
  });

  it('names the first row changed with the trigger dropped', async () => {
    const db = await createTestApp();
    try {
      for (const n of [1, 2, 3]) await signUp(db.app, `tamper-${n}@example.com`);
      const all = await rows(db.db);
      const victim = all[2];
      await db.db.query('alter table audit_events disable trigger audit_events_append_only');
      await db.db.query(`update audit_events set detail = '{"kind": "something else"}' where id = $1`, [victim.id]);
      const verdict = await verifyChain(db.db);
      expect(verdict).toMatchObject({ ok: false, badId: victim.id, rows: 2, reason: expect.stringMatching(/content/) });
      const { code, out } = await runAuditCommand(db.db, ['verify']);
      expect(code).toBe(1);
      expect(out).toContain(`row ${victim.id} does not match`);
    } finally {
      await db.close();
    }
  });

  it('a row removed breaks the chain at the row after it', async () => {
    const db = await createTestApp();
    try {
      for (const n of [1, 2]) await signUp(db.app, `removed-${n}@example.com`);
      const all = await rows(db.db);
      await db.db.query('alter table audit_events disable trigger audit_events_append_only');
      await db.db.query('delete from audit_events where id = $1', [all[1].id]);
      expect(await verifyChain(db.db)).toMatchObject({
        ok: false,
        badId: all[2].id,
        reason: expect.stringMatching(/previous hash/),
      });
    } finally {
      await db.close();
    }
  });

  it('exports one participant’s rows as CSV or JSON, within dates', async () => {
    const me = await signUp(t.app, 'export-audit@example.com');
    await t.app.inject({
      method: 'PATCH',
      url: `/api/registry/participant/${me.id}`,
      headers: me.headers,
      payload: { first_name: 'Renée' },
    });
    const csv = await runAuditCommand(t.db, ['export', '--participant', String(me.id)]);
    expect(csv.code).toBe(0);
    const lines = csv.out.trim().split('\n');
    expect(lines[0]).toBe('id,occurred_at,action,actor,participant_id,user_study_id,consent_id,request_id,detail,hash');
    expect(lines.slice(1).map((l) => l.split(',')[2])).toEqual(['message_queued', 'sign_in', 'profile_changed']);
    expect(lines[3]).toContain('"{""changes"": {""first_name"": {""after"": ""Renée"", ""before"": ""Test""}}}"');
    const json = await runAuditCommand(t.db, ['export', '--participant', String(me.id), '--format', 'json']);
    const parsed = JSON.parse(json.out) as Array<{ action: string; participant_id: number; detail: unknown }>;
    expect(parsed.map((r) => r.action)).toEqual(['message_queued', 'sign_in', 'profile_changed']);
    expect(parsed[2]).toMatchObject({
      participant_id: me.id,
      detail: { changes: { first_name: { before: 'Test', after: 'Renée' } } },
    });
    const future = await runAuditCommand(t.db, ['export', '--participant', String(me.id), '--from', '2999-01-01']);
    expect(future.out.trim().split('\n')).toHaveLength(1);
    const past = await runAuditCommand(t.db, [
      'export',
      '--participant',
      String(me.id),
      '--to',
      '2000-01-01',
      '--format',
      'json',
    ]);
    expect(JSON.parse(past.out)).toEqual([]);
    expect((await runAuditCommand(t.db, ['export'])).code).toBe(2);
    expect((await runAuditCommand(t.db, ['export', '--participant', '1', '--format', 'xml'])).code).toBe(2);
    expect((await runAuditCommand(t.db, ['nothing'])).code).toBe(2);
  });

  it('refuses the change when its audit row cannot be written', async () => {
    const me = await signUp(t.app, 'audit-fails@example.com');
    await t.db.query(
      "alter table audit_events add constraint audit_fails_test check (action <> 'profile_changed') not valid",
    );
    try {
      const res = await t.app.inject({
        method: 'PATCH',
        url: `/api/registry/participant/${me.id}`,
        headers: me.headers,
        payload: { first_name: 'Unrecorded' },
      });
      expect(res.statusCode).toBe(500);
      expect(await t.db.query('select first_name from participants where id = $1', [me.id])).toEqual([
        { first_name: 'Test' },
      ]);
    } finally {
      await t.db.query('alter table audit_events drop constraint audit_fails_test');
    }
  });
});

const reason = postgresUnavailableReason();
describe.skipIf(!!reason)('the audit trail on PostgreSQL', () => {
  let pg: LocalPostgres;
  let db: Database;
  beforeAll(async () => {
    pg = await startLocalPostgres();
    db = await openPgDatabase(pg.url, 12);
    await migrate(db);
  }, 60_000);
  afterAll(async () => {
    await db?.close();
    pg?.stop();
  });

  it('forms one chain from parallel transactions', async () => {
    // Each writer holds its transaction open a moment after its row, so the others must wait for it.
    await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        db.transaction(async (tx) => {
          await recordAudit(tx, { action: 'message_queued', actor: 'registry', participantId: null, detail: { n: i } });
          await tx.query('select pg_sleep(0.005)');
        }),
      ),
    );
    // And writers outside a transaction (one statement each).
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        recordAudit(db, { action: 'message_queued', actor: 'registry', participantId: null, detail: { m: i } }),
      ),
    );
    const verdict = await verifyChain(db);
    expect(verdict).toEqual({ ok: true, rows: 60, head: expect.any(String) });
    await expect(db.query('delete from audit_events')).rejects.toThrow(/append-only/);
  });
});
