import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, request as requestContext, test, type APIRequestContext, type Page } from '@playwright/test';
import { relaySignature } from '../server/modules/delivery/relay-signature';
import { smsEnv, startTestSmsRelay, TEST_SMS_TOKEN, type TestSmsRelay } from '../server/testing/test-sms-relay';
import { smtpEnv, startTestSmtp, type ArrivedMail, type TestSmtp } from '../server/testing/test-smtp';
import { registerThroughApi, storeToken, type ApiAccount } from './support/auth';
import { expectNoAxeViolations } from './support/axe';
import { expectSaved, section } from './support/profile';
import { freePort, startServer, stopServer } from './support/own-server';
import { answer, submit, userStudyOf } from './support/study-api';

// Reminders end to end, on a server of this spec's own with the test SMTP server and SMS relay: the
// scheduler runs at a moment the test chooses (the development route moves its clock 8 days on, so
// the core study the participant started is idle), and each way of leaving a topic is followed to
// the next run and to My Profile.

test.describe.configure({ mode: 'serial' });

let base = '';
let smtp: TestSmtp;
let relay: TestSmsRelay;
let api: APIRequestContext;
let server: Awaited<ReturnType<typeof startServer>> | undefined;
const dataDir = mkdtempSync(join(tmpdir(), 'registry-reminders-e2e-'));
let nextPhone = 100;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  smtp = await startTestSmtp();
  relay = await startTestSmsRelay();
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  server = await startServer(port, dataDir, {
    // The development route that runs the scheduler at a chosen moment; no runs of its own.
    REGISTRY_DEV_OUTBOX: '1',
    REGISTRY_REMINDER_INTERVAL_S: '0',
    REGISTRY_SIGNUP_RATE_LIMIT: '1000',
    ...smtpEnv(smtp),
    ...smsEnv(relay),
  });
  api = await requestContext.newContext({ baseURL: base });
});

