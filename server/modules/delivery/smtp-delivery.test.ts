import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, signUp, STRONG_PASSWORD, type TestApp } from '../../testing/test-app';
import { smtpEnv, startTestSmtp, type ArrivedMail, type TestSmtp } from '../../testing/test-smtp';

// Every e-mail the registry sends, through a real SMTP server in this process (STARTTLS and AUTH
// required), with the development outbox off: what arrives is read back with mailparser.

let smtp: TestSmtp;
let t: TestApp;
beforeAll(async () => {
  smtp = await startTestSmtp();
  t = await createTestApp({
    devOutbox: false,
    publicUrl: 'https://registry.example.org',
    env: smtpEnv(smtp),
    deliveryPollMs: 50,
    deliveryRetry: { baseMs: 200, maxMs: 400, windowMs: 60_000 },
  });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});
beforeEach(() => {
  smtp.behaviour = { kind: 'accept' };
});

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `/api/registry${url}`, payload, headers });

/** Waits for the next message to `to` of `kind` (by its subject's language-free kind header). */
async function mailTo(to: string, subject: string, timeoutMs = 10_000): Promise<ArrivedMail> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const found = smtp.arrived.find((m) => m.to.includes(to) && m.mail.subject === subject);
    if (found) return found;
    if (Date.now() > until)
      throw new Error(
        `no "${subject}" to ${to}; arrived: ${smtp.arrived.map((m) => `${m.to} ${m.mail.subject}`).join('; ')}`,
      );
    await new Promise((r) => setTimeout(r, 25));
  }
}

async function rowsTo(to: string) {
  return t.db.query<Record<string, unknown>>('select * from outbox where lower(to_address) = lower($1) order by id', [
    to,
  ]);
}

