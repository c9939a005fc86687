import { describe, expect, it } from 'vitest';
import {
  addParticipant,
  addStudy,
  giveStudy,
  onDay,
  PUBLIC_URL,
  sceneForFile,
  type SceneParticipant,
} from '../../testing/reminder-scene';
import { TEST_SMS_TOKEN } from '../../testing/test-sms-relay';
import { relaySignature } from '../delivery/service';

// Leaving a topic in one step, and My Profile showing it: a reminder e-mail's List-Unsubscribe
// (RFC 8058 one-click POST to its https link, or the page opening the same link) turns that topic's
// e-mails off without a sign-in; a STOP texted back, passed on by the relay with its signature,
// turns texts off, and START on again. The next run then sends nothing by that way.

const scene = sceneForFile();

let nextStudy = 200;
/** A participant with texts on and a study idle since day 2: a reminder is due on day 9 (and 16, 30). */
async function idleParticipant(email: string, phone: string) {
  const p = await addParticipant(scene, email, { phone });
  const study = (nextStudy += 1);
  await addStudy(scene, study, { title: `Study ${study}` });
  await giveStudy(scene, p.id, study, { assignedAt: onDay(2, 9), status: 5, lastSaveAt: onDay(2, 9) });
  await scene.reset();
  return p;
}

const arrivalsAt = (at: Date, p: SceneParticipant, phone: string) => scene.arrivalsAt(at, p.email, phone);

const settings = async (p: SceneParticipant) =>
  (
    await scene.t.app.inject({
      method: 'GET',
      url: `/api/registry/participant/${p.id}/notification-settings`,
      headers: p.headers,
    })
  ).json() as Record<string, { email_on: boolean; sms_on: boolean }> & { sms_opted_out: boolean };

/** A header as the message carries it (unfolded): mailparser reads List-* headers into a structure of its own. */
function rawHeader(raw: string, name: string): string {
  const head = raw.split(/\r?\n\r?\n/)[0].replace(/\r?\n[ \t]+/g, ' ');
  const line = head.split(/\r?\n/).find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line?.slice(name.length + 1).trim() ?? '';
}

/** The https link of a List-Unsubscribe header, as a path on this server. */
function oneClickPath(header: string): string {
  const link = /<(https:[^>]+)>/.exec(header)![1];
  expect(link.startsWith(`${PUBLIC_URL}/email-off?token=`)).toBe(true);
  return link.slice(PUBLIC_URL.length);
}

const oneClick = (path: string, payload = 'List-Unsubscribe=One-Click', type = 'application/x-www-form-urlencoded') =>
  scene.t.app.inject({ method: 'POST', url: path, payload, headers: { 'content-type': type } });

