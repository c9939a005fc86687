import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../testing/free-port';
import { postgresUnavailableReason, startLocalPostgres, type LocalPostgres } from '../testing/local-postgres';
import { migrate } from './migrate';
import { openPgDatabase } from './pg-database';
import type { Database } from './database';

// The backups of docs/deploy.md, tried: PostgreSQL with deploy/postgresql/registry.conf's WAL
// archiving, deploy/backup/registry-backup.sh's nightly dump and base backup, then a restore of the
// dump with pg_restore and a point-in-time recovery with deploy/backup/restore-to-time.sh to a
// moment between two changes: the first is there, the second is not.
const reason = postgresUnavailableReason();
if (reason) console.log(`Backup and restore on PostgreSQL skipped: ${reason}`);

const ROOT = resolve(new URL('../..', import.meta.url).pathname);
const deployFile = (path: string) => join(ROOT, 'deploy', path);

describe.skipIf(!!reason)('backups and restores', () => {
  let pg: LocalPostgres;
  let db: Database;
  let backupDir: string;
  let dataBefore: number;
  let targetTime: string;
  const work: string[] = [];
  const postgresOwned = (prefix: string) => {
    const dir = mkdtempSync(join(tmpdir(), prefix));
    const [uid, gid] = ['-u', '-g'].map((f) => Number(execFileSync('id', [f, 'postgres']).toString().trim()));
    chownSync(dir, uid, gid);
    work.push(dir);
    return dir;
  };
  const addParticipant = (email: string) =>
    db.query(`insert into participants (email, first_name, last_name) values ($1, 'Back', 'Up')`, [email]);
  const emails = async (query: (sql: string) => Promise<Array<{ email: string }>>) =>
    (await query(`select email from participants where email like '%@backup.example.org' order by email`)).map(
      (r) => r.email,
    );

  beforeAll(async () => {
    backupDir = postgresOwned('registry-backup-');
    const conf = readFileSync(deployFile('postgresql/registry.conf'), 'utf8').replaceAll(
      '/var/lib/registry-backup',
      backupDir,
    );
    pg = await startLocalPostgres({ conf });
    db = await openPgDatabase(pg.url);
    await migrate(db);
  }, 120_000);
  afterAll(async () => {
    await db?.close();
    pg?.stop();
    for (const dir of work) rmSync(dir, { recursive: true, force: true });
  });

  it('takes the nightly dump and base backup, while WAL segments are archived', async () => {
    await addParticipant('a-before-backup@backup.example.org');
    dataBefore = (await emails((sql) => db.query(sql))).length;
    const out = pg.run!(deployFile('backup/registry-backup.sh'), [], {
      BACKUP_DIR: backupDir,
      DATABASE: 'postgres',
      PGBIN: pg.bin!,
    }).toString();
    expect(out).toMatch(/^registry backup \d{8}T\d{6}Z: .*\.dump and base backup /);
    expect(readdirSync(join(backupDir, 'dump')).filter((f) => f.endsWith('.dump'))).toHaveLength(1);
    const [base] = readdirSync(join(backupDir, 'base'));
    expect(existsSync(join(backupDir, 'base', base, 'base.tar.gz'))).toBe(true);
  });

  it('restores the dump into an empty database with pg_restore', async () => {
    const [dump] = readdirSync(join(backupDir, 'dump'));
    pg.run!('createdb', ['restored']);
    pg.run!('pg_restore', ['--dbname=restored', '--no-owner', join(backupDir, 'dump', dump)]);
    const restored = await openPgDatabase(pg.url.replace(/\/postgres$/, '/restored'));
    try {
      expect((await emails((sql) => restored.query(sql))).length).toBe(dataBefore);
      const [{ n }] = await restored.query<{ n: string }>('select count(*) as n from schema_migrations');
      const [{ m }] = await db.query<{ m: string }>('select count(*) as m from schema_migrations');
      expect(n).toBe(m);
    } finally {
      await restored.close();
    }
  });

  it(
    'recovers to a moment between two changes from the base backup and the archived WAL',
    { timeout: 60_000 },
    async () => {
      await addParticipant('b-kept@backup.example.org');
      await db.query('select pg_switch_wal()');
      await new Promise((r) => setTimeout(r, 1_100));
      [{ target: targetTime }] = await db.query<{ target: string }>(
        `select to_char(now() at time zone 'utc', 'YYYY-MM-DD HH24:MI:SS.US') || '+00' as target`,
      );
      await new Promise((r) => setTimeout(r, 1_100));
      await addParticipant('c-after-target@backup.example.org');
      await db.query('select pg_switch_wal()');
      // Both segments reach the archive.
      const until = Date.now() + 20_000;
      for (;;) {
        const [{ failed, archived }] = await db.query<{ failed: string; archived: string }>(
          'select failed_count as failed, archived_count as archived from pg_stat_archiver',
        );
        expect(Number(failed)).toBe(0);
        if (Number(archived) >= 3) break;
        if (Date.now() > until) throw new Error(`only ${archived} WAL segments archived`);
        await new Promise((r) => setTimeout(r, 200));
      }

      const restoreDir = join(postgresOwned('registry-restore-'), 'data');
      const out = pg.run!(deployFile('backup/restore-to-time.sh'), [], {
        BACKUP_DIR: backupDir,
        PGBIN: pg.bin!,
        TARGET_TIME: targetTime,
        RESTORE_DIR: restoreDir,
      }).toString();
      expect(out).toMatch(/^recovered base backup \d{8}T\d{6}Z into /);
      const port = await freePort();
      const socket = join(restoreDir, '..');
      pg.run!('pg_ctl', [
        '-D',
        restoreDir,
        '-w',
        '-t',
        '60',
        '-l',
        join(socket, 'log'),
        '-o',
        `-p ${port} -k ${socket} -c listen_addresses=127.0.0.1`,
        'start',
      ]);
      const recovered = await openPgDatabase(`postgres://postgres@127.0.0.1:${port}/postgres`);
      try {
        // Recovery ends by promotion; until then the server answers read-only.
        const end = Date.now() + 30_000;
        while ((await recovered.query<{ r: boolean }>('select pg_is_in_recovery() as r'))[0].r && Date.now() < end)
          await new Promise((r) => setTimeout(r, 200));
        expect(await emails((sql) => recovered.query(sql))).toEqual([
          'a-before-backup@backup.example.org',
          'b-kept@backup.example.org',
        ]);
      } finally {
        await recovered.close();
        pg.run!('pg_ctl', ['-D', restoreDir, '-m', 'immediate', 'stop']);
      }
    },
  );
});
