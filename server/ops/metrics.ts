import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { ServerCounters } from '../context';
import type { Database } from '../db/database';
import { deliveryQueueDepth } from '../modules/delivery/service';
import { within } from './health';

// The operators' metrics, in Prometheus's text format (prom-client), served on a port of their own
// (metrics-listener.ts). Labels name routes by their pattern (`/api/participant/:id`), statuses,
// steps and outcomes: never an address, an id or anything a participant typed.

/** How long a scrape waits for the database's figures before reporting them unknown. */
const SCRAPE_DB_TIMEOUT_MS = 1000;
/** The endpoint-table row of an answer save. */
const ANSWER_SAVE = 'saveAnswers';

export interface RegistryMetrics {
  counters: ServerCounters;
  /** The text a scrape answers, with the database's figures read now. */
  text(): Promise<string>;
  contentType: string;
  /** Adds the process's own figures (CPU, memory, event-loop lag…): once, when the listener opens. */
  withProcessMetrics(): void;
  /** Times every request of the app, and counts its answer saves. */
  measure(app: FastifyInstance): void;
}

export function createMetrics(db: Database): RegistryMetrics {
  const registry = new Registry();
  const registers = [registry];
  const signIns = new Counter({
    name: 'registry_sign_ins_total',
    help: 'Sign-in steps by outcome: ok, refused (wrong, unknown or inactive), locked (the tries limit: 429). Step: password, code (dual factor), provider.',
    labelNames: ['step', 'outcome'],
    registers,
  });
  const durations = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Requests by method, route pattern and status.',
    labelNames: ['method', 'route', 'status_code'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });
  const saves = new Counter({
    name: 'registry_answer_saves_total',
    help: 'Answer saves by outcome: saved (2xx), refused (4xx), failed (5xx).',
    labelNames: ['outcome'],
    registers,
  });
  const gauge = (name: string, help: string) => new Gauge({ name, help, registers });
  const databaseUp = gauge('registry_database_up', 'Whether the database answered the scrape within a second.');
  const queueDepth = gauge('registry_delivery_queue_depth', 'Messages waiting to be sent or being sent.');
  const oldestDue = gauge(
    'registry_delivery_oldest_due_seconds',
    'Seconds since the oldest message waiting became due (0: none is overdue).',
  );
  const poolTotal = gauge('registry_db_pool_connections', 'Database connections open (PGlite: its one session).');
  const poolInUse = gauge('registry_db_pool_in_use', 'Database connections running a statement or transaction.');
  const poolWaiting = gauge('registry_db_pool_waiting', 'Callers waiting for a database connection.');
  let processMetrics = false;

  async function readDatabaseFigures() {
    const pool = db.poolStats?.();
    if (pool) {
      poolTotal.set(pool.total);
      poolInUse.set(pool.inUse);
      poolWaiting.set(pool.waiting);
    }
    try {
      const depth = await within(SCRAPE_DB_TIMEOUT_MS, deliveryQueueDepth(db));
      queueDepth.set(depth.pending);
      oldestDue.set(depth.oldest_due_seconds);
      databaseUp.set(1);
    } catch {
      // Unknown rather than the last figure read: a stale depth would look like a queue at rest.
      queueDepth.set(NaN);
      oldestDue.set(NaN);
      databaseUp.set(0);
    }
  }

  return {
    counters: { signIn: (step, outcome) => signIns.inc({ step, outcome }) },
    contentType: registry.contentType,
    async text() {
      await readDatabaseFigures();
      return registry.metrics();
    },
    withProcessMetrics() {
      if (processMetrics) return;
      processMetrics = true;
      collectDefaultMetrics({ register: registry });
    },
    measure(app) {
      app.addHook('onResponse', async (request, reply) => {
        const status = reply.statusCode;
        durations.observe(
          { method: request.method, route: routeOf(request), status_code: String(status) },
          reply.elapsedTime / 1000,
        );
        if (request.routeOptions.config?.endpoint === ANSWER_SAVE)
          saves.inc({ outcome: status < 400 ? 'saved' : status < 500 ? 'refused' : 'failed' });
      });
    },
  };
}

/** A request's route pattern (never its address, which holds ids and query strings). */
export const routeOf = (request: { routeOptions?: { url?: string } }): string =>
  request.routeOptions?.url ?? '(no route)';
