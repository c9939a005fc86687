import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WIDGET_MESSAGES } from '@engine';
import type { TestApp } from '../../testing/test-app';
import { CORE, join, startStudyApp, throughConsent, type Participant } from '../../testing/study-test-kit';

// Object-shaped answers are strict on the answer save: an a1c pair is {value, date} and a date
// range {start, end}, nothing else, since whatever is stored is printed in the answers document.

let t: TestApp;
let p: Participant;
beforeAll(async () => {
  t = await startStudyApp();
  p = await join(t.app);
  await throughConsent(p);
});
afterAll(() => t.close());

const A1C = [1108, 110801] as const;
const DATE_RANGE = [1111, 111101] as const;

const stored = async (option: number) =>
  t.db.query<{ value: string }>(
    `select a.value from answers a join user_studies us on us.id = a.user_study_id
      where us.participant_id = $1 and a.question_option_id = $2`,
    [p.id, option],
  );

describe('the answer save refuses unknown keys in object-shaped answers', () => {
  it.each([
    ['an a1c pair with an extra key', A1C, [{ value: '7.1', date: '2025-06-10', note: 'Approved by Dr. X' }]],
    ['an a1c list with a loose text', A1C, ['Approved by Dr. X', { value: '7.1', date: '2025-06-10' }]],
    ['a date range with an extra key', DATE_RANGE, { start: '2025-05-01', end: '2025-05-03', note: 'x' }],
  ] as const)('%s: 400, nothing stored', async (_name, [question, option], value) => {
    const res = await p.save(CORE, question, [[option, JSON.stringify(value)]]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual([{ question, question_option: option, error_message: WIDGET_MESSAGES.shape }]);
    expect(await stored(option)).toEqual([]);
  });

  it('the same answers without the extra key are saved', async () => {
    expect(
      (await p.save(CORE, A1C[0], [[A1C[1], JSON.stringify([{ value: '7.1', date: '2025-06-10' }])]])).statusCode,
    ).toBe(200);
    expect(await stored(A1C[1])).toEqual([{ value: '[{"value":"7.1","date":"2025-06-10"}]' }]);
  });
});
