import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../testing/test-app';
import { ANNUAL, CORE, join, startStudyApp, throughConsent, type Participant } from '../../testing/study-test-kit';
import { PRESELECT_CORE_ONLY } from './preselect';

// POST /registry/converted-users/preselect (spec 001 §4 Preselect): the procedure a core-study
// participant's survey opens, for their own user study only.

let t: TestApp;
let p: Participant;
let other: Participant;
beforeAll(async () => {
  t = await startStudyApp();
  p = await join(t.app);
  other = await join(t.app);
});
afterAll(() => t.close());

const preselect = (who: Participant, userStudyId: unknown) =>
  who.call('POST', '/api/registry/converted-users/preselect', { user_study_id: userStudyId });

describe('preselect', () => {
  it('opens the first procedure not completed, and moves on as procedures complete', async () => {
    const us = await p.us(CORE);
    const first = await preselect(p, us);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ study_id: CORE, user_study_id: us, procedure_id: 'intro', completed: false });
    await throughConsent(p);
    expect((await preselect(p, us)).json()).toMatchObject({ procedure_id: 'questionnaire', completed: false });
  });

  it('refuses another participant’s user study (404), a non-core study (400), a bad body (400), no token (401)', async () => {
    expect((await preselect(other, await p.us(CORE))).statusCode).toBe(404);
    const annual = await preselect(p, await p.us(ANNUAL));
    expect(annual.statusCode).toBe(400);
    expect(annual.json()).toEqual({ user_study_id: [PRESELECT_CORE_ONLY] });
    expect((await preselect(p, 'x')).statusCode).toBe(400);
    expect((await preselect(p, 0)).statusCode).toBe(400);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/registry/converted-users/preselect',
      payload: { user_study_id: 1 },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