async function settled(to: string) {
  const until = Date.now() + 10_000;
  for (;;) {
    const rows = await rowsTo(to);
    if (rows.every((r) => r.status === 'sent' || r.status === 'dead')) return rows;
    if (Date.now() > until)
      throw new Error(`messages to ${to} still waiting: ${JSON.stringify(rows.map((r) => r.status))}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** The parts every message shares: headers, both parts, nothing remote in the HTML. */
function expectWellFormed(arrived: ArrivedMail, lang: 'en' | 'es') {
  const { mail } = arrived;
  expect(mail.from?.value).toEqual([{ name: 'T1D Research Registry', address: 'registry@registry.example.org' }]);
  expect(mail.replyTo?.text).toBe('help@registry.example.org');
  expect(mail.headers.get('content-language')).toBe(lang);
  expect(mail.headers.get('auto-submitted')).toBe('auto-generated');
  expect(mail.messageId).toMatch(/^<[0-9a-f-]{36}@registry\.example\.org>$/);
  expect(mail.date).toBeInstanceOf(Date);
  expect(Math.abs(mail.date!.getTime() - Date.now())).toBeLessThan(60_000);
  expect(mail.text?.trim().length).toBeGreaterThan(20);
  const html = String(mail.html);
  expect(html).toContain(`<html lang="${lang}">`);
  // Nothing is loaded from elsewhere: no image, style sheet, script, frame or CSS url().
  expect(html).not.toMatch(/<(img|link|script|iframe|object|embed)\b|\bsrc=|url\(|@import/i);
  // The only links are the message's own, on the configured public origin.
  for (const [, href] of html.matchAll(/href="([^"]*)"/g)) expect(href).toMatch(/^https:\/\/registry\.example\.org\//);
}

describe('e-mail over SMTP', () => {
  it('welcomes a new participant, in English and in Spanish', async () => {
    await signUp(t.app, 'welcome-en@example.com', { first_name: "O'Neil" });
    await signUp(t.app, 'welcome-es@example.com', { first_name: 'Inés', preferred_language: 'es' });
    const en = await mailTo('welcome-en@example.com', 'Welcome to the registry');
    expectWellFormed(en, 'en');
    expect(en.mail.text).toContain("Dear O'Neil, thank you for joining the registry.");
    expect(en.mail.text).toContain('https://registry.example.org/auth/login');
    // The name is escaped in the HTML part, never written as markup.
    expect(String(en.mail.html)).toContain('Dear O&#39;Neil, thank you');
    const es = await mailTo('welcome-es@example.com', 'Le damos la bienvenida al registro');
    expectWellFormed(es, 'es');
    expect(es.mail.text).toContain('Hola, Inés: gracias por unirse al registro.');
    expect(es.mail.text).toContain('https://registry.example.org/auth/login?lang=es');
  });

  it('sends a reset link that works, and keeps no link in clear once it is sent', async () => {
    await signUp(t.app, 'reset-smtp@example.com');
    expect(
      (await post('/reset_password', { email: 'reset-smtp@example.com' }, { 'accept-language': 'es' })).statusCode,
    ).toBe(200);
    const arrived = await mailTo('reset-smtp@example.com', 'Cambie su contraseña del registro');
    expectWellFormed(arrived, 'es');
    const link = /https:\/\/registry\.example\.org\/auth\/reset-password\?token=[\w-]+&lang=es/.exec(
      arrived.mail.text!,
    )?.[0];
    expect(link).toBeDefined();
    // The link is a link in the HTML part too, and the only one.
    expect([...String(arrived.mail.html).matchAll(/href="([^"]*)"/g)].map((m) => m[1].replace(/&amp;/g, '&'))).toEqual([
      link,
    ]);
    const token = new URL(link!).searchParams.get('token')!;
    const rows = await settled('reset-smtp@example.com');
    const reset = rows.find((r) => r.kind === 'password_reset')!;
    expect(reset).toMatchObject({
      status: 'sent',
      sealed: null,
      code: null,
      link: null,
      attempts: 1,
      last_error: null,
    });
    expect(reset.provider_message_id).toMatch(/queued as \d+/);
    expect(reset.message_id).toBe(arrived.mail.messageId);
    // Nowhere in the table: not in the body, not sealed, not in any column.
    expect(JSON.stringify(await t.db.query('select * from outbox'))).not.toContain(token);
    const changed = await post('/create_new_password', {
      token,
      new_password: 'N3w-Passw0rd!',
      new_password_confirm: 'N3w-Passw0rd!',
    });
    expect(changed.statusCode).toBe(200);
    expect(
      (await post('/login', { email: 'reset-smtp@example.com', password: 'N3w-Passw0rd!' })).json(),
    ).toHaveProperty('token');
  });

  it('sends the dual-factor code, which signs in, and erases it once sent', async () => {
    const { id } = await signUp(t.app, 'code-smtp@example.com');
    await t.db.query('update participants set dual_factor = true where id = $1', [id]);
    const { otp_id } = (await post('/login', { email: 'code-smtp@example.com', password: STRONG_PASSWORD })).json();
    const arrived = await mailTo('code-smtp@example.com', 'Your sign-in code');
    expectWellFormed(arrived, 'en');
    const code = /sign-in code is (\d{6})\./.exec(arrived.mail.text!)![1];
    expect(String(arrived.mail.html)).toContain(`>${code}</span>`);
    await settled('code-smtp@example.com');
    expect(JSON.stringify(await t.db.query("select * from outbox where kind = 'otp_code'"))).not.toContain(code);
    const verified = await post('/otp', { otp_id, password: code });
    expect(verified.json()).toHaveProperty('token');
  });

  it('notifies the old address of an e-mail change, confirms a withdrawal, and e-mails an unlock link that works', async () => {
    const me = await signUp(t.app, 'moves-smtp@example.com', { first_name: 'Dana' });
    const changed = await t.app.inject({
      method: 'PATCH',
      url: `/api/registry/participant/${me.id}`,
      headers: me.headers,
      payload: { email: 'moved-smtp@example.com', current_password: STRONG_PASSWORD },
    });
    expect(changed.statusCode).toBe(200);
    const notice = await mailTo('moves-smtp@example.com', 'Your registry sign-in email was changed');
    expectWellFormed(notice, 'en');
    expect(notice.mail.text).toContain('was changed to moved-smtp@example.com');

    for (let i = 0; i < 11; i++)
      await t.app.inject({
        method: 'POST',
        url: '/api/registry/login',
        payload: { email: 'moved-smtp@example.com', password: `Wrong-Passw0rd-${i}` },
        remoteAddress: `10.78.0.${i + 1}`,
      });
    const unlock = await mailTo('moved-smtp@example.com', 'Your registry account is locked');
    expectWellFormed(unlock, 'en');
    const token = new URL(/https:\/\/\S+\/auth\/unlock\?token=[\w-]+/.exec(unlock.mail.text!)![0]).searchParams.get(
      'token',
    )!;
    expect((await post('/unlock_account', { token })).statusCode).toBe(200);

    const fresh = (await post('/login', { email: 'moved-smtp@example.com', password: STRONG_PASSWORD })).json();
    const left = await t.app.inject({
      method: 'POST',
      url: `/api/registry/participant-withdraw/${me.id}`,
      headers: { authorization: `JWT ${fresh.token}` },
      payload: { not_wish_to_disclose_my_reason: true },
    });
    expect(left.statusCode).toBe(200);
    const bye = await mailTo('moved-smtp@example.com', 'You have withdrawn from the registry');
    expectWellFormed(bye, 'en');
    expect(bye.mail.text).toMatch(/^Dear Dana, your registry account has been deleted/);
  });

  it('hands an account to the child: one e-mail of its own, whose link to choose a password works', async () => {
    const parent = await signUp(t.app, 'parent-smtp@example.com', {
      profile_type: 'child',
      child_first_name: 'Sam',
      child_last_name: 'Lee',
      preferred_language: 'es',
    });
    await t.db.query("update participants set state = 'reconsent_pending' where id = $1", [parent.id]);
    const token = (await post('/login', { email: 'parent-smtp@example.com', password: STRONG_PASSWORD })).json().token;
    const handed = await t.app.inject({
      method: 'POST',
      url: `/api/registry/participant/${parent.id}/reconsent/reassign_account`,
      headers: { authorization: `JWT ${token}` },
      payload: { child_email: 'sam.lee@example.com' },
    });
    expect(handed.statusCode).toBe(200);
    const notice = await mailTo('sam.lee@example.com', 'Su cuenta del registro ya está lista para usted');
    expectWellFormed(notice, 'es');
    expect(notice.mail.text).toMatch(/^Su padre, madre o tutor creó su cuenta en el registro/);
    expect(notice.mail.text).not.toContain('Si usted no lo pidió');
    const link = new URL(/https:\/\/\S+\/auth\/choose-password\?token=[\w-]+&lang=es/.exec(notice.mail.text!)![0]);
    const set = await post('/create_new_password', {
      token: link.searchParams.get('token'),
      new_password: 'Sams-0wn-Passw0rd',
      new_password_confirm: 'Sams-0wn-Passw0rd',
    });
    expect(set.statusCode).toBe(200);
    expect(
      (await post('/login', { email: 'sam.lee@example.com', password: 'Sams-0wn-Passw0rd' })).json(),
    ).toHaveProperty('token');
  });
});

describe('what the relay answers', () => {
  it('takes a 550 as final: the message is dead at once and never tried again', async () => {
    smtp.behaviour = { kind: 'refuse', code: 550, message: 'No such user here' };
    await signUp(t.app, 'nobody-smtp@example.com');
    const [row] = await settled('nobody-smtp@example.com');
    expect(row).toMatchObject({ status: 'dead', attempts: 1, sealed: null });
    expect(row.last_error).toMatch(/^SMTP 550: .*No such user here/);
    smtp.behaviour = { kind: 'accept' };
    await new Promise((r) => setTimeout(r, 1_000));
    const [again] = await rowsTo('nobody-smtp@example.com');
    expect(again.attempts).toBe(1);
    expect(smtp.arrived.some((m) => m.to.includes('nobody-smtp@example.com'))).toBe(false);
  });

  it('takes a 451 as "later": the message is tried again and arrives once', async () => {
    smtp.behaviour = { kind: 'refuse', code: 451, message: 'Try again later' };
    await signUp(t.app, 'later-smtp@example.com');
    const until = Date.now() + 5_000;
    while (!(await rowsTo('later-smtp@example.com'))[0].last_error && Date.now() < until)
      await new Promise((r) => setTimeout(r, 25));
    const [waiting] = await rowsTo('later-smtp@example.com');
    expect(waiting.last_error).toMatch(/^SMTP 451/);
    expect(waiting.sealed).toMatch(/^v1\./);
    smtp.behaviour = { kind: 'accept' };
    await mailTo('later-smtp@example.com', 'Welcome to the registry');
    const [row] = await settled('later-smtp@example.com');
    expect(row.status).toBe('sent');
    expect(Number(row.attempts)).toBeGreaterThanOrEqual(2);
    expect(smtp.arrived.filter((m) => m.to.includes('later-smtp@example.com'))).toHaveLength(1);
  });

  it('does not send a code whose validity has passed', async () => {
    await smtp.stop();
    try {
      const { id } = await signUp(t.app, 'late-code@example.com');
      await t.db.query('update participants set dual_factor = true where id = $1', [id]);
      await post('/login', { email: 'late-code@example.com', password: STRONG_PASSWORD });
      await t.db.query(
        "update outbox set expires_at = now() - interval '1 second' where kind = 'otp_code' and to_address = $1",
        ['late-code@example.com'],
      );
    } finally {
      await smtp.start();
    }
    const rows = await settled('late-code@example.com');
    expect(rows.find((r) => r.kind === 'otp_code')).toMatchObject({
      status: 'dead',
      sealed: null,
      last_error: expect.stringMatching(/^expired/),
    });
    await mailTo('late-code@example.com', 'Welcome to the registry');
    expect(smtp.arrived.filter((m) => m.to.includes('late-code@example.com')).map((m) => m.mail.subject)).toEqual([
      'Welcome to the registry',
    ]);
  });
});
