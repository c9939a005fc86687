import dayjs from 'dayjs';
import type { OptionValidator } from '@contract/study-questions';
import { answer, check, opt, question, withValidators, type GallerySpec } from './gallery-kit';

// Sample questions of the widgets that hold a value, taken from the demo core study.

const today = dayjs();
const day = (d: dayjs.Dayjs) => d.format('YYYY-MM-DD');
const month = (d: dayjs.Dayjs) => d.format('YYYY-MM');

const comments = question(9118, 'Is there anything else you would like to tell us?', 'single', [
  opt(911801, 'text', 'Your answer'),
]);
const checks = question(9106, 'How many times a day is glucose checked with a fingerstick?', 'single', [
  opt(910601, 'numerical', 'Times per day', { numeric_limits: { value_from: 0, value_to: 30 } }),
]);
const a1c = question(9107, 'What was the most recent A1c result (%)?', 'single', [
  opt(910701, 'numerical_float', 'A1c (%)', { numeric_limits: { value_from: 4, value_to: 20, decimal: 1 } }),
]);
const zip = question(9115, 'What is your home zip code?', 'single', [opt(911501, 'zip_code', 'Zip code')]);
const visit = question(9109, 'When was the last visit to the diabetes care provider?', 'single', [
  opt(910901, 'date', 'Date of the visit'),
]);
const routine = question(9110, 'In which month and year did the current insulin routine start?', 'single', [
  opt(911001, 'date_short', 'Month and year'),
]);
const stay = question(
  9111,
  'When did the most recent hospital stay for diabetes begin and end?',
  'multiple_or_single_radio',
  [opt(911101, 'date_range', 'Dates of the stay'), opt(911102, 'radio', 'No hospital stay')],
);
const lows = question(9113, 'How often was blood sugar below 70 mg/dL in the past month?', 'single', [
  opt(911301, 'likert_scale', 'Frequency', {
    metadata: { scale: ['Never', 'Once or twice', 'Weekly', 'Several times a week', 'Daily'] },
  }),
]);
const statements = question(9114, 'How much do you agree with each statement?', 'single', [
  opt(911401, 'matrix_scale', 'Statements', {
    metadata: {
      rows: [
        'I feel confident managing my diabetes',
        'Low blood sugar at night worries me',
        'My diabetes devices are easy to use',
      ],
      columns: ['Disagree', 'Neutral', 'Agree'],
    },
  }),
]);
const results = question(9108, 'Please list the A1c results of the last 12 months', 'single', [
  opt(910801, 'a1c_dynamic', 'A1c and date of each test', {
    numeric_limits: { value_from: 4, value_to: 20, decimal: 1 },
  }),
]);
const range = (start: dayjs.Dayjs, end: dayjs.Dayjs) => JSON.stringify({ start: day(start), end: day(end) });
/** A warning unless the date is on or before `right` ('now', 'now-5y'…). */
const notAfter = (message: string, right: string): OptionValidator => ({
  message,
  operator: 'le',
  r_value_source: 'dynamic',
  r_value_dynamic: right,
});
const allDisagree = JSON.stringify(['Disagree', 'Disagree', 'Disagree']);
const pairs = (list: [string, dayjs.Dayjs | string][]) =>
  JSON.stringify(list.map(([value, date]) => ({ value, date: typeof date === 'string' ? date : day(date) })));

const twoResults = pairs([
  ['7.1', today.subtract(5, 'month')],
  ['6.9', today.subtract(1, 'month')],
]);

