import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type TestApp } from '../../testing/test-app';
import { SMS_OFF_LINK_INVALID } from './sms';

let t: TestApp;
let me: Awaited<ReturnType<typeof signUp>>;
beforeAll(async () => {
  t = await createTestApp();
  me = await signUp(t.app, 'texts@example.com');
});
afterAll(() => t.close());

const settings = async () =>
  (
    await t.app.inject({
      method: 'GET',
      url: `/api/registry/participant/${me.id}/notification-settings`,
      headers: me.headers,
    })
  ).json();

async function acceptTexts(): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/registry/participant/${me.id}/sms_consent`,
    headers: me.headers,
    payload: { status: 'accepted', phone: '+16175550142' },
  });
  expect(res.statusCode).toBe(200);
  const outbox = (await t.app.inject({ method: 'GET', url: '/api/dev/outbox?to=%2B16175550142' })).json();
  const link = new URL(outbox[0].link);
  expect(outbox[0].body).toContain(outbox[0].link);
  return link.searchParams.get('token')!;
}

describe('POST /registry/sms-off', () => {
  it('switches every text message off with the link of the consent text, without sign-in, twice alike', async () => {
    const token = await acceptTexts();
    expect((await settings()).reminders_ongoing_studies.sms_on).toBe(true);
    for (let i = 0; i < 2; i++) {
      const res = await t.app.inject({ method: 'POST', url: '/api/registry/sms-off', payload: { token } });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 'unsubscribed' });
    }
    const after = await settings();
    expect(after.sms_opted_out).toBe(true);
    expect(
      [
        after.reminders_new_ro_and_studies,
        after.reminders_ongoing_studies,
        after.newsletter,
        after.management_resources,
      ].map((s) => s.sms_on),
    ).toEqual([false, false, false, false]);
  });

  it('refuses an unknown token with a message and changes nothing', async () => {
    await acceptTexts();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/registry/sms-off',
      payload: { token: 'x'.repeat(32) },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: SMS_OFF_LINK_INVALID });
    expect((await settings()).sms_opted_out).toBe(false);
  });

  it.each([
    [{}],
    [{ token: 'short' }],
    [{ token: '<script>alert(1)</script>-padding-padding' }],
    [{ token: 'x'.repeat(32), extra: 1 }],
  ])('answers 400 for a malformed body %j', async (payload) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/registry/sms-off', payload });
    expect(res.statusCode).toBe(400);
  });
});
