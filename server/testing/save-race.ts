import { expect } from 'vitest';
import type { Queryable } from '../db/database';

// Fifty saves of one participant's core questionnaire fired at once, for the tests that race them
// (from two processes on PostgreSQL, in parallel on PGlite): thirty different answer sets of one
// multi-select question, ten switches of the CGM question (yes hides the fingerstick question,
// no hides which CGM) and ten answers to the two questions it shows or hides.

export type RaceAnswers = Array<[option: number, value: string]>;
export interface RaceSave {
  question: number;
  answers: RaceAnswers;
}
export interface RaceReply {
  status: number;
  body: unknown;
}

const CONDITIONS = [111201, 111202, 111203, 111204, 111205, 111206];
export const CGM_YES: RaceAnswers = [[110401, 'true']];
export const CGM_NO: RaceAnswers = [[110402, 'true']];

/** The fifty saves, interleaved; the participant has answered "No" to the CGM question before. */
export function raceSaves(): RaceSave[] {
  const conditions: RaceSave[] = Array.from({ length: 30 }, (_, i) => ({
    question: 1112,
    answers: [
      ...CONDITIONS.filter((_, bit) => ((i + 1) >> bit) & 1).map((id): [number, string] => [id, 'true']),
      [111207, JSON.stringify([`Other ${i}`])],
    ],
  }));
  const switches: RaceSave[] = Array.from({ length: 10 }, (_, i) => ({
    question: 1104,
    answers: i % 2 ? CGM_YES : CGM_NO,
  }));
  const shown: RaceSave[] = Array.from({ length: 10 }, (_, i) =>
    i % 2 ? { question: 1106, answers: [[110601, String(i)]] } : { question: 1105, answers: [[110501, 'true']] },
  );
  const out: RaceSave[] = [];
  for (let i = 0; i < 30; i += 1)
    out.push(conditions[i], ...(i < 10 ? [switches[i]] : []), ...(i < 10 ? [shown[i]] : []));
  return out;
}

const NOT_ASKED = 'This question is not asked, given your other answers.';
const key = (answers: RaceAnswers) =>
  answers
    .map(([option, value]) => `${option}=${value}`)
    .sort()
    .join('&');

/**
 * What must hold after the race: every save was either stored whole or refused whole (a question
 * the stored CGM answer hides), what is stored for a question is exactly one acknowledged save of
 * it, a hidden question keeps no answer, the user study's version moved once per acknowledged
 * save, and its progress is the questionnaire's.
 */
export async function expectRaceStoredWhole(
  db: Queryable,
  userStudyId: number,
  versionBefore: number,
  saves: RaceSave[],
  replies: RaceReply[],
) {
  replies.forEach((reply, i) => {
    const { question } = saves[i];
    if (question === 1105 || question === 1106) {
      if (reply.status === 400)
        expect(reply.body).toEqual([{ question, question_option: null, error_message: NOT_ASKED }]);
      else expect(reply.status).toBe(200);
    } else expect([question, reply.status]).toEqual([question, 200]);
  });
  const rows = await db.query<{ question_id: number; question_option_id: number; value: string }>(
    'select question_id, question_option_id, value from answers where user_study_id = $1',
    [userStudyId],
  );
  const storedOf = (question: number): RaceAnswers =>
    rows.filter((r) => r.question_id === question).map((r) => [r.question_option_id, r.value]);
  const acknowledged = (question: number) =>
    saves.filter((s, i) => s.question === question && replies[i].status === 200).map((s) => key(s.answers));
  expect(acknowledged(1112)).toContain(key(storedOf(1112)));
  expect(acknowledged(1104)).toContain(key(storedOf(1104)));
  const cgm = key(storedOf(1104)) === key(CGM_YES);
  expect(storedOf(cgm ? 1106 : 1105)).toEqual([]);
  const other = storedOf(cgm ? 1105 : 1106);
  if (other.length > 0) expect(acknowledged(cgm ? 1105 : 1106)).toContain(key(other));

  const [us] = await db.query<{ version: number; status: number; dashboard_status: string; current_status: string }>(
    'select version, status, dashboard_status, current_status from user_studies where id = $1',
    [userStudyId],
  );
  expect(us.version - versionBefore).toBe(replies.filter((r) => r.status === 200).length);
  expect(us).toMatchObject({ dashboard_status: 'in_progress', current_status: 'Questionnaire: in progress' });
}

export const versionOf = async (db: Queryable, userStudyId: number) =>
  (await db.query<{ version: number }>('select version from user_studies where id = $1', [userStudyId]))[0].version;
