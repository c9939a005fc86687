import { activeLocale } from '@/shared/i18n/locale';
import { switchLocale } from '@/shared/i18n/switch-locale';
import { localeOfQuery, resolveLocale } from '@/shared/language/resolve-locale';
import { readRememberedLocale, rememberLocale, setLinkLocale } from '@/shared/language/remembered-locale';

/**
 * The site's first language, before its first render (DECISIONS §12): a link's `?lang` (then
 * remembered, and kept over the profile's at sign-in), else the remembered choice, else the
 * browser's language when it is Spanish, else English. A language other than English has its
 * texts loaded first, so no English shows before it; a catalogue that cannot load leaves English.
 * The signed-in participant's preferred language applies once the profile arrives.
 */
export async function startLanguage(search: string, navigatorLanguages: readonly string[]): Promise<void> {
  const query = localeOfQuery(search);
  if (query) {
    rememberLocale(query);
    setLinkLocale(query);
  }
  const locale = resolveLocale({ query, remembered: readRememberedLocale(), navigatorLanguages });
  if (locale !== activeLocale.peek()) await switchLocale(locale).catch(() => undefined);
}

/**
 * Keeps `<html lang>` on the page's language, and the `registry_lang` cookie with it: the server
 * sends the next page, its pre-rendered markup or signed-in frame, in that language
 * (server/http/page-language.ts), so it is never painted in English first.
 */
export function followDocumentLanguage(doc: Document): () => void {
  return activeLocale.subscribe((locale) => {
    doc.documentElement.lang = locale;
    doc.cookie = `registry_lang=${locale}; path=/; max-age=31536000; SameSite=Lax`;
  });
}

/**
 * Whether a pre-rendered page's markup is in the language the page shows (its provider root says
 * which): only then may it be hydrated; otherwise it is rendered afresh in the right language.
 */
export function prerenderedInPageLanguage(root: HTMLElement): boolean {
  return (root.querySelector('.registry-root')?.getAttribute('lang') ?? 'en') === activeLocale.peek();
}
