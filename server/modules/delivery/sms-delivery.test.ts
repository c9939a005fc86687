import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queueMessage } from './service';
import { createTestApp, signUp, type TestApp } from '../../testing/test-app';
import { smsEnv, startTestSmsRelay, TEST_SMS_FROM, type TestSmsRelay } from '../../testing/test-sms-relay';

// Text messages through an HTTP relay on loopback that speaks Twilio's Messages form, with the
// development outbox off.

let relay: TestSmsRelay;
let t: TestApp;
const logged: string[] = [];
beforeAll(async () => {
  relay = await startTestSmsRelay();
  t = await createTestApp({
    devOutbox: false,
    publicUrl: 'https://registry.example.org',
    env: smsEnv(relay),
    deliveryPollMs: 50,
    deliveryRetry: { baseMs: 200, maxMs: 400, windowMs: 60_000 },
    logStream: { write: (line: string) => void logged.push(line) },
  });
});
afterAll(async () => {
  await t.close();
  await relay.close();
});

const consent = (me: { id: number; headers: Record<string, string> }, phone: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/registry/participant/${me.id}/sms_consent`,
    headers: me.headers,
    payload: { status: 'accepted', phone },
  });

async function rowTo(phone: string, done = true) {
  const until = Date.now() + 10_000;
  for (;;) {
    const [row] = await t.db.query<Record<string, unknown>>('select * from outbox where to_address = $1', [phone]);
    if (row && (!done || row.status === 'sent' || row.status === 'dead')) return row;
    if (Date.now() > until) throw new Error(`no settled text to ${phone}: ${JSON.stringify(row)}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

describe('text messages through the relay', () => {
  it('sends the consent text in the Twilio form, with its opt-out link, and keeps no link in clear', async () => {
    const me = await signUp(t.app, 'texts@example.com', { preferred_language: 'es' });
    expect((await consent(me, '+16175550101')).statusCode).toBe(200);
    const [text] = await relay.waitFor(1);
    expect(text).toMatchObject({ to: '+16175550101', from: TEST_SMS_FROM });
    expect(text.body).toMatch(
      /^Ahora recibirá por mensaje de texto recordatorios y anuncios del registro\. Para no recibirlos más, responda STOP o abra https:\/\/registry\.example\.org\/sms-off\?token=[\w-]+&lang=es$/,
    );
    const row = await rowTo('+16175550101');
    expect(row).toMatchObject({
      status: 'sent',
      channel: 'sms',
      provider_message_id: text.sid,
      sealed: null,
      link: null,
    });
    const token = new URL(/https:\S+/.exec(text.body)![0]).searchParams.get('token')!;
    expect(JSON.stringify(await t.db.query('select * from outbox'))).not.toContain(token);
    // The link in the text works.
    const off = await t.app.inject({ method: 'POST', url: '/api/registry/sms-off', payload: { token } });
    expect(off.statusCode).toBe(200);
  });

  it('logs a text longer than one segment with its count, and sends it all the same', async () => {
    const me = await signUp(t.app, 'long-text@example.com', { preferred_language: 'es' });
    await consent(me, '+16175550102');
    await relay.waitFor(2);
    expect((await rowTo('+16175550102')).status).toBe('sent');
    // Spanish "á" makes the text UCS-2: 70 units a segment, 67 when split.
    expect(logged.join('\n')).toMatch(/SMS <[^>]+> \(sms_consent\) takes [2-9] segments \(\d+ UCS-2 units\)/);
  });

  it('tries again after the relay answers 429, and the text arrives once', async () => {
    const before = relay.received.length;
    relay.busyFor(2, 0);
    const me = await signUp(t.app, 'busy-relay@example.com');
    await consent(me, '+16175550103');
    const row = await rowTo('+16175550103');
    expect(row.status).toBe('sent');
    expect(Number(row.attempts)).toBe(3);
    expect(relay.answered.filter((s) => s === 429)).toHaveLength(2);
    expect(relay.received.slice(before).filter((r) => r.to === '+16175550103')).toHaveLength(1);
  });

  it('sends nothing to a number that switched texts off, even a message already queued', async () => {
    const me = await signUp(t.app, 'stopped@example.com');
    await t.db.query('update participants set phone = $2 where id = $1', [me.id, '+16175550104']);
    await t.db.query('update notification_settings set sms_opted_out = true where participant_id = $1', [me.id]);
    const before = relay.received.length;
    await queueMessage(
      t.db,
      { to: '+16175550104', kind: 'sms_consent', locale: 'en', subject: 'x', body: 'A reminder', participantId: me.id },
      t.app.registry.messages,
    );
    const row = await rowTo('+16175550104');
    expect(row).toMatchObject({ status: 'dead', last_error: 'the number has switched text messages off', attempts: 1 });
    expect(relay.received.slice(before).some((r) => r.to === '+16175550104')).toBe(false);
  });

  it('takes another 4xx of the relay as final', async () => {
    const me = await signUp(t.app, 'bad-number@example.com');
    await queueMessage(
      t.db,
      { to: '+1999', kind: 'sms_consent', locale: 'en', subject: 'x', body: 'Hello', participantId: me.id },
      t.app.registry.messages,
    );
    const row = await rowTo('+1999');
    expect(row).toMatchObject({ status: 'dead', attempts: 1 });
    expect(row.last_error).toMatch(/^HTTP 400: The 'To' number \+1999 is not a valid phone number\. \(21211\)$/);
  });
});
