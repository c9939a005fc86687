import type { TSchema } from 'typebox';
import { Value } from 'typebox/value';
import { onTestFinished } from 'vitest';
import { Detail } from '@contract/common';
import type { BodyOf, ParamsOf, QueryOf } from '@contract/endpoint-types';
import { endpoints, type AnyEndpoint } from '@contract/endpoints';
import type { EndpointName } from '@contract/routes';

// The one fake transport of the client's tests (STYLE §13), built on the endpoint table: a request
// is matched to its row by method and path pattern, the test's answer for that row is checked
// against `endpoints[row].responses[status]`, and anything the real server would not do fails the
// test: an unmatched request, a row the test gave no answer, an answer the contract refuses, or a
// success answer to a request the server would refuse (its params, query or body off the schema).

/** A row's part, typed when the row is known (a call of any row: unknown). */
type Part<K extends EndpointName, T> = EndpointName extends K ? unknown : T;

export interface FakeRequest<K extends EndpointName = EndpointName> {
  name: K;
  method: string;
  /** The path under the API base, without the query, e.g. `/participant/7/user-studies`. */
  path: string;
  /** The path parameters, converted as the server's schema converts them (`:id` → a number). */
  params: Part<K, ParamsOf<K>>;
  query: Part<K, QueryOf<K> | Record<string, never>>;
  /** The JSON body as sent (text when it is not JSON). */
  body: Part<K, BodyOf<K>>;
  /** Request headers, names lower-cased. */
  headers: Record<string, string>;
}

export interface RecordedCall<K extends EndpointName = EndpointName> extends FakeRequest<K> {
  /** The answer's status; 0 for a network failure. */
  status: number;
}

/**
 * A scripted answer: status (default: the row's success status), body, headers; or no answer at
 * all. `breaksContract` (saying why) lets one answer through unchecked, for the few tests of how
 * the client copes with a server that breaks the contract; run those as `prod`, where the client
 * does not check answers either.
 */
export type FakeReply =
  { status?: number; body?: unknown; headers?: Record<string, string>; breaksContract?: string } | 'network-error';
export type FakeHandler<K extends EndpointName> =
  FakeReply | ((request: FakeRequest<K>) => FakeReply | Promise<FakeReply>);
export type FakeHandlers = { [K in EndpointName]?: FakeHandler<K> };

export interface FakeApi {
  fetch: typeof fetch;
  calls: RecordedCall[];
  called<K extends EndpointName>(name: K): Array<RecordedCall<K>>;
  /** Adds or replaces answers during a test. */
  answer(handlers: FakeHandlers): void;
  /** What went wrong so far; the test fails at its end when this is not empty. */
  problems: string[];
}

/**
 * Answers every row may give though the row does not list them: the guard's refusals (401, 403)
 * and an unknown id (404), all `{detail}` like every error the server writes. 5xx answers (the
 * server or a proxy failing) are not checked: their body is whatever the failure produced.
 */
const ANY_ROW: Record<number, TSchema> = { 401: Detail, 403: Detail, 404: Detail };

interface CompiledRow {
  name: EndpointName;
  row: AnyEndpoint;
  pattern: RegExp;
  paramNames: string[];
}

const ROWS: CompiledRow[] = (Object.keys(endpoints) as EndpointName[]).map((name) => {
  const row = endpoints[name] as AnyEndpoint;
  const paramNames: string[] = [];
  const source = row.path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:([A-Za-z]+)/g, (_, param: string) => {
    paramNames.push(param);
    return '([^/]+)';
  });
  return { name, row, pattern: new RegExp(`^${source}$`), paramNames };
});

function issuesOf(schema: TSchema, value: unknown): string {
  return Value.Errors(schema, value)
    .slice(0, 5)
    .map((e) => `${e.instancePath || '/'} ${e.message}`)
    .join('; ');
}

/** The schema an answer of this status must match; null: not checked (5xx); undefined: not allowed. */
function answerSchema(row: AnyEndpoint, status: number): TSchema | null | undefined {
  if (row.responses[status]) return row.responses[status];
  if (status >= 500) return null;
  return ANY_ROW[status];
}

function successStatus(row: AnyEndpoint): number {
  return (
    Object.keys(row.responses)
      .map(Number)
      .find((s) => s >= 200 && s < 300) ?? 200
  );
}

function readBody(raw: unknown): unknown {
  if (typeof raw !== 'string') return raw;
  try {
    return JSON.parse(raw);
  } catch {
    return raw;
  }
}

function encodeBody(body: unknown, status: number): BodyInit | null {
  if (body === undefined || status === 204) return null;
  if (typeof body === 'string' || body instanceof Blob) return body;
  return JSON.stringify(body);
}

