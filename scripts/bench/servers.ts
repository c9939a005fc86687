import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { unitEnvironment } from '../lib/systemd-unit';

// The servers a bench run measures: one or more `server/main.ts` processes (the real start-up, on
// loopback) on a fresh database. PGlite lives in one process's data folder, so several processes
// need PostgreSQL: with DATABASE_URL a new database is created on that server for the run and
// dropped after it.

export interface BenchDatabase {
  kind: 'pglite' | 'postgresql';
  env: Record<string, string>;
  drop(): Promise<void>;
}

export async function freshDatabase(databaseUrl: string | undefined): Promise<BenchDatabase> {
  if (!databaseUrl) {
    const dataDir = mkdtempSync(join(tmpdir(), 'registry-bench-'));
    return {
      kind: 'pglite',
      env: { REGISTRY_DATA_DIR: dataDir },
      drop: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const name = `registry_bench_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'registry-bench-'));
  return {
    kind: 'postgresql',
    env: { DATABASE_URL: url.toString(), REGISTRY_DATA_DIR: dataDir },
    async drop() {
      rmSync(dataDir, { recursive: true, force: true });
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

export interface BenchServer {
  base: string;
  /** CPU time (ms) the process has used so far: less sensitive to a busy machine than latency. */
  cpuMs(): number;
  /** The process's peak resident memory so far, in MB (VmHWM). */
  peakMemoryMb(): number;
  /** The process's resident memory now, in MB (VmRSS). */
  memoryMb(): number;
  stop(): Promise<void>;
}

async function waitForServer(base: string, child: ChildProcess, timeoutMs = 120_000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`the server at ${base} exited (${child.exitCode})`);
    try {
      const res = await fetch(`${base}/api/meta/version`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`the server at ${base} did not answer within ${timeoutMs / 1000} s`);
}

/**
 * How a server process starts: the registry under the TypeScript loader (`server/main.ts`), the
 * registry as built for production (`dist/server/main.mjs`, `npm run build`), or the save's floor.
 */
export type ServerEntry = 'tsx' | 'built' | 'floor';

const ENTRY_ARGS: Record<ServerEntry, string[]> = {
  tsx: ['--import', 'tsx', 'server/main.ts'],
  built: ['dist/server/main.mjs'],
  floor: ['--import', 'tsx', 'scripts/bench/floor-server.ts'],
};

/** Starts a server of `root` on `port`; its output goes to ours (no pipe keeps us alive). */
export async function startServer(
  root: string,
  port: number,
  env: Record<string, string>,
  entry: ServerEntry = 'tsx',
): Promise<BenchServer> {
  // BENCH_CPU_PROF=<folder>: each server process writes a V8 CPU profile there when it stops (open it
  // in Chromium's DevTools, Performance panel) to see where a call's CPU time goes.
  const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
  const child = spawn(process.execPath, [...profile, ...ENTRY_ARGS[entry]], {
    cwd: root,
    env: {
      ...process.env,
      // Built, the server runs as the systemd unit starts it: with the unit's environment.
      ...(entry === 'built' ? unitEnvironment(root) : {}),
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      REGISTRY_SEED: '0',
      // Every bench participant signs up and signs in from 127.0.0.1.
      REGISTRY_SIGNUP_RATE_LIMIT: '1000000',
      REGISTRY_LOGIN_RATE_LIMIT: '1000000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  await waitForServer(base, child);
  return {
    base,
    cpuMs: () => (child.pid ? processCpuMs(child.pid) : 0),
    peakMemoryMb: () => (child.pid ? memoryMb(child.pid, 'VmHWM') : 0),
    memoryMb: () => (child.pid ? memoryMb(child.pid, 'VmRSS') : 0),
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** A process's resident set (VmRSS) or its peak (VmHWM) in MB, from /proc (0 once it is gone). */
export function memoryMb(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  try {
    const kb = new RegExp(`^${field}:\\s+(\\d+) kB$`, 'm').exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Math.round(Number(kb) / 1024) : 0;
  } catch {
    return 0;
  }
}

const TICK_MS = 10; // Linux USER_HZ: /proc times are in 1/100 s

/** CPU time (ms, user + system) a process has used, and with `children` what its finished children used. */
export function processCpuMs(pid: number, children = false): number {
  try {
    // Fields after the command name (which may hold spaces) start at field 3: state.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    const [utime, stime, cutime, cstime] = [11, 12, 13, 14].map((i) => Number(fields[i]));
    return (utime + stime + (children ? cutime + cstime : 0)) * TICK_MS;
  } catch {
    return 0;
  }
}

/**
 * CPU time (ms) of the local PostgreSQL whose data folder is `dataDir` (BENCH_PG_DATA): the
 * postmaster, its finished children and the backends alive now. Undefined when it is not local.
 */
export function postgresCpuMs(dataDir: string | undefined): number | undefined {
  if (!dataDir) return undefined;
  const postmaster = Number(readFileSync(join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
  let total = processCpuMs(postmaster, true);
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const ppid = Number(readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1].split(' ')[1]);
      if (ppid === postmaster) total += processCpuMs(Number(entry));
    } catch {
      // gone meanwhile
    }
  }
  return total;
}
