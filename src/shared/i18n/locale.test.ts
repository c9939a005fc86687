import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { activeLocale, setLocaleSource } from './locale';
import { registerCatalogue, textsOf } from './locale';
import { plural, formatMediumDate, monthName } from './format';

const texts = textsOf('test/sample-texts');
const SAMPLE = texts('SAMPLE', { title: 'Dashboard', count: (n: number) => `${n} studies`, list: ['one', 'two'] });
const LIST = texts('LIST', ['a', 'b', 'c']);

// The page's language: a server test in the same worker may have pointed texts at its requests'.
beforeEach(() => setLocaleSource());
afterEach(() => {
  activeLocale.value = 'en';
});

describe('a text object', () => {
  it('reads English until another language is active, then that language', () => {
    registerCatalogue('es', {
      'test/sample-texts': { SAMPLE: { title: 'Panel', count: (n: number) => `${n} estudios`, list: ['uno'] } },
    });
    expect(SAMPLE.title).toBe('Dashboard');
    activeLocale.value = 'es';
    expect(SAMPLE.title).toBe('Panel');
    expect(SAMPLE.count(2)).toBe('2 estudios');
    expect(SAMPLE.list).toEqual(['uno']);
    expect(Object.keys(SAMPLE)).toEqual(['title', 'count', 'list']);
  });

  it('reads English where the language has no such module or export', () => {
    activeLocale.value = 'es';
    expect([...LIST]).toEqual(['a', 'b', 'c']);
    expect(Array.isArray(LIST)).toBe(true);
    expect(LIST.map((x) => x.toUpperCase())).toEqual(['A', 'B', 'C']);
  });
});

describe('formats', () => {
  it('chooses the plural form by the language’s rule', () => {
    const forms = (n: number) => ({ one: `${n} study`, other: `${n} studies`, zero: 'no studies' });
    expect([0, 1, 2].map((n) => plural(n, forms(n)))).toEqual(['no studies', '1 study', '2 studies']);
    expect(plural(1, { one: 'uno', other: 'varios' }, 'es')).toBe('uno');
    expect(plural(1.5, { one: 'uno', other: 'varios' }, 'es')).toBe('varios');
  });

  it('writes medium dates and month names in the language', () => {
    expect(formatMediumDate(2026, 1, 5, 'en')).toBe('Jan 5, 2026');
    expect(formatMediumDate(2026, 1, 5, 'es')).toBe('5 ene 2026');
    expect(monthName(3, 'long', 'es')).toBe('marzo');
  });
});
