import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { registerHealth } from './health';
import { startMetricsListener, type MetricsListener } from './metrics-listener';
import type { RegistryMetrics } from './metrics';
import { registerRequestLog } from './request-log';
import { registerShutdown } from './shutdown';

// What an operator runs the server with, registered in one place: the health routes, the request
// log's lines, the metrics (and their own listener when REGISTRY_METRICS_PORT is set) and the
// behaviour of a stop. Registered before the other request hooks, so a request refused while
// stopping runs nothing else.

declare module 'fastify' {
  interface FastifyInstance {
    /** Where the metrics listener listens (REGISTRY_METRICS_PORT), once the app is ready; undefined when off. */
    metricsAddress(): { address: string; port: number } | undefined;
  }
}

export interface OperationsOptions {
  apiBase: string;
  db: Database;
  metrics: RegistryMetrics;
  /** REGISTRY_METRICS_PORT (checked with the other settings); undefined: no metrics listener. */
  metricsPort: number | undefined;
  /** HOST: the metrics listen on the same address as the site. */
  host: string;
}

export function registerOperations(
  app: FastifyInstance,
  { apiBase, db, metrics, metricsPort: port, host }: OperationsOptions,
) {
  const closing = registerShutdown(app);
  registerRequestLog(app);
  metrics.measure(app);
  registerHealth(app, { apiBase, db, shuttingDown: closing });

  let listener: MetricsListener | undefined;
  app.decorate('metricsAddress', () => listener?.address());
  if (port === undefined) return;
  app.addHook('onReady', async () => {
    listener = await startMetricsListener(metrics, { port, host });
  });
  app.addHook('onClose', async () => listener?.close());
}
