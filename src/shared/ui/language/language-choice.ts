import { createContext, useContext } from 'react';
import type { Locale } from '../../i18n/locale';

/** What choosing a language does on this page; the app provides it (src/app/language-choice-host.tsx). */
export interface LanguageChoice {
  /**
   * Shows the page in `locale` (its texts loaded first), remembers it in the browser and, signed
   * in, saves it as the participant's preferred language. Rejects when the language cannot be
   * loaded or the save fails (the page then keeps what it could do).
   */
  choose(locale: Locale): Promise<void>;
}

/**
 * Absent where the page's language is not the participant's to choose: a host that passes the
 * library's `locale` prop, an embed gadget told by its `lang` attribute. The switch is not shown there.
 */
export const LanguageChoiceContext = createContext<LanguageChoice | null>(null);

export const useLanguageChoice = (): LanguageChoice | null => useContext(LanguageChoiceContext);
