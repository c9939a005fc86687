import { DEFAULT_LOCALE, LOCALES } from '../../i18n/locale';
import { useLocale } from '../../i18n/use-locale';
import { useLanguageChoice } from './language-choice';
import { LANGUAGE_TEXTS as T } from './language-texts';
import './language-switch.css';

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
      {T.names[other]}
      <span className="registry-visually-hidden" lang={locale}>
        {` ${T.namesHere[other]}`}
      </span>
    </button>
  );
}
