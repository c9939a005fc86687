import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserStorage, createMemoryStorage } from './key-value-storage';

function fakeWebStorage(): Storage {
  const m = createMemoryStorage();
  return { ...m, length: 0, clear: () => undefined, key: () => null } as Storage;
}

describe('browserStorage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('uses local storage in development and session storage elsewhere', () => {
    const local = fakeWebStorage();
    const session = fakeWebStorage();
    vi.stubGlobal('localStorage', local);
    vi.stubGlobal('sessionStorage', session);
    expect(browserStorage('development')).toBe(local);
    for (const env of ['prod', 'staging', 'sb', 'qa'] as const) expect(browserStorage(env)).toBe(session);
  });

  it('falls back to memory when storage is missing or blocked', () => {
    vi.stubGlobal('sessionStorage', {
      setItem: () => {
        throw new Error('SecurityError');
      },
    });
    const storage = browserStorage('prod');
    storage.setItem('a', '1');
    expect(storage.getItem('a')).toBe('1');
    vi.stubGlobal('sessionStorage', undefined);
    expect(browserStorage('prod').getItem('a')).toBeNull();
  });
});
