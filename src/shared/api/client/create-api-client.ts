import redaxios from 'redaxios';
import { schemaChecksEnabled, type Environment } from '../../../config/settings';
import type { FeedbackStore } from '../../ui/feedback/feedback-store';
import type { SessionStore } from '../../session/session-store';
import type { CallAnswer, CallInput } from '../contract/endpoint-types';
import { fillPath, routes, type EndpointName, type HttpMethod, type RouteRow } from '../contract/routes';
import { checkAnswer } from '../schema-check';
import { ApiError } from './api-error';
import { showFailure } from './failure-feedback';
import { isApiUrl, requestHeaders, resolveUrl, splitAdminFlag } from './request-headers';

export type { HttpMethod };

export interface ApiClientOptions {
  apiBase: string;
  environment: Environment;
  session: SessionStore;
  feedback: FeedbackStore;
  /** The app's navigation (its router): the client never touches the page's URL itself. */
  navigate: (to: string) => void;
  /** The app's current path and query, recorded on a 401 so sign-in can return to it. */
  currentPath?: () => string | undefined;
  /** Called once when the server's X-TR-VERSION changes during the session (the app reloads). */
  onVersionChange: () => void;
  /** Transport override, for tests (shared/testing/fake-api.ts). */
  fetch?: typeof fetch;
}

/** What a call file decides about its call; where it goes and what it carries come from its row. */
export interface CallOptions {
  /** Statuses this call handles itself (`true`: every failure), so the client shows nothing for them. */
  ownErrors?: true | readonly number[];
  /** Shows the global loader overlay while the call runs. */
  loader?: boolean;
  /** Extra request headers, e.g. `X-Reauth` on a consent signature (DECISIONS §11). */
  headers?: Record<string, string>;
  /**
   * Whether the stored token goes along. Default: not for a `public` row, always for the others; a
   * public call whose server still reads an optional token (the frontend log) says `true`.
   */
  auth?: boolean;
}

/** The low-level options of `request()`, for addresses outside the endpoint table. */
export interface RequestOptions extends CallOptions {
  /** The query; empty values (undefined, null) are left out. */
  params?: Record<string, string | number | boolean | null | undefined>;
  responseType?: 'json' | 'text' | 'blob';
}

export interface ApiResponse<T> {
  data: T;
  status: number;
  headers: Headers;
}

/** A row's input is optional when the row has no path parameter and no body. */
export type CallArgs<K extends EndpointName> =
  object extends CallInput<K>
    ? [input?: CallInput<K>, options?: CallOptions]
    : [input: CallInput<K>, options?: CallOptions];

export interface ApiClient {
  readonly apiBase: string;
  readonly environment: Environment;
  /**
   * Makes the call of one row of the endpoint table (contract/routes.ts): fills the path, sends the
   * query and body, reads the answer as the row says, and outside prod, staging, sb and qa checks
   * it against the row's schema for its status.
   */
  call<K extends EndpointName>(name: K, ...args: CallArgs<K>): Promise<CallAnswer<K>>;
  /** `call` with the status and headers (a file's name is in Content-Disposition). */
  callForResponse<K extends EndpointName>(name: K, ...args: CallArgs<K>): Promise<ApiResponse<CallAnswer<K>>>;
  /** Any address, unchecked: for a host's own calls outside the table. The client's rules still apply. */
  request(method: HttpMethod, url: string, body?: unknown, options?: RequestOptions): Promise<ApiResponse<unknown>>;
}

interface RawResponse {
  status: number;
  headers: Headers;
  data: unknown;
}

function isRawResponse(value: unknown): value is RawResponse {
  return (
    !!value && typeof value === 'object' && typeof (value as RawResponse).status === 'number' && 'headers' in value
  );
}

function isOpaqueBody(body: unknown): boolean {
  return (
    (typeof FormData !== 'undefined' && body instanceof FormData) ||
    (typeof Blob !== 'undefined' && body instanceof Blob)
  );
}

function handlesItself(ownErrors: RequestOptions['ownErrors'], status: number): boolean {
  return ownErrors === true || (Array.isArray(ownErrors) && ownErrors.includes(status));
}

