import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { RuntimeSettings } from '../../config/settings';
import { ApiClientContext } from '../api/api-context';
import { createApiClient, type ApiClient } from '../api/client/create-api-client';
import { createMemoryStorage } from '../session/key-value-storage';
import { SessionContext } from '../session/session-context';
import { createSessionStore, type SessionStore } from '../session/session-store';
import { SettingsContext } from '../settings/settings-context';
import type { DialogRegistry } from '../ui/feedback/dialog-registry';
import { FeedbackContext } from '../ui/feedback/feedback-context';
import { FeedbackHost } from '../ui/feedback/feedback-host';
import { createFeedbackStore, type FeedbackStore } from '../ui/feedback/feedback-store';

// The render helper of the features' tests: a screen at a path on a memory router, with an
// in-memory session, its own feedback store and an API client on the test's transport.

export interface RegistryRenderOptions {
  path?: string;
  /** Initial session values (key → stored string). */
  storage?: Record<string, string>;
  /** The client's transport; default answers every call with 200 `{}`. */
  fetch?: typeof fetch;
  /** Runtime settings on top of `{apiBase: '/api', environment: 'prod'}`; without it the context keeps its defaults. */
  settings?: Partial<RuntimeSettings>;
  /** When given, a FeedbackHost renders the store's dialogs and snackbars, with these extra dialog kinds. */
  dialogs?: DialogRegistry;
}

export interface RegistryRenderResult extends RenderResult {
  session: SessionStore;
  feedback: FeedbackStore;
  client: ApiClient;
  location: ReturnType<typeof memoryLocation>;
  /** The current path with its query. */
  current: () => string;
}

export function renderWithRegistry(ui: ReactElement, { path = '/', storage = {}, fetch, settings, dialogs }: RegistryRenderOptions = {}): RegistryRenderResult {
  const location = memoryLocation({ path, record: true });
  const session = createSessionStore(createMemoryStorage(storage));
  const feedback = createFeedbackStore();
  const client = createApiClient({
    apiBase: '/api',
    environment: 'prod',
    session,
    feedback,
    navigate: (to) => location.navigate(to),
    onVersionChange: () => {},
    fetch: fetch ?? (async () => new Response('{}', { status: 200 })),
  });
  // A wrapper (not a parent element) so that rerender() keeps the providers.
  const wrapper = ({ children }: { children: ReactNode }) => {
    const tree = (
      <SessionContext.Provider value={session}>
        <FeedbackContext.Provider value={feedback}>
          <ApiClientContext.Provider value={client}>
            <Router hook={location.hook} searchHook={location.searchHook}>
              <div className="registry-root">
                {children}
                {dialogs && <FeedbackHost store={feedback} extraDialogs={dialogs} />}
              </div>
            </Router>
          </ApiClientContext.Provider>
        </FeedbackContext.Provider>
      </SessionContext.Provider>
    );
    return settings ? <SettingsContext.Provider value={{ apiBase: '/api', environment: 'prod', ...settings }}>{tree}</SettingsContext.Provider> : tree;
  };
  const result = render(ui, { wrapper });
  const current = () => location.history!.at(-1)!;
  return { ...result, session, feedback, client, location, current };
}
