import { describe, expect, it } from 'vitest';
import type { Question, QuestionOption } from '@contract/study';
import { answerSaveErrors } from './answer-validation';
import { optionVerdict } from './option-verdict';
import { questionState } from './question-state';

// One verdict per option value: the question's state, the widgets' inline messages and the
// server's answer save all read it, so they can never disagree.

const a1c: QuestionOption = { id: 81, widget: 'a1c_dynamic', title: 'A1c and date', order: 1 };
const question: Question = {
  id: 8,
  title: 'Your A1c results',
  order: 1,
  procedure: 'questionnaire',
  question_type: 'single',
  options: [a1c],
};
// 02:00 UTC: already 15 June in Berlin, still 14 June in New York (the registry's own zone).
const now = new Date('2026-06-15T02:00:00Z');
const berlin = { now, participant: { timezone: 'Europe/Berlin' } };
const pairs = (value: string, date: string) => JSON.stringify([{ value, date }]);

describe('optionVerdict', () => {
  it("judges 'not in the future' in the participant's calendar", () => {
    expect(optionVerdict(a1c, pairs('7', '2026-06-15'), berlin)).toEqual({ valid: true, errors: [], warnings: [] });
    expect(optionVerdict(a1c, pairs('7', '2026-06-15'), { now })).toEqual({
      valid: false,
      errors: ['Date cannot be in the future.'],
      warnings: [],
    });
  });

  it('an implausible A1C is a warning that never blocks', () => {
    expect(optionVerdict(a1c, pairs('20', '2026-01-10'), berlin)).toEqual({
      valid: true,
      errors: [],
      warnings: ['This A1c is outside the usual range of 4 to 15 %. Please check it.'],
    });
  });

  it('the question state and the answer save agree with it', () => {
    const answers = [{ question: 8, question_option: 81, value: pairs('20', '2026-06-15') }];
    const flow = { questions: [question], rules: [], answers, context: berlin };
    expect(questionState(flow, question)).toMatchObject({ valid: true, hasWarning: true });
    expect(answerSaveErrors(question, answers, berlin)).toEqual([]);
    const tomorrow = [{ question: 8, question_option: 81, value: pairs('7', '2026-06-16') }];
    expect(questionState({ ...flow, answers: tomorrow }, question)).toMatchObject({ valid: false });
    expect(answerSaveErrors(question, tomorrow, berlin)).toEqual([
      { question: 8, question_option: 81, error_message: 'Date cannot be in the future.' },
    ]);
  });
});
