import { describe, expect, it } from 'vitest';
import type { Question, QuestionOption, QuestionRule, QuestionType, Widget } from '@contract/study';
import type { StoredAnswer } from './conditions';
import {
  isQuestionAnswered,
  isQuestionComplete,
  isQuestionDisabled,
  isQuestionShown,
  isVisibleByRules,
  orderedQuestions,
  parentOf,
  subQuestionsOf,
  type QuestionFlow,
} from './visibility';

const now = new Date(2026, 5, 15);
const opt = (id: number, widget: Widget, over: Partial<QuestionOption> = {}): QuestionOption => ({
  id,
  widget,
  title: `o${id}`,
  order: id,
  ...over,
});
const q = (
  id: number,
  order: number,
  question_type: QuestionType,
  options: QuestionOption[],
  over: Partial<Question> = {},
): Question => ({
  id,
  title: `Question ${id}`,
  order,
  options,
  procedure: 'screening',
  question_type,
  ...over,
});

const questions: Question[] = [
  q(1, 1, 'single', [opt(11, 'radio', { question_ids: [4] }), opt(12, 'radio')]),
  q(4, 1, 'single', [opt(41, 'text')], { parent_option_id: 11 }),
  q(2, 2, 'all_required', [opt(21, 'numerical'), opt(22, 'zip_code')]),
  q(3, 3, 'multiple', [opt(31, 'option'), opt(32, 'option_with_text')]),
  q(5, 4, 'single', [opt(51, 'label')]),
  q(6, 1, 'single', [opt(61, 'text')], { procedure: 'questionnaire' }),
];
const showQ3WhenNo: QuestionRule = {
  question: 3,
  rule_action: 'show',
  conditions: [{ l_value: 'stored_answer', operator: 'exists', stored_answer_path: { question_id: 1, option_id: 12 } }],
};
const flow = (answers: StoredAnswer[], rules: QuestionRule[] = [], qs: Question[] = questions): QuestionFlow => ({
  questions: qs,
  rules,
  answers,
  context: { now, participant: { birthday: '2000-01-01' } },
});
const a = (question: number, question_option: number, value: StoredAnswer['value'] = 'true'): StoredAnswer => ({
  question,
  question_option,
  value,
});

describe('question rules (001 §4)', () => {
  const ageRule = (action: 'show' | 'hide', op: 'ge' | 'lt'): QuestionRule => ({
    question: 9,
    rule_action: action,
    conditions: [{ l_value: 'age_years', operator: op, r_value: '18' }],
  });
  const ctx = { now, participant: { birthday: '2000-01-01' } };
  it.each<[string, QuestionRule[], boolean | undefined, boolean]>([
    ['001 §4 question visibility: no rules, shown', [], undefined, true],
    ['001 §4 question visibility: no rules, visible_by_default false hides', [], false, false],
    ['001 §4 question visibility: show rule makes it hidden by default', [ageRule('show', 'lt')], true, false],
    ['001 §4 question visibility: show rule shows on match', [ageRule('show', 'ge')], undefined, true],
    ['001 §4 question visibility: hide rule hides on match', [ageRule('hide', 'ge')], undefined, false],
    ['001 §4 question visibility: hide rule without match leaves it shown', [ageRule('hide', 'lt')], undefined, true],
    [
      '001 §4 question visibility: any show rule matching shows',
      [ageRule('show', 'lt'), ageRule('show', 'ge')],
      undefined,
      true,
    ],
    [
      '001 §4 question visibility: a matching hide wins over a matching show',
      [ageRule('show', 'ge'), ageRule('hide', 'ge')],
      undefined,
      false,
    ],
    [
      '001 §4 question visibility: rules of other questions ignored',
      [{ ...ageRule('hide', 'ge'), question: 8 }],
      undefined,
      true,
    ],
  ])('%s', (_name, rules, visibleByDefault, expected) => {
    expect(isVisibleByRules({ id: 9, visible_by_default: visibleByDefault }, rules, ctx)).toBe(expected);
  });

  it('001 §4 question visibility: rules read this study’s answers', () => {
    expect(isQuestionShown(flow([], [showQ3WhenNo]), questions[3])).toBe(false);
    expect(isQuestionShown(flow([a(1, 12)], [showQ3WhenNo]), questions[3])).toBe(true);
  });

  it('001 §4 question visibility: rules read answers stored in other studies', () => {
    const f = flow([], [showQ3WhenNo]);
    f.context.storedAnswers = [{ ...a(1, 12), study_id: 99 }];
    expect(isQuestionShown(f, questions[3])).toBe(true);
  });
});

