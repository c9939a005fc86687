import { vi } from 'vitest';
import type { Environment } from '../config/settings';
import { createApiClient } from '../shared/api/client/create-api-client';
import { createMemoryStorage } from '../shared/session/key-value-storage';
import { createSessionStore } from '../shared/session/session-store';
import { createFeedbackStore } from '../shared/ui/feedback/feedback-store';
import { fakeApi, type FakeApi, type FakeHandlers } from './fake-api';
import { userToken } from './fixtures';

export interface TestClientOptions {
  /** Default `development`, so the client checks answers as well. */
  environment?: Environment;
  /** The app's current path, which a 401 records for after sign-in. */
  currentPath?: string;
  /** A raw transport instead of the fake API: for addresses outside the table, or a server off the contract. */
  fetch?: typeof fetch;
  /** Default true: the fixture participant's token is stored. */
  signedIn?: boolean;
}

/** An API client on the fake API without a screen around it: for tests of the client, call files and flows. */
export function testClient(api: FakeApi | FakeHandlers = {}, options: TestClientOptions = {}) {
  const { environment = 'development', currentPath = '/dashboard', fetch, signedIn = true } = options;
  const fake = typeof (api as FakeApi).fetch === 'function' ? (api as FakeApi) : fakeApi(api as FakeHandlers);
  const session = createSessionStore(createMemoryStorage());
  if (signedIn) session.setToken(userToken());
  const feedback = createFeedbackStore();
  const navigate = vi.fn<(to: string) => void>();
  const onVersionChange = vi.fn<() => void>();
  const client = createApiClient({
    apiBase: '/api',
    environment,
    session,
    feedback,
    navigate,
    currentPath: () => currentPath,
    onVersionChange,
    fetch: fetch ?? fake.fetch,
  });
  return { client, session, feedback, api: fake, navigate, onVersionChange };
}

/** A transport that answers every request with the same response and records what was asked. */
export function rawTransport(answer: () => Response) {
  const calls: Array<{ url: string; headers: Record<string, string> }> = [];
  const fetchFn = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    calls.push({ url: String(input), headers: Object.fromEntries(new Headers(init.headers).entries()) });
    return answer();
  });
  return { fetch: fetchFn as unknown as typeof fetch, calls };
}
