import { closedLoop, openLoop, request, summarise, type Summary, type Target } from './load';
import {
  COMPLETE_QUESTIONNAIRE,
  inBatches,
  prepareParticipant,
  saveBody,
  saveUrl,
  STRONG_PASSWORD,
  submitUrl,
  type BenchParticipant,
} from './participants';
import { randomBytes } from 'node:crypto';
import { freshDatabase, postgresCpuMs, startServer, type BenchServer, type ServerEntry } from './servers';

// One run of `npm run bench:api`: `processes` server processes on a fresh database, 50 participants
// taken through consent, then the save's floor (floor-server.ts: only what any authenticated save
// must do, on the same database) and right after it the registry's answer saves under the same
// closed loop, profile reads, saves in an open loop, the dashboard list, sign-in and procedure
// submits. Answers the rows, the registry's saves per second over the floor's (the figure a save's
// cost is judged by) and, for comparison with earlier runs, saves over profile reads.

export interface RunOptions {
  serverRoot: string;
  ports: number[];
  /** The port of the floor's process. */
  floorPort: number;
  databaseUrl?: string;
  /** Connections each process keeps to PostgreSQL (REGISTRY_PG_POOL_SIZE). */
  poolSize: number;
  seconds: number;
  participants: number;
  rate: number;
  /** Data folder of a local PostgreSQL, whose CPU time per call is reported too. */
  pgData?: string;
  /** Only the floor and the closed-loop save (for a CPU profile of the save). */
  savesOnly?: boolean;
  /** How the registry's processes start: under the TypeScript loader or built (dist/server). */
  entry: ServerEntry;
}

export interface RunResult {
  database: 'pglite' | 'postgresql';
  processes: number;
  connectionsPerProcess: number | null;
  participants: number;
  /** Closed-loop answer saves per second over profile reads per second, same concurrency and length. */
  saveToReadRatio: number;
  /** Closed-loop answer saves per second of the registry over the floor's, same participants and length. */
  saveToFloorRatio: number;
  /** How the registry's processes ran. */
  entry: ServerEntry;
  /** Resident memory (MB) of the largest registry process at the end of the loads. */
  memoryMbPerProcess: number;
  /** Resident memory (MB) of the largest registry process once started, before any load. */
  startMemoryMbPerProcess: number;
  /** The largest peak resident memory of the run's server processes, in MB. */
  peakMemoryMbPerProcess: number;
  results: Summary[];
}

const perCall = (ms: number, calls: number) => Math.round((ms / Math.max(calls, 1)) * 100) / 100;

export function printRow(s: Summary) {
  const cpu = s.serverCpuMsPerCall === undefined ? '' : `  cpu ${s.serverCpuMsPerCall} ms/call`;
  const db = s.databaseCpuMsPerCall === undefined ? '' : ` + db ${s.databaseCpuMsPerCall}`;
  console.log(
    `${s.name.padEnd(26)} ${s.mode.padEnd(26)} ${String(s.throughput).padStart(8)}/s  p50 ${String(s.p50).padStart(7)} ms  p95 ${String(s.p95).padStart(7)} ms  p99 ${String(s.p99).padStart(7)} ms  (${s.requests} ok, ${s.errors} failed)${cpu}${db}`,
  );
}

