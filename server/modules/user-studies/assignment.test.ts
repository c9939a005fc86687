import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../testing/test-app';
import {
  ANNUAL,
  answerAll,
  CLOSED,
  CORE,
  ELIGIBLE_SCREENING,
  join,
  RESEARCH,
  startStudyApp,
  SUB,
} from '../../testing/study-test-kit';
import { assignStudiesToAll } from '../study/upsert-studies';
import { assignStudies } from './assignment';

// Registration, the dashboard and the study loader create user studies through one function, so
// every new user study starts the same way, whichever path created it.

let t: TestApp;
beforeAll(async () => {
  t = await startStudyApp();
});
afterAll(() => t.close());

const rows = (participantId: number) =>
  t.db.query<{ study_id: number; status: number; dashboard_status: string; current_status: string | null }>(
    'select study_id, status, dashboard_status, current_status from user_studies where participant_id = $1 order by study_id',
    [participantId],
  );
const NOT_STARTED = { status: 0, dashboard_status: 'not_started', current_status: 'Study: not started' };

describe('assigning studies', () => {
  it('registration and the study loader start a user study identically: not started', async () => {
    const p = await join(t.app);
    const atRegistration = await rows(p.id);
    expect(atRegistration.map((r) => r.study_id)).toContain(CORE);
    expect(atRegistration.every((r) => r.study_id !== CLOSED)).toBe(true);
    for (const row of atRegistration) expect(row).toMatchObject(NOT_STARTED);

    expect(await assignStudiesToAll(t.db, [CLOSED])).toBeGreaterThan(0);
    const closed = (await rows(p.id)).find((r) => r.study_id === CLOSED);
    expect(closed).toEqual({ study_id: CLOSED, ...NOT_STARTED });
  });

  it('is idempotent and keeps to the participant it is given', async () => {
    const p = await join(t.app);
    const q = await join(t.app);
    await t.db.query('delete from user_studies where participant_id = any($1::int[])', [[p.id, q.id]]);
    const created = await assignStudies(t.db, { participantId: p.id });
    expect(created).toBeGreaterThan(0);
    expect(await assignStudies(t.db, { participantId: p.id })).toBe(0);
    expect(await rows(q.id)).toEqual([]);
    expect((await rows(p.id)).length).toBe(created);
  });

  it('gives the studies for enrolled participants once the core-study consent is signed, not before', async () => {
    const p = await join(t.app);
    const studies = async () => (await rows(p.id)).map((r) => r.study_id);
    const enrolledOnly = [ANNUAL, SUB, RESEARCH];
    expect(await studies()).toContain(CORE);
    expect((await studies()).filter((id) => enrolledOnly.includes(id))).toEqual([]);
    // Screening passed, the dashboard read: still not enrolled.
    expect((await p.submit(CORE, 'intro')).statusCode).toBe(200);
    await answerAll(p, CORE, ELIGIBLE_SCREENING);
    expect((await p.submit(CORE, 'screening')).statusCode).toBe(200);
    await p.call('GET', '/api/participant/{id}/user-studies');
    expect((await studies()).filter((id) => enrolledOnly.includes(id))).toEqual([]);

    const [consent] = (
      await p.call('GET', `/api/participant/{id}/user-studies/{us:${CORE}}/consents`)
    ).json() as Array<{
      id: number;
      user_consent_id: number;
    }>;
    const signed = await p.call('POST', `/api/participant/{id}/user-studies/{us:${CORE}}/consents/${consent.id}/sign`, {
      subject_name: 'Pat Example',
      user_consent_id: consent.user_consent_id,
    });
    expect(signed.statusCode).toBe(200);
    // The signature itself assigns them (no dashboard read in between), each not started.
    const after = await rows(p.id);
    for (const id of enrolledOnly)
      expect(after.find((r) => r.study_id === id)).toEqual({ study_id: id, ...NOT_STARTED });
  });
});
