import { plural } from '../i18n/format';
import { textsOf } from '../i18n/locale';

const texts = textsOf('shared/widgets/widget-texts', { es: () => import('./widget-texts.es') });

// Every text the answer widgets show by themselves. Spec 001 §5 quotes the placeholders and
// 'Add More' verbatim; the rest is ours (the spec is silent) and kept plain for children, teenagers
// and people using a screen reader. Messages about a value (errors, validator warnings) are not
// here: they come from the study engine (WIDGET_MESSAGES, option validators) through the adapter.
// Spanish: widget-texts.es.ts (dates are typed month first in both languages: MM/DD/AAAA there).

export const PLACEHOLDERS = texts('PLACEHOLDERS', {
  /** Numerical widgets (spec 001 §5). */
  number: 'Enter value',
  /** Autocomplete and multiselect (spec 001 §5). */
  search: 'Start typing',
  /** Text widget and the text of a choice with text (spec 001 §5). */
  text: 'Please specify your answer',
  /** Dates (spec 001 §5). */
  date: 'MM/DD/YYYY',
  /** Month and year (ours, in the same style). */
  month: 'MM/YYYY',
} as const);

export const WIDGET_TEXT = texts('WIDGET_TEXT', {
  /** The question tree's hint note (spec 001 §2), shown under an incomplete question. */
  requiredHint: 'Select the required answers to proceed to the next question',
  /** A1C: 'Add More' adds a row (spec 001 §4). */
  addMore: 'Add More',
  // Messages
  warningNote: 'This does not stop you from continuing.',
  warningPrefix: 'Check this answer:',
  errorPrefix: 'Error:',
  // Dropdown
  dropdownPlaceholder: 'Choose an answer',
  // Comboboxes
  showSuggestions: 'Show suggestions',
  suggestionCount: (n: number) =>
    plural(n, {
      zero: 'No suggestions.',
      one: '1 suggestion. Use the arrow keys to choose it.',
      other: `${n} suggestions. Use the arrow keys to choose one.`,
    }),
  noMatch: 'No match in the list',
  addTag: 'Add',
  selected: 'Your answers',
  removeTag: (tag: string) => `Remove ${tag}`,
  tagAdded: (tag: string) => `${tag} added.`,
  tagRemoved: (tag: string) => `${tag} removed.`,
  // Dates
  chooseDate: 'Choose date',
  chooseMonth: 'Choose month',
  dateHint: 'For example, 03/27/2024',
  monthHint: 'For example, 03/2024',
  startDate: 'Start date',
  endDate: 'End date',
  previousMonth: 'Previous month',
  nextMonth: 'Next month',
  previousYear: 'Previous year',
  nextYear: 'Next year',
  month: 'Month',
  year: 'Year',
  close: 'Close',
  calendarHelp: 'Arrow keys move between days, Page Up and Page Down change the month, Enter chooses.',
  monthGridHelp: 'Arrow keys move between months, Page Up and Page Down change the year, Enter chooses.',
  // A1C
  a1cUnit: 'Unit of your results',
  a1cUnitHint: 'Use the unit printed on your lab report (mmol/mol is also called IFCC). We convert it for the study.',
  a1cPercent: '%',
  a1cPercentName: 'Percent (%)',
  a1cMmol: 'mmol/mol',
  a1cMmolName: 'mmol/mol',
  a1cHint: 'Enter each date as MM/DD/YYYY, for example 03/27/2024, or choose it in the calendar.',
  a1cResult: (n: number) => `Result ${n}`,
  a1cDate: 'Date of the test',
  a1cValue: (unit: string) => `A1c (${unit})`,
  a1cMaxRows: (max: number) => `You can add up to ${max} results.`,
  // Matrix
  matrixRowsHint: 'Choose one answer in each row.',
  // Choice with text
  specify: 'Please specify',
} as const);
