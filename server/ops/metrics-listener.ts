import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { RegistryMetrics } from './metrics';

// The metrics' own listener (REGISTRY_METRICS_PORT): a port apart from the public one, so that a
// firewall or the proxy in front keeps it to the monitoring system, and the public port never
// answers /metrics. It serves GET /metrics and nothing else.

export interface MetricsListener {
  /** Where it listens (the port chosen when 0 was asked). */
  address(): AddressInfo;
  close(): Promise<void>;
}

export async function startMetricsListener(
  metrics: RegistryMetrics,
  { port, host }: { port: number; host: string },
): Promise<MetricsListener> {
  metrics.withProcessMetrics();
  const server: Server = createServer((request, response) => {
    const path = (request.url ?? '').split('?')[0];
    if (request.method !== 'GET' || path !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found.\n');
      return;
    }
    metrics.text().then(
      (text) => response.writeHead(200, { 'content-type': metrics.contentType }).end(text),
      (error: unknown) => response.writeHead(500, { 'content-type': 'text/plain' }).end(`${String(error)}\n`),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return {
    address: () => server.address() as AddressInfo,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
