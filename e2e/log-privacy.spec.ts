import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type APIResponse, type Response } from '@playwright/test';
import { DEMO, signIn, skipSmsConsent, uniqueEmail } from './support/auth';
import { confirmPassword, signWithKeyboard } from './support/consent';
import { freePort, startServer, stopServer } from './support/own-server';
import { next, press, questionHeading, typeInto } from './support/survey';

// The request log (REGISTRY_LOG=1) of a whole journey on a server of its own: a participant
// registers, answers the core study's screening, signs its consent with the password, resets the
// password through the link the outbox holds and signs in with the new one; the demo adult and the
// dual-factor demo account sign in, the latter with the code sent to it. Afterwards the whole log
// is searched for every password used, every token the server issued, the code, the reset link
// and its token, every answer typed (as typed and as stored), the signature and names, and every
// e-mail address: none is there. Standard output must be JSON lines only.

const PASSWORD = 'Journey-Pass-71';
const NEW_PASSWORD = 'Journey-Next-83';
const FIRST = 'Quinlan';
const LAST = 'Logwatcher';
const SIGNATURE = `${FIRST} ${LAST}`;
const BIRTHDAY = '07/26/1992';
const DIAGNOSED = '03/10/2005';
const isoOf = (typed: string) => {
  const [m, d, y] = typed.split('/');
  return `${y}-${m}-${d}`;
};

let dataDir = '';
let base = '';
let server: Awaited<ReturnType<typeof startServer>> | undefined;
let files: { stdout: number; stderr: number } | undefined;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  dataDir = mkdtempSync(join(tmpdir(), 'registry-log-privacy-'));
  files = { stdout: openSync(join(dataDir, 'stdout.log'), 'w'), stderr: openSync(join(dataDir, 'stderr.log'), 'w') };
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  server = await startServer(port, join(dataDir, 'data'), { REGISTRY_LOG: '1' }, files);
});

test.afterAll(async () => {
  if (server) await stopServer(server);
  if (files) for (const fd of Object.values(files)) closeSync(fd);
  rmSync(dataDir, { recursive: true, force: true });
});

/** Every token, code and link a JSON answer carries. */
function secretsIn(body: unknown, into: Set<string>) {
  if (Array.isArray(body)) for (const item of body) secretsIn(item, into);
  else if (body && typeof body === 'object')
    for (const [key, value] of Object.entries(body)) {
      if (typeof value === 'string' && /token|code|link|otp|password|reauth/i.test(key)) into.add(value);
      else secretsIn(value, into);
    }
}

