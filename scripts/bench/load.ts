import http from 'node:http';
import https from 'node:https';

// The load generator of `npm run bench:api`: plain node:http with keep-alive sockets (no client
// library between the numbers and the server), a closed loop (N callers, each sending its next
// request when the previous one answered) and an open loop (requests started on a fixed schedule,
// whatever the server does; latency counted from the scheduled start, so a slow server cannot hide
// its queue: no coordinated omission).

export interface Reply {
  status: number;
  body: string;
}

export interface Target {
  /** Base URLs of the server processes; requests go round-robin, as a load balancer would send them. */
  bases: string[];
  /** The certificate to trust when the bases are HTTPS (a self-signed one). */
  ca?: string;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
const tlsAgents = new Map<string, https.Agent>();
const tlsAgent = (ca: string | undefined) => {
  const key = ca ?? '';
  if (!tlsAgents.has(key)) tlsAgents.set(key, new https.Agent({ keepAlive: true, maxSockets: 256, ca }));
  return tlsAgents.get(key)!;
};
let turn = 0;

export function request(
  target: Target,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Reply> {
  const base = target.bases[turn++ % target.bases.length];
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const url = new URL(path, base);
    const tls = url.protocol === 'https:';
    const req = (tls ? https : http).request(
      url,
      {
        method,
        agent: tls ? tlsAgent(target.ca) : agent,
        headers: { ...headers, ...(payload ? { 'content-type': 'application/json' } : {}) },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

export interface Summary {
  name: string;
  mode: string;
  requests: number;
  errors: number;
  seconds: number;
  throughput: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  /** Every call made, warm-up included (what the CPU figures divide by). */
  calls: number;
  /** CPU time (ms) the server process(es) used per call: PGlite's work included, PostgreSQL's not. */
  serverCpuMsPerCall?: number;
  /** CPU time (ms) the local PostgreSQL used per call (BENCH_PG_DATA). */
  databaseCpuMsPerCall?: number;
}

/** Nearest-rank percentile of sorted latencies (ms). */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank];
}

export function summarise(
  name: string,
  mode: string,
  latencies: number[],
  errors: number,
  seconds: number,
  calls = latencies.length + errors,
): Summary {
  const sorted = [...latencies].sort((a, b) => a - b);
  const round = (n: number) => Math.round(n * 10) / 10;
  return {
    name,
    mode,
    requests: latencies.length,
    errors,
    seconds: round(seconds),
    throughput: round(latencies.length / seconds),
    p50: round(percentile(sorted, 50)),
    p95: round(percentile(sorted, 95)),
    p99: round(percentile(sorted, 99)),
    max: round(sorted[sorted.length - 1] ?? 0),
    calls,
  };
}

/**
 * One call of a scenario: answers whether it succeeded. `i` counts the calls of this run; `caller`
 * is the closed loop's caller making it (each caller can stand for one participant).
 */
export type Call = (i: number, caller: number) => Promise<boolean>;

/** `concurrency` callers back to back for `seconds` (after `warmupSeconds` not counted). */
export async function closedLoop(
  name: string,
  call: Call,
  { concurrency, seconds, warmupSeconds = 1 }: { concurrency: number; seconds: number; warmupSeconds?: number },
): Promise<Summary> {
  const latencies: number[] = [];
  let errors = 0;
  let i = 0;
  const warmEnd = performance.now() + warmupSeconds * 1000;
  const end = warmEnd + seconds * 1000;
  const caller = async (_: unknown, c: number) => {
    while (performance.now() < end) {
      const started = performance.now();
      const ok = await call(i++, c).catch(() => false);
      if (started < warmEnd) continue;
      if (ok) latencies.push(performance.now() - started);
      else errors += 1;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, caller));
  return summarise(name, `closed loop, ${concurrency} concurrent`, latencies, errors, seconds, i);
}

/** `rate` requests per second for `seconds`, each started on schedule whatever the others do. */
export async function openLoop(
  name: string,
  call: Call,
  { rate, seconds }: { rate: number; seconds: number },
): Promise<Summary> {
  const latencies: number[] = [];
  let errors = 0;
  const total = Math.round(rate * seconds);
  const start = performance.now() + 50;
  const calls: Promise<void>[] = [];
  for (let i = 0; i < total; i += 1) {
    const due = start + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((r) => setTimeout(r, wait));
    calls.push(
      call(i, i)
        .catch(() => false)
        .then((ok) => {
          if (ok) latencies.push(performance.now() - due);
          else errors += 1;
        }),
    );
  }
  await Promise.all(calls);
  return summarise(name, `open loop, ${rate}/s`, latencies, errors, (performance.now() - start) / 1000);
}
