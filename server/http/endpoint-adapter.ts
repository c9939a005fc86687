import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AnswerOf, BodyOf, ParamsOf, QueryOf } from '@contract/endpoint-types';
import { endpoints, type AnyEndpoint } from '@contract/endpoints';
import type { EndpointName } from '@contract/routes';

// The one way a route is registered: from its row of the endpoint table (src/shared/api/contract),
// so its method, path, parameters, query and body schemas are written once, for client and server.
// Handlers are typed from the row too: what they read and what they answer.

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The endpoint-table row a route serves; the participant scope and the answer checks read it. */
    endpoint?: EndpointName;
    /** The handler reads and admits the caller's account itself (ServeOptions). */
    accountInRead?: boolean;
  }
}

export type EndpointRequest<K extends EndpointName> = FastifyRequest<{
  Params: ParamsOf<K>;
  Querystring: QueryOf<K>;
  Body: BodyOf<K>;
}>;

/** Answers the row's success body, or the reply itself when it sent a file or text. */
export type EndpointHandler<K extends EndpointName> = (
  request: EndpointRequest<K>,
  reply: FastifyReply,
) => Promise<AnswerOf<K> | FastifyReply>;

export interface ServeOptions {
  /** False when the handler judges the body itself, to answer in a format of its own. */
  validateBody?: boolean;
  /**
   * True when the handler reads the caller's account in its own statement and admits it there
   * (session's accountAdmission): the participant scope then checks the token alone.
   */
  accountInRead?: boolean;
}

export type Serve = <K extends EndpointName>(name: K, handler: EndpointHandler<K>, options?: ServeOptions) => void;

/** The row as one shape (the table's rows are `as const`, each its own type). */
export const rowOf = (name: EndpointName): AnyEndpoint => endpoints[name];

/** The status a row answers on success: its first 2xx (201 for the calls that create something). */
export function successStatus(row: AnyEndpoint): number {
  const statuses = Object.keys(row.responses)
    .map(Number)
    .filter((s) => s >= 200 && s < 300);
  return Math.min(...statuses);
}

/**
 * A `serve(name, handler)` bound to the API scope. Rows marked `notServed` are never registered
 * (asking for one is a programming error); `devOnly` rows only while the development outbox is on.
 */
export function endpointRouter(api: FastifyInstance, { devOutbox }: { devOutbox: boolean }): Serve {
  return (name, handler, { validateBody = true, accountInRead = false } = {}) => {
    const row = rowOf(name);
    if (row.notServed) throw new Error(`Endpoint ${name} is not served: ${row.notServed}`);
    if (row.devOnly && !devOutbox) return;
    const status = successStatus(row);
    api.route({
      method: row.method,
      url: row.path,
      schema: {
        ...(row.params ? { params: row.params } : {}),
        ...(row.query ? { querystring: row.query } : {}),
        ...(row.body && validateBody ? { body: row.body } : {}),
      },
      config: { endpoint: name, accountInRead },
      handler: async (request, reply) => {
        if (status !== 200) reply.code(status);
        return handler(request as EndpointRequest<typeof name>, reply);
      },
    });
  };
}

export interface RegisteredRoute {
  method: string;
  url: string;
  endpoint?: EndpointName;
}

/** Every route registered from now on (HEAD twins of GET routes left out), for the coverage tests. */
export function collectRoutes(app: FastifyInstance): RegisteredRoute[] {
  const found: RegisteredRoute[] = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      found.push({ method, url: route.url, endpoint: route.config?.endpoint });
    }
  });
  return found;
}
