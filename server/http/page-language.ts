// The language of a page the server sends (DECISIONS §12), decided as the app decides it before a
// participant is known: `?lang` on the link, else the choice remembered on this site (the app keeps
// it in the `registry_lang` cookie as well as in the browser's storage), else the browser's language.

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

/** The first language of Accept-Language the registry speaks, by the header's weights. */
export function acceptedLanguage(header: string | undefined): PageLanguage | null {
  const ranked = (header ?? '')
    .split(',')
    .map((item, index) => {
      const [tag, ...params] = item.trim().split(';');
      const q = Number(
        params
          .find((p) => p.trim().startsWith('q='))
          ?.trim()
          .slice(2) ?? 1,
      );
      return { language: known(tag.split('-')[0]), q: Number.isFinite(q) ? q : 0, index };
    })
    .filter((r) => r.language && r.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked[0]?.language ?? null;
}

export function pageLanguage(request: {
  query: string | undefined;
  cookie: string | undefined;
  acceptLanguage: string | undefined;
}): PageLanguage {
  const asked = known(new URLSearchParams(request.query ?? '').get('lang'));
  return (
    asked ?? known(cookieValue(request.cookie, LANGUAGE_COOKIE)) ?? acceptedLanguage(request.acceptLanguage) ?? 'en'
  );
}

/** A query that only names the language changes nothing else a page shows: its pre-rendered markup applies. */
export const onlyLanguageQuery = (query: string | undefined): boolean =>
  query === undefined || [...new URLSearchParams(query).keys()].every((key) => key === 'lang');
