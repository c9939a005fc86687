import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messagesIn } from '../../lib/messages-texts';
import { createTestApp, signUp, STRONG_PASSWORD, type TestApp } from '../../testing/test-app';
import { smsEnv, startTestSmsRelay, type TestSmsRelay } from '../../testing/test-sms-relay';
import { smtpEnv, startTestSmtp, type TestSmtp } from '../../testing/test-smtp';

// Every kind of message, caused the way a participant causes it, reaches the SMTP server or the SMS
// relay in each language, with the development outbox off.

let smtp: TestSmtp;
let relay: TestSmsRelay;
let t: TestApp;
beforeAll(async () => {
  [smtp, relay] = await Promise.all([startTestSmtp(), startTestSmsRelay()]);
  t = await createTestApp({
    devOutbox: false,
    publicUrl: 'https://registry.example.org',
    env: { ...smtpEnv(smtp), ...smsEnv(relay) },
    deliveryPollMs: 50,
  });
});
afterAll(async () => {
  await t.close();
  await Promise.all([smtp.close(), relay.close()]);
});

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `/api/registry${url}`, payload, headers });

/** The subjects of what reached `to`, each with its Content-Language, once `count` have. */
async function arrivedTo(to: string, count: number): Promise<Array<[string, string]>> {
  const until = Date.now() + 15_000;
  for (;;) {
    const mails = smtp.arrived.filter((m) => m.to.includes(to));
    if (mails.length >= count)
      return mails.map((m) => [m.mail.subject!, String(m.mail.headers.get('content-language'))]);
    if (Date.now() > until) throw new Error(`${mails.length} of ${count} messages reached ${to}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

describe.each(['en', 'es'] as const)('every kind of message, in %s', (lang) => {
  const texts = messagesIn(lang);
  const subjectOf = {
    welcome: texts.welcome('', '').subject,
    reset: texts.passwordReset('', 60).subject,
    code: texts.otpCode('', 10).subject,
    changed: texts.emailChanged('', '').subject,
    unlock: texts.accountUnlock('').subject,
    withdrawn: texts.withdrawalConfirmation('').subject,
    handoff: texts.childHandoff('', 60).subject,
  };
  const address = (name: string) => `${name}-${lang}@example.com`;

  it('e-mails: welcome, reset, sign-in code, e-mail changed, unlock, withdrawal', async () => {
    const me = await signUp(t.app, address('all'), { preferred_language: lang });
    await post('/reset_password', { email: address('all') }, { 'accept-language': lang });
    await t.db.query('update participants set dual_factor = true where id = $1', [me.id]);
    const { otp_id } = (await post('/login', { email: address('all'), password: STRONG_PASSWORD })).json();
    expect(otp_id).toEqual(expect.any(String));
    await t.db.query('update participants set dual_factor = false where id = $1', [me.id]);
    const moved = await t.app.inject({
      method: 'PATCH',
      url: `/api/registry/participant/${me.id}`,
      headers: me.headers,
      payload: { email: address('moved'), current_password: STRONG_PASSWORD },
    });
    expect(moved.statusCode).toBe(200);
    for (let i = 0; i < 11; i++)
      await t.app.inject({
        method: 'POST',
        url: '/api/registry/login',
        payload: { email: address('moved'), password: `Wrong-Passw0rd-${i}` },
        remoteAddress: `10.79.${lang === 'en' ? 1 : 2}.${i + 1}`,
      });
    await t.db.query('delete from login_attempts');
    await t.db.query('delete from account_locks');
    const token = (await post('/login', { email: address('moved'), password: STRONG_PASSWORD })).json().token;
    const left = await t.app.inject({
      method: 'POST',
      url: `/api/registry/participant-withdraw/${me.id}`,
      headers: { authorization: `JWT ${token}` },
      payload: { not_wish_to_disclose_my_reason: true },
    });
    expect(left.statusCode).toBe(200);
    expect((await arrivedTo(address('all'), 4)).sort()).toEqual(
      [subjectOf.welcome, subjectOf.reset, subjectOf.code, subjectOf.changed].map((s) => [s, lang]).sort(),
    );
    expect((await arrivedTo(address('moved'), 2)).sort()).toEqual(
      [subjectOf.unlock, subjectOf.withdrawn].map((s) => [s, lang]).sort(),
    );
  });

  it('e-mails the child at hand-off: one message of its own, with the link to choose a password', async () => {
    const parent = await signUp(t.app, address('parent'), {
      preferred_language: lang,
      profile_type: 'child',
      child_first_name: 'Kim',
      child_last_name: 'Ng',
    });
    await t.db.query("update participants set state = 'reconsent_pending' where id = $1", [parent.id]);
    const token = (await post('/login', { email: address('parent'), password: STRONG_PASSWORD })).json().token;
    const handed = await t.app.inject({
      method: 'POST',
      url: `/api/registry/participant/${parent.id}/reconsent/reassign_account`,
      headers: { authorization: `JWT ${token}` },
      payload: { child_email: address('kim') },
    });
    expect(handed.statusCode).toBe(200);
    expect(await arrivedTo(address('kim'), 1)).toEqual([[subjectOf.handoff, lang]]);
    const queued = await t.db.query<{ kind: string }>('select kind from outbox where to_address = $1', [
      address('kim'),
    ]);
    expect(queued.map((r) => r.kind)).toEqual(['child_handoff']);
    const text = smtp.arrived.find((m) => m.to.includes(address('kim')))!.mail.text!;
    expect(text).toMatch(/https:\/\/registry\.example\.org\/auth\/choose-password\?token=\S+/);
  });

  it('texts the consent confirmation', async () => {
    const me = await signUp(t.app, address('texted'), { preferred_language: lang });
    const phone = lang === 'en' ? '+16175550151' : '+16175550152';
    await post(`/participant/${me.id}/sms_consent`, { status: 'accepted', phone }, me.headers);
    const until = Date.now() + 15_000;
    while (!relay.received.some((r) => r.to === phone) && Date.now() < until)
      await new Promise((r) => setTimeout(r, 25));
    const text = relay.received.find((r) => r.to === phone)!;
    const link = /https:\/\/\S+/.exec(text.body)![0];
    expect(text.body).toBe(texts.smsConsent(link).body);
  });
});
