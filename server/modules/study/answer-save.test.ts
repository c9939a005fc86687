import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database';
import { createTestApp, freshDatabase, type TestApp } from '../../testing/test-app';
import { CORE, DEMO_STUDIES_DIR, join, throughConsent, type Participant } from '../../testing/study-test-kit';
import { readStudyDefinitions } from './load-definitions';

// The data path of a save: the answers of this user study plus the stored answers its
// rules read, one insert for all the question's answers, and no second read whose result is thrown away.

let t: TestApp;
let p: Participant;
const statements: string[] = [];

/** The test database, with every statement (in or out of a transaction) written down. */
function recording(db: Database): Database {
  const record = (sql: string) => statements.push(sql.replace(/\s+/g, ' ').trim());
  return {
    description: db.description,
    exec: (sql) => db.exec(sql),
    close: () => db.close(),
    query: (sql, params) => (record(sql), db.query(sql, params)),
    transaction: (work) =>
      db.transaction((tx) => work({ query: (sql, params) => (record(sql), tx.query(sql, params)) })),
  };
}

beforeAll(async () => {
  t = await createTestApp({
    studies: readStudyDefinitions(DEMO_STUDIES_DIR),
    seed: false,
    db: recording(await freshDatabase()),
  });
  p = await join(t.app);
  await throughConsent(p);
});
afterAll(() => t.close());

describe('saving the answers of one question', () => {
  it('reads the answers once, filtered to what the study reads, and writes answers and progress in one statement', async () => {
    statements.length = 0;
    const res = await p.save(CORE, 1112, [
      [111201, 'true'],
      [111202, 'true'],
      [111207, JSON.stringify(['Asthma'])],
    ]);
    expect(res.statusCode).toBe(200);
    // The caller, the user study (locked, without its definition), its procedures, the
    // answers its rules read, one write. The definition was parsed by an earlier call of this process.
    expect(statements).toHaveLength(5);
    expect(statements.some((s) => /\bdefinition\b(?!_md5)/.test(s))).toBe(false);
    expect(statements[1]).toMatch(/for update of us$/);
    const onAnswers = statements.filter((s) => /\banswers\b/.test(s));
    expect(onAnswers).toHaveLength(2);
    const [read, write] = onAnswers;
    expect(read).toMatch(/^select .*where a\.user_study_id = \$2 .* a\.question_id = any\(\$3::int\[\]\)/);
    expect(write).toMatch(
      /^with removed as \( delete from answers .*\( ?update user_studies .* insert into answers .* unnest/,
    );
    expect(write).toBe(statements[statements.length - 1]);
    expect(
      (res.json() as Array<{ question: number; value: string }>).filter((a) => a.question === 1112).map((a) => a.value),
    ).toEqual(['true', 'true', '["Asthma"]']);
  });

  it('stores what it answers: the answers read back and the progress of the user study', async () => {
    const saved = (await p.save(CORE, 1113, [[111301, '2']])).json() as Array<{ question: number; value: string }>;
    const read = (await p.call('GET', `/api/participants/{id}/user-studies/{us:${CORE}}/answers`)).json() as Array<{
      question: number;
      value: string;
    }>;
    expect(read.filter((a) => a.question === 1113 || a.question === 1112)).toEqual(
      saved.filter((a) => a.question === 1113 || a.question === 1112),
    );
    const [row] = await t.db.query<{ current_status: string }>(
      'select current_status from user_studies where id = $1',
      [await p.us(CORE)],
    );
    expect(row.current_status).toBe('Questionnaire: in progress');
  });
});
