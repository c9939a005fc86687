import { isLocale, LOCALE_NAMES, LOCALES } from '../../i18n/locale';
import { useLocale } from '../../i18n/use-locale';
import { useFeedback } from '../feedback/feedback-context';
import { RadioGroup } from '../radio-group';
import { useLanguageChoice } from './language-choice';
import { LANGUAGE_TEXTS as T } from './language-texts';

/**
 * My Profile's language setting: one radio per language, each named in itself. Choosing one saves
 * it as the participant's preferred language and shows the page in it; the confirmation is then
 * said in the new language.
 */
export function LanguageSetting() {
  const choice = useLanguageChoice();
  const locale = useLocale();
  const feedback = useFeedback();
  if (!choice) return null;
  const options = LOCALES.map((code) => ({ value: code, label: <span lang={code}>{LOCALE_NAMES[code]}</span> }));
  const change = (value: string) => {
    if (!isLocale(value) || value === locale) return;
    // A failed save was shown by the client; the radios keep showing the page's language.
    choice.choose(value).then(
      () => feedback.showSnackbar(T.saved),
      () => undefined,
    );
  };
  return (
    <RadioGroup legend={T.settingLegend} name="registry-language" options={options} value={locale} onChange={change} />
  );
}
