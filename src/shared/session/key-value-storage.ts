import type { Environment } from '../../config/settings';

/** The part of the Web Storage API the session uses, so tests and the embed can pass memory instead. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export function createMemoryStorage(initial: Record<string, string> = {}): KeyValueStorage {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, String(value)),
    removeItem: (key) => void values.delete(key),
  };
}

/**
 * Session storage, or local storage in development (spec 000 §3) so a developer stays signed in
 * across tabs. Falls back to memory where Web Storage is missing or blocked (server rendering,
 * sandboxed iframes, Safari private mode throwing on access).
 */
export function browserStorage(environment: Environment): KeyValueStorage {
  try {
    const storage = environment === 'development' ? globalThis.localStorage : globalThis.sessionStorage;
    if (storage) {
      const probe = '__registry_probe__';
      storage.setItem(probe, probe);
      storage.removeItem(probe);
      return storage;
    }
  } catch {
    // Blocked storage: keep the session for this page's lifetime only.
  }
  return createMemoryStorage();
}
