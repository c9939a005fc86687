import { describe, expect, it } from 'vitest';
import type { OptionValidator, Question, QuestionOption, Widget } from '@contract/study';
import type { StoredAnswer } from './conditions';
import {
  nextClickDecision,
  NEXT_BLOCKED_TOOLTIP,
  previousEntersPreview,
  unansweredBanner,
  UNANSWERED_BANNER_HINT,
} from './navigation';
import { questionState } from './question-state';
import type { QuestionFlow } from './visibility';

const opt = (id: number, widget: Widget, over: Partial<QuestionOption> = {}): QuestionOption => ({
  id,
  widget,
  title: `o${id}`,
  order: id,
  ...over,
});
const weight: Question = {
  id: 1,
  title: 'Weight',
  order: 1,
  procedure: 'questionnaire',
  question_type: 'all_required',
  show_hint: true,
  options: [
    opt(11, 'numerical', {
      numeric_limits: { value_from: 1, value_to: 500 },
      option_validators: [
        { message: 'That seems high', r_value_source: 'static', r_value_static: '300', operator: 'le' },
        { message: 'Must be over 10', action: 'error', r_value_source: 'static', r_value_static: '10', operator: 'gt' },
      ],
    }),
    opt(12, 'zip_code'),
    opt(13, 'label'),
  ],
};
const single: Question = {
  id: 2,
  title: 'Pick',
  order: 2,
  procedure: 'questionnaire',
  question_type: 'single',
  options: [opt(21, 'radio'), opt(22, 'radio')],
};
const a = (question: number, question_option: number, value: StoredAnswer['value']): StoredAnswer => ({
  question,
  question_option,
  value,
});
const flow = (answers: StoredAnswer[]): QuestionFlow => ({
  questions: [weight, single],
  rules: [],
  answers,
  context: { now: new Date(2026, 0, 1) },
});

describe('question emission (001 §4)', () => {
  it.each<[string, StoredAnswer[], { valid: boolean; hasWarning: boolean; unfilledOptionIds: number[] }]>([
    [
      '001 §4 validity: unfilled required answers make it invalid; hint lists them',
      [a(1, 11, '70')],
      { valid: false, hasWarning: false, unfilledOptionIds: [12] },
    ],
    [
      '001 §4 validity: all filled and valid',
      [a(1, 11, '70'), a(1, 12, '02139')],
      { valid: true, hasWarning: false, unfilledOptionIds: [] },
    ],
    [
      '001 §4 async warnings alone do not make a field invalid',
      [a(1, 11, '350'), a(1, 12, '02139')],
      { valid: true, hasWarning: true, unfilledOptionIds: [] },
    ],
    [
      '001 §5 an error validator makes it invalid',
      [a(1, 11, '5'), a(1, 12, '02139')],
      { valid: false, hasWarning: false, unfilledOptionIds: [] },
    ],
    [
      '001 §5 an invalid widget value makes it invalid',
      [a(1, 11, '70'), a(1, 12, '123')],
      { valid: false, hasWarning: false, unfilledOptionIds: [] },
    ],
    [
      '001 §4 hint mode: nothing answered highlights every answerable option',
      [],
      { valid: false, hasWarning: false, unfilledOptionIds: [11, 12] },
    ],
  ])('%s', (_n, answers, expected) => {
    expect(questionState(flow(answers), weight)).toMatchObject(expected);
  });

  it('001 §8 save errors: messages per option, warnings apart', () => {
    const state = questionState(flow([a(1, 11, '600'), a(1, 12, 'abc'), a(1, 99, 'stray')]), weight);
    expect(state.errors).toEqual({
      11: ['Min value is 1 and Max value is 500'],
      12: ['Please enter a valid 5-digit zip code'],
    });
    // The value is refused by its widget: its own message alone, no plausibility warning on top.
    expect(state.warnings).toEqual({});
  });

  it('001 §5 an unparseable date says "Invalid date." alone; range and plausibility only for a real date', () => {
    const past = { operator: 'le' as const, r_value_source: 'dynamic' as const, r_value_dynamic: 'now' };
    const birth: Question = {
      ...single,
      id: 4,
      options: [
        opt(41, 'date', {
          option_validators: [
            { ...past, message: 'The date of birth cannot be in the future.', action: 'error' },
            {
              message: 'More than 120 years ago.',
              operator: 'ge',
              r_value_source: 'dynamic',
              r_value_dynamic: 'now-120y',
            },
          ],
        }),
      ],
    };
    const month: Question = {
      ...single,
      id: 5,
      options: [
        opt(51, 'date_short', {
          option_validators: [{ ...past, message: 'This month cannot be in the future.', action: 'error' }],
        }),
      ],
    };
    const of = (q: Question, value: string) =>
      questionState({ ...flow([a(q.id, q.options[0].id, value)]), questions: [q] }, q);
    expect(of(birth, '1988-02-30')).toMatchObject({
      errors: { 41: ['Invalid date. Type the month first, as MM/DD/YYYY: for example 03/27/2024.'] },
      warnings: {},
    });
    expect(of(month, '13/2025')).toMatchObject({
      errors: { 51: ['Invalid date. Type it as MM/YYYY: for example 03/2024.'] },
      warnings: {},
    });
    expect(of(birth, '2027-02-01').errors).toEqual({ 41: ['The date of birth cannot be in the future.'] });
    expect(of(birth, '1890-02-01')).toMatchObject({ errors: {}, warnings: { 41: ['More than 120 years ago.'] } });
    expect(of(month, '2027-01').errors).toEqual({ 51: ['This month cannot be in the future.'] });
  });

  it('001 §4 single question: one radio is enough, nothing to highlight once answered', () => {
    expect(questionState(flow([a(2, 21, 'true')]), single)).toMatchObject({ valid: true, unfilledOptionIds: [] });
    expect(questionState(flow([]), single).unfilledOptionIds).toEqual([21, 22]);
  });

  it('001 §4 a multiselect without tags gets a generic message', () => {
    const tags: Question = { ...single, id: 3, options: [opt(31, 'multiselect_text')] };
    expect(questionState(flow([a(3, 31, '[]')]), tags).errors).toEqual({ 31: ['Invalid value'] });
  });
});