describe('sub-questions (001 §4)', () => {
  it('001 §4 sub-questions: appear under their parent option only when it is answered', () => {
    expect(isQuestionShown(flow([]), questions[1])).toBe(false);
    expect(isQuestionShown(flow([a(1, 12)]), questions[1])).toBe(false);
    expect(isQuestionShown(flow([a(1, 11)]), questions[1])).toBe(true);
  });

  it('001 §4 sub-questions: found by question_ids and by parent_option_id', () => {
    const f = flow([]);
    expect(subQuestionsOf(f, questions[0].options[0]).map((x) => x.id)).toEqual([4]);
    const noIds = questions.map((x) => (x.id === 1 ? { ...x, options: [opt(11, 'radio'), opt(12, 'radio')] } : x));
    expect(subQuestionsOf(flow([], [], noIds), noIds[0].options[0]).map((x) => x.id)).toEqual([4]);
    expect(parentOf(f, questions[1])?.question.id).toBe(1);
    expect(parentOf(f, questions[0])).toBeNull();
  });

  it('001 §4 sub-questions: an orphan (parent option missing) is shown by its rules alone', () => {
    const orphan = q(7, 1, 'single', [opt(71, 'text')], { parent_option_id: 999 });
    expect(isQuestionShown(flow([], [], [...questions, orphan]), orphan)).toBe(true);
  });

  it('001 §4 sub-questions: a parent cycle is never shown (no endless loop)', () => {
    const x = q(20, 1, 'single', [opt(201, 'radio')], { parent_option_id: 211 });
    const y = q(21, 1, 'single', [opt(211, 'radio')], { parent_option_id: 201 });
    expect(isQuestionShown(flow([a(20, 201), a(21, 211)], [], [x, y]), x)).toBe(false);
  });

  it('001 §4 sub-questions: hidden by their own rules even when the parent option is answered', () => {
    const hide: QuestionRule = {
      question: 4,
      rule_action: 'hide',
      conditions: [{ l_value: 'age_years', operator: 'ge', r_value: '18' }],
    };
    expect(isQuestionShown(flow([a(1, 11)], [hide]), questions[1])).toBe(false);
  });
});

describe('answered and complete by question type', () => {
  const radioAndChecks = (type: QuestionType) =>
    q(30, 1, type, [opt(301, 'radio'), opt(302, 'option'), opt(303, 'text')]);
  it.each<[string, QuestionType, StoredAnswer[], boolean]>([
    ['single: one option answered', 'single', [a(30, 302)], true],
    ['single: nothing answered', 'single', [], false],
    ['multiple: one is enough', 'multiple', [a(30, 303, 'x')], true],
    ['multiple: a blank text is no answer', 'multiple', [a(30, 303, ' ')], false],
    ['all_required: every option', 'all_required', [a(30, 301), a(30, 302), a(30, 303, 'x')], true],
    ['all_required: one missing', 'all_required', [a(30, 301), a(30, 302)], false],
    ['all_or_single_radio: the radio alone', 'all_or_single_radio', [a(30, 301)], true],
    ['all_or_single_radio: all the others', 'all_or_single_radio', [a(30, 302), a(30, 303, 'x')], true],
    ['all_or_single_radio: some of the others', 'all_or_single_radio', [a(30, 302)], false],
    ['all_mixed_or_single_radio: all the others', 'all_mixed_or_single_radio', [a(30, 302), a(30, 303, 'y')], true],
    ['multiple_or_single_radio: one other', 'multiple_or_single_radio', [a(30, 302)], true],
    ['multiple_or_single_radio: nothing', 'multiple_or_single_radio', [a(30, 302, '')], false],
  ])('001 §3 question_type %s', (_n, type, answers, expected) => {
    const question = radioAndChecks(type);
    expect(isQuestionAnswered(flow(answers, [], [question]), question)).toBe(expected);
  });

  it('001 §4 label widget needs no answer', () => {
    expect(isQuestionAnswered(flow([]), questions[4])).toBe(true);
  });

  it('001 §4 completion includes shown sub-questions under answered options', () => {
    expect(isQuestionComplete(flow([a(1, 11)]), questions[0])).toBe(false);
    expect(isQuestionComplete(flow([a(1, 11), a(4, 41, 'why')]), questions[0])).toBe(true);
    expect(isQuestionComplete(flow([a(1, 12)]), questions[0])).toBe(true);
    expect(isQuestionComplete(flow([]), questions[0])).toBe(false);
  });

  it('001 §4 completion ignores sub-questions hidden by rules', () => {
    const hide: QuestionRule = {
      question: 4,
      rule_action: 'hide',
      conditions: [{ l_value: 'age_years', operator: 'ge', r_value: '18' }],
    };
    expect(isQuestionComplete(flow([a(1, 11)], [hide]), questions[0])).toBe(true);
  });
});

describe('ordering and disabling (001 §4)', () => {
  it('001 §4 ordered questions: top-level shown questions of the procedure, by order', () => {
    expect(orderedQuestions(flow([]), 'screening').map((x) => x.id)).toEqual([1, 2, 3, 5]);
    expect(orderedQuestions(flow([], [showQ3WhenNo]), 'screening').map((x) => x.id)).toEqual([1, 2, 5]);
    expect(orderedQuestions(flow([]), 'questionnaire').map((x) => x.id)).toEqual([6]);
  });

  it('001 §4 ordered questions: same order falls back to id', () => {
    const qs = [q(9, 1, 'single', [opt(91, 'text')]), q(8, 1, 'single', [opt(81, 'text')])];
    expect(orderedQuestions(flow([], [], qs), 'screening').map((x) => x.id)).toEqual([8, 9]);
  });

  it('001 §4 a question is disabled until the earlier one has answers', () => {
    const f = flow([a(1, 12)]);
    const ordered = orderedQuestions(f, 'screening');
    expect(ordered.map((_, i) => isQuestionDisabled(f, ordered, i))).toEqual([false, false, true, true]);
  });
});
