import { describe, expect, it, vi } from 'vitest';

// Fresh modules, in a module graph of its own (vitest.config.ts NODE_OWN_MODULES): nothing is
// loaded yet. The steps build on each other, in order.
vi.resetModules();
const { activeLocale, catalogueOf, textsOf, translationsVersion } = await import('./locale');
const { ensureTranslations, provideCatalogue, switchLocale } = await import('./switch-locale');

const shown = textsOf('test/shown');
const SHOWN = shown('SHOWN', { title: 'Shown' });

describe('switching language', () => {
  const loads: string[] = [];
  let fail = true;
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  provideCatalogue('es', {
    'test/shown': async () => {
      loads.push('shown');
      if (fail) throw new Error('offline');
      await gate;
      return { SHOWN: { title: 'Mostrado' } };
    },
    'test/later': async () => {
      loads.push('later');
      return { LATER: { title: 'Después' } };
    },
  });

  it('translations that cannot load leave the language as it was', async () => {
    await expect(switchLocale('es')).rejects.toThrow('offline');
    expect(activeLocale.value).toBe('en');
  });

  it('are tried again; only the modules the page has loaded; the last switch asked for wins', async () => {
    fail = false;
    const toSpanish = switchLocale('es');
    await switchLocale('en');
    expect(activeLocale.value).toBe('en');
    release();
    await toSpanish;
    expect(activeLocale.value).toBe('en');
    await switchLocale('es');
    expect(activeLocale.value).toBe('es');
    expect(SHOWN.title).toBe('Mostrado');
    // `test/later` was never declared: its translation is not loaded.
    expect(loads).toEqual(['shown', 'shown']);
    expect(catalogueOf('es')?.['test/later']).toBeUndefined();
  });

  it('a module loaded later gets its translation with the screen that brings it', async () => {
    const later = textsOf('test/later')('LATER', { title: 'Later' });
    await ensureTranslations();
    expect(later.title).toBe('Después');
  });

  it('a text read before its translation has come reads English, and asks for a render once it has', async () => {
    provideCatalogue('es', { 'test/late': async () => ({ LATE: { title: 'Tarde' } }) });
    const late = textsOf('test/late')('LATE', { title: 'Late' });
    const before = translationsVersion.value;
    expect(late.title).toBe('Late');
    await vi.waitFor(() => expect(translationsVersion.value).toBe(before + 1));
    expect(late.title).toBe('Tarde');
    activeLocale.value = 'en';
  });
});
