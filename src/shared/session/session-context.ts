import { createContext, useContext } from 'react';
import { createMemoryStorage } from './key-value-storage';
import { createSessionStore, type SessionStore } from './session-store';

/**
 * The app instance's session; RegistryProvider supplies it. A bare render (a unit test) gets a
 * private in-memory session. Components that read its signals call `useSignals()` first
 * (STYLE.md §12: no signals transform in these builds).
 */
export const SessionContext = createContext<SessionStore>(createSessionStore(createMemoryStorage()));

export function useSession(): SessionStore {
  return useContext(SessionContext);
}
