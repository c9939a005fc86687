import { plural } from '@/shared/i18n/format';
import { textsOf } from '@/shared/i18n/locale';
import { A1C_UNIT_SYMBOL, type A1cUnit } from '@/shared/widgets/a1c/a1c-math';
import { A1C_MAX_PAIRS } from './widget-values';

// Every message the engine writes, in the language texts are read in now: the page's in the survey,
// the request's on the server (setLocaleSource). Each is read when the message is made, never kept
// from module load. Quoted spec texts are verbatim; the others are ours. Spanish: engine-texts.es.ts.

const texts = textsOf('features/study/engine/engine-texts', { es: () => import('./engine-texts.es') });

/** The English words of the refusals, also kept under their former names (see answer-validation.ts). */
export const REFUSAL_ENGLISH = {
  /** The submit refusal listing question ids (DECISIONS §4); the client reads the ids back out of it. */
  missingAnswersPrefix: 'There are not answered questions: ',
  /** Spec 001 §5 Questionnaire finishing. */
  questionnaireIncomplete: 'To complete the questionnaire, please answer all of the required questions.',
  unknownOption: 'This answer does not belong to the question.',
  oneChoice: 'Only one of these options can be chosen.',
  duplicateOption: 'This option is answered twice.',
  hiddenQuestion: 'This question is not asked, given your other answers.',
  /** A widget refused a value without a message of its own. */
  invalidValue: 'Invalid value',
} as const;

export const REFUSAL_TEXT = texts('REFUSAL_TEXT', REFUSAL_ENGLISH);

/** The English words of the question screen's navigation (spec 001 §2), also kept under their former names. */
export const NAVIGATION_ENGLISH = {
  /** The Next button; the last question's reads Finish (ActiveQuestionView.nextButtonTitle). */
  next: 'Next',
  finish: 'Finish',
  /** The tooltip on a Next that cannot proceed. */
  nextBlocked: 'Oops! Please finish answering this question to proceed.',
  /** 'You have N unanswered question(s)!' banner of the public question wrapper. */
  unanswered: (count: number) =>
    plural(count, {
      one: `You have ${count} unanswered question!`,
      other: `You have ${count} unanswered questions!`,
    }),
  unansweredHint: 'Please answer all questions to submit the study.',
} as const;

export const NAVIGATION_TEXT = texts('NAVIGATION_TEXT', NAVIGATION_ENGLISH);

// Validity rules of spec 001 §5, one answer at a time. Messages quoted in the spec are verbatim;
// the few the spec leaves out are marked as ours.
export const WIDGET_MESSAGES = texts('WIDGET_MESSAGES', {
  wholeNumber: 'Value should be a whole number',
  decimals: (n: number) => `Number should not exceed ${n} decimal points`,
  range: (from: number, to: number) => `Min value is ${from} and Max value is ${to}`,
  zip: 'Please enter a valid 5-digit zip code',
  // The spec's 'Invalid date.' and 'Invalid range.' come first, then how to put the entry right:
  // a message that does not say what to type leaves a day-first date (27/03/2024) a riddle.
  invalidDate: 'Invalid date. Type the month first, as MM/DD/YYYY: for example 03/27/2024.',
  invalidMonth: 'Invalid date. Type it as MM/YYYY: for example 03/2024.',
  futureDate: 'Date cannot be in the future.',
  invalidRange: 'Invalid range. The end date must be the same as the start date or after it.',
  rangeIncomplete: 'Invalid range. Enter both the start date and the end date.',
  // The spec's words for the text of an 'Other (please specify)' option (its text placeholder):
  specify: 'Please specify your answer',
  // Ours (spec 001 §5 states the rule, not the words):
  notANumber: 'Value should be a number',
  /** A number typed with a comma (7,2 or 1,000): what to type instead. */
  numberComma: 'Type the number without commas, with a point for decimals: for example 7.2.',
  min: (from: number) => `Min value is ${from}`,
  max: (to: number) => `Max value is ${to}`,
  a1cValueRequired: 'Please enter a value for this date.',
  a1cDateRequired: 'Please enter the date of this result.',
  a1cNoPair: 'Please enter at least one value with its date.',
  notInList: 'Please choose an item from the list.',
  matrixRows: 'Please answer every row.',
  matrixColumns: 'Please choose one of the given answers in every row.',
  likert: 'Please choose a point on the scale.',
  a1cTooMany: `Please enter no more than ${A1C_MAX_PAIRS} results.`,
  selectOnly: 'This option can only be selected.',
  shape: 'This answer is not in the form this question takes.',
} as const);

/** The A1C plausibility warning (DECISIONS §10, ours). */
export const A1C_TEXT = texts('A1C_TEXT', {
  plausibility: (from: number, to: number, unit: string) =>
    `This A1c is outside the usual range of ${from} to ${to} ${unit}. Please check it.`,
} as const);

/** The conclusion and research pages' button texts the engine decides (spec 001 §2, §4). */
export const OUTCOME_TEXT = texts('OUTCOME_TEXT', {
  /** The research button's text when the study gives none. */
  researchButton: 'Start now',
  donate: 'Donate Gift Card',
  donated: 'Success!',
} as const);

/** Readable answers (the review screen's document, the answers documents). */
export const READABLE_TEXT = texts('READABLE_TEXT', {
  /** An A1C result with its date, in the unit the study stores. */
  a1cResult: (value: string, unit: A1cUnit, date: string) =>
    `${value}${unit === 'percent' ? A1C_UNIT_SYMBOL.percent : ` ${A1C_UNIT_SYMBOL[unit]}`}${date ? ` on ${date}` : ''}`,
  range: (start: string, end: string) => `${start} – ${end}`,
} as const);
