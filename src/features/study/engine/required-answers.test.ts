import { describe, expect, it } from 'vitest';
import type { Question } from '@contract/study';
import type { StoredAnswer } from './conditions';
import { submitRefusals } from './required-answers';
import type { QuestionFlow } from './visibility';

// Submit re-validates every shown answer with the engine: an answer valid when saved can
// be refused later, when an answer it is compared with has changed.

const now = new Date('2026-06-15T16:00:00Z');
const questions: Question[] = [
  {
    id: 1,
    title: 'Date of birth',
    order: 1,
    procedure: 'screening',
    question_type: 'single',
    options: [{ id: 11, widget: 'date', title: null, order: 1 }],
  },
  {
    id: 2,
    title: 'Date of diagnosis',
    order: 2,
    procedure: 'screening',
    question_type: 'single',
    options: [
      {
        id: 21,
        widget: 'date',
        title: null,
        order: 1,
        option_validators: [
          {
            message: 'The diagnosis cannot be before birth.',
            action: 'error',
            operator: 'ge',
            r_value_source: 'stored_answer',
            stored_question_id: 1,
            stored_option_id: 11,
          },
        ],
      },
    ],
  },
  {
    id: 3,
    title: 'Anything else?',
    order: 3,
    procedure: 'screening',
    question_type: 'single',
    options: [{ id: 31, widget: 'text', title: null, order: 1 }],
  },
];
const flow = (answers: StoredAnswer[]): QuestionFlow => ({ questions, rules: [], answers, context: { now } });
const a = (question: number, question_option: number, value: string): StoredAnswer => ({
  question,
  question_option,
  value,
});

describe('submitRefusals (DECISIONS §4, 001 §5)', () => {
  it('DECISIONS §4 nothing to refuse', () => {
    expect(submitRefusals(flow([a(1, 11, '2000-01-01'), a(2, 21, '2010-01-01'), a(3, 31, 'no')]), 'screening')).toEqual(
      [],
    );
  });
  it('DECISIONS §4 unanswered questions', () => {
    expect(submitRefusals(flow([a(1, 11, '2000-01-01')]), 'screening')).toEqual([
      'There are not answered questions: 2, 3',
    ]);
  });
  it('001 §5 a saved answer that a later change broke is named with its reason', () => {
    expect(submitRefusals(flow([a(1, 11, '2012-01-01'), a(2, 21, '2010-01-01'), a(3, 31, 'no')]), 'screening')).toEqual(
      ['There are not answered questions: 2', 'The diagnosis cannot be before birth.'],
    );
  });
  it('001 §5 a stored value of the wrong shape is refused too', () => {
    expect(submitRefusals(flow([a(1, 11, '01/01/2000'), a(2, 21, '2010-01-01'), a(3, 31, 'no')]), 'screening')).toEqual(
      [
        'There are not answered questions: 1',
        'Invalid date. Type the month first, as MM/DD/YYYY: for example 03/27/2024.',
      ],
    );
  });
});
