// `npm run bench:api`: the API under load, on loopback, against the real server start-up.
// Creates participants on a fresh database (PGlite; PostgreSQL when DATABASE_URL is set, in a new
// database made for the run), then measures answer saves closed loop (50 concurrent) and open loop
// (100/s), sign-in, the dashboard list and procedure submits. Prints p50/p95/p99 and throughput and
// writes reports/bench-api.json. Not part of `npm test`: figures depend on the machine and its load.
//
//   BENCH_PROCESSES=2       server processes (PostgreSQL only), requests round-robin between them
//   BENCH_PORTS=8307,8317   ports of the processes (default: free ports)
//   BENCH_SECONDS=10        length of each save measurement (others take half)
//   BENCH_PARTICIPANTS=50   participants (and the closed loop's concurrency)
//   BENCH_RATE=100          open-loop arrival rate per second
//   BENCH_SERVER_ROOT=dir   another checkout's server to measure (before/after comparisons)
//   BENCH_LABEL=text        a label stored in the report
//   BENCH_PG_DATA=dir       data folder of a local PostgreSQL: its CPU time per call is reported too
//   BENCH_CPU_PROF=dir      each server process writes a V8 CPU profile (.cpuprofile) there when it stops
// Besides latencies, each row gives the CPU time per call of the server processes (and of a local
// PostgreSQL): on a busy machine latencies say more about the neighbours than about the server.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { closedLoop, openLoop, request, summarise, type Summary, type Target } from './bench/load';
import {
  COMPLETE_QUESTIONNAIRE,
  inBatches,
  prepareParticipant,
  saveBody,
  saveUrl,
  STRONG_PASSWORD,
  submitUrl,
  type BenchParticipant,
} from './bench/participants';
import { freshDatabase, postgresCpuMs, startServer, type BenchServer } from './bench/servers';
// @ts-expect-error -- a plain .mjs helper without types
import { freePort } from './lib/free-port.mjs';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const env = process.env;
const processes = Number(env.BENCH_PROCESSES ?? 1);
const seconds = Number(env.BENCH_SECONDS ?? 10);
const participantCount = Number(env.BENCH_PARTICIPANTS ?? 50);
const rate = Number(env.BENCH_RATE ?? 100);
const serverRoot = resolve(env.BENCH_SERVER_ROOT ?? root);
const databaseUrl = env.DATABASE_URL?.trim() || undefined;
if (processes > 1 && !databaseUrl) {
  console.error('bench:api: several processes need PostgreSQL (set DATABASE_URL); PGlite belongs to one process.');
  process.exit(1);
}

const ports: number[] = env.BENCH_PORTS
  ? env.BENCH_PORTS.split(',').map(Number)
  : await Promise.all(Array.from({ length: processes }, () => freePort() as Promise<number>));
const loadBefore = loadavg()[0];
const database = await freshDatabase(databaseUrl);
const servers: BenchServer[] = [];
const stopAll = async () => {
  await Promise.all(servers.map((s) => s.stop()));
  await database.drop();
};
process.on('SIGINT', () => void stopAll().then(() => process.exit(130)));

const results: Summary[] = [];
const cpuNow = () => ({
  server: servers.reduce((total, s) => total + s.cpuMs(), 0),
  db: postgresCpuMs(env.BENCH_PG_DATA),
});
const perCall = (ms: number, calls: number) => Math.round((ms / Math.max(calls, 1)) * 100) / 100;
/** Runs a measurement and adds the CPU time per call it cost the server (and PostgreSQL). */
async function measured(run: () => Promise<Summary>): Promise<Summary> {
  const before = cpuNow();
  const s = await run();
  const after = cpuNow();
  s.serverCpuMsPerCall = perCall(after.server - before.server, s.calls);
  if (before.db !== undefined && after.db !== undefined)
    s.databaseCpuMsPerCall = perCall(after.db - before.db, s.calls);
  return s;
}
const report = (s: Summary) => {
  results.push(s);
  const cpu = s.serverCpuMsPerCall === undefined ? '' : `  cpu ${s.serverCpuMsPerCall} ms/call`;
  const db = s.databaseCpuMsPerCall === undefined ? '' : ` + db ${s.databaseCpuMsPerCall}`;
  console.log(
    `${s.name.padEnd(26)} ${s.mode.padEnd(26)} ${String(s.throughput).padStart(8)}/s  p50 ${String(s.p50).padStart(7)} ms  p95 ${String(s.p95).padStart(7)} ms  p99 ${String(s.p99).padStart(7)} ms  (${s.requests} ok, ${s.errors} failed)${cpu}${db}`,
  );
};