describe('Next and Previous (001 §4)', () => {
  const base = {
    valid: true,
    hasWarning: false,
    confirmationWarning: null,
    confirmationShown: false,
    warningShown: false,
  };
  it.each([
    [
      '001 §4 next: an invalid answer does not save',
      { ...base, valid: false, confirmationWarning: 'Sure?' },
      'invalid',
    ],
    ['001 §4 next: confirmation warning shows first', { ...base, confirmationWarning: 'Are you sure?' }, 'confirm'],
    [
      '001 §4 next: the second click saves',
      { ...base, confirmationWarning: 'Are you sure?', confirmationShown: true },
      'save',
    ],
    ['001 §4 next: a warning-level answer warns once', { ...base, hasWarning: true }, 'warn'],
    ['001 §4 next: after the warning it saves', { ...base, hasWarning: true, warningShown: true }, 'save'],
    [
      '001 §4 next: confirmation before the warning',
      { ...base, hasWarning: true, confirmationWarning: 'Sure?' },
      'confirm',
    ],
    ['001 §4 next: a valid answer saves', base, 'save'],
  ])('%s', (_n, state, decision) => {
    expect(nextClickDecision(state)).toBe(decision);
  });

  it('001 §4 previous: last question answered, none unanswered → preview mode', () => {
    expect(previousEntersPreview(true, true, 0)).toBe(true);
    expect(previousEntersPreview(true, true, 1)).toBe(false);
    expect(previousEntersPreview(false, true, 0)).toBe(false);
    expect(previousEntersPreview(true, false, 0)).toBe(false);
  });

  it.each([
    [0, null],
    [1, 'You have 1 unanswered question!'],
    [3, 'You have 3 unanswered questions!'],
  ])("001 §2 question wrapper: 'You have N unanswered question(s)!' for %i", (count, text) => {
    expect(unansweredBanner(count)).toBe(text);
  });

  it('001 §2 texts quoted verbatim', () => {
    expect(NEXT_BLOCKED_TOOLTIP).toBe('Oops! Please finish answering this question to proceed.');
    expect(UNANSWERED_BANNER_HINT).toBe('Please answer all questions to submit the study.');
  });
});

describe('validators judged in the browser as the server judges them (001 §5)', () => {
  // The diagnosis date must come after a right value from each of the validator's sources; the
  // browser's verdict (questionState, the widgets' judge) reads the same answers as the server's save.
  const birth: Question = {
    id: 30,
    title: 'Date of birth',
    order: 1,
    procedure: 'questionnaire',
    question_type: 'single',
    options: [opt(301, 'date')],
  };
  const diagnosis = (validator: Pick<OptionValidator, 'r_value_source'> & Partial<OptionValidator>): Question => ({
    id: 31,
    title: 'Diagnosed on',
    order: 2,
    procedure: 'questionnaire',
    question_type: 'single',
    options: [
      opt(311, 'date', {
        option_validators: [{ message: 'Before that date?', action: 'error', operator: 'gt', ...validator }],
      }),
    ],
  });
  const judge = (
    validator: Parameters<typeof diagnosis>[0],
    answers: StoredAnswer[],
    date: string,
    context: object,
  ) => {
    const question = diagnosis(validator);
    const answered = [...answers, a(31, 311, date)];
    return questionState(
      {
        questions: [birth, question],
        rules: [],
        answers: answered,
        context: { now: new Date(2026, 0, 1), ...context },
      },
      question,
    );
  };
  const other = { question: 90, question_option: 901, value: '2001-01-01', study_id: 5 };

  it.each([
    ['static', { r_value_source: 'static', r_value_static: '2001-01-01' }, [], {}],
    [
      'dynamic (the birthday)',
      { r_value_source: 'dynamic', r_value_dynamic: 'birthday' },
      [],
      { participant: { birthday: '2001-01-01' } },
    ],
    [
      'a stored answer in this study',
      { r_value_source: 'stored_answer', stored_question_id: 30, stored_option_id: 301 },
      [a(30, 301, '2001-01-01')],
      {},
    ],
    [
      'a stored answer in another study',
      { r_value_source: 'stored_answer', stored_question_id: 90, stored_option_id: 901, stored_study_id: 5 },
      [],
      { storedAnswers: [other] },
    ],
    [
      'a profile field',
      { r_value_source: 'profile_field', profile_field: 'diagnosis_date' },
      [],
      { participant: { diagnosis_date: '2001-01-01' } },
    ],
  ] as const)('from %s: refuses a date before it, accepts one after', (_source, validator, answers, context) => {
    const refused = judge(validator, [...answers], '2000-01-05', context);
    expect(refused).toMatchObject({ valid: false, errors: { 311: ['Before that date?'] } });
    expect(judge(validator, [...answers], '2002-01-05', context)).toMatchObject({ valid: true, errors: {} });
  });
});