test('no password, token, code, reset link, answer, name or e-mail address reaches the request log', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const context = await browser.newContext({ baseURL: base, timezoneId: 'UTC' });
  const page = await context.newPage();
  const request = context.request;
  const issued = new Set<string>();
  const collect = async (res: Response | APIResponse) => {
    if (!res.url().includes('/api/') || !(res.headers()['content-type'] ?? '').includes('json')) return;
    secretsIn(await res.json().catch(() => undefined), issued);
  };
  page.on('response', (res) => void collect(res));
  const outboxOf = async (to: string, kind: string) => {
    const res = await request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`);
    await collect(res);
    const found = ((await res.json()) as Array<{ kind: string; code?: string; link?: string }>).find(
      (m) => m.kind === kind,
    );
    expect(found, `${kind} to ${to}`).toBeTruthy();
    return found!;
  };

  // Registration.
  const email = uniqueEmail('log-privacy');
  await page.goto('/auth/register');
  await page.getByLabel('Myself – I am over 18 years of age.').check();
  await page.getByLabel('First name', { exact: true }).fill(FIRST);
  await page.getByLabel('Last name', { exact: true }).fill(LAST);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await skipSmsConsent(page);
  await expect(page).toHaveURL(/\/register-success$/);

  // The core study: intro, the four screening questions (two dates typed), its consent signed.
  await page.getByRole('link', { name: "Let's get started" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page
    .getByRole('article', { name: 'T1D Registry Core Study' })
    .getByRole('button', { name: 'Start the study' })
    .click();
  await expect(page).toHaveURL(/procedure=intro$/);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  const welcome = page.getByRole('dialog', { name: "Let's start" });
  await welcome.getByRole('button', { name: 'Begin' }).click();
  await expect(questionHeading(page, 'Have you been diagnosed with type 1 diabetes?')).toBeVisible();
  await page.getByRole('radio', { name: 'Yes' }).check();
  await next(page);
  await expect(questionHeading(page, 'Do you live in the United States?')).toBeVisible();
  await page.getByRole('radio', { name: 'Yes' }).check();
  await next(page);
  await typeInto(page, page.getByRole('textbox', { name: 'Date of birth' }), BIRTHDAY);
  await next(page);
  await typeInto(page, page.getByRole('textbox', { name: 'Date of diagnosis' }), DIAGNOSED);
  await next(page, 'Finish');
  await expect(page).toHaveURL(/procedureSubmit\?procedure=screening/);
  await page.getByRole('button', { name: 'Submit' }).click();
  await page.getByRole('dialog', { name: 'Success!' }).getByRole('button', { name: 'Continue' }).click();
  await press(page, page.getByRole('button', { name: 'Continue to Consent' }));
  await expect(page).toHaveURL(/procedure=consent/);
  await page.getByRole('dialog', { name: 'Informed Consent' }).getByRole('button', { name: 'Continue' }).click();
  await signWithKeyboard(page, SIGNATURE);
  await confirmPassword(page, PASSWORD, { wrongFirst: true });
  await expect(page.getByRole('button', { name: 'Continue to Questionnaire' })).toBeVisible();

  // Signed out, the password is reset through the e-mailed link, and the new one signs in.
  await page.evaluate(() => localStorage.clear());
  await page.goto('/auth/forgot-password');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'a link to reset the password has been sent' }),
  ).toBeVisible();
  const { link } = await outboxOf(email, 'password_reset');
  const resetLink = new URL(link!);
  const resetToken = resetLink.searchParams.get('token')!;
  await page.goto(resetLink.pathname + resetLink.search);
  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText('Your password has been reset.', { exact: false })).toBeVisible();
  await page.goto('/auth/login');
  await signIn(page, email, NEW_PASSWORD, '/dashboard');

  // The demo adult, and the dual-factor account with the code sent to it.
  const adult = await request.post('/api/registry/login', { data: DEMO.adult });
  expect(adult.ok()).toBe(true);
  await collect(adult);
  const first = await request.post('/api/registry/login', { data: DEMO.dualFactor });
  const { otp_id } = (await first.json()) as { otp_id: number };
  const { code } = await outboxOf(DEMO.dualFactor.email, 'otp_code');
  const second = await request.post('/api/registry/otp', { data: { otp_id, password: code } });
  expect(second.ok(), await second.text()).toBe(true);
  await collect(second);
  await context.close();

  await stopServer(server!);
  server = undefined;
  const stdout = readFileSync(join(dataDir, 'stdout.log'), 'utf8');
  const stderr = readFileSync(join(dataDir, 'stderr.log'), 'utf8');

  // Standard output is the log store's feed: JSON lines only, one per request with its route.
  const entries = stdout
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { msg?: string; route?: string; status?: number; reqId?: string });
  const routes = new Set(entries.filter((e) => e.msg === 'request').map((e) => `${e.route} ${e.status}`));
  for (const expected of [
    '/api/registry/signup 201',
    '/api/registry/login 200',
    '/api/registry/otp 200',
    '/api/registry/reauth 400',
    '/api/registry/reauth 200',
    '/api/participants/:id/user-studies/:userStudyId/questions/:questionId/answers 200',
    '/api/participant/:id/user-studies/:userStudyId/consents/:consentId/sign 200',
    '/api/registry/reset_password 200',
    '/api/registry/create_new_password 200',
    '/api/dev/outbox 200',
  ])
    expect(routes, expected).toContain(expected);

  const tokens = [...issued].filter((s) => s.length >= 16);
  expect(tokens.length, 'tokens issued').toBeGreaterThanOrEqual(5);
  // A JWT's signature alone would still open nothing, but a log that holds it holds the token.
  const jwtSignatures = tokens.filter((s) => s.split('.').length === 3).map((s) => s.split('.')[2]);
  const addresses = [email, DEMO.adult.email, DEMO.dualFactor.email].flatMap((a) => [a, encodeURIComponent(a)]);
  const typed = [BIRTHDAY, isoOf(BIRTHDAY), DIAGNOSED, isoOf(DIAGNOSED), SIGNATURE, FIRST, LAST];
  const passwords = [PASSWORD, NEW_PASSWORD, DEMO.adult.password, DEMO.dualFactor.password, 'Wrong-Passw0rd!'];
  const secrets = [...passwords, ...tokens, ...jwtSignatures, resetToken, link!, ...addresses, ...typed];
  for (const secret of secrets)
    expect(stdout.toLowerCase(), `the log holds ${secret}`).not.toContain(secret.toLowerCase());
  // The code is six digits: found only as a number of its own, not inside a timestamp.
  expect(stdout).not.toMatch(new RegExp(`(?<![0-9])${code}(?![0-9])`));
  // Standard error has the start-up banner (the demo accounts' published passwords) and nothing of the journey.
  for (const secret of secrets.filter((s) => !passwords.slice(2).includes(s) && !s.includes('demo.example.org')))
    expect(stderr, `standard error holds ${secret}`).not.toContain(secret);
});
