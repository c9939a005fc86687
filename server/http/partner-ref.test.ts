import { afterAll, describe, expect, it } from 'vitest';
import { PARTNER_REF_MAX_LENGTH } from '@contract';
import { createTestApp, registration } from '../testing/test-app';
import { readStudyDefinitions } from '../modules/study/service';
import { CORE, DEMO_STUDIES_DIR } from '../testing/study-test-kit';
import { PARTNER_REF_MESSAGE } from './partner-ref';

// A partner's gadget sends its own reference for the participant (X-Registry-Partner-Ref): kept with
// the registration it started and each procedure submitted through it, with the partner's origin, and
// answered back to that origin only.
const PARTNER = 'https://partner.example.com';
const OTHER = 'https://other-partner.example.org';
const t = await createTestApp({
  studies: readStudyDefinitions(DEMO_STUDIES_DIR),
  seed: false,
  allowedOrigins: [PARTNER, OTHER],
});
afterAll(() => t.close());

let counter = 0;
async function signUpFrom(origin: string | undefined, ref: string | undefined) {
  counter += 1;
  const headers: Record<string, string> = {};
  if (origin) headers.origin = origin;
  if (ref !== undefined) headers['x-registry-partner-ref'] = ref;
  return t.app.inject({
    method: 'POST',
    url: '/api/registry/signup',
    headers,
    payload: registration(`partner-ref-${counter}-${Date.now()}@example.com`, { birthday: '1990-03-01' }),
  });
}

async function joined(origin: string, ref: string) {
  const res = await signUpFrom(origin, ref);
  expect(res.statusCode).toBe(201);
  const { id, access_token } = res.json<{ id: number; access_token: string }>();
  return { id, authorization: `JWT ${access_token}` };
}

const me = (authorization: string, origin?: string) =>
  t.app.inject({ method: 'GET', url: '/api/registry/me', headers: { authorization, ...(origin ? { origin } : {}) } });

describe('a partner reference', () => {
  it('is kept with the registration, with the origin that sent it, and answered back to that origin only', async () => {
    const who = await joined(PARTNER, 'crm-4711');
    expect(await t.db.query('select origin, ref from partner_refs where participant_id = $1', [who.id])).toEqual([
      { origin: PARTNER, ref: 'crm-4711' },
    ]);
    expect((await me(who.authorization, PARTNER)).headers['x-registry-partner-ref']).toBe('crm-4711');
    // Another partner, the registry's own pages and a request without an origin never see it.
    expect((await me(who.authorization, OTHER)).headers['x-registry-partner-ref']).toBeUndefined();
    expect((await me(who.authorization)).headers['x-registry-partner-ref']).toBeUndefined();
    // The header is exposed to the partner's script.
    expect(String((await me(who.authorization, PARTNER)).headers['access-control-expose-headers'])).toMatch(
      /X-Registry-Partner-Ref/i,
    );
  });

  it('is kept with a procedure submitted through the gadget and answered back in the submission to the same partner', async () => {
    const who = await joined(PARTNER, 'crm-1');
    const list = (
      await t.app.inject({
        method: 'GET',
        url: `/api/participant/${who.id}/user-studies`,
        headers: { authorization: who.authorization },
      })
    ).json<Array<{ id: number; study_id: number }>>();
    const us = list.find((s) => s.study_id === CORE)!.id;
    const submit = (origin: string, ref: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/participant/${who.id}/user-studies/${us}/user-procedures`,
        headers: { authorization: who.authorization, origin, 'x-registry-partner-ref': ref },
        payload: { procedure_id: 'intro' },
      });
    const first = await submit(PARTNER, 'crm-1/visit-2');
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-registry-partner-ref']).toBe('crm-1/visit-2');
    expect(
      await t.db.query(
        "select partner_origin, partner_ref from user_procedures where user_study_id = $1 and procedure_id = 'intro'",
        [us],
      ),
    ).toEqual([{ partner_origin: PARTNER, partner_ref: 'crm-1/visit-2' }]);
    // The same submission seen from another partner's page: the first stands, and its reference stays hidden.
    const again = await submit(OTHER, 'theirs');
    expect(again.statusCode).toBe(200);
    expect(again.headers['x-registry-partner-ref']).toBeUndefined();
  });

  it('is not kept from an origin that is not allow-listed, nor from the registry’s own pages', async () => {
    for (const origin of ['https://elsewhere.example.net', undefined]) {
      const res = await signUpFrom(origin, 'crm-9');
      expect(res.statusCode).toBe(201);
      const { id } = res.json<{ id: number }>();
      expect(await t.db.query('select * from partner_refs where participant_id = $1', [id])).toEqual([]);
    }
  });

  it.each([
    ['too long', 'x'.repeat(PARTNER_REF_MAX_LENGTH + 1)],
    ['empty', ''],
    ['not one line', 'crm\ttwo'],
    ['not ASCII', 'crm-Zoë'],
  ])('is refused when %s (400, nothing stored)', async (_, ref) => {
    const before = await t.db.query<{ n: number }>('select count(*)::int as n from participants');
    const res = await signUpFrom(PARTNER, ref);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ partner_ref: [PARTNER_REF_MESSAGE] });
    expect(await t.db.query('select count(*)::int as n from participants')).toEqual(before);
  });

  it('takes the longest allowed reference', async () => {
    const who = await joined(PARTNER, 'r'.repeat(PARTNER_REF_MAX_LENGTH));
    expect((await me(who.authorization, PARTNER)).headers['x-registry-partner-ref']).toHaveLength(
      PARTNER_REF_MAX_LENGTH,
    );
  });
});
