import type { Environment } from '@/config/settings';
import type { FeedbackStore } from '../../ui/feedback/feedback-store';
import type { SessionStore } from '../../session/session-store';
import type { CallAnswer, CallInput } from '@contract/endpoint-types';
import type { EndpointName, HttpMethod } from '@contract/routes';
import { ApiError } from './api-error';

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
  /** Transport override, for tests (src/testing/fake-api.ts). */
  fetch?: typeof fetch;
  /**
   * The language the host decided (the provider's `locale`, a gadget's `lang`), if it did: the
   * server answers in it rather than in the participant's `preferred_language` (DECISIONS §12).
   */
  hostLocale?: () => string | undefined;
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

const loadTransport = () => import('./api-transport');

/**
 * One registry API client per app instance, built from configuration (STYLE.md §4): every
 * cross-cutting rule of spec 000 §7–8 and 001 §7–8 lives in its transport (api-transport.ts), so a
 * feature's call file only names its row, says what the screen does with the answer and which
 * failures it handles itself:
 *
 *   export const getProfile = (client: ApiClient) => client.call('getMe');
 *
 * Creating it costs nothing: the transport (redaxios, the endpoint table, the schema checks) loads
 * on the first call, so a host screen that makes none does not carry it.
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  let transport: Promise<ApiClient> | undefined;
  let needsSession: ((name: string) => boolean) | undefined;
  const loaded = (method: HttpMethod, url: string) =>
    (transport ??= loadTransport().then(
      (module) => {
        needsSession = module.needsSession;
        return module.createTransport(options);
      },
      (failure: unknown) => {
        // A chunk that failed to load (offline, a new deployment) is retried by the next call.
        transport = undefined;
        throw new ApiError(0, undefined, method, url, { cause: failure });
      },
    ));
  // Until the transport has arrived no answer can change the session; only the app can (sign-out,
  // sign-in). A call made for a session that ended meanwhile is not sent: without a token it would
  // come back 401 and send a participant who just signed out to the sign-in page.
  const loadedFor = async (method: HttpMethod, url: string, row?: string) => {
    const tokenAtCall = options.session.token.peek();
    const ready = await loaded(method, url);
    const ended = options.session.token.peek() !== tokenAtCall;
    // Public rows (the error log, sign-in) still go: they need no session.
    if (ended && row && needsSession?.(row)) throw new ApiError(0, undefined, method, url);
    return ready;
  };
  // The loader shows from the moment of the call, not from the transport's arrival.
  async function run<T>(callOptions: CallOptions | undefined, go: (o: CallOptions | undefined) => Promise<T>) {
    const done = callOptions?.loader ? options.feedback.startLoading() : undefined;
    try {
      return await go(done ? { ...callOptions, loader: false } : callOptions);
    } finally {
      done?.();
    }
  }
  const client: ApiClient = {
    apiBase: options.apiBase,
    environment: options.environment,
    request: (method, url, body, o) =>
      run(o, async (own) => (await loadedFor(method, url)).request(method, url, body, own)),
    callForResponse: (name, input?, o?) =>
      run(o, async (own) =>
        (await loadedFor('GET', name, name)).callForResponse(name, ...([input, own] as CallArgs<typeof name>)),
      ),
    call: (name, input?, o?) =>
      run(o, async (own) =>
        (await loadedFor('GET', name, name)).call(name, ...([input, own] as CallArgs<typeof name>)),
      ),
  };
  return client;
}