describe('a reminder e-mail', () => {
  it('carries List-Unsubscribe (https and mailto) and List-Unsubscribe-Post, and its HTML links the same page', async () => {
    const p = await idleParticipant('headers@example.com', '+15551230201');
    const { mails } = await arrivalsAt(onDay(9, 10), p, '+15551230201');
    const { html, text } = mails[0].mail;
    const list = rawHeader(mails[0].raw, 'List-Unsubscribe');
    expect(list).toMatch(
      /^<https:\/\/registry\.example\.org\/email-off\?token=u1\.\d+\.1\.[\w-]{27}>, <mailto:help@registry\.example\.org\?subject=Unsubscribe&body=https%3A%2F%2Fregistry\.example\.org%2Femail-off%3Ftoken%3Du1\.\d+\.1\.[\w-]{27}>$/,
    );
    expect(rawHeader(mails[0].raw, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    const link = /<(https:[^>]+)>/.exec(list)![1];
    expect(text).toContain(`To stop them, open ${link}`);
    expect(String(html)).toContain(`<a href="${link}"`);
  });
});

describe('the one-click unsubscribe', () => {
  it('a POST to the link turns that topic’s e-mails off without signing in; My Profile shows it; the next run sends none', async () => {
    const phone = '+15551230202';
    const p = await idleParticipant('one-click@example.com', phone);
    const first = await arrivalsAt(onDay(9, 10), p, phone);
    const path = oneClickPath(rawHeader(first.mails[0].raw, 'List-Unsubscribe'));

    const answer = await oneClick(path);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ status: 'unsubscribed', topic: 'reminders_ongoing_studies' });
    const now = await settings(p);
    expect(now.reminders_ongoing_studies).toEqual({ email_on: false, sms_on: true });
    expect(now.reminders_new_ro_and_studies).toEqual({ email_on: true, sms_on: true });
    // Again (a mail client may retry): the same answer, nothing else changes.
    expect((await oneClick(path)).statusCode).toBe(200);

    const next = await arrivalsAt(onDay(16, 10), p, phone);
    expect(next.mails).toEqual([]);
    expect(next.texts).toHaveLength(1);
  });

  it('takes a multipart form too, and refuses a POST without List-Unsubscribe=One-Click or with a changed token', async () => {
    const p = await idleParticipant('one-click-form@example.com', '+15551230203');
    const { mails } = await arrivalsAt(onDay(9, 10), p, '+15551230203');
    const path = oneClickPath(rawHeader(mails[0].raw, 'List-Unsubscribe'));
    const tampered = path.replace(/\.1\./, '.0.');
    expect((await oneClick(path, 'List-Unsubscribe=Maybe')).statusCode).toBe(400);
    expect((await oneClick(path, '{}', 'application/json')).statusCode).toBe(415);
    expect((await oneClick(tampered)).json()).toEqual({ detail: expect.stringContaining('not valid') });
    expect((await oneClick(path.replace(/=u1\.\d+/, '=u1.999999'))).statusCode).toBe(400);
    expect((await settings(p)).reminders_ongoing_studies.email_on).toBe(true);
    expect((await settings(p)).reminders_new_ro_and_studies.email_on).toBe(true);

    const boundary = 'b0undary';
    const form = `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--${boundary}--\r\n`;
    const answer = await oneClick(path, form, `multipart/form-data; boundary=${boundary}`);
    expect(answer.statusCode).toBe(200);
    expect((await settings(p)).reminders_ongoing_studies.email_on).toBe(false);
  });

  it('the page opening the link calls the API, which answers the topic; a link not ours answers 400', async () => {
    const p = await idleParticipant('page@example.com', '+15551230204');
    const { mails } = await arrivalsAt(onDay(9, 10), p, '+15551230204');
    const token = new URL(`${PUBLIC_URL}${oneClickPath(rawHeader(mails[0].raw, 'List-Unsubscribe'))}`).searchParams.get(
      'token',
    )!;
    const call = (t: string) =>
      scene.t.app.inject({ method: 'POST', url: '/api/registry/email-off', payload: { token: t } });
    expect((await call(token)).json()).toEqual({ status: 'unsubscribed', topic: 'reminders_ongoing_studies' });
    expect((await settings(p)).reminders_ongoing_studies.email_on).toBe(false);
    const refused = await call(`${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      detail: 'This unsubscribe link is not valid. Sign in and switch e-mails off under My Profile, or contact us.',
    });
  });

  it('a reminder queued before the switch went off is not sent', async () => {
    const p = await idleParticipant('queued@example.com', '+15551230205');
    await scene.smtp.stop();
    await scene.t.app.reminders.runOnce(onDay(9, 10));
    // Its first try has failed (the relay is down) and it waits for the next.
    for (let waited = 0; ; waited += 20) {
      const [row] = await scene.t.db.query<{ status: string; attempts: number }>(
        `select status, attempts from outbox where participant_id = $1 and kind = 'reminder_ongoing' and channel = 'email'`,
        [p.id],
      );
      if (row?.status === 'pending' && row.attempts > 0) break;
      if (waited > 10_000) throw new Error('the e-mail was never tried');
      await new Promise((r) => setTimeout(r, 20));
    }
    const off = await scene.t.app.inject({
      method: 'PATCH',
      url: `/api/registry/participant/${p.id}/notification-settings`,
      headers: p.headers,
      payload: { reminders_ongoing_studies: { email_on: false } },
    });
    expect(off.statusCode).toBe(200);
    await scene.smtp.start();
    await scene.run(onDay(9, 11));
    const rows = await scene.t.db.query<{ channel: string; status: string; last_error: string | null }>(
      `select channel, status, last_error from outbox where participant_id = $1 and kind = 'reminder_ongoing' order by channel`,
      [p.id],
    );
    expect(rows).toEqual([
      { channel: 'email', status: 'dead', last_error: 'the participant switched this topic off' },
      { channel: 'sms', status: 'sent', last_error: null },
    ]);
    expect(scene.take().mails.filter((m) => m.to.includes(p.email))).toEqual([]);
  });
});

describe('a text sent back to the registry', () => {
  const inbound = (
    params: Record<string, string>,
    signature = relaySignature(TEST_SMS_TOKEN, `${PUBLIC_URL}/api/hooks/sms-inbound`, params),
  ) =>
    scene.t.app.inject({
      method: 'POST',
      url: '/api/hooks/sms-inbound',
      payload: new URLSearchParams(params).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': signature },
    });
  const twilio = (from: string, body: string) => ({
    MessageSid: 'SM0123456789abcdef0123456789abcdef',
    AccountSid: 'AC0000000000000000000000000000test',
    From: from,
    To: '+15005550006',
    Body: body,
  });

  it('STOP, with the relay’s signature, stops the texts (My Profile shows them off); START brings them back', async () => {
    const phone = '+15551230206';
    const p = await idleParticipant('stop@example.com', phone);
    const stop = await inbound(twilio(phone, ' stop '));
    expect(stop.statusCode).toBe(200);
    expect(stop.headers['content-type']).toMatch(/^text\/xml/);
    expect(stop.body).toBe('<?xml version="1.0" encoding="UTF-8"?><Response></Response>');
    const off = await settings(p);
    expect(off.sms_opted_out).toBe(true);
    expect(off.reminders_ongoing_studies).toEqual({ email_on: true, sms_on: false });
    expect(off.reminders_new_ro_and_studies).toEqual({ email_on: true, sms_on: false });

    const during = await arrivalsAt(onDay(9, 10), p, phone);
    expect(during.mails).toHaveLength(1);
    expect(during.texts).toEqual([]);

    expect((await inbound(twilio(phone, 'START'))).statusCode).toBe(200);
    const on = await settings(p);
    expect(on.sms_opted_out).toBe(false);
    expect(on.reminders_ongoing_studies).toEqual({ email_on: true, sms_on: true });
    expect((await arrivalsAt(onDay(16, 10), p, phone)).texts).toHaveLength(1);
  });

  it('without the relay’s signature, or with another word, changes nothing', async () => {
    const phone = '+15551230207';
    const p = await idleParticipant('not-stop@example.com', phone);
    expect((await inbound(twilio(phone, 'STOP'), 'c2lnbmVkIGJ5IHNvbWVvbmUgZWxzZQ==')).statusCode).toBe(403);
    const forged = twilio(phone, 'STOP');
    const signedOther = relaySignature(TEST_SMS_TOKEN, `${PUBLIC_URL}/api/hooks/sms-inbound`, {
      ...forged,
      Body: 'HELLO',
    });
    expect((await inbound(forged, signedOther)).statusCode).toBe(403);
    expect((await inbound(twilio(phone, 'Thanks, will do'))).statusCode).toBe(200);
    const still = await settings(p);
    expect(still.sms_opted_out).toBe(false);
    expect(still.reminders_ongoing_studies.sms_on).toBe(true);
  });
});
