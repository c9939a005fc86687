import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExternalIdentity } from '../../context';
import { readStudyDefinitions } from '../study/service';
import { CORE, DEMO_STUDIES_DIR, ELIGIBLE_SCREENING } from '../../testing/study-test-kit';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { PROVIDER_NOT_CONFIRMED, REAUTH_REQUIRED, reauthsOf } from './service';

// DECISIONS §11 for accounts that sign in only through the external provider: they re-authenticate
// there (a fresh sign-in's code, exchanged like a sign-in's) before the first signature; the server
// requires it for them too and records every ask with the method `provider`.

const now = () => Math.floor(Date.now() / 1000);
/** The codes the fake provider vouches for: who signed in, and when. */
const codes = new Map<string, Pick<ExternalIdentity, 'subject' | 'email' | 'auth_time'>>();

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    studies: readStudyDefinitions(DEMO_STUDIES_DIR),
    seed: false,
    identities: {
      async verify(provider, code) {
        const who = codes.get(code);
        return who && { provider, email_verified: true, first_name: 'Ext', last_name: 'Ernal', ...who };
      },
    },
  });
});
afterAll(() => t.close());

async function externalAtConsent(name: string) {
  codes.set(`signin-${name}`, { subject: `sub-${name}`, email: `${name}@external.example.org`, auth_time: now() });
  const signIn = await t.app.inject({
    method: 'POST',
    url: '/api/registry/oauth/account',
    payload: { provider: 't1d', token: `signin-${name}` },
  });
  expect(signIn.statusCode, signIn.body).toBe(200);
  const headers = { authorization: `JWT ${signIn.json().token as string}` };
  const inject = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown) =>
    t.app.inject({ method, url: `/api${url}`, headers, payload: payload as never });
  const me = (await inject('GET', '/registry/me')).json() as { id: number; auth_methods: string[] };
  expect(me.auth_methods).toEqual(['oauth']);
  expect((await inject('PATCH', `/registry/participant/${me.id}`, { profile_type: 'adult' })).statusCode).toBe(200);
  const list = (await inject('GET', `/participant/${me.id}/user-studies`)).json() as Array<{
    id: number;
    study_id: number;
  }>;
  const us = list.find((u) => u.study_id === CORE)!.id;
  const submit = (procedure: string) =>
    inject('POST', `/participant/${me.id}/user-studies/${us}/user-procedures`, { procedure_id: procedure });
  expect((await submit('intro')).statusCode).toBe(200);
  for (const [question, options] of ELIGIBLE_SCREENING)
    await inject(
      'POST',
      `/participants/${me.id}/user-studies/${us}/questions/${question}/answers`,
      options.map(([option, value]) => ({ question, question_option: option, value })),
    );
  expect((await submit('screening')).statusCode).toBe(200);
  const [consent] = (await inject('GET', `/participant/${me.id}/user-studies/${us}/consents`)).json() as Array<{
    id: number;
    user_consent_id: number;
  }>;
  const sign = (extra: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: `/api/participant/${me.id}/user-studies/${us}/consents/${consent.id}/sign`,
      headers: { ...headers, ...extra },
      payload: { subject_name: 'Ext Ernal', user_consent_id: consent.user_consent_id },
    });
  const reauth = (code: string) => inject('POST', '/registry/reauth/provider', { provider: 't1d', code });
  return { id: me.id, sign, reauth, inject };
}

describe('re-authentication with the provider', () => {
  it('is required: no signature without it, and the password dialog’s call is refused', async () => {
    const p = await externalAtConsent('needs-it');
    const unsigned = await p.sign({});
    expect(unsigned.statusCode).toBe(403);
    expect(unsigned.json()).toEqual({ detail: REAUTH_REQUIRED });
    expect((await p.inject('POST', '/registry/reauth', { password: 'anything' })).statusCode).toBe(400);
  });

  it('refuses an unknown code, another identity’s and a stale sign-in; accepts a fresh one; records each ask', async () => {
    const p = await externalAtConsent('fresh');
    codes.set('other', { subject: 'sub-someone-else', email: 'else@external.example.org', auth_time: now() });
    codes.set('stale', { subject: 'sub-fresh', email: 'fresh@external.example.org', auth_time: now() - 3600 });
    codes.set('undated', { subject: 'sub-fresh', email: 'fresh@external.example.org' });
    codes.set('fresh', { subject: 'sub-fresh', email: 'fresh@external.example.org', auth_time: now() - 5 });
    for (const code of ['made-up', 'other', 'stale', 'undated']) {
      const refused = await p.reauth(code);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ code: [PROVIDER_NOT_CONFIRMED] });
    }
    const confirmed = await p.reauth('fresh');
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ reauth_token: expect.any(String), expires_in: 900 });
    expect((await reauthsOf(t.db, p.id)).map((r) => [r.method, r.outcome])).toEqual([
      ...Array.from({ length: 4 }, () => ['provider', 'refused']),
      ['provider', 'confirmed'],
    ]);
    const signed = await p.sign({ 'x-reauth': confirmed.json().reauth_token as string });
    expect(signed.statusCode).toBe(200);
  });
});
