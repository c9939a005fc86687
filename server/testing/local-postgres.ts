import { execFileSync, spawnSync } from 'node:child_process';
import { appendFileSync, chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './free-port';

/** A throw-away PostgreSQL cluster from Debian's package, for tests; `reason` says why there is none. */
export interface LocalPostgres {
  url: string;
  /**
   * Holds new connections (the postmaster stopped with SIGSTOP: a client's connection waits in the
   * listen queue) until `release`, so that clients started apart reach the database at one moment.
   * Undefined for a database of DATABASE_URL_TEST.
   */
  hold?(): HeldConnections;
  stop(): void;
  /** The folder of PostgreSQL's programs (pg_dump, psql…) and the cluster's data folder. */
  bin?: string;
  dataDir?: string;
  /** Where its Unix socket is, and its port (PGHOST and PGPORT for PostgreSQL's programs). */
  socketDir?: string;
  port?: number;
  /** Runs one of PostgreSQL's programs as the postgres user. */
  run?(program: string, args: string[], env?: Record<string, string>): Buffer;
  /** Stops the server as an operator would (`pg_ctl stop -m fast`: sessions ended), keeping its data. */
  halt(): void;
  /** Starts it again on the same port and data after `halt`. */
  resume(): void;
}

export interface HeldConnections {
  /** Connections waiting to be accepted. */
  waiting(): number;
  release(): void;
}

/** The accept queue of the IPv4 socket listening on `port` (rx_queue of its /proc/net/tcp line). */
function acceptQueue(port: number): number {
  const hexPort = port.toString(16).toUpperCase().padStart(4, '0');
  const line = readFileSync('/proc/net/tcp', 'utf8')
    .split('\n')
    .map((l) => l.trim().split(/\s+/))
    .find((f) => f[1]?.endsWith(`:${hexPort}`) && f[3] === '0A');
  return line ? parseInt(line[4].split(':')[1], 16) : 0;
}

function binDir(): string | undefined {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return undefined;
  const version = readdirSync(base).sort((a, b) => Number(b) - Number(a))[0];
  const dir = version && join(base, version, 'bin');
  return dir && existsSync(join(dir, 'initdb')) && existsSync(join(dir, 'pg_ctl')) ? dir : undefined;
}

/** Why PostgreSQL tests cannot run here, or undefined when they can. */
export function postgresUnavailableReason(): string | undefined {
  if (process.env.DATABASE_URL_TEST) return undefined;
  if (!binDir()) return 'PostgreSQL binaries not found under /usr/lib/postgresql/*/bin (apt-get install -y postgresql)';
  if (process.getuid?.() !== 0) return 'starting PostgreSQL needs root to run initdb as the postgres user (runuser)';
  if (spawnSync('id', ['postgres']).status !== 0) return 'no postgres system user';
  return undefined;
}

/**
 * initdb + pg_ctl start as the postgres user in a temporary folder on a free port; `conf` is added
 * to its postgresql.conf (settings under test, such as WAL archiving).
 */
export async function startLocalPostgres({ conf }: { conf?: string } = {}): Promise<LocalPostgres> {
  if (process.env.DATABASE_URL_TEST) {
    const unsupported = () => {
      throw new Error('a PostgreSQL given by DATABASE_URL_TEST cannot be stopped by the tests');
    };
    return { url: process.env.DATABASE_URL_TEST, stop: () => undefined, halt: unsupported, resume: unsupported };
  }
  const bin = binDir()!;
  const dir = mkdtempSync(join(tmpdir(), 'registry-pg-'));
  const [uid, gid] = ['-u', '-g'].map((flag) => Number(execFileSync('id', [flag, 'postgres']).toString().trim()));
  chownSync(dir, uid, gid);
  const data = join(dir, 'data');
  const port = await freePort();
  const asPostgres = (cmd: string, args: string[], env: Record<string, string> = {}) =>
    execFileSync('runuser', ['-u', 'postgres', '--', cmd.includes('/') ? cmd : join(bin, cmd), ...args], {
      stdio: 'pipe',
      env: { ...process.env, PGHOST: dir, PGPORT: String(port), PGUSER: 'postgres', ...env },
    });
  asPostgres('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8']);
  if (conf) appendFileSync(join(data, 'postgresql.conf'), `\n${conf}\n`);
  const start = () =>
    asPostgres('pg_ctl', [
      '-D',
      data,
      '-w',
      '-l',
      join(dir, 'log'),
      '-o',
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`,
      'start',
    ]);
  start();
  const postmaster = () => Number(readFileSync(join(data, 'postmaster.pid'), 'utf8').split('\n')[0]);
  let held = false;
  const release = () => {
    if (held) process.kill(postmaster(), 'SIGCONT');
    held = false;
  };
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    bin,
    dataDir: data,
    socketDir: dir,
    port,
    run: asPostgres,
    halt: () => asPostgres('pg_ctl', ['-D', data, '-w', '-m', 'fast', 'stop']),
    resume: start,
    hold() {
      process.kill(postmaster(), 'SIGSTOP');
      held = true;
      return { waiting: () => acceptQueue(port), release };
    },
    stop() {
      release();
      try {
        asPostgres('pg_ctl', ['-D', data, '-m', 'immediate', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
