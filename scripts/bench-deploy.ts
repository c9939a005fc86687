// `npm run bench:deploy`: an open loop through the deployment of deploy/ (nginx ending TLS over
// HTTP/1.1 keep-alive before two API processes started as their systemd unit starts them, on a
// throw-away PostgreSQL; the same start-up as e2e/deployment.spec.ts): answer saves and profile
// reads started on a fixed schedule (200 and 600 per second for 60 s by default), whatever the
// server does, latency counted from each request's scheduled start. Target: p99 ≤ 50 ms and no
// error. Prints each kind's figures, the CPU per call of the API processes and of PostgreSQL,
// their resident memory at the end, and the load average; writes reports/bench-deploy.json.
// Needs `npm run build`, nginx, Debian's PostgreSQL and root (as the deployment test).
//
//   BENCH_SAVE_RATE=200   answer saves per second
//   BENCH_READ_RATE=600   profile reads per second
//   BENCH_SECONDS=60      length of the loop
//   BENCH_PARTICIPANTS=50 participants taken through consent first (each save is one of theirs)
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { deploymentUnavailable, startDeployment } from '../e2e/support/deployment';
import { postgresUnavailableReason } from '../server/testing/local-postgres';
import { openLoop, request, type Summary, type Target } from './bench/load';
import { COMPLETE_QUESTIONNAIRE, inBatches, prepareParticipant, saveBody, saveUrl } from './bench/participants';
import { printRow } from './bench/run';
import { memoryMb, postgresCpuMs, processCpuMs } from './bench/servers';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const env = process.env;
const saveRate = Number(env.BENCH_SAVE_RATE ?? 200);
const readRate = Number(env.BENCH_READ_RATE ?? 600);
const seconds = Number(env.BENCH_SECONDS ?? 60);
const P99_TARGET_MS = 50;

const unavailable = deploymentUnavailable(postgresUnavailableReason());
if (unavailable) {
  console.error(`bench:deploy: ${unavailable}`);
  process.exit(1);
}
console.log(`bench:deploy: ${cpus().length} CPUs, load ${loadavg()[0].toFixed(2)}`);
const d = await startDeployment();
try {
  const target: Target = { bases: [d.base], ca: d.certificate.cert };
  const started = performance.now();
  const people = await inBatches(Number(env.BENCH_PARTICIPANTS ?? 50), 10, (n) => prepareParticipant(target, n, []));
  console.log(
    `${people.length} participants through consent in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );

  const step = new Map<number, number>();
  const save = async (i: number) => {
    const p = people[i % people.length];
    const k = step.get(p.id) ?? 0;
    step.set(p.id, k + 1);
    const [question, answers] = COMPLETE_QUESTIONNAIRE[k % COMPLETE_QUESTIONNAIRE.length];
    const reply = await request(target, 'POST', saveUrl(p, question), saveBody(question, answers), p.headers);
    return reply.status === 200;
  };
  const read = async (i: number) =>
    (await request(target, 'GET', '/api/registry/me', undefined, people[i % people.length].headers)).status === 200;
  // Each participant answers the questionnaire once first (not measured), as in bench:api.
  await inBatches(people.length, 10, async (i) => {
    for (let k = 0; k < COMPLETE_QUESTIONNAIRE.length; k += 1) await save(i);
  });

  const pids = [...d.processes.values()].map((p) => p.child.pid!);
  // The load generator shares the machine (and its TLS work is a client's share of nginx's): its own
  // CPU is counted too.
  const cpu = () => {
    const own = process.cpuUsage();
    return {
      api: pids.reduce((total, pid) => total + processCpuMs(pid), 0),
      db: postgresCpuMs(d.pg.dataDir) ?? 0,
      client: (own.user + own.system) / 1000,
    };
  };
  const load = loadavg()[0];
  const before = cpu();
  const [saves, reads] = await Promise.all([
    openLoop('answer save', save, { rate: saveRate, seconds }),
    openLoop('profile read', read, { rate: readRate, seconds }),
  ]);
  const after = cpu();
  const calls = saves.calls + reads.calls;
  const perCall = (ms: number) => Math.round((ms / Math.max(calls, 1)) * 100) / 100;
  const apiCpu = perCall(after.api - before.api);
  const dbCpu = perCall(after.db - before.db);
  const clientCpu = perCall(after.client - before.client);
  for (const s of [saves, reads]) printRow(s);
  const memory = pids.map((pid) => memoryMb(pid, 'VmRSS'));
  const met = (s: Summary) => s.p99 <= P99_TARGET_MS && s.errors === 0;
  console.log(
    `\nthrough nginx to ${pids.length} API processes on PostgreSQL, ${saveRate} saves/s + ${readRate} reads/s for ${seconds} s (load ${load.toFixed(2)} → ${loadavg()[0].toFixed(2)}):`,
  );
  console.log(
    `p99 saves ${saves.p99} ms, reads ${reads.p99} ms (target ≤ ${P99_TARGET_MS} ms, no error: ${met(saves) && met(reads) ? 'met' : 'not met'}); errors ${saves.errors + reads.errors}`,
  );
  console.log(
    `CPU per call: API ${apiCpu} ms + PostgreSQL ${dbCpu} ms (the load generator ${clientCpu} ms; nginx not counted); resident memory per API process ${memory.join(', ')} MB`,
  );
  mkdirSync(join(root, 'reports'), { recursive: true });
  writeFileSync(
    join(root, 'reports/bench-deploy.json'),
    `${JSON.stringify(
      {
        at: new Date().toISOString(),
        cpus: cpus().length,
        loadAverageBefore: load,
        loadAverageAfter: loadavg()[0],
        saveRate,
        readRate,
        seconds,
        p99TargetMs: P99_TARGET_MS,
        apiCpuMsPerCall: apiCpu,
        databaseCpuMsPerCall: dbCpu,
        clientCpuMsPerCall: clientCpu,
        memoryMbPerProcess: memory,
        results: [saves, reads],
      },
      null,
      2,
    )}\n`,
  );
} finally {
  await d.close();
}
// The load generator's keep-alive sockets would hold the process open.
process.exit(0);
