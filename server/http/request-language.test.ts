import { describe, expect, it } from 'vitest';
import { requestLanguage } from './request-language';

describe('requestLanguage: the language a request is answered in', () => {
  it.each([
    ['es', 'es'],
    ['es-US,es;q=0.9,en;q=0.8', 'es'],
    ['ES-mx', 'es'],
    ['es;q=0.9', 'es'],
    ['en-US,en;q=0.9,es;q=0.8', 'en'],
    ['fr-FR', 'en'],
    ['estonian', 'en'],
    ['', 'en'],
  ])('%j → %s', (header, lang) => {
    expect(requestLanguage({ headers: { 'accept-language': header } })).toBe(lang);
  });

  it('answers English without the header', () => {
    expect(requestLanguage({ headers: {} })).toBe('en');
  });
});
