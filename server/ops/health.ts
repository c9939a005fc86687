import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { migrationVersions } from '../db/migrate';

// What a load balancer, nginx or a deployment test asks a process: does it answer at all (live),
// and should requests be sent to it (ready: its database answers, every migration this code knows
// is applied, and it is not shutting down). Both are cheap, unauthenticated and carry no data; a
// failed readiness says which check failed. The database check is time-boxed, so during an outage
// readiness answers "no" within about a second instead of waiting with the requests.

/** How long the readiness check waits for the database. */
export const READY_DB_TIMEOUT_MS = 1000;

export type ReadinessCheck = 'database' | 'migrations' | 'shutdown';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A health route: answered during shutdown, left out of the request log's info lines. */
    health?: true;
  }
}

/** Resolves as `work` does, or rejects once `ms` have passed. */
export function within<T>(ms: number, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/** The readiness checks that fail now (none: ready). */
export async function failedChecks(
  db: Database,
  versions: readonly string[],
  shuttingDown: boolean,
): Promise<ReadinessCheck[]> {
  if (shuttingDown) return ['shutdown'];
  try {
    const [row] = await within(
      READY_DB_TIMEOUT_MS,
      db.query<{ applied: number }>(
        'select count(*)::int as applied from schema_migrations where version = any($1::text[])',
        [versions],
      ),
    );
    return row.applied === versions.length ? [] : ['migrations'];
  } catch {
    return ['database'];
  }
}

export function registerHealth(
  app: FastifyInstance,
  { apiBase, db, shuttingDown }: { apiBase: string; db: Database; shuttingDown: () => boolean },
) {
  // The migrations this code was shipped with; a database that lacks one is not at head for it.
  const versions = migrationVersions();
  app.get(`${apiBase}/health/live`, { config: { health: true } }, async () => ({ live: true }));
  app.get(`${apiBase}/health/ready`, { config: { health: true } }, async (_request, reply) => {
    const failed = await failedChecks(db, versions, shuttingDown());
    if (failed.length === 0) return { ready: true };
    reply.code(503).header('Retry-After', '1');
    return { ready: false, failed };
  });
}
