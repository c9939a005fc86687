import type { Environment } from '../../config/settings';
import { createApiClient } from '../api/client/create-api-client';
import { createMemoryStorage } from '../session/key-value-storage';
import { createSessionStore } from '../session/session-store';
import { createFeedbackStore } from '../ui/feedback/feedback-store';
import { fakeApi, type FakeApi, type FakeHandlers } from './fake-api';
import { userToken } from './fixtures';

/**
 * An API client on the fake API without a screen around it, signed in as the fixture participant:
 * for tests of call files and flows. `development`, so the client checks answers as well.
 */
export function testClient(api: FakeApi | FakeHandlers = {}, environment: Environment = 'development') {
  const fake = typeof (api as FakeApi).fetch === 'function' ? (api as FakeApi) : fakeApi(api as FakeHandlers);
  const session = createSessionStore(createMemoryStorage());
  session.setToken(userToken());
  const feedback = createFeedbackStore();
  const client = createApiClient({
    apiBase: '/api',
    environment,
    session,
    feedback,
    navigate: () => undefined,
    onVersionChange: () => undefined,
    fetch: fake.fetch,
  });
  return { client, session, feedback, api: fake };
}