export const VALUE_SPECS: GallerySpec[] = [
  {
    widget: 'text',
    name: 'Text',
    about: 'Free text: 3 rows, growing to 5.',
    questions: [comments],
    states: {
      filled: { answers: [answer(9118, 911801, 'Nothing else, thank you.')] },
      warning: {
        question: withValidators(comments, 911801, [check('A few words more would help the researchers.', 'ne', 'No')]),
        answers: [answer(9118, 911801, 'No')],
      },
      disabled: { answers: [answer(9118, 911801, 'Nothing else, thank you.')] },
    },
  },
  {
    widget: 'numerical',
    name: 'Number',
    about: 'A whole number; the arrow keys step by 1.',
    questions: [checks],
    states: {
      filled: { answers: [answer(9106, 910601, '4')] },
      invalid: { answers: [answer(9106, 910601, '4.5')] },
      warning: {
        question: withValidators(checks, 910601, [check('That is more than most people check in a day.', 'le', '12')]),
        answers: [answer(9106, 910601, '15')],
      },
      disabled: { answers: [answer(9106, 910601, '4')] },
    },
  },
  {
    widget: 'numerical_float',
    name: 'Decimal number',
    about: 'Decimals allowed (1 here); the arrow keys step by 0.1.',
    questions: [a1c],
    states: {
      filled: { answers: [answer(9107, 910701, '7.2')] },
      invalid: { answers: [answer(9107, 910701, '7.25')] },
      warning: {
        question: withValidators(a1c, 910701, [check('That is a high A1c. Please check the lab report.', 'le', '12')]),
        answers: [answer(9107, 910701, '13.5')],
      },
      disabled: { answers: [answer(9107, 910701, '7.2')] },
    },
  },
  {
    widget: 'zip_code',
    name: 'Zip code',
    about: 'Five digits, judged when the field is left.',
    questions: [zip],
    states: {
      filled: { answers: [answer(9115, 911501, '02139')] },
      invalid: { answers: [answer(9115, 911501, '0213')] },
      warning: {
        question: withValidators(zip, 911501, [check('This zip code is outside the mainland.', 'lt', '96700')]),
        answers: [answer(9115, 911501, '96813')],
      },
      disabled: { answers: [answer(9115, 911501, '02139')] },
    },
  },
  {
    widget: 'date',
    name: 'Date',
    about: 'Typed as MM/DD/YYYY or picked in the calendar.',
    questions: [visit],
    states: {
      filled: { answers: [answer(9109, 910901, day(today.subtract(3, 'month')))] },
      invalid: { answers: [answer(9109, 910901, '02/30/2025')] },
      warning: {
        question: withValidators(visit, 910901, [
          notAfter('This date is in the future: is it a planned visit?', 'now'),
        ]),
        answers: [answer(9109, 910901, day(today.add(10, 'day')))],
      },
      disabled: { answers: [answer(9109, 910901, day(today.subtract(3, 'month')))] },
    },
  },
  {
    widget: 'date_short',
    name: 'Month and year',
    about: 'Typed as MM/YYYY or picked in a month grid.',
    questions: [routine],
    states: {
      filled: { answers: [answer(9110, 911001, month(today.subtract(2, 'year')))] },
      invalid: { answers: [answer(9110, 911001, '13/2024')] },
      warning: {
        question: withValidators(routine, 911001, [notAfter('This month is still to come.', 'now')]),
        answers: [answer(9110, 911001, month(today.add(2, 'month')))],
      },
      disabled: { answers: [answer(9110, 911001, month(today.subtract(2, 'year')))] },
    },
  },
  {
    widget: 'date_range',
    name: 'Date range',
    about: 'A start and an end date; a radio beside it stands alone.',
    questions: [stay],
    wide: true,
    states: {
      filled: { answers: [answer(9111, 911101, range(today.subtract(40, 'day'), today.subtract(37, 'day')))] },
      invalid: { answers: [answer(9111, 911101, range(today.subtract(3, 'day'), today.subtract(9, 'day')))] },
      warning: {
        question: withValidators(stay, 911101, [
          { ...notAfter('This stay began more than five years ago.', 'now-5y'), operator: 'ge' },
        ]),
        answers: [answer(9111, 911101, range(today.subtract(6, 'year'), today.subtract(6, 'year').add(2, 'day')))],
      },
      disabled: { answers: [answer(9111, 911102, 'true')] },
    },
  },
  {
    widget: 'likert_scale',
    name: 'Likert scale',
    about: 'One point of a scale; each point says its position.',
    questions: [lows],
    wide: true,
    states: {
      filled: { answers: [answer(9113, 911301, '1')] },
      warning: {
        question: withValidators(lows, 911301, [check('Frequent lows: please talk to your care team.', 'lt', '4')]),
        answers: [answer(9113, 911301, '4')],
      },
      disabled: { answers: [answer(9113, 911301, '2')] },
    },
  },
  {
    widget: 'matrix_scale',
    name: 'Matrix',
    about: 'One radio group per row: a table where it fits, cards where it would not.',
    questions: [statements],
    wide: true,
    states: {
      filled: { answers: [answer(9114, 911401, JSON.stringify(['Agree', 'Neutral', 'Agree']))] },
      invalid: { answers: [answer(9114, 911401, JSON.stringify(['Agree', false, false]))] },
      warning: {
        question: withValidators(statements, 911401, [
          check('Every row has the same answer: please check each one.', 'ne', allDisagree),
        ]),
        answers: [answer(9114, 911401, allDisagree)],
      },
      disabled: { answers: [answer(9114, 911401, JSON.stringify(['Agree', 'Neutral', 'Agree']))] },
    },
  },
  {
    widget: 'a1c_dynamic',
    name: 'A1C results',
    about: "Rows of a date and a value, in % or mmol/mol; 'Add More' up to 12.",
    questions: [results],
    wide: true,
    states: {
      filled: {
        answers: [answer(9108, 910801, twoResults)],
      },
      invalid: {
        answers: [
          answer(
            9108,
            910801,
            pairs([
              ['7.1', ''],
              ['6.8', today.add(1, 'month')],
            ]),
          ),
        ],
      },
      warning: { answers: [answer(9108, 910801, pairs([['16.5', today.subtract(2, 'month')]]))] },
      disabled: { answers: [answer(9108, 910801, pairs([['7.1', today.subtract(5, 'month')]]))] },
    },
  },
];
