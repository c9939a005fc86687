import type { Question, Widget } from '../api/contract/study-questions';

// A radio among other options stands alone. The engine unselects the other radios of a question
// when one is selected (spec 001 §4); it leaves the non-radio options alone, which on a screen means
// a participant who chose 'No insurance' could never unchoose it by ticking 'Medicare' (that question
// has one radio). This completes it for the mixed question types (…_or_single_radio: "one radio, or
// the other options"): a radio given by the user clears the other options, and a value given to
// another option, or a click on an empty one (spec 001 §3 "a click on an empty option with a radio
// sibling"), clears the radios. Kept here, apart from the engine, until the engine owns it.

export const RADIO_LIKE: readonly Widget[] = ['radio', 'radio_with_text'];
/** Options that carry no answer of their own and stay as they are. */
const PASSIVE: readonly Widget[] = ['label'];

/** The options of the question to clear when `optionId` is given a value (or clicked while empty). */
export function radioSiblingClears(question: Pick<Question, 'options'>, optionId: number): number[] {
  const target = question.options.find((o) => o.id === optionId);
  if (!target || PASSIVE.includes(target.widget)) return [];
  const targetIsRadio = RADIO_LIKE.includes(target.widget);
  return question.options
    .filter((o) => o.id !== optionId && !PASSIVE.includes(o.widget))
    .filter((o) => (targetIsRadio ? !RADIO_LIKE.includes(o.widget) : RADIO_LIKE.includes(o.widget)))
    .map((o) => o.id);
}

/** Whether an option has a radio sibling in its question (its click on an empty value emits). */
export function hasRadioSibling(question: Pick<Question, 'options'>, optionId: number): boolean {
  return question.options.some((o) => o.id !== optionId && RADIO_LIKE.includes(o.widget));
}
