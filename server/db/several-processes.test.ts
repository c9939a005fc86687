import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import type { Database } from './database';
import { openPgDatabase } from './pg-database';
import { readStudyDefinitions } from '../modules/study/load-definitions';
import { postgresUnavailableReason, startLocalPostgres, type LocalPostgres } from '../testing/local-postgres';
import { CGM_NO, expectRaceStoredWhole, raceSaves, versionOf, type RaceReply } from '../testing/save-race';
import { startServerProcess, type ServerProcess } from '../testing/server-process';
import { answerAll, CORE, DEMO_STUDIES_DIR, ELIGIBLE_SCREENING, join, throughConsent } from '../testing/study-test-kit';
import { registration, STRONG_PASSWORD } from '../testing/test-app';

// Two API processes on one PostgreSQL: this test's own (A) and a `server/main.ts` process (B).
// Everything a participant's calls depend on lives in the database, so either process serves any
// call: a session started on one, the sign-in limit counted on one, a re-authentication asked on
// one, and saves of one participant's answers racing through both.
const reason = postgresUnavailableReason();
if (reason) console.log(`Tests of several processes on PostgreSQL skipped: ${reason}`);

describe.skipIf(!!reason)('two processes on one PostgreSQL', () => {
  let pg: LocalPostgres;
  let a: Awaited<ReturnType<typeof buildApp>>;
  let b: ServerProcess;
  let aDb: Database;
  /** Runs once, just before A's next save writes: a call of B landing between A's read and write. */
  let beforeNextWrite: (() => Promise<unknown>) | undefined;
  /** A's database, with the hook above. */
  const withHook = (db: Database): Database => ({
    ...db,
    query: async (sql, params) => {
      const between = /^\s*with saved as/.test(sql) ? beforeNextWrite : undefined;
      if (between) {
        beforeNextWrite = undefined;
        await between();
      }
      return db.query(sql, params);
    },
    transaction: (work) => db.transaction(work),
    exec: (sql) => db.exec(sql),
    close: () => db.close(),
  });
  const rootDir = new URL('../..', import.meta.url).pathname;

  beforeAll(async () => {
    pg = await startLocalPostgres();
    aDb = await openPgDatabase(pg.url);
    a = await buildApp({
      rootDir,
      db: withHook(aDb),
      env: {},
      loginRateLimit: 3,
      studies: readStudyDefinitions(DEMO_STUDIES_DIR),
    });
    b = await startServerProcess({ DATABASE_URL: pg.url, REGISTRY_LOGIN_RATE_LIMIT: '3' });
  }, 120_000);
  afterAll(async () => {
    await b?.stop();
    await a?.close();
    await aDb?.close();
    pg?.stop();
  });

  // From an address of its own: the limit counts per account and per address, and the other
  // tests call from 127.0.0.1.
  const signIn = (email: string, password: string) =>
    a.inject({ method: 'POST', url: '/api/registry/login', payload: { email, password }, remoteAddress: '10.7.7.7' });

  it('serves a session signed in on one process from the other', async () => {
    const email = 'two.processes@example.com';
    expect(
      (await a.inject({ method: 'POST', url: '/api/registry/signup', payload: registration(email) })).statusCode,
    ).toBe(201);
    const login = await signIn(email, STRONG_PASSWORD);
    expect(login.statusCode).toBe(200);
    const me = await b.call('GET', '/api/registry/me', undefined, { authorization: `JWT ${login.json().token}` });
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ email });
    expect((await b.call('GET', '/api/registry/me', undefined, { authorization: 'JWT made-up' })).status).toBe(401);
  });

  it('refuses on one process the sign-in the other counted to the limit', async () => {
    const email = 'two.limit@example.com';
    await a.inject({ method: 'POST', url: '/api/registry/signup', payload: registration(email) });
    for (let i = 0; i < 3; i += 1) expect((await signIn(email, 'Wrong-Passw0rd!')).statusCode).toBe(400);
    const right = await b.call('POST', '/api/registry/login', { email, password: STRONG_PASSWORD });
    expect(right.status).toBe(429);
  });

  it('takes on one process the re-authentication asked on the other for a signature', async () => {
    const p = await join(a);
    expect((await p.submit(CORE, 'intro')).statusCode).toBe(200);
    await answerAll(p, CORE, ELIGIBLE_SCREENING);
    expect((await p.submit(CORE, 'screening')).statusCode).toBe(200);
    const us = await p.us(CORE);
    const [consent] = (
      await p.call('GET', `/api/participant/{id}/user-studies/{us:${CORE}}/consents`)
    ).json() as Array<{
      id: number;
      user_consent_id: number;
    }>;
    const sign = (reauth: string) =>
      a.inject({
        method: 'POST',
        url: `/api/participant/${p.id}/user-studies/${us}/consents/${consent.id}/sign`,
        headers: { ...p.headers, 'x-reauth': reauth },
        payload: { subject_name: 'Pat Example', user_consent_id: consent.user_consent_id },
      });
    expect((await sign('made-up')).statusCode).toBe(403);
    const asked = await b.call('POST', '/api/registry/reauth', { password: STRONG_PASSWORD }, p.headers);
    expect(asked.status).toBe(200);
    const { reauth_token } = (await asked.json()) as { reauth_token: string };
    expect((await sign(reauth_token)).statusCode).toBe(200);
  });

  it('stores fifty saves of one participant raced through both processes each whole, never a mix', async () => {
    const p = await join(a);
    await throughConsent(p);
    await answerAll(p, CORE, [[1104, CGM_NO]]);
    const us = await p.us(CORE);
    const before = await versionOf(a.registry.db, us);
    const saves = raceSaves();
    const replies = await Promise.all(
      saves.map(async ({ question, answers }, i): Promise<RaceReply> => {
        const url = `/api/participants/${p.id}/user-studies/${us}/questions/${question}/answers`;
        const payload = answers.map(([option, value]) => ({ question, question_option: option, value }));
        if (i % 2 === 0) {
          const res = await a.inject({ method: 'POST', url, headers: p.headers, payload });
          return { status: res.statusCode, body: res.json() };
        }
        const res = await b.call('POST', url, payload, p.headers);
        return { status: res.status, body: await res.json() };
      }),
    );
    await expectRaceStoredWhole(a.registry.db, us, before, saves, replies);
    // Both processes answer the same user study and progress.
    const fromB = await b.call('GET', `/api/participant/${p.id}/user-studies/${us}`, undefined, p.headers);
    const fromA = await a.inject({
      method: 'GET',
      url: `/api/participant/${p.id}/user-studies/${us}`,
      headers: p.headers,
    });
    expect(await fromB.json()).toEqual(fromA.json());
  });

  it("judges a save again when the other process's save lands between its read and its write", async () => {
    const p = await join(a);
    await throughConsent(p);
    await answerAll(p, CORE, [[1104, CGM_NO]]);
    const us = await p.us(CORE);
    const url = (question: number) => `/api/participants/${p.id}/user-studies/${us}/questions/${question}/answers`;
    // A reads "No" to CGM (the fingerstick question is asked); before A writes, B stores "Yes", which hides it.
    beforeNextWrite = async () => {
      const yes = await b.call(
        'POST',
        url(1104),
        [{ question: 1104, question_option: 110401, value: 'true' }],
        p.headers,
      );
      expect(yes.status).toBe(200);
    };
    const res = await a.inject({
      method: 'POST',
      url: url(1106),
      headers: p.headers,
      payload: [{ question: 1106, question_option: 110601, value: '4' }],
    });
    expect(beforeNextWrite).toBeUndefined();
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual([
      { question: 1106, question_option: null, error_message: 'This question is not asked, given your other answers.' },
    ]);
    const stored = await aDb.query<{ question_id: number; question_option_id: number }>(
      'select question_id, question_option_id from answers where user_study_id = $1 and question_id in (1104, 1106)',
      [us],
    );
    expect(stored).toEqual([{ question_id: 1104, question_option_id: 110401 }]);
  });
});
