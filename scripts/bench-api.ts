// `npm run bench:api`: the API under load, on loopback, against the real server start-up.
// Creates participants on a fresh database (PGlite; PostgreSQL when DATABASE_URL is set, in a new
// database made for the run), then measures the save's floor (bench/floor-server.ts: a bare
// node:http server doing only what any authenticated save must, on the same database) and right
// after it the registry's answer saves, same participants closed loop (50 concurrent; their rate
// ratio, target 0.8), profile reads, saves open loop (100/s), sign-in, the dashboard list and
// procedure submits. Prints p50/p95/p99, throughput, CPU per call and memory, and writes
// reports/bench-api.json. Not part of `npm test`: figures depend on the machine and its load.
//
//   BENCH_SERVER=built      how the registry runs: `built` (dist/server/main.mjs, as in production;
//                           the default once `npm run build` made it) or `tsx` (server/main.ts)
//   BENCH_PG=local          a throw-away PostgreSQL cluster from Debian's package (as the tests start
//                           it: root, fsync off) instead of DATABASE_URL; its CPU per call is reported
//   BENCH_PROCESSES=1,2,4   server processes (several: PostgreSQL only), one run per count, each on
//                           a fresh database; requests round-robin between a run's processes
//   BENCH_PG_POOL=10        connections each process keeps to PostgreSQL (REGISTRY_PG_POOL_SIZE)
//   BENCH_PORTS=8307,8317   ports of the processes (default: free ports)
//   BENCH_FLOOR_PORT=8309   port of the floor's process (default: a free port)
//   BENCH_SECONDS=10        length of each save and read measurement (others take half)
//   BENCH_PARTICIPANTS=50   participants (and the closed loop's concurrency)
//   BENCH_RATE=100          open-loop arrival rate per second
//   BENCH_SERVER_ROOT=dir   another checkout's server to measure (before/after comparisons)
//   BENCH_LABEL=text        a label stored in the report
//   BENCH_PG_DATA=dir       data folder of a local PostgreSQL: its CPU time per call is reported too
//   BENCH_CPU_PROF=dir      each server process writes a V8 CPU profile (.cpuprofile) there when it stops
//   BENCH_SAVES_ONLY=1      only the floor and the closed-loop save (with BENCH_CPU_PROF: the save's profile)
// Besides latencies, each row gives the CPU time per call of the server processes (and of a local
// PostgreSQL): on a busy machine latencies say more about the neighbours than about the server.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startLocalPostgres } from '../server/testing/local-postgres';
import { benchRun, type RunResult } from './bench/run';
// @ts-expect-error -- a plain .mjs helper without types
import { freePort } from './lib/free-port.mjs';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const env = process.env;
const counts = (env.BENCH_PROCESSES ?? '1').split(',').map(Number);
const localPg = env.BENCH_PG === 'local' ? await startLocalPostgres() : undefined;
process.on('exit', () => localPg?.stop());
const databaseUrl = localPg?.url ?? (env.DATABASE_URL?.trim() || undefined);
if (counts.some((n) => !(n >= 1))) {
  console.error(`bench:api: BENCH_PROCESSES must be process counts, e.g. 1 or 1,2,4 (got ${env.BENCH_PROCESSES}).`);
  process.exit(1);
}
if (counts.some((n) => n > 1) && !databaseUrl) {
  console.error('bench:api: several processes need PostgreSQL (set DATABASE_URL); PGlite belongs to one process.');
  process.exit(1);
}
const serverRoot = resolve(env.BENCH_SERVER_ROOT ?? root);
const entry = env.BENCH_SERVER ?? (existsSync(join(serverRoot, 'dist/server/main.mjs')) ? 'built' : 'tsx');
if (entry !== 'built' && entry !== 'tsx') {
  console.error(`bench:api: BENCH_SERVER is built or tsx (got ${entry}).`);
  process.exit(1);
}
if (entry === 'built' && !existsSync(join(serverRoot, 'dist/server/main.mjs'))) {
  console.error('bench:api: no dist/server/main.mjs: run `npm run build` first, or BENCH_SERVER=tsx.');
  process.exit(1);
}
const fixedPorts = env.BENCH_PORTS ? env.BENCH_PORTS.split(',').map(Number) : undefined;
const loadBefore = loadavg()[0];
console.log(`bench:api: ${cpus().length} CPUs, load ${loadBefore.toFixed(2)}, registry ${entry}`);

