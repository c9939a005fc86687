import { afterEach, describe, expect, it } from 'vitest';
import { activeLocale } from '@/shared/i18n/locale';
import { LOCALE_STORAGE_KEY, linkLocaleOfPage, setLinkLocale } from '@/shared/language/remembered-locale';
import { followDocumentLanguage, prerenderedInPageLanguage, startLanguage } from './start-language';

afterEach(() => {
  activeLocale.value = 'en';
  localStorage.clear();
  setLinkLocale(null);
  document.documentElement.lang = 'en';
});

describe("the standalone site's first language", () => {
  it('a link with ?lang=es shows Spanish before the first render, remembers it and keeps it for sign-in', async () => {
    await startLanguage('?lang=es', ['en-US']);
    expect(activeLocale.value).toBe('es');
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('es');
    expect(linkLocaleOfPage()).toBe('es');
  });

  it('a link with ?lang=en wins over a remembered Spanish and a Spanish browser', async () => {
    localStorage.setItem(LOCALE_STORAGE_KEY, 'es');
    await startLanguage('?lang=en', ['es']);
    expect(activeLocale.value).toBe('en');
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('en');
  });

  it('without a link: the remembered choice, else a Spanish browser, else English (nothing remembered then)', async () => {
    localStorage.setItem(LOCALE_STORAGE_KEY, 'es');
    await startLanguage('', ['en-US']);
    expect(activeLocale.value).toBe('es');
    expect(linkLocaleOfPage()).toBeNull();

    activeLocale.value = 'en';
    localStorage.clear();
    await startLanguage('?next=%2F', ['es-US', 'en']);
    expect(activeLocale.value).toBe('es');
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBeNull();

    activeLocale.value = 'en';
    await startLanguage('', ['fr-FR', 'es']);
    expect(activeLocale.value).toBe('en');
  });

  it('<html lang> follows the page language', async () => {
    const stop = followDocumentLanguage(document);
    expect(document.documentElement.lang).toBe('en');
    await startLanguage('?lang=es', []);
    expect(document.documentElement.lang).toBe('es');
    expect(document.cookie).toContain('registry_lang=es');
    activeLocale.value = 'en';
    expect(document.documentElement.lang).toBe('en');
    expect(document.cookie).toContain('registry_lang=en');
    stop();
    activeLocale.value = 'es';
    expect(document.documentElement.lang).toBe('en');
  });

  it("a pre-rendered page is hydrated only when its markup is in the page's language", () => {
    const root = document.createElement('div');
    root.innerHTML = '<div class="registry-root" lang="en"><main>Welcome</main></div>';
    expect(prerenderedInPageLanguage(root)).toBe(true);
    activeLocale.value = 'es';
    expect(prerenderedInPageLanguage(root)).toBe(false);
    root.firstElementChild!.setAttribute('lang', 'es');
    expect(prerenderedInPageLanguage(root)).toBe(true);
  });
});
