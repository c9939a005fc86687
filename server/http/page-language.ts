// The language of a page the server sends (DECISIONS §12), decided as the app decides it before a
// participant is known: `?lang` on the link, else the choice remembered on this site (the app keeps
// it in the `registry_lang` cookie as well as in the browser's storage), else the browser's language.

import { acceptedLocale } from './request-locale';

export const LANGUAGE_COOKIE = 'registry_lang';
const PAGE_LANGUAGES = ['en', 'es'] as const;
type PageLanguage = (typeof PAGE_LANGUAGES)[number];

const known = (value: string | null | undefined): PageLanguage | null =>
  PAGE_LANGUAGES.find((l) => l === value?.trim().toLowerCase()) ?? null;

function cookieValue(header: string | undefined, name: string): string | null {
  for (const part of (header ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}

export function pageLanguage(request: {
  query: string | undefined;
  cookie: string | undefined;
  acceptLanguage: string | undefined;
}): PageLanguage {
  const asked = known(new URLSearchParams(request.query ?? '').get('lang'));
  return asked ?? known(cookieValue(request.cookie, LANGUAGE_COOKIE)) ?? acceptedLocale(request.acceptLanguage);
}

/** A query that only names the language changes nothing else a page shows: its pre-rendered markup applies. */
export const onlyLanguageQuery = (query: string | undefined): boolean =>
  query === undefined || [...new URLSearchParams(query).keys()].every((key) => key === 'lang');