export async function benchRun(o: RunOptions): Promise<RunResult> {
  const database = await freshDatabase(o.databaseUrl);
  const servers: BenchServer[] = [];
  const results: Summary[] = [];
  const cpuNow = (of: BenchServer[]) => ({
    server: of.reduce((total, s) => total + s.cpuMs(), 0),
    db: postgresCpuMs(o.pgData),
  });
  /** Runs a measurement and adds the CPU time per call it cost the servers (and PostgreSQL). */
  const measured = async (run: () => Promise<Summary>, of = servers): Promise<Summary> => {
    const before = cpuNow(of);
    const s = await run();
    const after = cpuNow(of);
    s.serverCpuMsPerCall = perCall(after.server - before.server, s.calls);
    if (before.db !== undefined && after.db !== undefined)
      s.databaseCpuMsPerCall = perCall(after.db - before.db, s.calls);
    return s;
  };
  const report = (s: Summary) => {
    results.push(s);
    printRow(s);
    return s;
  };
  // A secret of the run's own, so the floor checks the tokens the registry issued.
  const env = {
    ...database.env,
    REGISTRY_PG_POOL_SIZE: String(o.poolSize),
    REGISTRY_JWT_SECRET: randomBytes(48).toString('base64url'),
  };
  const startAll = async () => {
    // One process runs the migrations first; the others then start on a migrated database.
    for (const port of o.ports) servers.push(await startServer(o.serverRoot, port, env, o.entry));
  };
  try {
    await startAll();
    const startMemoryMbPerProcess = Math.max(...servers.map((s) => s.memoryMb()));
    const target: Target = { bases: servers.map((s) => s.base) };
    const pool = database.kind === 'postgresql' ? `, ${o.poolSize} connections each` : '';
    console.log(`\nbench:api on ${database.kind}, ${servers.length} process(es)${pool} at ${target.bases.join(', ')}`);

    const introTimings: number[] = [];
    const setupStart = performance.now();
    const people = await inBatches(o.participants, 10, (n) => prepareParticipant(target, n, introTimings));
    console.log(
      `${people.length} participants through consent in ${((performance.now() - setupStart) / 1000).toFixed(1)} s`,
    );

    // Each participant walks the questionnaire in order, again and again: every save is valid.
    const step = new Map<number, number>();
    const saveFor = async (p: BenchParticipant, to = target): Promise<boolean> => {
      const k = step.get(p.id) ?? 0;
      step.set(p.id, k + 1);
      const [question, answers] = COMPLETE_QUESTIONNAIRE[k % COMPLETE_QUESTIONNAIRE.length];
      const reply = await request(to, 'POST', saveUrl(p, question), saveBody(question, answers), p.headers);
      if (reply.status !== 200) console.error(`save ${question}: ${reply.status} ${reply.body.slice(0, 200)}`);
      return reply.status === 200;
    };
    // Every participant answers the whole questionnaire once (not measured), so later saves meet a
    // user study with all its answers, as a participant near the end of the questionnaire would.
    const walkAll = () =>
      inBatches(people.length, 10, async (i) => {
        for (let k = 0; k < COMPLETE_QUESTIONNAIRE.length; k += 1) await saveFor(people[i]);
      });
    await walkAll();

    // Closed loop: each caller is one participant saving back to back, as 50 people filling in the
    // questionnaire at once would (a participant's saves to one user study go one at a time anyway).
    const concurrency = people.length;
    const { seconds } = o;
    // The floor first, one process on the same database. PGlite's folder belongs to one process:
    // there the registry stops meanwhile and starts again after, warmed up by another walk.
    const pglite = database.kind === 'pglite';
    if (pglite) await Promise.all(servers.splice(0).map((s) => s.stop()));
    const floorServer = await startServer(o.serverRoot, o.floorPort, env, 'floor');
    const floor = await (async () => {
      try {
        const to: Target = { bases: [floorServer.base] };
        const run = () =>
          closedLoop('answer save floor', (_, caller) => saveFor(people[caller % people.length], to), {
            concurrency,
            seconds,
          });
        return report(await measured(run, [floorServer]));
      } finally {
        await floorServer.stop();
      }
    })();
    if (pglite) {
      await startAll();
      await walkAll();
    }
    const saves = report(
      await measured(() =>
        closedLoop('answer save', (_, caller) => saveFor(people[caller % people.length]), { concurrency, seconds }),
      ),
    );
    const finish = (saves: Summary, reads: Summary | undefined): RunResult => {
      const ratio = (a: Summary, b: Summary) => Math.round((a.throughput / Math.max(b.throughput, 0.1)) * 100) / 100;
      const saveToReadRatio = reads ? ratio(saves, reads) : 0;
      const saveToFloorRatio = ratio(saves, floor);
      const db = (s: Summary) =>
        s.databaseCpuMsPerCall === undefined ? '' : ` + database ${s.databaseCpuMsPerCall} ms`;
      if (reads)
        console.log(`answer saves / profile reads (closed loop, ${concurrency} concurrent): ${saveToReadRatio}`);
      console.log(
        `answer saves / the floor's (closed loop, ${concurrency} concurrent): ${saveToFloorRatio} (target 0.8); cpu per save ${saves.serverCpuMsPerCall} ms${db(saves)}, the floor's ${floor.serverCpuMsPerCall} ms${db(floor)}`,
      );
      return {
        database: database.kind,
        entry: o.entry,
        saveToFloorRatio,
        memoryMbPerProcess: Math.max(...servers.map((s) => s.memoryMb())),
        startMemoryMbPerProcess,
        processes: servers.length,
        connectionsPerProcess: database.kind === 'postgresql' ? o.poolSize : null,
        participants: people.length,
        saveToReadRatio,
        peakMemoryMbPerProcess: Math.max(...servers.map((s) => s.peakMemoryMb())),
        results,
      };
    };
    // BENCH_SAVES_ONLY: the floor and the save alone (a CPU profile of the save, BENCH_CPU_PROF).
    if (o.savesOnly) return finish(saves, undefined);
    // The same participants reading their profile, same concurrency and length: the reference rate.
    const reads = report(
      await measured(() =>
        closedLoop(
          'profile read',
          async (_, caller) => {
            const p = people[caller % people.length];
            return (await request(target, 'GET', '/api/registry/me', undefined, p.headers)).status === 200;
          },
          { concurrency, seconds },
        ),
      ),
    );
    report(await measured(() => openLoop('answer save', (i) => saveFor(people[i % people.length]), o)));
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
    // The intro row's throughput is meaningless (spread over the setup): only its latencies.
    report({
      ...summarise('procedure submit (intro)', 'setup, 10 concurrent', introTimings, 0, seconds),
      throughput: 0,
    });
    // A procedure is submitted once: every participant submits its questionnaire, all at once.
    const submitTimings: number[] = [];
    let submitErrors = 0;
    let submitSeconds = 0;
    report(
      await measured(async () => {
        const submitStart = performance.now();
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
        submitSeconds = (performance.now() - submitStart) / 1000;
        return summarise(
          'procedure submit (final)',
          `${people.length} at once`,
          submitTimings,
          submitErrors,
          submitSeconds,
        );
      }),
    );
    return finish(saves, reads);
  } finally {
    await Promise.all(servers.map((s) => s.stop()));
    await database.drop();
  }
}
