import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMAIL_TAKEN_MESSAGE } from '@contract/account';
import { createTestApp, outbox, signUp, STRONG_PASSWORD, type TestApp } from '../../testing/test-app';

// Messages go in the reader's language (DECISIONS §12): the participant's preferred language, or
// for a reset link asked for while signed out, the language of the page that asked.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ publicUrl: 'https://registry.example.org' });
});
afterAll(() => t.close());

const post = (url: string, payload: object, headers?: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: `/api/registry${url}`, payload, headers });

describe('the language of outgoing messages', () => {
  it('writes a reset link asked for from a Spanish page in Spanish, and from an English page in English', async () => {
    await signUp(t.app, 'reset-es@example.com');
    await signUp(t.app, 'reset-en@example.com', { preferred_language: 'es' });
    expect(
      (await post('/reset_password', { email: 'reset-es@example.com' }, { 'accept-language': 'es-US' })).statusCode,
    ).toBe(200);
    const [spanish] = await outbox(t.app, 'reset-es@example.com');
    expect(spanish.subject).toBe('Cambie su contraseña del registro');
    expect(spanish.body).toContain('Abra este enlace en los próximos 60 minutos');
    expect(spanish.body).toContain(spanish.link);
    // The link opens the page in Spanish too.
    expect(new URL(spanish.link!).searchParams.get('lang')).toBe('es');
    expect(new URL(spanish.link!).searchParams.get('token')).toMatch(/^[\w-]{40,}$/);

    // The page decides, not the account: this participant reads Spanish but asked from an English page.
    await post('/reset_password', { email: 'reset-en@example.com' }, { 'accept-language': 'en-US,en;q=0.9' });
    const [english] = await outbox(t.app, 'reset-en@example.com');
    expect(english.subject).toBe('Reset your registry password');
    expect(english.body).toContain('Open this link within 60 minutes');
    expect(new URL(english.link!).searchParams.has('lang')).toBe(false);
  });

  it('keeps reset requests answered at the same time each in its own page language', async () => {
    const pairs = Array.from({ length: 6 }, (_, i) => ({
      email: `parallel-${i}@example.com`,
      language: i % 2 === 0 ? 'es' : 'en',
    }));
    for (const { email } of pairs) await signUp(t.app, email);
    // Each request waits before it answers (the reset's fixed answer time), so they overlap.
    const answers = await Promise.all(
      pairs.map(({ email, language }) => post('/reset_password', { email }, { 'accept-language': language })),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(pairs.map(() => 200));
    for (const { email, language } of pairs) {
      const [message] = await outbox(t.app, email);
      expect(message.subject).toBe(
        language === 'es' ? 'Cambie su contraseña del registro' : 'Reset your registry password',
      );
    }
  });

  it("sends a Spanish participant's sign-in code in Spanish, whatever the page's language", async () => {
    const { id } = await signUp(t.app, 'code-es@example.com', { preferred_language: 'es' });
    await t.db.query('update participants set dual_factor = true where id = $1', [id]);
    const res = await post(
      '/login',
      { email: 'code-es@example.com', password: STRONG_PASSWORD },
      { 'accept-language': 'en-US' },
    );
    expect(res.json()).toEqual({ otp_id: expect.any(String) });
    const [message] = await outbox(t.app, 'code-es@example.com');
    expect(message.kind).toBe('otp_code');
    expect(message.subject).toBe('Su código para iniciar sesión');
    expect(message.body).toBe(
      `Su código para iniciar sesión es ${message.code}. Solo sirve una vez. Vence en 10 minutos.`,
    );
  });

  it("sends an English participant's sign-in code in English", async () => {
    const { id } = await signUp(t.app, 'code-en@example.com');
    await t.db.query('update participants set dual_factor = true where id = $1', [id]);
    await post('/login', { email: 'code-en@example.com', password: STRONG_PASSWORD }, { 'accept-language': 'es' });
    const [message] = await outbox(t.app, 'code-en@example.com');
    expect(message.body).toBe(`Your one-time sign-in code is ${message.code}. It expires in 10 minutes.`);
  });

  it('sends the text-message consent SMS of a Spanish participant in Spanish', async () => {
    const me = await signUp(t.app, 'sms-es@example.com', { preferred_language: 'es' });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/registry/participant/${me.id}/sms_consent`,
      headers: me.headers,
      payload: { status: 'accepted', phone: '+16175550177' },
    });
    expect(res.statusCode).toBe(200);
    const [sms] = await outbox(t.app, '+16175550177');
    expect(sms.kind).toBe('sms_consent');
    expect(new URL(sms.link!).searchParams.get('lang')).toBe('es');
    expect(sms.body).toBe(
      `Ahora recibirá por mensaje de texto recordatorios y anuncios del registro. Para no recibirlos más, responda STOP o abra ${sms.link}`,
    );
  });

  it('confirms a withdrawal in the participant’s language', async () => {
    const me = await signUp(t.app, 'leaves-es@example.com', { preferred_language: 'es', first_name: 'Ana' });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/registry/participant-withdraw/${me.id}`,
      headers: me.headers,
      payload: { other: true, reason: 'Me mudé' },
    });
    expect(res.statusCode).toBe(200);
    const [message] = await outbox(t.app, 'leaves-es@example.com');
    expect(message.subject).toBe('Usted salió del registro');
    expect(message.body).toMatch(/^Hola, Ana: borramos su cuenta del registro/);
  });
});

