import redaxios from 'redaxios';
import { schemaChecksEnabled, type Environment } from '../../../config/settings';
import type { FeedbackStore } from '../../ui/feedback/feedback-store';
import type { SessionStore } from '../../session/session-store';
import { checkResponse, type SchemaName, type SchemaType } from '../schema-check';
import { ApiError } from './api-error';
import { showFailure } from './failure-feedback';
import { isApiUrl, requestHeaders, resolveUrl, splitAdminFlag } from './request-headers';

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
  /** Transport override, for tests. */
  fetch?: typeof fetch;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  params?: Record<string, string | number | boolean | null | undefined>;
  headers?: Record<string, string>;
  /** The contract export describing the answer; checked outside prod, staging, sb and qa. */
  schema?: SchemaName;
  /** Statuses this call handles itself (`true`: every failure), so the client shows nothing for them. */
  ownErrors?: true | readonly number[];
  /** `false` sends no credentials although a token is stored (e.g. the login call itself). */
  auth?: boolean;
  responseType?: 'json' | 'text' | 'blob';
  /** Shows the global loader overlay while the call runs. */
  loader?: boolean;
}

export interface ApiResponse<T> {
  data: T;
  status: number;
  headers: Headers;
}

/** The answer type: an explicit type argument wins, else the named schema's type, else unknown. */
export type ResponseData<T, O> = unknown extends T ? (O extends { schema: infer K extends SchemaName } ? SchemaType<K> : unknown) : T;

export interface ApiClient {
  readonly apiBase: string;
  readonly environment: Environment;
  request<T = unknown, O extends RequestOptions = RequestOptions>(method: HttpMethod, url: string, body?: unknown, options?: O): Promise<ApiResponse<ResponseData<T, O>>>;
  get<T = unknown, O extends RequestOptions = RequestOptions>(url: string, options?: O): Promise<ResponseData<T, O>>;
  delete<T = unknown, O extends RequestOptions = RequestOptions>(url: string, options?: O): Promise<ResponseData<T, O>>;
  post<T = unknown, O extends RequestOptions = RequestOptions>(url: string, body?: unknown, options?: O): Promise<ResponseData<T, O>>;
  put<T = unknown, O extends RequestOptions = RequestOptions>(url: string, body?: unknown, options?: O): Promise<ResponseData<T, O>>;
  patch<T = unknown, O extends RequestOptions = RequestOptions>(url: string, body?: unknown, options?: O): Promise<ResponseData<T, O>>;
}

interface RawResponse {
  status: number;
  headers: Headers;
  data: unknown;
}

function isRawResponse(value: unknown): value is RawResponse {
  return !!value && typeof value === 'object' && typeof (value as RawResponse).status === 'number' && 'headers' in value;
}

function isOpaqueBody(body: unknown): boolean {
  return (typeof FormData !== 'undefined' && body instanceof FormData) || (typeof Blob !== 'undefined' && body instanceof Blob);
}

function handlesItself(ownErrors: RequestOptions['ownErrors'], status: number): boolean {
  return ownErrors === true || (Array.isArray(ownErrors) && ownErrors.includes(status));
}

/**
 * One registry API client per app instance, built from configuration (STYLE.md §4): every
 * cross-cutting rule of spec 000 §7–8 and 001 §7–8 lives here, so feature API files are one call each:
 *
 *   import type { ParticipantProfile } from '../../../shared/api/contract';
 *   export const getProfile = (client: ApiClient): Promise<ParticipantProfile> =>
 *     client.get('/registry/me', { schema: 'ParticipantProfile' });
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

  async function request(method: HttpMethod, url: string, rawBody?: unknown, opts: RequestOptions = {}): Promise<ApiResponse<unknown>> {
    const fullUrl = resolveUrl(apiBase, url);
    const { body, adminRegister } = splitAdminFlag(rawBody);
    const sentToken = session.token.peek();
    const headers = {
      ...requestHeaders({
        fullUrl,
        apiUrl: isApiUrl(apiBase, fullUrl),
        auth: opts.auth !== false,
        adminRegister,
        session: { token: sentToken, userId: session.userId.peek(), responseId: session.responseId.peek(), application: session.application.peek() },
      }),
      ...opts.headers,
    };
    if (isOpaqueBody(body)) delete headers['Content-type'];
    const params = opts.params && Object.fromEntries(Object.entries(opts.params).filter(([, v]) => v !== undefined && v !== null).map(([k, v]) => [k, String(v)]));
    const done = opts.loader ? feedback.startLoading() : undefined;
    let raw: RawResponse;
    try {
      raw = await http<unknown>(fullUrl, {
        method,
        data: body === undefined ? undefined : isOpaqueBody(body) || typeof body === 'string' ? body : JSON.stringify(body),
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
        showFailure(error, { session, feedback, navigate: options.navigate, currentPath: options.currentPath ?? (() => undefined), sentToken });
      }
      throw error;
    } finally {
      done?.();
    }
    watchVersion(raw.headers);
    let data = raw.data;
    if (opts.responseType === 'text' && typeof data !== 'string' && data !== undefined) data = JSON.stringify(data);
    if ((opts.responseType ?? 'json') === 'json' && data === '') data = null;
    if (opts.schema && checksOn) await checkResponse(opts.schema, data, `${method} ${fullUrl}`);
    // A profile update that changed what the token carries answers a fresh one (spec 000 §3, §4).
    const fresh = data && typeof data === 'object' ? (data as { new_jwt_token?: unknown }).new_jwt_token : undefined;
    if (typeof fresh === 'string' && fresh && isApiUrl(apiBase, fullUrl)) session.setToken(fresh);
    return { data, status: raw.status, headers: raw.headers };
  }

  const client = {
    apiBase,
    environment,
    request,
    get: async (url: string, o?: RequestOptions) => (await request('GET', url, undefined, o)).data,
    delete: async (url: string, o?: RequestOptions) => (await request('DELETE', url, undefined, o)).data,
    post: async (url: string, body?: unknown, o?: RequestOptions) => (await request('POST', url, body, o)).data,
    put: async (url: string, body?: unknown, o?: RequestOptions) => (await request('PUT', url, body, o)).data,
    patch: async (url: string, body?: unknown, o?: RequestOptions) => (await request('PATCH', url, body, o)).data,
  };
  return client as ApiClient;
}
