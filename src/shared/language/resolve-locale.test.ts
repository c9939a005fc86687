import { describe, expect, it } from 'vitest';
import { localeOfQuery, resolveLocale } from './resolve-locale';

describe('which language a page shows', () => {
  const spanishProfile = { preferred_language: 'es' };
  const englishProfile = { preferred_language: 'en' };

  it("a link's ?lang wins over everything else", () => {
    expect(
      resolveLocale({ query: 'es', profile: englishProfile, remembered: 'en', navigatorLanguages: ['en-US'] }),
    ).toBe('es');
    expect(
      resolveLocale({ query: 'en', profile: spanishProfile, remembered: 'es', navigatorLanguages: ['es-MX'] }),
    ).toBe('en');
  });

  it("signed in, the participant's preferred language wins over the remembered choice and the browser's", () => {
    expect(resolveLocale({ profile: spanishProfile, remembered: 'en', navigatorLanguages: ['en-US'] })).toBe('es');
    expect(resolveLocale({ profile: englishProfile, remembered: 'es', navigatorLanguages: ['es'] })).toBe('en');
  });

  it('a profile without a preferred language falls through to the remembered choice', () => {
    expect(resolveLocale({ profile: {}, remembered: 'es' })).toBe('es');
    expect(resolveLocale({ profile: { preferred_language: null }, remembered: 'es' })).toBe('es');
  });

  it("signed out, the remembered choice wins over the browser's language", () => {
    expect(resolveLocale({ remembered: 'en', navigatorLanguages: ['es-US'] })).toBe('en');
    expect(resolveLocale({ remembered: 'es', navigatorLanguages: ['en-US'] })).toBe('es');
  });

  it("with nothing remembered, Spanish when the browser's first language is Spanish", () => {
    expect(resolveLocale({ navigatorLanguages: ['es'] })).toBe('es');
    expect(resolveLocale({ navigatorLanguages: ['es-MX', 'en'] })).toBe('es');
    expect(resolveLocale({ navigatorLanguages: ['ES-us'] })).toBe('es');
  });

  it('else English: another first language, no language at all, nothing given', () => {
    expect(resolveLocale({ navigatorLanguages: ['en-US', 'es'] })).toBe('en');
    expect(resolveLocale({ navigatorLanguages: ['fr-FR'] })).toBe('en');
    expect(resolveLocale({ navigatorLanguages: [] })).toBe('en');
    expect(resolveLocale({})).toBe('en');
  });

  it('unknown values anywhere are passed over', () => {
    expect(resolveLocale({ query: 'fr', profile: { preferred_language: 'de' }, remembered: 'xx' })).toBe('en');
    expect(resolveLocale({ query: 'fr', remembered: 'es' })).toBe('es');
    expect(resolveLocale({ query: '', profile: { preferred_language: 'it' }, navigatorLanguages: ['es'] })).toBe('es');
  });
});

describe("the language a link's query names", () => {
  it('reads lang=es or lang=en, in any case, among other parameters', () => {
    expect(localeOfQuery('?lang=es')).toBe('es');
    expect(localeOfQuery('?next=%2Fdashboard&lang=EN')).toBe('en');
    expect(localeOfQuery('lang=es')).toBe('es');
  });

  it('is null without lang or with a language the registry does not speak', () => {
    expect(localeOfQuery('')).toBeNull();
    expect(localeOfQuery('?language=es')).toBeNull();
    expect(localeOfQuery('?lang=fr')).toBeNull();
    expect(localeOfQuery('?lang=')).toBeNull();
  });
});
