import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database';
import { createTestApp, freshDatabase, type TestApp } from '../../testing/test-app';
import { CORE, DEMO_STUDIES_DIR, join, throughConsent, type Participant } from '../../testing/study-test-kit';
import { readStudyDefinitions } from './load-definitions';

// The data path of a save (issue 10 §2): the answers of this user study plus the stored answers its
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
  it('reads the answers once, filtered to what the study reads, and writes them in one insert', async () => {
    statements.length = 0;
    const res = await p.save(CORE, 1112, [
      [111201, 'true'],
      [111202, 'true'],
      [111207, JSON.stringify(['Asthma'])],
    ]);
    expect(res.statusCode).toBe(200);
    const onAnswers = statements.filter((s) => /\banswers\b/.test(s) && !/^select .* from user_studies/.test(s));
    const reads = onAnswers.filter((s) => s.startsWith('select'));
    expect(reads).toHaveLength(1);
    expect(reads[0]).toMatch(/a\.user_study_id = \$2 or a\.question_id = any\(\$3::int\[\]\)/);
    expect(onAnswers.filter((s) => s.startsWith('insert'))).toHaveLength(1);
    expect(onAnswers.findIndex((s) => s.startsWith('insert'))).toBe(onAnswers.length - 1);
    expect(
      (res.json() as Array<{ question: number; value: string }>).filter((a) => a.question === 1112).map((a) => a.value),
    ).toEqual(['true', 'true', '["Asthma"]']);
  });
});
