import { describe, expect, it } from 'vitest';
import { onlyLanguageQuery, pageLanguage } from './page-language';

describe('the language of a page the server sends', () => {
  const page = (query?: string, cookie?: string, acceptLanguage?: string) =>
    pageLanguage({ query, cookie, acceptLanguage });

  it('takes ?lang first, then the remembered choice, then the browser’s language, else English', () => {
    expect(page('lang=es', 'registry_lang=en', 'en-US')).toBe('es');
    expect(page('lang=fr', 'registry_lang=es', 'en-US')).toBe('es');
    expect(page(undefined, 'other=1; registry_lang=es', 'en-US')).toBe('es');
    expect(page(undefined, 'registry_lang=en', 'es-MX,es;q=0.9')).toBe('en');
    expect(page(undefined, undefined, 'es-US,es;q=0.9,en;q=0.8')).toBe('es');
    expect(page(undefined, undefined, 'fr-FR, en;q=0.5, es;q=0.7')).toBe('es');
    expect(page(undefined, undefined, 'fr-FR')).toBe('en');
    expect(page()).toBe('en');
  });

  it('treats a query of only the language as no query', () => {
    expect(onlyLanguageQuery(undefined)).toBe(true);
    expect(onlyLanguageQuery('lang=es')).toBe(true);
    expect(onlyLanguageQuery('lang=es&next=/dashboard')).toBe(false);
  });
});
