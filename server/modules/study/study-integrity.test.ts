import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../testing/test-app';
import {
  answerAll,
  COMPLETE_QUESTIONNAIRE,
  CORE,
  ELIGIBLE_SCREENING,
  join,
  startStudyApp,
  throughConsent,
  yearsAgo,
  type Participant,
} from '../../testing/study-test-kit';

// Study data integrity (spec 001 §4–§5): what the server stores is what the study
// allows. Each case here failed before the engine was made the judge of saves and submits.

let t: TestApp;
beforeAll(async () => {
  t = await startStudyApp();
});
afterAll(() => t.close());

type Row = { question: number; question_option: number; value: string };
const answersOf = async (p: Participant) =>
  (await p.call('GET', `/api/participants/{id}/user-studies/{us:${CORE}}/answers`)).json() as Row[];

describe('submit re-validates every shown answer (001 §5 option validators)', () => {
  it('a date of birth changed after the diagnosis date was saved makes screening refuse to submit', async () => {
    const p = await join(t.app);
    await p.submit(CORE, 'intro');
    await answerAll(p, CORE, ELIGIBLE_SCREENING);
    // The diagnosis (3 years ago) was valid when saved; now the birth date is moved after it.
    expect((await p.save(CORE, 1004, [[100401, yearsAgo(2)]])).statusCode).toBe(200);
    const res = await p.submit(CORE, 'screening');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual([
      'There are not answered questions: 1003',
      'The date of diagnosis cannot be before your date of birth.',
    ]);
    expect((await p.call('GET', `/api/participant/{id}/user-studies/{us:${CORE}}`)).json().is_eligible).toBeNull();
  });
});

