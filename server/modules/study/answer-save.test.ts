import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database';
import { createTestApp, freshDatabase, type TestApp } from '../../testing/test-app';
import { ANNUAL, CORE, DEMO_STUDIES_DIR, join, throughConsent, type Participant } from '../../testing/study-test-kit';
import { userStudyForSave } from '../user-studies/service';
import { readStudyDefinitions } from './load-definitions';

// The data path of a save: one read of the user study, its procedures and the answers its rules
// read, then one write that applies only if nothing was written to the user study in between.

let t: TestApp;
let p: Participant;
const statements: string[] = [];
let transactions = 0;
/** Runs once, just before the next save's write: another call that lands between a save's read and its write. */
let beforeNextWrite: (() => Promise<unknown>) | undefined;

/** The test database, with every statement (in or out of a transaction) written down. */
function recording(db: Database): Database {
  const record = (sql: string) => statements.push(sql.replace(/\s+/g, ' ').trim());
  return {
    description: db.description,
    exec: (sql) => db.exec(sql),
    close: () => db.close(),
    query: async (sql, params) => {
      record(sql);
      const between = /^\s*with saved as/.test(sql) ? beforeNextWrite : undefined;
      if (between) {
        beforeNextWrite = undefined;
        await between();
      }
      return db.query(sql, params);
    },
    transaction: (work) => (
      (transactions += 1),
      db.transaction((tx) => work({ query: (sql, params) => (record(sql), tx.query(sql, params)) }))
    ),
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
  it('reads once what the engine judges with, then writes answers and progress in one conditional statement, without a transaction', async () => {
    statements.length = 0;
    transactions = 0;
    const res = await p.save(CORE, 1112, [
      [111201, 'true'],
      [111202, 'true'],
      [111207, JSON.stringify(['Asthma'])],
    ]);
    expect(res.statusCode).toBe(200);
    // The save's two round trips: the caller's account with the user study at its version, its
    // procedures and the answers its rules read, and the write. The definition was parsed by an
    // earlier call of this process; nothing opens a transaction or takes a lock.
    expect(statements).toHaveLength(2);
    expect(transactions).toBe(0);
    expect(statements.some((s) => /\bdefinition\b(?!_md5)/.test(s))).toBe(false);
    expect(statements.some((s) => /\b(begin|commit|for update|lock)\b/i.test(s))).toBe(false);
    const [read, write] = statements;
    expect(read).toMatch(
      /^select json_build_array\(p\.id, p\.account_status, p\.token_version.* from user_procedures up where up\.user_study_id = us\.id.* from answers a where a\.user_study_id = us\.id.* from participants p/,
    );
    expect(write).toMatch(
      /^with saved as \( update user_studies .* where id = \$1::int and version = \$11::int returning id \), removed as \( delete from answers .* insert into answers .* unnest.* audited as \(insert into audit_events/,
    );
    // A question that gives the profile no birthday leaves the participant's row out of the write.
    expect(write).not.toMatch(/update participants|profile_audited/);
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

  it('judges again when another save lands between its read and its write: an answer the other save hides is refused, not stored', async () => {
    const q = await join(t.app);
    await throughConsent(q);
    expect((await q.save(CORE, 1104, [[110402, 'true']])).statusCode).toBe(200);
    // Read while "No" to CGM shows the fingerstick question; before it writes, "Yes" is saved and hides it.
    beforeNextWrite = () => q.save(CORE, 1104, [[110401, 'true']]);
    statements.length = 0;
    const res = await q.save(CORE, 1106, [[110601, '4']]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual([
      { question: 1106, question_option: null, error_message: 'This question is not asked, given your other answers.' },
    ]);
    const stored = await t.db.query<{ question_id: number; question_option_id: number }>(
      'select question_id, question_option_id from answers where user_study_id = $1 and question_id in (1104, 1106)',
      [await q.us(CORE)],
    );
    expect(stored).toEqual([{ question_id: 1104, question_option_id: 110401 }]);
    // Its first write found the user study moved on, so it read again (and refused without writing).
    expect(statements.filter((s) => /^with saved as/.test(s))).toHaveLength(2);
  });

  it('a save that loses to another one is stored whole after it, with its answer back to the caller', async () => {
    const q = await join(t.app);
    await throughConsent(q);
    beforeNextWrite = () => q.save(CORE, 1112, [[111202, 'true']]);
    const res = await q.save(CORE, 1112, [
      [111201, 'true'],
      [111207, JSON.stringify(['Asthma'])],
    ]);
    expect(res.statusCode).toBe(200);
    const answered = res.json() as Array<{ question: number; question_option: number }>;
    expect(answered.filter((a) => a.question === 1112).map((a) => a.question_option)).toEqual([111201, 111207]);
    const stored = await t.db.query<{ question_option_id: number }>(
      'select question_option_id from answers where user_study_id = $1 and question_id = 1112 order by id',
      [await q.us(CORE)],
    );
    expect(stored.map((r) => r.question_option_id)).toEqual([111201, 111207]);
  });

  it("reads with a study's answers those of other studies its rules read, named on the study row", async () => {
    const [annual] = await t.db.query<{ reads_question_ids: number[] }>(
      'select reads_question_ids from studies where id = $1',
      [ANNUAL],
    );
    expect(annual.reads_question_ids).toEqual([1107]);
    await p.save(CORE, 1107, [[110701, '7.2']]);
    const read = await userStudyForSave(t.db, p.id, await p.us(ANNUAL));
    expect(read.answers.map((a) => [a.study_id, a.question_id, a.value])).toEqual([[CORE, 1107, '7.2']]);
  });
});

describe('the account behind the token, checked by the save’s own read', () => {
  const saveAs = (who: Participant, question: number, payload: unknown, headers: Record<string, string> = {}) =>
    who.us(CORE).then((us) =>
      t.app.inject({
        method: 'POST',
        url: `/api/participants/${who.id}/user-studies/${us}/questions/${question}/answers`,
        headers: { ...who.headers, ...headers },
        payload: payload as object,
      }),
    );
  const stored = async (who: Participant, question: number) =>
    t.db.query('select value from answers where user_study_id = $1 and question_id = $2', [
      await who.us(CORE),
      question,
    ]);

  it('refuses a token whose session ended or whose account is not active (401), a body it cannot read included; stores nothing', async () => {
    const q = await join(t.app);
    await throughConsent(q);
    await q.us(CORE);
    await t.db.query('update participants set token_version = token_version + 1 where id = $1', [q.id]);
    const ended = await saveAs(q, 1113, [{ question: 1113, question_option: 111301, value: '2' }]);
    expect([ended.statusCode, ended.json()]).toEqual([
      401,
      { detail: 'This session has ended. Please sign in again.' },
    ]);
    expect((await saveAs(q, 1113, { not: 'a list' })).statusCode).toBe(401);
    await t.db.query(
      "update participants set token_version = token_version - 1, account_status = 'deactivated' where id = $1",
      [q.id],
    );
    const inactive = await saveAs(q, 1113, [{ question: 1113, question_option: 111301, value: '2' }]);
    expect([inactive.statusCode, inactive.json()]).toEqual([401, { detail: 'Account is not active.' }]);
    expect(await stored(q, 1113)).toEqual([]);
  });

  it("refuses another participant's token (403) and answers a refusal in the account's preferred language", async () => {
    const q = await join(t.app);
    expect((await q.submit(CORE, 'intro')).statusCode).toBe(200);
    const foreign = await saveAs(
      q,
      1004,
      [{ question: 1004, question_option: 100401, value: '2000-01-01' }],
      p.headers,
    );
    expect(foreign.statusCode).toBe(403);
    const spanish = await t.app.inject({
      method: 'PATCH',
      url: `/api/registry/participant/${q.id}`,
      headers: q.headers,
      payload: { preferred_language: 'es' },
    });
    expect(spanish.statusCode).toBe(200);
    const future = await saveAs(q, 1004, [{ question: 1004, question_option: 100401, value: '2999-01-01' }], {
      'accept-language': 'en-US',
    });
    expect([future.statusCode, future.json()]).toEqual([
      400,
      [
        {
          question: 1004,
          question_option: 100401,
          error_message: expect.stringMatching(/^La fecha de nacimiento no puede/),
        },
      ],
    ]);
    expect(await stored(q, 1004)).toEqual([]);
  });
});