/** The request's parts as the server sees them, with what its schemas refuse. */
function parseRequest(match: CompiledRow, groups: string[], url: URL, init: RequestInit) {
  const { row } = match;
  const refused: string[] = [];
  const raw = Object.fromEntries(match.paramNames.map((n, i) => [n, decodeURIComponent(groups[i])]));
  const params = row.params ? Value.Convert(row.params, raw) : undefined;
  if (row.params && !Value.Check(row.params, params)) refused.push(`params ${issuesOf(row.params, params)}`);
  const rawQuery = Object.fromEntries(url.searchParams.entries());
  const query = row.query ? Value.Convert(row.query, rawQuery) : rawQuery;
  if (row.query && !Value.Check(row.query, query)) refused.push(`query ${issuesOf(row.query, query)}`);
  const body = readBody(init.body);
  if (row.body && !Value.Check(row.body, body)) refused.push(`body ${issuesOf(row.body, body)}`);
  return { params, query, body, refused };
}

/**
 * An answer for every row, made from its success schema (typebox Value.Create: the smallest value
 * the contract accepts; a Blob for file rows), for tests of call files that need any valid answer.
 */
export function answerEveryRow(): FakeHandlers {
  return Object.fromEntries(
    ROWS.map(({ name, row }) => {
      const status = successStatus(row);
      const body = row.answer === 'blob' ? new Blob(['%PDF-']) : Value.Create(row.responses[status]);
      return [name, { status, body }];
    }),
  );
}

/**
 * A fetch that answers the API's rows from `handlers`, keyed by row name:
 *
 *   const api = fakeApi({
 *     login: { body: { token } },
 *     getParticipant: (req) => ({ body: participant({ id: req.params.id }) }),
 *   });
 *   api.called('login')[0].body  // what the screen sent
 */
export function fakeApi(handlers: FakeHandlers = {}, { apiBase = '/api' } = {}): FakeApi {
  const current: FakeHandlers = { ...handlers };
  const calls: RecordedCall[] = [];
  const problems: string[] = [];
  const basePath = new URL(apiBase, 'http://app.test').pathname.replace(/\/+$/, '');

  const fail = (message: string): never => {
    problems.push(message);
    console.error(`fakeApi: ${message}`);
    throw new Error(`fakeApi: ${message}`);
  };

  const fetchFn = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const method = (init.method ?? 'GET').toUpperCase();
    const url = new URL(String(input), 'http://app.test');
    const where = `${method} ${url.pathname}${url.search}`;
    if (!url.pathname.startsWith(`${basePath}/`)) return fail(`${where} is not under the API base ${apiBase}`);
    const path = url.pathname.slice(basePath.length);
    const found = ROWS.filter((r) => r.row.method === method && r.pattern.test(path));
    if (found.length === 0) return fail(`${where} matches no row of the endpoint table`);
    if (found.length > 1) return fail(`${where} matches several rows: ${found.map((r) => r.name).join(', ')}`);
    const [match] = found;
    const { params, query, body, refused } = parseRequest(match, match.pattern.exec(path)!.slice(1), url, init);
    const headers = Object.fromEntries(new Headers(init.headers).entries());
    const request = { name: match.name, method, path, params, query, body, headers } as FakeRequest;
    const call: RecordedCall = { ...request, status: 0 };
    calls.push(call);

    const handler = current[match.name] as FakeHandler<EndpointName> | undefined;
    if (handler === undefined) return fail(`${where} (row ${match.name}) has no fake answer in this test`);
    const reply = typeof handler === 'function' ? await handler(request) : handler;
    if (reply === 'network-error') throw new TypeError('Failed to fetch');
    const status = reply.status ?? successStatus(match.row);
    call.status = status;
    const schema = reply.breaksContract ? null : answerSchema(match.row, status);
    if (schema === undefined) return fail(`${where}: endpoints.${match.name} lists no answer with status ${status}`);
    if (schema && !Value.Check(schema, reply.body)) {
      return fail(
        `${where}: the ${status} answer does not match endpoints.${match.name}: ${issuesOf(schema, reply.body)}`,
      );
    }
    if (status < 300 && refused.length && !reply.breaksContract) {
      return fail(
        `${where}: the server would refuse this request (${refused.join('; ')}), yet the fake answers ${status}`,
      );
    }
    return new Response(encodeBody(reply.body, status), { status, headers: reply.headers });
  };

  try {
    onTestFinished(() => {
      if (problems.length) throw new Error(`fakeApi: ${problems.length} problem(s):\n- ${problems.join('\n- ')}`);
    });
  } catch {
    // Created outside a running test (a module-level fake): the failed fetches still show each problem.
  }

  return {
    fetch: fetchFn as typeof fetch,
    calls,
    called: <K extends EndpointName>(name: K) =>
      calls.filter((c) => c.name === name) as unknown as Array<RecordedCall<K>>,
    answer: (more) => Object.assign(current, more),
    problems,
  };
}