describe('hidden questions (001 §4 question visibility, sub-questions)', () => {
  let p: Participant;
  beforeAll(async () => {
    p = await join(t.app);
    await throughConsent(p);
  });

  it('an answer to a sub-question of an option not chosen is refused', async () => {
    await answerAll(p, CORE, [[1102, [[110201, 'true']]]]);
    const res = await p.save(CORE, 1103, [[110302, 'true']]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual([
      { question: 1103, question_option: null, error_message: 'This question is not asked, given your other answers.' },
    ]);
  });

  it('an answer to a question a rule hides is refused', async () => {
    await answerAll(p, CORE, [[1104, [[110402, 'true']]]]);
    const res = await p.save(CORE, 1105, [[110501, 'true']]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual([
      { question: 1105, question_option: null, error_message: 'This question is not asked, given your other answers.' },
    ]);
  });

  it('answers that become hidden are removed when the change is saved', async () => {
    await answerAll(p, CORE, [
      [1104, [[110402, 'true']]],
      [1106, [[110601, '4']]],
    ]);
    // Yes to CGM hides the fingerstick question (1106) and shows which CGM (1105).
    const afterYes = (await p.save(CORE, 1104, [[110401, 'true']])).json() as Row[];
    expect(afterYes.some((a) => a.question === 1106)).toBe(false);
    await answerAll(p, CORE, [[1105, [[110501, 'true']]]]);
    // No to CGM hides 1105 again: its answer goes; and the pump's sub-question goes with the pump.
    await answerAll(p, CORE, [
      [1102, [[110202, 'true']]],
      [1103, [[110302, 'true']]],
    ]);
    await answerAll(p, CORE, [
      [1104, [[110402, 'true']]],
      [1102, [[110201, 'true']]],
    ]);
    const stored = await answersOf(p);
    expect(stored.filter((a) => [1103, 1105, 1106].includes(a.question))).toEqual([]);
  });

  it('a hidden answer left in storage never appears in the answers document', async () => {
    const q = await join(t.app);
    await throughConsent(q);
    const noPump = COMPLETE_QUESTIONNAIRE.filter(([question]) => question !== 1103).map(([question, a]) =>
      question === 1102 ? [1102, [[110201, 'true']]] : [question, a],
    ) as typeof COMPLETE_QUESTIONNAIRE;
    await answerAll(q, CORE, noPump);
    expect((await q.submit(CORE, 'questionnaire')).statusCode).toBe(200);
    // Stored before this rule existed: a pump model although no pump was chosen.
    await t.db.query(
      `insert into answers (user_study_id, question_id, question_option_id, value, widget) values ($1, 1103, 110303, 'true', 'drop_down')`,
      [await q.us(CORE)],
    );
    const doc = await q.call(
      'GET',
      `/api/participants/{id}/user-studies/{us:${CORE}}/procedures/questionnaire/answers_doc?document_format=html`,
    );
    expect(doc.statusCode).toBe(200);
    expect(doc.body).toContain('Multiple daily injections');
    expect(doc.body).not.toContain('Which insulin pump?');
    expect(doc.body).not.toContain('Medtronic MiniMed 780G');
  });
});

describe('each widget refuses what its spec does not allow (001 §3, §5)', () => {
  let p: Participant;
  beforeAll(async () => {
    p = await join(t.app);
    await throughConsent(p);
    await answerAll(p, CORE, [
      [1102, [[110202, 'true']]],
      [1104, [[110401, 'true']]],
    ]);
  });

  const a1c = (n: number) =>
    JSON.stringify(Array.from({ length: n }, (_, i) => ({ value: '7.1', date: `2025-0${1 + (i % 9)}-1${i % 10}` })));
  it.each<[string, number, Array<[number, string]>, Array<[number, string]>]>([
    ['001 §9 a1c: at most 12 pairs', 1108, [[110801, a1c(13)]], [[110801, 'Please enter no more than 12 results.']]],
    [
      '001 §5 dropdown: one selection',
      1103,
      [
        [110301, 'true'],
        [110302, 'true'],
      ],
      [[110302, 'Only one of these options can be chosen.']],
    ],
    [
      '001 §5 autocomplete: one item',
      1105,
      [
        [110501, 'true'],
        [110502, 'true'],
      ],
      [[110502, 'Only one of these options can be chosen.']],
    ],
    [
      '001 §5 autocomplete: an item and free text',
      1105,
      [
        [110501, 'true'],
        [110506, 'Other sensor'],
      ],
      [[110506, 'Only one of these options can be chosen.']],
    ],
    [
      '001 §3 matrix: a value that is not a column',
      1114,
      [[111401, JSON.stringify(['Agree', 'Maybe', 'Agree'])]],
      [[111401, 'Please choose one of the given answers in every row.']],
    ],
    [
      '001 §3 matrix: more values than rows',
      1114,
      [[111401, JSON.stringify(['Agree', 'Agree', 'Agree', 'Agree'])]],
      [[111401, 'Please choose one of the given answers in every row.']],
    ],
    [
      '001 §5 date: a month is not a date',
      1109,
      [[110901, '2025-05']],
      [[110901, 'Invalid date. Type the month first, as MM/DD/YYYY: for example 03/27/2024.']],
    ],
    [
      '001 §5 date: a date-time is not a date',
      1109,
      [[110901, '2025-05-01T10:00:00Z']],
      [[110901, 'Invalid date. Type the month first, as MM/DD/YYYY: for example 03/27/2024.']],
    ],
    ['001 §3 radio: its value is true', 1104, [[110401, 'banana']], [[110401, 'This option can only be selected.']]],
  ])('%s', async (_name, question, answers, expected) => {
    const res = await p.save(CORE, question, answers);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(
      expected.map(([option, message]) => ({ question, question_option: option, error_message: message })),
    );
  });

  it('12 pairs of a1c are fine', async () => {
    expect((await p.save(CORE, 1108, [[110801, a1c(12)]])).statusCode).toBe(200);
  });
});

describe('values on the wire are strings (DECISIONS §10)', () => {
  it('a boolean or a number value is refused at the boundary; a string comes back exactly as stored', async () => {
    const p = await join(t.app);
    await p.submit(CORE, 'intro');
    for (const value of [true, 3, null]) {
      const res = await p.call('POST', `/api/participants/{id}/user-studies/{us:${CORE}}/questions/1001/answers`, [
        { question: 1001, question_option: 100101, value },
      ]);
      expect(res.statusCode, String(value)).toBe(400);
      expect(res.json()).toEqual([
        {
          question: 1001,
          question_option: null,
          error_message: expect.stringMatching(/^Invalid answers at \/0\/value/),
        },
      ]);
    }
    const long = await p.call('POST', `/api/participants/{id}/user-studies/{us:${CORE}}/questions/1001/answers`, [
      { question: 1001, question_option: 100101, value: 'x'.repeat(5001) },
    ]);
    expect(long.statusCode).toBe(400);
    const saved = (await p.save(CORE, 1001, [[100101, 'true']])).json() as Row[];
    expect(saved).toEqual([expect.objectContaining({ question: 1001, question_option: 100101, value: 'true' })]);
  });
});