const runs: Array<RunResult & { label: string | null; at: string; loadAverageBefore: number; serverRoot: string }> = [];
for (const processes of counts) {
  const ports =
    fixedPorts?.slice(0, processes) ??
    (await Promise.all(Array.from({ length: processes }, () => freePort() as Promise<number>)));
  const at = new Date().toISOString();
  const loadAverageBefore = loadavg()[0];
  const result = await benchRun({
    serverRoot,
    ports,
    floorPort: env.BENCH_FLOOR_PORT ? Number(env.BENCH_FLOOR_PORT) : ((await freePort()) as number),
    entry,
    databaseUrl,
    poolSize: Number(env.BENCH_PG_POOL ?? env.REGISTRY_PG_POOL_SIZE ?? 10),
    seconds: Number(env.BENCH_SECONDS ?? 10),
    participants: Number(env.BENCH_PARTICIPANTS ?? 50),
    rate: Number(env.BENCH_RATE ?? 100),
    pgData: localPg?.dataDir ?? env.BENCH_PG_DATA,
    savesOnly: env.BENCH_SAVES_ONLY === '1',
  });
  runs.push({
    label: env.BENCH_LABEL ?? null,
    at,
    loadAverageBefore,
    serverRoot,
    ...result,
  });
}

// One line per run: the figures the README's table and the targets read.
console.log(
  '\nprocesses  connections/process  floor saves/s  saves/s  save/floor  floor cpu/save  server cpu/save  reads/s  save/read  open-loop p95  memory/process (peak; at start)',
);
for (const r of runs) {
  const row = (name: string, mode: string) => r.results.find((s) => s.name === name && s.mode.startsWith(mode));
  const [floor, saves, reads, open] = [
    row('answer save floor', 'closed'),
    row('answer save', 'closed'),
    row('profile read', 'closed'),
    row('answer save', 'open'),
  ];
  console.log(
    [
      String(r.processes).padStart(9),
      String(r.connectionsPerProcess ?? '-').padStart(20),
      String(floor?.throughput).padStart(14),
      String(saves?.throughput).padStart(8),
      String(r.saveToFloorRatio).padStart(11),
      `${floor?.serverCpuMsPerCall} ms`.padStart(15),
      `${saves?.serverCpuMsPerCall} ms`.padStart(16),
      String(reads?.throughput ?? '-').padStart(8),
      String(r.saveToReadRatio).padStart(10),
      (open ? `${open.p95} ms` : '-').padStart(14),
      `${r.memoryMbPerProcess} MB (${r.peakMemoryMbPerProcess} MB; ${r.startMemoryMbPerProcess} MB)`.padStart(30),
    ].join(' '),
  );
}

const out = join(root, 'reports/bench-api.json');
mkdirSync(join(root, 'reports'), { recursive: true });
const previous = (() => {
  try {
    return JSON.parse(readFileSync(out, 'utf8')) as { runs?: unknown[] };
  } catch {
    return {};
  }
})();
const latest = { ...runs[runs.length - 1], cpus: cpus().length, loadAverageAfter: loadavg()[0] };
// The latest run on top, every run kept below it (before/after comparisons read them).
const kept = [...[...runs].reverse(), ...(previous.runs ?? [])].slice(0, 40);
writeFileSync(out, `${JSON.stringify({ ...latest, runs: kept }, null, 2)}\n`);
console.log(`report: ${out} (load average ${loadBefore.toFixed(2)} → ${loadavg()[0].toFixed(2)})`);
