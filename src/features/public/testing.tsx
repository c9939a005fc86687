import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { ApiClientContext } from '../../shared/api/api-context';
import { createApiClient } from '../../shared/api/client/create-api-client';
import { createMemoryStorage } from '../../shared/session/key-value-storage';
import { SessionContext } from '../../shared/session/session-context';
import { createSessionStore, type SessionStore } from '../../shared/session/session-store';
import { createFeedbackStore } from '../../shared/ui/feedback/feedback-store';

export interface PublicRenderOptions {
  path?: string;
  storage?: Record<string, string>;
  fetch?: typeof fetch;
}

export interface PublicRenderResult extends RenderResult {
  session: SessionStore;
  location: ReturnType<typeof memoryLocation>;
}

/** Renders a public screen or component at a path, with an in-memory session and an API client on a scripted transport. */
export function renderPublic(ui: ReactElement, { path = '/', storage = {}, fetch }: PublicRenderOptions = {}): PublicRenderResult {
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
  const wrapper = ({ children }: { children: ReactNode }) => (
    <SessionContext.Provider value={session}>
      <ApiClientContext.Provider value={client}>
        <Router hook={location.hook} searchHook={location.searchHook}>
          <div className="registry-root">{children}</div>
        </Router>
      </ApiClientContext.Provider>
    </SessionContext.Provider>
  );
  const result = render(ui, { wrapper });
  return { ...result, session, location };
}
