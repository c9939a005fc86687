import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeJwt } from 'jose';
import {
  answerAll,
  CORE,
  eligibleScreening,
  join,
  startStudyApp,
  yearsAgo,
  type Participant,
} from '../../testing/study-test-kit';
import { STRONG_PASSWORD, type TestApp } from '../../testing/test-app';
import { REAUTH_REQUIRED, reauthsOf, WRONG_PASSWORD } from './service';

// DECISIONS §11: a signature needs the session's re-authentication (X-Reauth), every ask is
// recorded; DECISIONS §7: a teen's parental consent alone puts the account in the assent state,
// and the teen's own signature ends it with a fresh token.

let t: TestApp;
beforeAll(async () => {
  t = await startStudyApp();
});
afterAll(() => t.close());

const consentsUrl = `/api/participant/{id}/user-studies/{us:${CORE}}/consents`;

async function atConsent(p: Participant) {
  expect((await p.submit(CORE, 'intro')).statusCode).toBe(200);
  await answerAll(p, CORE, eligibleScreening(p.birthday ?? yearsAgo(30)));
  expect((await p.submit(CORE, 'screening')).statusCode).toBe(200);
  return (await p.call('GET', consentsUrl)).json() as Array<{
    id: number;
    user_consent_id: number;
    consent_type: string;
  }>;
}

const reauth = (p: Participant, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/registry/reauth', headers: p.headers, payload: { password } });

const signRaw = (p: Participant, c: { id: number; user_consent_id: number }, headers: Record<string, string>) =>
  p.us(CORE).then((us) =>
    t.app.inject({
      method: 'POST',
      url: `/api/participant/${p.id}/user-studies/${us}/consents/${c.id}/sign`,
      headers: { ...p.headers, ...headers },
      payload: { subject_name: 'Pat Example', user_consent_id: c.user_consent_id },
    }),
  );

describe('re-authentication before the first signature', () => {
  it('refuses a wrong password, accepts the right one, and records both asks', async () => {
    const p = await join(t.app);
    const [consent] = await atConsent(p);
    const wrong = await reauth(p, 'not-the-password');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ password: [WRONG_PASSWORD] });
    const right = await reauth(p, STRONG_PASSWORD);
    expect(right.statusCode).toBe(200);
    expect(right.json()).toEqual({ reauth_token: expect.any(String), expires_in: 900 });
    expect((await reauthsOf(t.db, p.id)).map((r) => [r.method, r.outcome])).toEqual([
      ['password', 'refused'],
      ['password', 'confirmed'],
    ]);
    // The signature keeps the ask it was made under.
    const signed = await signRaw(p, consent, { 'x-reauth': right.json().reauth_token });
    expect(signed.statusCode).toBe(200);
    const [row] = await t.db.query<{ reauth_id: number | null }>('select reauth_id from user_consents where id = $1', [
      consent.user_consent_id,
    ]);
    expect(row.reauth_id).toEqual(expect.any(Number));
  });

  it('refuses a signature without the header, with a made-up one, or with another participant’s', async () => {
    const p = await join(t.app);
    const other = await join(t.app);
    const [consent] = await atConsent(p);
    for (const headers of [
      {} as Record<string, string>,
      { 'x-reauth': 'made-up' },
      { 'x-reauth': (await reauth(other, STRONG_PASSWORD)).json().reauth_token as string },
    ]) {
      const res = await signRaw(p, consent, headers);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ detail: REAUTH_REQUIRED });
    }
  });
});

