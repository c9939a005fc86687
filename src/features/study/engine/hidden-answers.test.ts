import { describe, expect, it } from 'vitest';
import type { AnswerInput, Question, QuestionRule } from '@contract/study';
import type { StoredAnswer } from './conditions';
import { HIDDEN_QUESTION_MESSAGE, hiddenAnswers, planAnswerSave, visibleAnswers } from './hidden-answers';
import type { QuestionFlow } from './visibility';

const now = new Date('2026-06-15T16:00:00Z');
const q = (id: number, options: Question['options'], over: Partial<Question> = {}): Question => ({
  id,
  title: `Q${id}`,
  order: id,
  procedure: 'questionnaire',
  question_type: 'single',
  options,
  ...over,
});
const radio = (id: number, over: Partial<Question['options'][number]> = {}) => ({
  id,
  widget: 'radio' as const,
  title: `O${id}`,
  order: id,
  ...over,
});
const exists = (question_id: number, option_id: number) => [
  { l_value: 'stored_answer' as const, operator: 'exists' as const, stored_answer_path: { question_id, option_id } },
];

const questions: Question[] = [
  q(1, [radio(11, { question_ids: [2] }), radio(12)]),
  q(
    2,
    [
      { id: 21, widget: 'drop_down', title: 'Pump A', order: 1 },
      { id: 22, widget: 'drop_down', title: 'Pump B', order: 2 },
    ],
    { parent_option_id: 11 },
  ),
  q(3, [radio(31), radio(32)]),
  q(4, [{ id: 41, widget: 'text', title: 'Which CGM', order: 1 }]),
  q(5, [{ id: 51, widget: 'numerical', title: 'Fingersticks', order: 1 }]),
  q(6, [{ id: 61, widget: 'text', title: 'Anything', order: 1 }]),
  q(7, [{ id: 71, widget: 'text', title: 'School', order: 1 }]),
  q(8, [{ id: 81, widget: 'text', title: 'Screening note', order: 1 }], { procedure: 'screening' }),
];
const rules: QuestionRule[] = [
  { question: 4, rule_action: 'show', conditions: exists(3, 31) },
  { question: 5, rule_action: 'hide', conditions: exists(3, 31) },
  // Question 6 hides while question 7 holds an answer; question 7 is for minors only.
  { question: 6, rule_action: 'hide', conditions: exists(7, 71) },
  { question: 7, rule_action: 'show', conditions: [{ l_value: 'age_years', operator: 'lt', r_value: '18' }] },
  { question: 8, rule_action: 'show', conditions: exists(3, 31) },
];
const a = (question: number, question_option: number, value = 'true'): StoredAnswer => ({
  question,
  question_option,
  value,
});
const flow = (answers: StoredAnswer[]): QuestionFlow => ({
  questions,
  rules,
  answers,
  context: { now, participant: { birthday: '1990-01-01' } },
});
const input = (question: number, question_option: number, value = 'true'): AnswerInput => ({
  question,
  question_option,
  value,
});
const options = (list: StoredAnswer[]) => list.map((x) => x.question_option);

describe('answers to hidden questions are refused (001 §4 question visibility)', () => {
  it('001 §4 a sub-question of an option not chosen', () => {
    expect(planAnswerSave(flow([a(1, 12)]), questions[1], [input(2, 21)]).errors).toEqual([
      { question: 2, question_option: null, error_message: HIDDEN_QUESTION_MESSAGE },
    ]);
  });
  it('001 §4 a question a show rule keeps hidden', () => {
    expect(planAnswerSave(flow([a(3, 32)]), questions[3], [input(4, 41, 'Dexcom')]).errors).toEqual([
      { question: 4, question_option: null, error_message: HIDDEN_QUESTION_MESSAGE },
    ]);
  });
  it('001 §4 clearing the answers of a hidden question is fine', () => {
    expect(planAnswerSave(flow([a(3, 32), a(4, 41, 'Dexcom')]), questions[3], [input(4, 41, '')])).toEqual({
      errors: [],
      answers: [],
      removed: [],
    });
  });
  it('001 §4 a shown question saves', () => {
    expect(planAnswerSave(flow([a(1, 11)]), questions[1], [input(2, 22)])).toEqual({
      errors: [],
      answers: [input(2, 22)],
      removed: [],
    });
  });
  it('001 §5 answers are judged as well', () => {
    expect(planAnswerSave(flow([a(1, 11)]), questions[1], [input(2, 21), input(2, 22)]).errors).toEqual([
      { question: 2, question_option: 22, error_message: 'Only one of these options can be chosen.' },
    ]);
  });
});

describe('answers that a change hides are removed with it (001 §4 clearing clears descendants)', () => {
  it('001 §4 choosing another option removes the answers under the old one', () => {
    expect(options(planAnswerSave(flow([a(1, 11), a(2, 21)]), questions[0], [input(1, 12)]).removed)).toEqual([21]);
  });
  it('001 §4 an answer that makes a hide rule match removes the hidden answer', () => {
    expect(options(planAnswerSave(flow([a(3, 32), a(5, 51, '4')]), questions[2], [input(3, 31)]).removed)).toEqual([
      51,
    ]);
  });
  it('001 §4 an answer that stops a show rule removes the answer it showed, in any open procedure', () => {
    expect(
      options(
        planAnswerSave(flow([a(3, 31), a(4, 41, 'Dexcom'), a(8, 81, 'note')]), questions[2], [input(3, 32)]).removed,
      ),
    ).toEqual([41, 81]);
  });
  it('001 §4 answers of a submitted procedure are final and stay', () => {
    expect(
      options(
        planAnswerSave(flow([a(3, 31), a(8, 81, 'note')]), questions[2], [input(3, 32)], new Set(['screening']))
          .removed,
      ),
    ).toEqual([]);
  });
});

describe('which hidden answers go', () => {
  it('001 §4 an answer hidden only because of another hidden answer is kept', () => {
    // 7 is hidden for an adult; 6 is hidden only while 7 holds an answer. Removing 7 shows 6 again.
    expect(options(hiddenAnswers(flow([a(6, 61, 'x'), a(7, 71, 'y')])))).toEqual([71]);
  });
  it('001 §4 a chain: the sub-question goes with its parent question', () => {
    const rulesHidingOne: QuestionRule[] = [...rules, { question: 1, rule_action: 'hide', conditions: exists(3, 32) }];
    expect(options(hiddenAnswers({ ...flow([a(1, 11), a(2, 21), a(3, 32)]), rules: rulesHidingOne }))).toEqual([
      11, 21,
    ]);
  });
  it('001 §4 what a document prints: shown answers only', () => {
    expect(options(visibleAnswers(flow([a(1, 12), a(2, 21), a(3, 32), a(4, 41, 'Dexcom'), a(5, 51, '3')])))).toEqual([
      12, 32, 51,
    ]);
  });
});
