import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';

// The id of the request being answered (the request log's, sent back in X-Request-Id), kept in the
// request's async context so that what a service records (the audit trail) names the request that
// caused it without every call passing it on. Outside a request (a scheduled job, the start) none.

const storage = new AsyncLocalStorage<{ id: string }>();

export const currentRequestId = (): string | undefined => storage.getStore()?.id;

/** Registered with the first hooks, so the handler and every later hook run inside the request's context. */
export function registerRequestId(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    storage.run({ id: request.id }, done);
  });
}
