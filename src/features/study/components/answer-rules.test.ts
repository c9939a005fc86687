import { describe, expect, it } from 'vitest';
import { optionVerdict, type StoredAnswer } from '@engine';
import { applyAnswerChanges as applyEdits, questionEmission } from '@engine/screen';
import { A1C, CHECKS, INSULIN, INSURANCE, PUMP, STAY } from './test-questions';

const now = new Date(2026, 5, 15);
const a = (question: number, question_option: number, value: StoredAnswer['value'] = 'true'): StoredAnswer => ({
  question,
  question_option,
  value,
});
const ids = (list: StoredAnswer[]) => list.map((x) => x.question_option);

// The engine's answer rules on questions shaped like the demo study's, as the adapters use them.

describe('answer edits through the engine (spec 001 §4)', () => {
  const questions = [INSULIN, PUMP, INSURANCE, STAY];

  it('radio exclusivity and clearing the answers under an option come from the engine', () => {
    const before = [a(1102, 110202), a(1103, 110301)];
    expect(
      ids(applyEdits(questions, before, [{ question: 1102, question_option: 110201, value: 'true' }], 'user')),
    ).toEqual([110201]);
  });

  it('a radio among options clears them, an option clears the radio', () => {
    const before = [a(1116, 111601), a(1116, 111602)];
    const none = applyEdits(questions, before, [{ question: 1116, question_option: 111605, value: 'true' }], 'user');
    expect(ids(none)).toEqual([111605]);
    expect(
      ids(applyEdits(questions, none, [{ question: 1116, question_option: 111601, value: 'true' }], 'user')),
    ).toEqual([111601]);
  });

  it('a click on an empty option clears the radio siblings and stores nothing itself', () => {
    const after = applyEdits(
      questions,
      [a(1111, 111102)],
      [{ question: 1111, question_option: 111101, value: null }],
      'click',
    );
    expect(after).toEqual([]);
  });

  it('clearing a value clears it', () => {
    expect(
      applyEdits(questions, [a(1116, 111601)], [{ question: 1116, question_option: 111601, value: null }], 'user'),
    ).toEqual([]);
  });
});

describe('verdicts and emission', () => {
  const flow = { questions: [CHECKS, A1C], rules: [], answers: [], context: { now } };

  it("an option's verdict: widget validity first, then its validators (errors block, warnings do not)", () => {
    const option = CHECKS.options[0];
    expect(optionVerdict(option, '4.5', flow.context)).toEqual({
      valid: false,
      errors: ['Value should be a whole number'],
      warnings: [],
    });
    expect(optionVerdict(option, '40', flow.context)).toEqual({
      valid: false,
      errors: ['Min value is 0 and Max value is 30'],
      warnings: [],
    });
    expect(optionVerdict(option, '15', flow.context)).toEqual({
      valid: true,
      errors: [],
      warnings: ['That is a lot of checks.'],
    });
    expect(optionVerdict(option, '4', flow.context)).toEqual({ valid: true, errors: [], warnings: [] });
  });

  it('an implausible A1C (outside 4–15 %) is a warning of the question, never invalid', () => {
    const value = JSON.stringify([{ value: '16.5', date: '2026-01-10' }]);
    const emission = questionEmission(flow, A1C, [a(1108, 110801, value)], 'user');
    expect(emission).toMatchObject({ valid: true, hasWarning: true });
    const usual = JSON.stringify([{ value: '7.1', date: '2026-01-10' }]);
    expect(questionEmission(flow, A1C, [a(1108, 110801, usual)], 'user').hasWarning).toBe(false);
  });
});
