import redaxios from 'redaxios';
import { schemaChecksEnabled } from '@/config/settings';
import { fillPath, routes, type EndpointName, type HttpMethod, type RouteRow } from '@contract/routes';
import { checkAnswer } from '../schema-check';
import { ApiError } from './api-error';
import type { ApiClient, ApiClientOptions, ApiResponse, CallOptions, RequestOptions } from './create-api-client';
import { showFailure } from './failure-feedback';
import { activeLocale } from '../../i18n/locale';
import { isApiUrl, requestHeaders, resolveUrl, splitAdminFlag } from './request-headers';

// The client's working half: redaxios, the endpoint table, the schema checks and the failure
// feedback. create-api-client.ts loads it on the first call, so a screen that makes no call (the
// FAQ) does not carry it in its host's startup JavaScript.

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

/** The client of createApiClient once its transport is loaded (one per client: it holds the known version). */
/** Whether a call needs a signed-in participant (the thin client asks before sending one whose session ended). */
export const needsSession = (name: string): boolean => routes[name as EndpointName]?.access !== 'public';

export function createTransport(options: ApiClientOptions): ApiClient {
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
    const headers: Record<string, string> = {
      ...requestHeaders({
        fullUrl,
        apiUrl: isApiUrl(apiBase, fullUrl),
        auth: opts.auth !== false,
        adminRegister,
        locale: activeLocale.peek(),
        hostLocale: options.hostLocale?.(),
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
        error.announced = true;
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