test.afterAll(async () => {
  await api?.dispose();
  if (server) await stopServer(server);
  await smtp?.close();
  await relay?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** A participant with texts accepted, whose core study is in progress with an answer saved now. */
async function startedParticipant(name: string): Promise<ApiAccount & { phone: string }> {
  const account = await registerThroughApi(api, { first_name: name }, { askSms: true });
  const phone = `+1617555${String((nextPhone += 1)).padStart(4, '0')}`;
  const accepted = await api.post(`/api/registry/participant/${account.id}/sms_consent`, {
    data: { status: 'accepted', phone },
    headers: { Authorization: `JWT ${account.token}` },
  });
  expect(accepted.ok(), await accepted.text()).toBe(true);
  const core = await userStudyOf(api, account, 101);
  await submit(api, account, core.id, 'intro');
  await answer(api, account, core.id, 1001, 100101, 'true');
  return { ...account, phone };
}

/** Noon in New York (the zone of a participant without one) 8 days from now: the core study is idle. */
function eightDaysOn(): string {
  const at = new Date(Date.now() + 8 * 86_400_000);
  const hour = Number(
    new Intl.DateTimeFormat('en-US', { timeZone: 'America/New_York', hour: 'numeric', hourCycle: 'h23' }).format(at),
  );
  return new Date(at.getTime() + (12 - hour) * 3_600_000).toISOString();
}

/** Waits until every queued message is sent (the worker looks every 500 ms). */
async function allSent() {
  await expect
    .poll(async () => {
      const outbox = (await (await api.get('/api/dev/outbox')).json()) as Array<{ status: string }>;
      return outbox.filter((m) => m.status === 'pending' || m.status === 'sending').length;
    })
    .toBe(0);
}

/** Runs the scheduler at `at`; then what reached this participant, once its messages are sent. */
async function runAt(at: string, p: { email: string; phone: string }) {
  // The welcome and the SMS confirmation first: what arrives after them is the run's.
  await allSent();
  const mailsBefore = smtp.arrived.length;
  const textsBefore = relay.received.length;
  const run = await api.post('/api/dev/reminders/run', { data: { at } });
  expect(run.ok(), await run.text()).toBe(true);
  expect((await run.json()) as { ran: boolean }).toMatchObject({ ran: true });
  await allSent();
  return {
    mails: smtp.arrived.slice(mailsBefore).filter((m) => m.to.includes(p.email)),
    texts: relay.received.slice(textsBefore).filter((t) => t.to === p.phone),
  };
}

async function openProfile(page: Page, account: ApiAccount) {
  await page.goto(`${base}/landing`);
  await storeToken(page, account.token);
  await page.goto(`${base}/user-profile`);
  await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
  const settings = section(page, 'Notification settings');
  await settings.getByRole('button', { name: 'Manage reminders' }).click();
  return settings.getByRole('group', { name: 'Studies you have started' });
}

/** A header as the e-mail carries it (mailparser reads List-* headers into a structure of its own). */
function rawHeader(arrived: ArrivedMail, name: string): string {
  const head = arrived.raw.split(/\r?\n\r?\n/)[0].replace(/\r?\n[ \t]+/g, ' ');
  return (head.split(/\r?\n/).find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`)) ?? '')
    .slice(name.length + 1)
    .trim();
}

test('switched off in My Profile, the ongoing-study e-mail is not sent by the next run (the text still is)', async ({
  page,
}) => {
  const p = await startedParticipant('Morgan');
  const ongoing = await openProfile(page, p);
  await expect(ongoing.getByLabel('Email')).toBeChecked();
  await ongoing.getByLabel('Email').uncheck();
  await section(page, 'Notification settings').getByRole('button', { name: 'Save changes' }).click();
  await expectSaved(page);

  const { mails, texts } = await runAt(eightDaysOn(), p);
  expect(mails).toEqual([]);
  expect(texts).toHaveLength(1);
  expect(texts[0].body).toContain('You started T1D Registry Core Study and have not answered for 7 days.');
  expect(texts[0].body).toMatch(/Reply STOP to stop texts, or open http:\/\/127\.0\.0\.1:\d+\/sms-off\?token=[\w-]+$/);
});

test('a one-click POST to the List-Unsubscribe link turns the e-mails off; the link in a browser says so; My Profile shows it', async ({
  page,
}) => {
  const p = await startedParticipant('Jordan');
  const { mails } = await runAt(eightDaysOn(), p);
  expect(mails.map((m) => m.mail.subject)).toEqual(['Pick up where you left off: T1D Registry Core Study']);
  expect(rawHeader(mails[0], 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
  const link = /<(http[^>]+)>/.exec(rawHeader(mails[0], 'List-Unsubscribe'))![1];
  expect(link).toMatch(new RegExp(`^${base.replace(/[.]/g, '\\.')}/email-off\\?token=u1\\.${p.id}\\.1\\.`));

  // What a mail client does (RFC 8058): a POST of List-Unsubscribe=One-Click, no sign-in.
  const posted = await api.post(link, { form: { 'List-Unsubscribe': 'One-Click' } });
  expect(posted.status()).toBe(200);

  // The same link opened in a browser: which e-mails are off, and the way back.
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Email reminders' })).toBeVisible();
  await expect(page.getByText('These emails are now off.')).toBeVisible();
  await expect(
    page.getByText('You will no longer receive reminder emails about studies you have started.'),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open My Profile' })).toBeVisible();
  await expectNoAxeViolations(page);

  const ongoing = await openProfile(page, p);
  await expect(ongoing.getByLabel('Email')).not.toBeChecked();
  await expect(ongoing.getByLabel('Text message (SMS)')).toBeChecked();
});

test('a STOP texted back, passed on by the relay, stops the texts: the next run sends the e-mail only', async ({
  page,
}) => {
  const p = await startedParticipant('Casey');
  const params = {
    MessageSid: 'SM00000000000000000000000000000001',
    AccountSid: 'AC0000000000000000000000000000test',
    From: p.phone,
    To: '+15005550006',
    Body: 'STOP',
  };
  const url = `${base}/api/hooks/sms-inbound`;
  const stop = await api.post(url, {
    form: params,
    headers: { 'X-Twilio-Signature': relaySignature(TEST_SMS_TOKEN, url, params) },
  });
  expect(stop.status()).toBe(200);

  const { mails, texts } = await runAt(eightDaysOn(), p);
  expect(texts).toEqual([]);
  expect(mails.map((m) => m.mail.subject)).toEqual(['Pick up where you left off: T1D Registry Core Study']);

  const ongoing = await openProfile(page, p);
  await expect(
    page.getByText('You have opted out of text messages. Switch a text message option on to receive them again.'),
  ).toBeVisible();
  await expect(ongoing.getByLabel('Text message (SMS)')).not.toBeChecked();
  await expect(ongoing.getByLabel('Email')).toBeChecked();
});
