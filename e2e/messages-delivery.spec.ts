import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, request as requestContext, test, type APIRequestContext, type Page } from '@playwright/test';
import { smtpEnv, startTestSmtp, type ArrivedMail, type TestSmtp } from '../server/testing/test-smtp';
import { DEMO, uniqueEmail } from './support/auth';
import { expectNoAxeViolations } from './support/axe';
import { freePort, startServer, stopServer } from './support/own-server';

// The account flows that depend on a message, with the development outbox off: the registry sends
// through a real SMTP server in this process (STARTTLS and AUTH), and the participant follows what
// arrives there, as they would from their mailbox.

test.describe.configure({ mode: 'serial' });

let base = '';
let smtp: TestSmtp;
let api: APIRequestContext;
let server: Awaited<ReturnType<typeof startServer>> | undefined;
const dataDir = mkdtempSync(join(tmpdir(), 'registry-delivery-e2e-'));

test.beforeAll(async () => {
  test.setTimeout(120_000);
  smtp = await startTestSmtp();
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  server = await startServer(port, dataDir, {
    REGISTRY_DEV_OUTBOX: '0',
    REGISTRY_SIGNUP_RATE_LIMIT: '1000',
    REGISTRY_RESET_RATE_LIMIT: '1000',
    ...smtpEnv(smtp),
  });
  api = await requestContext.newContext({ baseURL: base });
});

test.afterAll(async () => {
  await api?.dispose();
  if (server) await stopServer(server);
  await smtp?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** The newest e-mail to `to` with this subject, waiting for it to arrive at the SMTP server. */
async function mailTo(to: string, subject: string): Promise<ArrivedMail> {
  let found: ArrivedMail | undefined;
  await expect
    .poll(() => (found = smtp.arrived.findLast((m) => m.to.includes(to) && m.mail.subject === subject)), {
      timeout: 15_000,
    })
    .toBeDefined();
  return found!;
}

/** The one link of an e-mail (its HTML part's), as a path on this server. */
function linkIn(arrived: ArrivedMail): string {
  const links = [...String(arrived.mail.html).matchAll(/href="([^"]+)"/g)].map((m) => m[1].replace(/&amp;/g, '&'));
  expect(links).toHaveLength(1);
  expect(arrived.mail.text).toContain(links[0]);
  const url = new URL(links[0]);
  expect(url.origin).toBe(base);
  return url.pathname + url.search;
}

async function signInThrough(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

/** Skips the SMS question a first sign-in may ask, then expects to be at `path`. */
async function arriveAt(page: Page, path: RegExp) {
  const dialog = page.getByRole('dialog', { name: 'Get text message reminders' });
  await expect.poll(async () => (await dialog.isVisible()) || path.test(new URL(page.url()).pathname)).toBe(true);
  if (await dialog.isVisible()) await dialog.getByRole('button', { name: 'Skip' }).click();
  await expect(page).toHaveURL(path);
}

test('the development outbox is off: nothing is readable from it', async () => {
  expect((await api.get('/api/dev/outbox')).status()).toBe(404);
});

test('forgot password: the e-mail arrives, its link sets a new password, and the participant signs in', async ({
  page,
}) => {
  const email = uniqueEmail('mailed-reset');
  const signup = await api.post('/api/registry/signup', {
    data: { first_name: 'Rowan', last_name: 'Mail', email, password: 'Old-Pass-123', profile_type: 'adult' },
  });
  expect(signup.status()).toBe(201);
  const welcome = await mailTo(email, 'Welcome to the registry');
  expect(welcome.mail.text).toContain('Dear Rowan, thank you for joining the registry.');

  await page.goto(`${base}/auth/login`);
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'a link to reset the password has been sent' }),
  ).toBeVisible();

  const reset = await mailTo(email, 'Reset your registry password');
  expect(reset.mail.headers.get('content-language')).toBe('en');
  await page.goto(`${base}${linkIn(reset)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Reset password' })).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill('Mailed-Pass-456');
  await page.getByLabel('Confirm new password').fill('Mailed-Pass-456');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(
    page.getByText('Your password has been reset. You can now sign in with your new password.'),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto(`${base}/auth/login`);
  await signInThrough(page, email, 'Mailed-Pass-456');
  await arriveAt(page, /\/dashboard$/);
});

test('dual factor: the code arrives by e-mail and signs the participant in', async ({ page }) => {
  const before = smtp.arrived.length;
  await page.goto(`${base}/auth/login`);
  await signInThrough(page, DEMO.dualFactor.email, DEMO.dualFactor.password);
  await expect(page).toHaveURL(/\/auth\/dual-factor-authentication$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Enter one-time code' })).toBeVisible();
  let arrived: ArrivedMail | undefined;
  await expect
    .poll(() => (arrived = smtp.arrived.slice(before).find((m) => m.to.includes(DEMO.dualFactor.email))), {
      timeout: 15_000,
    })
    .toBeDefined();
  expect(arrived!.mail.subject).toBe('Your sign-in code');
  const code = /sign-in code is (\d{6})\./.exec(arrived!.mail.text!)![1];
  await page.getByLabel('Verification code').fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
  await arriveAt(page, /\/dashboard$/);
});

test('child hand-off: one e-mail of its own reaches the child, and its link lets the child in', async ({ page }) => {
  test.setTimeout(60_000);
  const childEmail = uniqueEmail('mailed-child');
  await page.goto(`${base}/auth/login`);
  await signInThrough(page, DEMO.handoff.email, DEMO.handoff.password);
  await arriveAt(page, /\/child-profile$/);
  await page.getByLabel("Child's email", { exact: true }).fill(childEmail);
  await page.getByLabel("Confirm child's email").fill(childEmail);
  await page.getByRole('button', { name: 'Send to my child' }).click();
  await page.getByRole('button', { name: 'Yes, pass it to my child' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'We have emailed your child' })).toBeVisible();

  // One e-mail, the child's own: what happened and the link; not the generic reset e-mail.
  const notice = await mailTo(childEmail, 'Your registry account is ready for you');
  expect(notice.mail.text).toMatch(/^Your parent or guardian set up your account in the registry/);
  expect(notice.mail.text).not.toContain('If you did not ask for it');
  await page.waitForTimeout(1_000);
  expect(smtp.arrived.filter((m) => m.to.includes(childEmail)).map((m) => m.mail.subject)).toEqual([
    'Your registry account is ready for you',
  ]);
  const link = linkIn(notice);
  expect(link).toMatch(/^\/auth\/choose-password\?token=/);
  await page.goto(`${base}${link}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Choose your password' })).toBeVisible();
  await page.getByLabel('Your password', { exact: true }).fill('Child-Own-Pass-1');
  await page.getByLabel('Confirm your password').fill('Child-Own-Pass-1');
  await page.getByRole('button', { name: 'Save my password' }).click();
  await expect(page.getByText(/^Your password is saved\./)).toBeVisible();
  await page.getByRole('link', { name: 'Sign In' }).click();
  await expect(page.getByLabel('Email')).toHaveValue(childEmail);
  await page.getByLabel('Password', { exact: true }).fill('Child-Own-Pass-1');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await arriveAt(page, /\/re-consent$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Re-consent' })).toBeVisible();
});
