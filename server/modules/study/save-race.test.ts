import { afterAll, beforeAll, describe, it } from 'vitest';
import { answerAll, CORE, join, startStudyApp, throughConsent } from '../../testing/study-test-kit';
import { CGM_NO, expectRaceStoredWhole, raceSaves, versionOf } from '../../testing/save-race';
import type { TestApp } from '../../testing/test-app';

// Saves of one participant at once in one process (PGlite: one embedded database per process, so
// the race of two processes runs on PostgreSQL, in server/db/several-processes.test.ts). Each save
// reads, judges, then writes only if nothing was written in between; else it reads and judges again.

let t: TestApp;
beforeAll(async () => {
  t = await startStudyApp();
});
afterAll(() => t.close());

describe('fifty saves of one participant at once', () => {
  it('stores each save whole or refuses it whole: never a mix of two saves, never an answer a stored one hides', async () => {
    const p = await join(t.app);
    await throughConsent(p);
    await answerAll(p, CORE, [[1104, CGM_NO]]);
    const us = await p.us(CORE);
    const before = await versionOf(t.db, us);
    const saves = raceSaves();
    const replies = await Promise.all(
      saves.map(async ({ question, answers }) => {
        const res = await p.save(CORE, question, answers);
        return { status: res.statusCode, body: res.json() as unknown };
      }),
    );
    await expectRaceStoredWhole(t.db, us, before, saves, replies);
  });
});