describe('the assent state (DECISIONS §7)', () => {
  it('a teen’s parental consent starts it; the next sign-in carries the privilege; the assent ends it with a fresh token', async () => {
    const email = `teen-${Date.now()}@example.com`;
    const teen = await join(t.app, {
      email,
      profile_type: 'child',
      birthday: yearsAgo(15),
      child_first_name: 'Taylor',
      child_last_name: 'Example',
    });
    const consents = await atConsent(teen);
    expect(consents.map((c) => c.consent_type)).toEqual(['parental', 'child']);
    const parental = await teen.call('POST', `${consentsUrl}/${consents[0].id}/sign`, {
      subject_name: 'Robin Example',
      user_consent_id: consents[0].user_consent_id,
    });
    expect(parental.statusCode).toBe(200);
    expect(parental.json()).not.toHaveProperty('new_jwt_token');
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/registry/login',
      payload: {
        email: (await t.db.query<{ email: string }>('select email from participants where id = $1', [teen.id]))[0]
          .email,
        password: STRONG_PASSWORD,
      },
    });
    const token = login.json().token as string;
    expect(decodeJwt(token).privileges).toContainEqual({ id: 'registry:assent', title: 'Assent' });
    const headers = { authorization: `JWT ${token}` };
    const us = await teen.us(CORE);
    // The assent token may sign, but not use the rest of the study.
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/participant/${teen.id}/user-studies`, headers })).statusCode,
    ).toBe(403);
    const proof = (
      await t.app.inject({
        method: 'POST',
        url: '/api/registry/reauth',
        headers,
        payload: { password: STRONG_PASSWORD },
      })
    ).json().reauth_token as string;
    const assent = await t.app.inject({
      method: 'POST',
      url: `/api/participant/${teen.id}/user-studies/${us}/consents/${consents[1].id}/sign`,
      headers: { ...headers, 'x-reauth': proof },
      payload: { subject_name: 'Taylor Example', user_consent_id: consents[1].user_consent_id },
    });
    expect(assent.statusCode).toBe(200);
    const fresh = assent.json().new_jwt_token as string;
    expect(decodeJwt(fresh).privileges).toEqual([{ id: 'registry:user', title: 'Registry participant' }]);
    const [row] = await t.db.query<{ state: string }>('select state from participants where id = $1', [teen.id]);
    expect(row.state).toBe('regular');
    const achievements = await t.db.query<{ code: string }>('select code from achievements where participant_id = $1', [
      teen.id,
    ]);
    expect(achievements.map((a) => a.code)).toContain('assent');
  });
});

describe('the assent state ends only by signing the child consent', () => {
  it('refuses the re-consent completion to an assent token: the state, the consent and the achievements stay', async () => {
    const teen = await join(t.app, {
      email: `teen-skip-${Date.now()}@example.com`,
      profile_type: 'child',
      birthday: yearsAgo(15),
      child_first_name: 'Sam',
      child_last_name: 'Example',
    });
    const consents = await atConsent(teen);
    const parental = await teen.call('POST', `${consentsUrl}/${consents[0].id}/sign`, {
      subject_name: 'Robin Example',
      user_consent_id: consents[0].user_consent_id,
    });
    expect(parental.statusCode).toBe(200);
    const [{ email }] = await t.db.query<{ email: string }>('select email from participants where id = $1', [teen.id]);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/registry/login',
      payload: { email, password: STRONG_PASSWORD },
    });
    const headers = { authorization: `JWT ${login.json().token as string}` };
    const skip = await t.app.inject({
      method: 'POST',
      url: `/api/registry/participant/${teen.id}/reconsent/complete`,
      headers,
      payload: {},
    });
    expect(skip.statusCode).toBe(403);
    expect(skip.json().detail).toEqual(expect.any(String));
    expect(skip.json()).not.toHaveProperty('new_jwt_token');
    const [row] = await t.db.query<{ state: string }>('select state from participants where id = $1', [teen.id]);
    expect(row.state).toBe('assent');
    const [child] = await t.db.query<{ signed_at: string | null }>(
      'select signed_at from user_consents where id = $1',
      [consents[1].user_consent_id],
    );
    expect(child.signed_at).toBeNull();
    const codes = await t.db.query<{ code: string }>('select code from achievements where participant_id = $1', [
      teen.id,
    ]);
    expect(codes.map((a) => a.code)).not.toContain('assent');
  });
});
