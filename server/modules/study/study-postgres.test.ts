import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { DEMO_ACCOUNTS } from '../accounts/demo-accounts';
import { DEMO_COHORT } from '../accounts/demo-cohort';
import { postgresUnavailableReason, startLocalPostgres, type LocalPostgres } from '../../testing/local-postgres';
import {
  answerAll,
  COMPLETE_QUESTIONNAIRE,
  CORE,
  DEMO_STUDIES_DIR,
  join,
  throughConsent,
  yearsAgo,
} from '../../testing/study-test-kit';
import { verifyChain } from '../audit/service';
import { readStudyDefinitions } from './load-definitions';

// The study domain on real PostgreSQL: two API processes start together on an empty database
// (the definitions load once, the demo accounts get their studies), and a participant walks
// through the core study.
const reason = postgresUnavailableReason();
if (reason) console.log(`PostgreSQL study tests skipped: ${reason}`);

describe.skipIf(!!reason)('the study domain on PostgreSQL', () => {
  let pg: LocalPostgres;
  const rootDir = new URL('../../..', import.meta.url).pathname;
  const make = (url: string) =>
    buildApp({ rootDir, databaseUrl: url, env: {}, devOutbox: true, studies: readStudyDefinitions(DEMO_STUDIES_DIR) });
  let a: FastifyInstance;
  let b: FastifyInstance;

  beforeAll(async () => {
    pg = await startLocalPostgres();
    const started = await Promise.allSettled([make(pg.url), make(pg.url)]);
    const failed = started.find((r) => r.status === 'rejected');
    [a, b] = started.map((r) => (r.status === 'fulfilled' ? r.value : undefined!));
    if (failed) throw (failed as PromiseRejectedResult).reason;
  }, 90_000);
  afterAll(async () => {
    await a?.close();
    await b?.close();
    pg?.stop();
  });

  it('loaded the studies once and gave every demo account every active or closed study', async () => {
    const [{ count }] = await a.registry.db.query<{ count: string }>('select count(*) from studies');
    expect(Number(count)).toBe(7);
    const rows = await a.registry.db.query<{ n: string }>('select count(*) as n from user_studies');
    // Two studies are assigned to all (the core study and the archived closed one), to the demo
    // accounts and the demo cohort; the three for enrolled participants to the cohort and the teen
    // (parental consent signed); the demo adult's dashboard holds those three and the two assigned to nobody.
    const everyone = DEMO_ACCOUNTS.length + DEMO_COHORT.length;
    expect(Number(rows[0].n)).toBe(everyone * 2 + (DEMO_COHORT.length + 1) * 3 + 3 + 2);
  });

  it('walks a participant through the core study, one call on each process', async () => {
    const p = await join(a);
    await throughConsent(p);
    await answerAll(p, CORE, COMPLETE_QUESTIONNAIRE);
    expect((await p.save(CORE, 1107, [[110701, '99']])).json()).toEqual([
      { question: 1107, question_option: 110701, error_message: 'Min value is 4 and Max value is 20' },
    ]);
    const done = await b.inject({
      method: 'POST',
      url: `/api/participant/${p.id}/user-studies/${await p.us(CORE)}/user-procedures`,
      headers: p.headers,
      payload: { procedure_id: 'questionnaire' },
    });
    expect(done.json()).toMatchObject({ status: 60, dashboard_status: 'completed', user_study_is_eligible: true });
  });

  it("records the screening's date of birth as a profile change in the answer's statement, and the chain verifies", async () => {
    const p = await join(a, { birthday: undefined });
    await throughConsent(p);
    const rows = await a.registry.db.query<{ detail: unknown }>(
      "select detail from audit_events where participant_id = $1 and action = 'profile_changed'",
      [p.id],
    );
    expect(rows).toEqual([
      {
        detail: {
          by: 'screening answer',
          question: 1004,
          changes: { birthday: { before: null, after: yearsAgo(30) } },
        },
      },
    ]);
    expect((await verifyChain(b.registry.db)).ok).toBe(true);
  });

  it('serves one participant consistently from both processes, even when both save one question at once', async () => {
    const p = await join(a);
    await throughConsent(p);
    const us = await p.us(CORE);
    const url = `/api/participants/${p.id}/user-studies/${us}/questions/1118/answers`;
    const notes = Array.from({ length: 8 }, (_, i) => `Note ${i}`);
    const replies = await Promise.all(
      notes.map((value, i) =>
        (i % 2 ? b : a).inject({
          method: 'POST',
          url,
          headers: p.headers,
          payload: [{ question: 1118, question_option: 111801, value }],
        }),
      ),
    );
    expect(replies.map((r) => r.statusCode)).toEqual(notes.map(() => 200));
    // The saves of one user study go one at a time (its row is locked): one answer remains, not one per save.
    const read = async (app: FastifyInstance) =>
      (
        await app.inject({
          method: 'GET',
          url: `/api/participants/${p.id}/user-studies/${us}/answers?question=1118`,
          headers: p.headers,
        })
      ).json() as Array<{ value: string }>;
    const [fromA, fromB] = [await read(a), await read(b)];
    expect(fromA).toHaveLength(1);
    expect(notes).toContain(fromA[0].value);
    expect(fromB).toEqual(fromA);
  });

  it('serves a changed study definition from both processes at once (definitions are cached by content)', async () => {
    const p = await join(a);
    const us = await p.us(CORE);
    const introPage = async (app: FastifyInstance) =>
      (
        (
          await app.inject({ method: 'GET', url: `/api/participant/${p.id}/user-studies/${us}`, headers: p.headers })
        ).json() as { has_intro_page: boolean }
      ).has_intro_page;
    expect([await introPage(a), await introPage(b)]).toEqual([true, true]);
    const [{ definition }] = await a.registry.db.query<{ definition: unknown }>(
      'select definition from studies where id = $1',
      [CORE],
    );
    await a.registry.db.query(
      `update studies set definition = jsonb_set(definition, '{intro_pages}', '[]') where id = $1`,
      [CORE],
    );
    try {
      expect([await introPage(a), await introPage(b)]).toEqual([false, false]);
    } finally {
      await a.registry.db.query('update studies set definition = $2 where id = $1', [CORE, JSON.stringify(definition)]);
    }
    expect([await introPage(a), await introPage(b)]).toEqual([true, true]);
  });
});
