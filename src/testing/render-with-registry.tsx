import { render, type RenderResult } from '@testing-library/react';
import { useLayoutEffect, type ReactElement, type ReactNode } from 'react';
import { Router } from 'wouter';
import { LibraryRouted } from '@/shared/routing/library-router';
import { memoryLocation } from 'wouter/memory-location';
// The test kit sits above app/ (src/testing/; a lint zone keeps production code from importing it):
// tests render through the real provider.
import { NavigationBridge } from '../app/navigation';
import { RegistryProvider } from '../app/provider';
import type { RuntimeSettings } from '../config/settings';
import { useApiClient } from '../shared/api/api-context';
import type { ApiClient } from '../shared/api/client/create-api-client';
import type { ParticipantProfile } from '@contract';
import { createMemoryStorage } from '../shared/session/key-value-storage';
import { useSession } from '../shared/session/session-context';
import type { SessionStore } from '../shared/session/session-store';
import { useFeedback } from '../shared/ui/feedback/feedback-context';
import type { FeedbackStore } from '../shared/ui/feedback/feedback-store';
import { fakeApi, type FakeApi, type FakeHandlers } from './fake-api';

// The render helper of the client's tests (STYLE §13): a screen at a path on a memory router inside
// the real RegistryProvider (the library's, with its dialogs), an in-memory session, and the API on
// the fake transport that checks every answer against the endpoint table. The environment is
// `development`, so the client's own answer checks run as well.

export interface RegistryRenderOptions {
  path?: string;
  /** Initial session values (storage key → stored string). */
  storage?: Record<string, string>;
  /** The API's answers by endpoint row, or a fake the test built; any other call fails the test. */
  api?: FakeHandlers | FakeApi;
  /** Runtime settings on top of `{apiBase: '/api', environment: 'development'}`. */
  settings?: Partial<RuntimeSettings>;
  /**
   * A profile already in the session, as after sign-in. Without it, a stored token makes the
   * provider load the profile (`getMe`) as a reloaded page does.
   */
  profile?: ParticipantProfile;
}

export interface RegistryRenderResult extends RenderResult {
  session: SessionStore;
  feedback: FeedbackStore;
  client: ApiClient;
  api: FakeApi;
  location: ReturnType<typeof memoryLocation>;
  /** The current path with its query. */
  current: () => string;
}

const isFake = (api: FakeHandlers | FakeApi): api is FakeApi => typeof (api as FakeApi).fetch === 'function';

export function renderWithRegistry(ui: ReactElement, options: RegistryRenderOptions = {}): RegistryRenderResult {
  const { path = '/', storage = {}, api = {}, settings = {}, profile } = options;
  const location = memoryLocation({ path, record: true });
  const fake = isFake(api) ? api : fakeApi(api, { apiBase: settings.apiBase ?? '/api' });
  const memory = createMemoryStorage(storage);
  const grabbed: { session?: SessionStore; feedback?: FeedbackStore; client?: ApiClient } = {};

  function Probe() {
    grabbed.session = useSession();
    grabbed.feedback = useFeedback();
    grabbed.client = useApiClient();
    // A layout effect runs before the provider's profile-on-start effect, which then finds it.
    useLayoutEffect(() => {
      if (profile) grabbed.session!.setProfile(profile);
    }, []);
    return null;
  }

  // A wrapper (not a parent element) so that rerender() keeps the provider and its session.
  const wrapper = ({ children }: { children: ReactNode }) => (
    <RegistryProvider
      apiBase="/api"
      environment="development"
      {...settings}
      storage={memory}
      fetch={fake.fetch}
      navigate={(to) => location.navigate(to)}
    >
      <LibraryRouted>
        <Router hook={location.hook} searchHook={location.searchHook}>
          <NavigationBridge />
          <Probe />
          {children}
        </Router>
      </LibraryRouted>
    </RegistryProvider>
  );
  const result = render(ui, { wrapper });
  const current = () => location.history!.at(-1)!;
  return {
    ...result,
    session: grabbed.session!,
    feedback: grabbed.feedback!,
    client: grabbed.client!,
    api: fake,
    location,
    current,
  };
}
