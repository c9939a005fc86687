import { intlLocale } from '../../i18n/format';
import { DEFAULT_LOCALE, LOCALE_NAMES, LOCALES, type Locale } from '../../i18n/locale';
import { useLocale } from '../../i18n/use-locale';
import { useLanguageChoice } from './language-choice';
import './language-switch.css';

/** A language's name in another language ("Spanish" on an English page, "inglés" on a Spanish one), from Intl. */
function nameIn(code: Locale, page: Locale): string {
  try {
    return new Intl.DisplayNames([intlLocale(page)], { type: 'language' }).of(code) ?? LOCALE_NAMES[code];
  } catch {
    // A browser without Intl.DisplayNames: the language's own name, which the button shows anyway.
    return LOCALE_NAMES[code];
  }
}

/**
 * The language switch of the headers: a link-like button naming the other language in that
 * language ("Español" on an English page), marked with its `lang`; screen readers then hear the
 * language's name in the page's language too. Nothing where the language is not the participant's
 * to choose (see LanguageChoiceContext).
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const choice = useLanguageChoice();
  const locale = useLocale();
  if (!choice) return null;
  const other = LOCALES.find((code) => code !== locale) ?? DEFAULT_LOCALE;
  return (
    <button
      type="button"
      lang={other}
      className={['registry-language-switch', className].filter(Boolean).join(' ')}
      // A failure to load the language or to save it was already shown by the client, or leaves the page as it was.
      onClick={() => void choice.choose(other).catch(() => undefined)}
    >
      {LOCALE_NAMES[other]}
      <span className="registry-visually-hidden" lang={locale}>
        {` (${nameIn(other, locale)})`}
      </span>
    </button>
  );
}
