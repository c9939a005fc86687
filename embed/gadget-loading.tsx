import { SURVEY_GADGET_TEXT as T } from './survey-gadget-texts';

/**
 * A gadget's loading line while its screens' chunk arrives. A component, so its text is read when it
 * renders: a language switch renders it again in the new language.
 */
export function GadgetLoading() {
  return <p role="status">{T.loading}</p>;
}
