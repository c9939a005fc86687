import { describe, expect, it, vi } from 'vitest';

// Fresh modules, in a module graph of its own (vitest.config.ts NODE_OWN_MODULES): no catalogue is
// loaded yet. The steps build on each other, in order.
vi.resetModules();
const { activeLocale } = await import('./locale');
const { catalogueOf } = await import('./localized');
const { loadCatalogue, provideCatalogue, switchLocale } = await import('./switch-locale');

describe('switching language', () => {
  let loads = 0;
  let fail = true;
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  provideCatalogue('es', async () => {
    loads += 1;
    if (fail) throw new Error('offline');
    await gate;
    return { 'test/other': { X: { a: 'b' } } };
  });

  it('a catalogue that cannot load leaves the language as it was', async () => {
    await expect(switchLocale('es')).rejects.toThrow('offline');
    expect(activeLocale.value).toBe('en');
  });

  it('is tried again; the language changes once it has loaded; the last switch asked for wins', async () => {
    fail = false;
    const toSpanish = switchLocale('es');
    await switchLocale('en');
    expect(activeLocale.value).toBe('en');
    release();
    await toSpanish;
    expect(activeLocale.value).toBe('en');
    await switchLocale('es');
    expect(activeLocale.value).toBe('es');
    await loadCatalogue('es');
    expect(loads).toBe(2);
    expect(catalogueOf('es')?.['test/other']).toEqual({ X: { a: 'b' } });
  });
});
