import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('look-ups', () => {
  it('lists the 50 states and DC', async () => {
    const states = (await t.app.inject({ method: 'GET', url: '/api/registry/admin/addr_states' })).json();
    expect(states).toHaveLength(51);
    expect(states).toContainEqual({ name: 'District of Columbia', abbreviation: 'DC' });
  });

  it('lists IANA US time zones', async () => {
    const zones = (await t.app.inject({ method: 'GET', url: '/api/registry/time-zones' })).json() as Array<{
      id: string;
    }>;
    expect(zones.map((z) => z.id)).toEqual(
      expect.arrayContaining([
        'America/New_York',
        'America/Chicago',
        'America/Denver',
        'America/Los_Angeles',
        'Pacific/Honolulu',
      ]),
    );
    for (const { id } of zones) expect(() => new Intl.DateTimeFormat('en-US', { timeZone: id })).not.toThrow();
  });

  it('names the time zones in the reader’s language, the same ids in both', async () => {
    const get = async (language: string) =>
      (
        await t.app.inject({ method: 'GET', url: '/api/registry/time-zones', headers: { 'accept-language': language } })
      ).json() as Array<{ id: string; name: string }>;
    const [en, es] = [await get('en'), await get('es')];
    expect(es.map((z) => z.id)).toEqual(en.map((z) => z.id));
    expect(en.find((z) => z.id === 'America/New_York')!.name).toBe('Eastern Time (New York)');
    expect(es.find((z) => z.id === 'America/New_York')!.name).toBe('Hora del Este (Nueva York)');
    expect(es.find((z) => z.id === 'Pacific/Pago_Pago')!.name).toBe('Hora de Samoa (Pago Pago)');
  });

  it('answers the version with the X-TR-VERSION header', async () => {
    for (const url of ['/api/meta/version', '/api/registry/version']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.json()).toEqual({ version: res.headers['x-tr-version'] });
    }
  });
});

describe('POST /email-spelling-status', () => {
  it.each([
    ['someone@gmail.com', { is_ok: true }],
    ['someone@gmial.com', { is_ok: false, suggestion: 'someone@gmail.com' }],
    ['someone@yaho.com', { is_ok: false, suggestion: 'someone@yahoo.com' }],
    ['someone@hotmial.com', { is_ok: false, suggestion: 'someone@hotmail.com' }],
    ['someone@company.con', { is_ok: false, suggestion: 'someone@company.com' }],
    ['someone@uni-research.org', { is_ok: true }],
    ['someone@@gmail.com', { is_ok: false, message: 'Email is not valid' }],
    ['someone@gmail', { is_ok: false, message: 'Email is not valid' }],
    ['some one@gmail.com', { is_ok: false, message: 'Email is not valid' }],
  ])('%s', async (email, answer) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/email-spelling-status', payload: { email } });
    expect(res.json()).toEqual(answer);
  });

  it('answers 400 without an email', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/email-spelling-status', payload: {} })).statusCode).toBe(
      400,
    );
  });
});

describe('logging calls', () => {
  it('records an e-mail click and answers text', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/email-click/abc-123' });
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(await t.db.query('select email_id from email_clicks')).toEqual([{ email_id: 'abc-123' }]);
    expect((await t.app.inject({ method: 'GET', url: '/api/email-click/%3Cscript%3E' })).statusCode).toBe(400);
  });

  it('stores a front-end log without requiring a token, and validates it', async () => {
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/registry/frontend-log',
          payload: { message: 'boom', stackTrace: 'at x' },
        })
      ).statusCode,
    ).toBe(201);
    expect(await t.db.query('select message, stack_trace from frontend_logs')).toEqual([
      { message: 'boom', stack_trace: 'at x' },
    ]);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/registry/frontend-log', payload: { stackTrace: 'x' } }))
        .statusCode,
    ).toBe(400);
  });
});

describe('development outbox', () => {
  it('is absent unless switched on', async () => {
    const off = await createTestApp({ devOutbox: false, db: t.db, seed: false });
    expect((await off.app.inject({ method: 'GET', url: '/api/dev/outbox' })).statusCode).toBe(404);
    await off.app.close();
  });
});