describe('the language of account messages', () => {
  it("notifies a Spanish participant's old address of an e-mail change in Spanish", async () => {
    const me = await signUp(t.app, 'moves-es@example.com', { preferred_language: 'es', first_name: 'Luis' });
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/registry/participant/${me.id}`,
      headers: me.headers,
      payload: { email: 'moved-es@example.com', current_password: STRONG_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    const [notice] = await outbox(t.app, 'moves-es@example.com');
    expect(notice.kind).toBe('email_changed');
    expect(notice.subject).toBe('Cambió su correo electrónico para el registro');
    expect(notice.body).toContain(
      'Hola, Luis: el correo electrónico que usa para iniciar sesión en el registro cambió a moved-es@example.com.',
    );
  });

  it('hands a Spanish account to the child in Spanish: one e-mail with the password link', async () => {
    const parent = await signUp(t.app, 'padre@example.com', {
      preferred_language: 'es',
      profile_type: 'child',
      child_first_name: 'Nico',
      child_last_name: 'Ruiz',
    });
    await t.db.query("update participants set state = 'reconsent_pending' where id = $1", [parent.id]);
    const token = (await post('/login', { email: 'padre@example.com', password: STRONG_PASSWORD })).json().token;
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/registry/participant/${parent.id}/reconsent/reassign_account`,
      headers: { authorization: `JWT ${token}`, 'accept-language': 'en' },
      payload: { child_email: 'nico.ruiz@example.com' },
    });
    expect(res.statusCode).toBe(200);
    const messages = await outbox(t.app, 'nico.ruiz@example.com');
    expect(messages.map((m) => [m.kind, m.subject])).toEqual([
      ['child_handoff', 'Su cuenta del registro ya está lista para usted'],
    ]);
    expect(messages[0].link).toMatch(/\/auth\/choose-password\?token=[\w-]+&lang=es$/);
  });

  it("e-mails the unlock link of a locked account in its owner's language, not the trying page's", async () => {
    await signUp(t.app, 'locked-es@example.com', { preferred_language: 'es' });
    const tries = [];
    for (let i = 0; i < 11; i++)
      tries.push(
        await t.app.inject({
          method: 'POST',
          url: '/api/registry/login',
          payload: { email: 'locked-es@example.com', password: `Wrong-Passw0rd-${i}` },
          headers: { 'accept-language': 'en' },
          remoteAddress: `10.77.0.${i + 1}`,
        }),
      );
    expect(tries.at(-1)!.statusCode).toBe(429);
    const [message] = await outbox(t.app, 'locked-es@example.com');
    expect(message.kind).toBe('account_unlock');
    expect(message.subject).toBe('Su cuenta del registro está bloqueada');
    expect(message.body).toContain(`abra este enlace para desbloquear la cuenta: ${message.link}`);
    expect(message.link).toMatch(/\/auth\/unlock\?token=[\w-]+&lang=es$/);
  });
});

describe('the language of refusals', () => {
  it("answers a signed-out page's refusal in its language", async () => {
    const res = await post(
      '/login',
      { email: 'nobody-here@example.com', password: 'Wrong-123!' },
      { 'accept-language': 'es' },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ non_field_errors: ['No pudimos iniciar su sesión con estos datos.'] });
    const english = await post('/login', { email: 'nobody-here@example.com', password: 'Wrong-123!' });
    expect(english.json()).toEqual({ non_field_errors: ['Unable to log in with provided credentials.'] });
  });

  it("answers a signed-in participant in their language, whatever the page's", async () => {
    const changeWith = (headers: Record<string, string>) =>
      post(
        '/change_password',
        { old_password: 'Not-The-0ld!', new_password: 'N3w-Password!', new_password_confirm: 'N3w-Password!' },
        headers,
      );
    const spanish = await signUp(t.app, 'refused-es@example.com', { preferred_language: 'es' });
    const res = await changeWith({ ...spanish.headers, 'accept-language': 'en-US' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ old_password: ['La contraseña actual no es correcta.'] });
    const english = await signUp(t.app, 'refused-en@example.com');
    expect((await changeWith({ ...english.headers, 'accept-language': 'es' })).json()).toEqual({
      old_password: ['Current password is incorrect.'],
    });
  });

  it('keeps the account messages the browser recognises in English', async () => {
    await signUp(t.app, 'taken@example.com');
    const res = await post(
      '/signup',
      { first_name: 'A', last_name: 'B', email: 'taken@example.com', password: STRONG_PASSWORD, profile_type: 'adult' },
      { 'accept-language': 'es' },
    );
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ email: [EMAIL_TAKEN_MESSAGE] });
  });
});
