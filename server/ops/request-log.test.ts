import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, outbox, registration, STRONG_PASSWORD, type TestApp } from '../testing/test-app';
import { logSerializers, withoutContacts } from './request-log';

// The request log as a log store reads it: one JSON line per request with its id, route pattern,
// status and duration, and not one secret or address of those the requests carried in their
// paths, queries, headers and bodies. (The e2e journey in e2e/log-privacy.spec.ts does the same
// for everything the app sends.)

const lines: string[] = [];
let t: TestApp;
const PROXY = '10.1.2.3';
beforeAll(async () => {
  t = await createTestApp({
    seed: false,
    env: { REGISTRY_TRUST_PROXY: '10.0.0.0/8' },
    logStream: { write: (line) => void lines.push(line) },
  });
});
afterAll(() => t.close());

const EMAIL = 'log.person@example.com';
const NEW_PASSWORD = 'N3w-Secret-Passw0rd!';
const SMS_TOKEN = 'sms0ff-secret-token-value';
const CLICK_ID = 'click-secret-9f8e7d';

describe('the request log', () => {
  it('says each request once, by route pattern, without a secret or an address it carried', async () => {
    const call = (method: 'GET' | 'POST', url: string, payload?: object, headers: Record<string, string> = {}) =>
      t.app.inject({ method, url, payload, headers });
    const made = [
      await call('POST', '/api/registry/signup', registration(EMAIL)),
      await call('POST', '/api/registry/login', { email: EMAIL, password: 'Wrong-Passw0rd!' }),
    ];
    const login = await call('POST', '/api/registry/login', { email: EMAIL, password: STRONG_PASSWORD });
    const token = (login.json() as { token: string }).token;
    made.push(login, await call('GET', '/api/registry/me', undefined, { authorization: `JWT ${token}` }));
    made.push(await call('POST', '/api/registry/reset_password', { email: EMAIL }));
    const [reset] = (await outbox(t.app, EMAIL)).filter((m) => m.kind === 'password_reset');
    made.push(await call('GET', `/api/dev/outbox?to=${encodeURIComponent(EMAIL)}`));
    const resetToken = new URL(reset.link!).searchParams.get('token')!;
    made.push(
      await call('GET', `/auth/reset-password?token=${resetToken}`),
      await call('POST', '/api/registry/check-reset-password-token', { token: resetToken }),
      await call('POST', '/api/registry/create_new_password', {
        token: resetToken,
        new_password: NEW_PASSWORD,
        new_password_confirm: NEW_PASSWORD,
      }),
      await call('POST', '/api/registry/sms-off', { token: SMS_TOKEN }),
      await call('GET', `/api/email-click/${CLICK_ID}?to=${encodeURIComponent(EMAIL)}`),
    );
    // outbox() above made one request of its own.
    const log = lines.join('');
    const entries = lines
      .flatMap((l) => l.split('\n'))
      .filter(Boolean)
      .map((l) => JSON.parse(l) as Record<string, unknown>);
    const requests = entries.filter((e) => e.msg === 'request');
    expect(requests).toHaveLength(made.length + 1);
    for (const [i, res] of made.entries()) {
      const line = requests.find((e) => e.reqId === res.headers['x-request-id']);
      expect(line, `request ${i}`).toMatchObject({ status: res.statusCode, method: expect.any(String) });
      expect(typeof line!.ms).toBe('number');
    }
    expect(requests.map((e) => e.route)).toContain('/api/email-click/:emailId');
    const secrets = [EMAIL, encodeURIComponent(EMAIL), STRONG_PASSWORD, 'Wrong-Passw0rd!', NEW_PASSWORD];
    for (const secret of [...secrets, token, resetToken, SMS_TOKEN, CLICK_ID])
      expect(log, secret).not.toContain(secret);
    expect(log).not.toContain('example.com');
  });

  it('keeps an incoming X-Request-Id only from a trusted proxy, and sends the id back', async () => {
    const ask = (remoteAddress: string, id?: string) =>
      t.app.inject({
        method: 'GET',
        url: '/api/meta/version',
        remoteAddress,
        headers: { 'x-forwarded-for': '198.51.100.7', ...(id ? { 'x-request-id': id } : {}) },
      });
    expect((await ask(PROXY, 'nginx-4f2a9c')).headers['x-request-id']).toBe('nginx-4f2a9c');
    const spoofed = (await ask('203.0.113.5', 'chosen-by-client')).headers['x-request-id'];
    expect(spoofed).not.toBe('chosen-by-client');
    expect(spoofed).toMatch(/^[0-9a-f-]{36}$/);
    // Not a plain token (a space, or longer than 128 characters): replaced, even from the proxy.
    expect((await ask(PROXY, 'two words')).headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect((await ask(PROXY, 'x'.repeat(129))).headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const logged = lines.filter((l) => l.includes('"reqId":"nginx-4f2a9c"'));
    expect(logged).toHaveLength(1);
    expect(lines.join('')).not.toContain('chosen-by-client');
  });
});

describe('what a line may say', () => {
  it('of an error: its type, code, message and stack, not the values PostgreSQL quotes', () => {
    const error = Object.assign(new Error('duplicate key value violates unique constraint "participants_email_key"'), {
      code: '23505',
      detail: 'Key (email)=(ann@example.org) already exists.',
      table: 'participants',
    });
    const logged = logSerializers.err(error);
    expect(logged).toMatchObject({ type: 'Error', code: '23505', message: error.message });
    expect(JSON.stringify(logged)).not.toContain('ann@example.org');
  });

  it("of a delivery failure: the relay's words without the addresses and numbers it quotes", () => {
    const id = '<0f8fad5b-d9cb-469f-a165-70867728950e@registry.example.org>';
    expect(
      withoutContacts(`message ${id} (welcome) try 2: SMTP 550: <ann.lee@example.org>: no such user -> dead`),
    ).toBe(`message ${id} (welcome) try 2: SMTP 550: <[address]>: no such user -> dead`);
    expect(withoutContacts("HTTP 400: The 'To' number +15551234567 is not valid")).toBe(
      "HTTP 400: The 'To' number [number] is not valid",
    );
  });
});
