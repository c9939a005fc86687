import type { ReactElement } from 'react';
import type { RuntimeSettings } from '../../config/settings';
import type { ParticipantProfile } from '../../shared/api/contract';
import { makeUnsignedToken } from '../../shared/session/unsigned-token';
import { renderWithRegistry, type RegistryRenderResult } from '../../shared/testing/render-with-registry';
import { AUTH_DIALOGS } from './dialogs/auth-dialog-registry';

// Test helpers of the auth feature: a screen rendered at a path with an in-memory session and an
// API client whose transport answers by "METHOD /path" (the path without the /api base and query).

export interface Call {
  method: string;
  path: string;
  query: string;
  body: unknown;
  headers: Record<string, string>;
}

export type Answer = { status?: number; body?: unknown };
export type Routes = Record<string, Answer | ((call: Call) => Answer)>;

export function routeFetch(routes: Routes) {
  const calls: Call[] = [];
  const fetchFn = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = new URL(String(input), 'http://app.test');
    const path = url.pathname.replace(/^\/api/, '');
    let body: unknown = init.body;
    if (typeof body === 'string') body = JSON.parse(body);
    const call: Call = { method: init.method ?? 'GET', path, query: url.search, body, headers: Object.fromEntries(new Headers(init.headers).entries()) };
    calls.push(call);
    const route = routes[`${call.method} ${path}`];
    const answer = typeof route === 'function' ? route(call) : (route ?? { status: 404, body: { detail: 'Not found' } });
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), { status: answer.status ?? 200 });
  };
  return { fetch: fetchFn as typeof fetch, calls, called: (key: string) => calls.filter((c) => `${c.method} ${c.path}` === key) };
}

export function participant(overrides: Partial<ParticipantProfile> = {}): ParticipantProfile {
  return {
    id: 7, first_name: 'Ann', last_name: 'Lee', email: 'ann@example.org', phone: null, address: null, city: null, country_state: null, zip_code: null,
    timezone: null, profile_type: 'adult', gender_identity: null, birthday: null, age_years: 30, is_eligible: null, source: 'registry', state: 'regular',
    account_status: 'active', available_statuses: [], flag: 'no_flag', auth_methods: ['native'], bannersVisibility: {}, child_first_name: null,
    child_last_name: null, child_email: null, child_phone: null, dateJoined: '2024-01-01', created_at: '2024-01-01', updated_at: '2024-01-01',
    last_ip_address: null, last_login: null, notifications: [], reconsentStep1Finished: false, ...overrides,
  };
}

export const userToken = (extra: Record<string, unknown> = {}) => makeUnsignedToken({ user_id: 7, ...extra });

export interface AuthRenderOptions {
  path?: string;
  storage?: Record<string, string>;
  routes?: Routes;
  settings?: Partial<RuntimeSettings>;
}

export interface AuthRenderResult extends RegistryRenderResult {
  transport: ReturnType<typeof routeFetch>;
}

/** Renders at a path on the scripted transport, with a FeedbackHost that knows the auth dialogs. */
export function renderAuth(ui: ReactElement, { path = '/', storage = {}, routes = {}, settings = {} }: AuthRenderOptions = {}): AuthRenderResult {
  const transport = routeFetch(routes);
  return { ...renderWithRegistry(ui, { path, storage, settings, fetch: transport.fetch, dialogs: AUTH_DIALOGS }), transport };
}