try {
  // One process runs the migrations first; the others then start on a migrated database.
  for (const port of ports.slice(0, processes)) servers.push(await startServer(serverRoot, port, database.env));
  const target: Target = { bases: servers.map((s) => s.base) };
  console.log(
    `bench:api on ${database.kind}, ${servers.length} process(es) at ${target.bases.join(', ')}; ${cpus().length} CPUs, load ${loadBefore.toFixed(2)}`,
  );

  const introTimings: number[] = [];
  const setupStart = performance.now();
  const people = await inBatches(participantCount, 10, (n) => prepareParticipant(target, n, introTimings));
  console.log(
    `${people.length} participants through consent in ${((performance.now() - setupStart) / 1000).toFixed(1)} s`,
  );

  // Each participant walks the questionnaire in order, again and again: every save is valid.
  const step = new Map<number, number>();
  const saveFor = async (p: BenchParticipant): Promise<boolean> => {
    const k = step.get(p.id) ?? 0;
    step.set(p.id, k + 1);
    const [question, answers] = COMPLETE_QUESTIONNAIRE[k % COMPLETE_QUESTIONNAIRE.length];
    const reply = await request(target, 'POST', saveUrl(p, question), saveBody(question, answers), p.headers);
    if (reply.status !== 200) console.error(`save ${question}: ${reply.status} ${reply.body.slice(0, 200)}`);
    return reply.status === 200;
  };
  // Every participant answers the whole questionnaire once (not measured), so later saves meet a
  // user study with all its answers, as a participant near the end of the questionnaire would.
  await inBatches(people.length, 10, async (i) => {
    for (let k = 0; k < COMPLETE_QUESTIONNAIRE.length; k += 1) await saveFor(people[i]);
  });

  // Closed loop: each caller is one participant saving back to back, as 50 people filling in the
  // questionnaire at once would (a participant's saves to one user study go one at a time anyway).
  const concurrency = people.length;
  report(
    await measured(() =>
      closedLoop('answer save', (_, caller) => saveFor(people[caller % people.length]), { concurrency, seconds }),
    ),
  );
  report(await measured(() => openLoop('answer save', (i) => saveFor(people[i % people.length]), { rate, seconds })));
  report(
    await measured(() =>
      closedLoop(
        'dashboard list',
        async (i) => {
          const p = people[i % people.length];
          const reply = await request(target, 'GET', `/api/participant/${p.id}/user-studies`, undefined, p.headers);
          return reply.status === 200;
        },
        { concurrency, seconds: seconds / 2 },
      ),
    ),
  );
  // Password hashing is meant to be slow: sign-in is measured at 10 concurrent.
  report(
    await measured(() =>
      closedLoop(
        'sign-in',
        async (i) => {
          const p = people[i % people.length];
          const reply = await request(target, 'POST', '/api/registry/login', {
            email: p.email,
            password: STRONG_PASSWORD,
          });
          return reply.status === 200;
        },
        { concurrency: 10, seconds: seconds / 2 },
      ),
    ),
  );
  report(summarise('procedure submit (intro)', 'setup, 10 concurrent', introTimings, 0, seconds));
  // A procedure is submitted once: every participant submits its questionnaire, all at once.
  const submitTimings: number[] = [];
  let submitErrors = 0;
  const submitStart = performance.now();
  const cpuBeforeSubmit = cpuNow();
  await Promise.all(
    people.map(async (p) => {
      const started = performance.now();
      const reply = await request(target, 'POST', submitUrl(p), { procedure_id: 'questionnaire' }, p.headers);
      if (reply.status === 200) submitTimings.push(performance.now() - started);
      else {
        submitErrors += 1;
        console.error(`submit: ${reply.status} ${reply.body.slice(0, 200)}`);
      }
    }),
  );
  const submitSeconds = (performance.now() - submitStart) / 1000;
  const cpuAfterSubmit = cpuNow();
  const final = summarise(
    'procedure submit (final)',
    `${people.length} at once`,
    submitTimings,
    submitErrors,
    submitSeconds,
  );
  final.serverCpuMsPerCall = perCall(cpuAfterSubmit.server - cpuBeforeSubmit.server, final.calls);
  if (cpuBeforeSubmit.db !== undefined && cpuAfterSubmit.db !== undefined)
    final.databaseCpuMsPerCall = perCall(cpuAfterSubmit.db - cpuBeforeSubmit.db, final.calls);
  report(final);
  // The intro row's throughput is meaningless (spread over the setup): keep only its latencies.
  results.find((r) => r.name === 'procedure submit (intro)')!.throughput = 0;

  const out = join(root, 'reports/bench-api.json');
  mkdirSync(join(root, 'reports'), { recursive: true });
  const previous = (() => {
    try {
      return JSON.parse(readFileSync(out, 'utf8')) as { runs?: unknown[] };
    } catch {
      return {};
    }
  })();
  const run = {
    label: env.BENCH_LABEL ?? null,
    at: new Date().toISOString(),
    database: database.kind,
    processes: servers.length,
    participants: people.length,
    cpus: cpus().length,
    loadAverageBefore: loadBefore,
    loadAverageAfter: loadavg()[0],
    serverRoot,
    results,
  };
  // The latest run on top, earlier runs kept below it (before/after comparisons read them).
  writeFileSync(out, `${JSON.stringify({ ...run, runs: [run, ...(previous.runs ?? [])].slice(0, 40) }, null, 2)}\n`);
  console.log(`report: ${out} (load average ${loadBefore.toFixed(2)} → ${loadavg()[0].toFixed(2)})`);
} finally {
  await stopAll();
}
