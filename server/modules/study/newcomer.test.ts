import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, type TestApp } from '../../testing/test-app';
import { CORE, startStudyApp, yearsAgo } from '../../testing/study-test-kit';

// Registration asks no birthday, so the core screening must judge on its own answers: someone who
// has just registered and answers truthfully can take part.

let t: TestApp;
beforeAll(async () => {
  t = await startStudyApp();
});
afterAll(() => t.close());

let counter = 0;

/** Registers exactly as the sign-up form does (no birthday), then answers the core screening. */
async function newcomerScreening(diagnosed: boolean, dateOfBirth = yearsAgo(34)) {
  counter += 1;
  const who = await signUp(t.app, `newcomer-${counter}-${Date.now()}@example.com`);
  const call = (method: 'GET' | 'POST', url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: who.headers,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const me = (await call('GET', '/api/registry/me')).json();
  const userStudies = (await call('GET', `/api/participant/${who.id}/user-studies`)).json() as Array<{
    id: number;
    study_id: number;
  }>;
  const us = userStudies.find((s) => s.study_id === CORE)!.id;
  const submit = (procedure_id: string) =>
    call('POST', `/api/participant/${who.id}/user-studies/${us}/user-procedures`, { procedure_id });
  const answer = async (question: number, question_option: number, value: string) => {
    const res = await call(
      'POST',
      `/api/participants/${who.id}/user-studies/${us}/questions/${question}/answers?get_all_answers`,
      [{ question, question_option, value }],
    );
    expect(res.statusCode, `question ${question}: ${res.body}`).toBe(200);
  };
  expect((await submit('intro')).statusCode).toBe(200);
  await answer(1001, diagnosed ? 100101 : 100102, 'true');
  await answer(1002, 100201, 'true');
  await answer(1004, 100401, dateOfBirth);
  await answer(1003, 100301, yearsAgo(12));
  const screening = await submit('screening');
  return { me, screening, consents: () => call('GET', `/api/participant/${who.id}/user-studies/${us}/consents`) };
}

describe('a brand-new adult (no birthday) in the core screening', () => {
  it('answering truthfully as an adult with type 1 diabetes: eligible, and the adult consent follows', async () => {
    const { me, screening, consents } = await newcomerScreening(true);
    expect(me).toMatchObject({ profile_type: 'adult', birthday: null });
    expect(screening.statusCode).toBe(200);
    expect(screening.json()).toMatchObject({
      procedure_id: 'screening',
      user_study_is_eligible: true,
      is_eligible: true,
    });
    expect((await consents()).json()).toEqual([
      expect.objectContaining({ id: 101, consent_type: 'adult', signature: null }),
    ]);
  });

  it('answering "No" to the diagnosis question: not eligible', async () => {
    const { me, screening } = await newcomerScreening(false);
    expect(me.birthday).toBeNull();
    expect(screening.statusCode).toBe(200);
    expect(screening.json()).toMatchObject({
      user_study_is_eligible: false,
      is_eligible: false,
      dashboard_status: 'completed',
    });
  });
});