/**
 * One registry API client per app instance, built from configuration (STYLE.md §4): every
 * cross-cutting rule of spec 000 §7–8 and 001 §7–8 lives here, so a feature's call file only
 * names its row, says what the screen does with the answer and which failures it handles itself:
 *
 *   export const getProfile = (client: ApiClient) => client.call('getMe');
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const { apiBase, environment, session, feedback } = options;
  const http = redaxios.create({});
  const checksOn = schemaChecksEnabled(environment);
  let knownVersion: string | null = null;
  let versionChanged = false;

  function watchVersion(headers: Headers | undefined) {
    const version = headers?.get?.('x-tr-version') ?? null;
    if (!version || versionChanged) return;
    if (knownVersion === null) knownVersion = version;
    else if (version !== knownVersion) {
      versionChanged = true;
      options.onVersionChange();
    }
  }

  /** `endpoint`: the row the call belongs to, whose schemas check the answer. */
  async function send(
    method: HttpMethod,
    url: string,
    rawBody: unknown,
    opts: RequestOptions,
    endpoint?: EndpointName,
  ): Promise<ApiResponse<unknown>> {
    const fullUrl = resolveUrl(apiBase, url);
    const { body, adminRegister } = splitAdminFlag(rawBody);
    const sentToken = session.token.peek();
    const headers = {
      ...requestHeaders({
        fullUrl,
        apiUrl: isApiUrl(apiBase, fullUrl),
        auth: opts.auth !== false,
        adminRegister,
        session: {
          token: sentToken,
          userId: session.userId.peek(),
          responseId: session.responseId.peek(),
          application: session.application.peek(),
        },
      }),
      ...opts.headers,
    };
    if (isOpaqueBody(body)) delete headers['Content-type'];
    const params =
      opts.params &&
      Object.fromEntries(
        Object.entries(opts.params)
          .filter(([, v]) => v !== undefined && v !== null)
          .map(([k, v]) => [k, String(v)]),
      );
    const done = opts.loader ? feedback.startLoading() : undefined;
    let raw: RawResponse;
    try {
      raw = await http<unknown>(fullUrl, {
        method,
        data:
          body === undefined ? undefined : isOpaqueBody(body) || typeof body === 'string' ? body : JSON.stringify(body),
        headers,
        params: params && Object.keys(params).length ? params : undefined,
        responseType: opts.responseType === 'blob' ? 'blob' : 'text',
        fetch: options.fetch,
      });
    } catch (failure) {
      const error = isRawResponse(failure)
        ? new ApiError(failure.status, failure.data, method, fullUrl)
        : new ApiError(0, undefined, method, fullUrl, { cause: failure });
      if (isRawResponse(failure)) watchVersion(failure.headers);
      if (!handlesItself(opts.ownErrors, error.status)) {
        showFailure(error, {
          session,
          feedback,
          navigate: options.navigate,
          currentPath: options.currentPath ?? (() => undefined),
          sentToken,
        });
      }
      throw error;
    } finally {
      done?.();
    }
    watchVersion(raw.headers);
    let data = raw.data;
    if (opts.responseType === 'text' && typeof data !== 'string' && data !== undefined) data = JSON.stringify(data);
    if ((opts.responseType ?? 'json') === 'json' && data === '') data = null;
    if (endpoint && checksOn && raw.status >= 200 && raw.status < 300) {
      await checkAnswer(endpoint, raw.status, data, `${method} ${fullUrl}`);
    }
    // A profile update that changed what the token carries answers a fresh one (spec 000 §3, §4).
    const fresh = data && typeof data === 'object' ? (data as { new_jwt_token?: unknown }).new_jwt_token : undefined;
    if (typeof fresh === 'string' && fresh && isApiUrl(apiBase, fullUrl)) session.setToken(fresh);
    return { data, status: raw.status, headers: raw.headers };
  }

  function callForResponse(name: EndpointName, input: LooseInput = {}, callOptions: CallOptions = {}) {
    const row: RouteRow = routes[name];
    const auth = callOptions.auth ?? row.access !== 'public';
    const opts: RequestOptions = { ...callOptions, auth, params: input.query, responseType: row.answer };
    // A row without a body (reconsent/complete, viewed, screening_reattempt) still sends `{}`: every
    // call says Content-type application/json (spec 000 §7), and that type with no body at all is
    // a malformed request to the server.
    const body = input.body === undefined && row.method !== 'GET' && row.method !== 'DELETE' ? {} : input.body;
    return send(row.method, fillPath(row.path, input.params), body, opts, name);
  }

  const client = {
    apiBase,
    environment,
    request: (method: HttpMethod, url: string, body?: unknown, o: RequestOptions = {}) => send(method, url, body, o),
    callForResponse,
    call: async (name: EndpointName, input?: LooseInput, callOptions?: CallOptions) =>
      (await callForResponse(name, input, callOptions)).data,
  };
  return client as ApiClient;
}

/** A call's input as the implementation sees it (the types of each row are checked at the call). */
interface LooseInput {
  params?: Record<string, string | number>;
  query?: Record<string, string | number | boolean | null | undefined>;
  body?: unknown;
}
