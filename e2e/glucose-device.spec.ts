import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ChildProcess } from 'node:child_process';
import {
  expect,
  request as requestContext,
  test,
  type APIRequestContext,
  type Locator,
  type Page,
} from '@playwright/test';
import { registerThroughApi, TOKEN_KEY, uniqueEmail } from './support/auth';
import { expectNoAxeViolations } from './support/axe';
import { freePort, startServer, stopServer } from './support/own-server';

// Glucose-device linking: the development OpenID provider plays the CGM vendor. Its own
// server, because the connect card appears on every dashboard once the vendor is switched on.

let server: ChildProcess;
let base: string;
let api: APIRequestContext;

test.beforeAll(async () => {
  // Its own server starts with the demo data (migrations, studies): slow on a shared machine.
  test.setTimeout(120_000);
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  server = await startServer(port, mkdtempSync(join(tmpdir(), 'registry-glucose-')), {
    REGISTRY_DEV_OIDC: '1',
    REGISTRY_DEV_GLUCOSE_VENDOR: '1',
    REGISTRY_SIGNUP_RATE_LIMIT: '1000',
  });
  api = await requestContext.newContext({ baseURL: base });
});

test.afterAll(async () => {
  await api?.dispose();
  if (server) await stopServer(server);
});

test.beforeEach(async ({ context, page }) => {
  // The provider's dev login page imports a web font from the internet: keep the test (and its popups) offline.
  await context.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => route.abort());
  // The app's analytics events (DOM events, nothing leaves the page), collected for the asserts.
  await page.addInitScript(() => {
    const seen: unknown[] = [];
    (window as unknown as { analytics: unknown[] }).analytics = seen;
    window.addEventListener('registry-analytics', (e) => seen.push((e as CustomEvent).detail));
  });
});

/** The vendor's (the development provider's) sign-in and consent pages, then back to `returnTo`. */
async function passVendor(page: Page, login: string, returnTo: RegExp) {
  await page.waitForURL(/\/oidc\/interaction\//, { waitUntil: 'domcontentloaded' });
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill('any password');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await page.waitForURL(/\/oidc\/interaction\/|\/glucose-device\/link/, { waitUntil: 'domcontentloaded' });
  if (/\/oidc\/interaction\//.test(page.url())) await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL(returnTo, { waitUntil: 'domcontentloaded' });
}

const linkOf = async (id: number, token: string) =>
  (await api.get(`/api/participant/${id}/glucose-device`, { headers: { Authorization: `JWT ${token}` } })).json();

test('a signed-in participant connects from the dashboard through the vendor and sees it connected', async ({
  page,
}) => {
  const account = await registerThroughApi(api);
  await page.goto(`${base}/landing`);
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [TOKEN_KEY, account.token] as const);
  await page.goto(`${base}/dashboard`);

  const card = page.getByRole('region', { name: 'Connect your glucose device' });
  await expect(card).toBeVisible();
  // Keyboard only: focus the connect link and follow it with Enter.
  await card.getByRole('link', { name: 'Connect your glucose device' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`${base}/glucose-device`);
  await expect(page.getByRole('heading', { level: 1, name: 'Connect your glucose device' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Connect your glucose device' }).focus();
  await page.keyboard.press('Enter');

  await passVendor(page, 'cgm-e2e', /\/glucose-device\/link\?/);
  const heading = page.getByRole('heading', { level: 1, name: 'Your glucose device is connected' });
  await expect(heading).toBeVisible();
  await expect(heading).toBeFocused();
  await expectNoAxeViolations(page);
  expect(await page.evaluate(() => (window as unknown as { analytics: unknown[] }).analytics)).toContainEqual({
    name: 'glucose_device_connected',
    vendor: 'dev-cgm',
  });
  expect(await linkOf(account.id, account.token)).toMatchObject({ linked: true, vendor: 'dev-cgm', mode: 'old' });

  // Reloading the return address does not try again: the stored mode is used up.
  const returnUrl = page.url();
  await page.goto(returnUrl);
  await expect(page).toHaveURL(`${base}/dashboard`);
  await expect(page.getByRole('region', { name: 'Your glucose device is connected' })).toContainText('Connected on');
  expect(await linkOf(account.id, account.token)).toMatchObject({ linked: true });
});

/** Connects in the vendor's popup the gadget opens; the popup's return page hands the answer back and closes. */
async function connectInPopup(page: Page, gadget: Locator, login: string) {
  const popupOpened = page.waitForEvent('popup');
  await gadget.getByRole('button', { name: 'Connect your glucose device' }).click();
  const popup = await popupOpened;
  await popup.waitForURL(/\/oidc\/interaction\//, { waitUntil: 'domcontentloaded' });
  await popup.locator('input[name="login"]').fill(login);
  await popup.locator('input[name="password"]').fill('any password');
  const closed = popup.waitForEvent('close');
  await popup.getByRole('button', { name: 'Sign-in' }).click();
  await popup.getByRole('button', { name: 'Continue' }).click();
  await closed;
  await expect(gadget.getByRole('heading', { name: 'Your glucose device is connected' })).toBeVisible();
}

/** The hand-off on the example page: its <registry-survey> opens the core study with the shared session. */
async function expectSurveyHandoff(page: Page) {
  const events = page.locator('#events');
  await expect(events).toContainText(/handoff: study 101 user study \d+/);
  await expect(page.getByRole('heading', { name: 'Next: the questionnaire' })).toBeVisible();
  await expect(page.locator('#next-text')).toHaveText('Your device is connected. Answer the questionnaire below.');
  const survey = page.locator('registry-survey');
  // No second sign-in: the survey gadget opens the participant's core study.
  await expect(survey.getByRole('heading', { level: 1, name: 'T1D Registry Core Study' })).toBeVisible();
  await expect(survey.getByRole('heading', { name: 'Sign In' })).toHaveCount(0);
  await expect(events).toContainText('<registry-survey> analytics: fe_study_begin');
  await expect(page).toHaveURL(`${base}/examples/glucose-partner.html`);
}

test("the partner page's gadget signs in, connects in the vendor's popup and hands off to the page's survey gadget", async ({
  page,
}) => {
  const account = await registerThroughApi(api);
  await page.goto(`${base}/examples/glucose-partner.html`);
  const gadget = page.locator('registry-glucose-link');
  // In-gadget sign-in: the page's own URL never changes.
  await gadget.getByLabel('Email').fill(account.email);
  await gadget.getByLabel('Password', { exact: true }).fill('Str0ng-Passw0rd!');
  await gadget.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(gadget.getByRole('heading', { name: 'Connect your glucose device' })).toBeVisible();
  await expectNoAxeViolations(page, 'registry-glucose-link');

  await connectInPopup(page, gadget, 'cgm-partner');
  await expect(page).toHaveURL(`${base}/examples/glucose-partner.html`);
  const stored = await linkOf(account.id, account.token);
  expect(stored).toMatchObject({ linked: true, vendor: 'dev-cgm', mode: 'new' });
  await expect(page.locator('#events')).toContainText('analytics: glucose_device_connected');
  await expectSurveyHandoff(page);
  await expectNoAxeViolations(page, 'registry-glucose-link');
  await expectNoAxeViolations(page, 'registry-survey');
});

test("a newcomer signs up inside the partner page's gadget, answers the SMS question, connects and goes on to the survey", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const consoleErrors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && consoleErrors.push(m.text()));
  await page.goto(`${base}/examples/glucose-partner.html`);
  const gadget = page.locator('registry-glucose-link');
  await expect(gadget.getByRole('heading', { name: 'Sign In', level: 1 })).toBeVisible();
  await gadget.getByRole('link', { name: 'Sign Up' }).click();
  await expect(gadget.getByRole('heading', { name: 'Sign Up', level: 1 })).toBeVisible();
  await expect(page).toHaveURL(`${base}/examples/glucose-partner.html`);
  await expectNoAxeViolations(page, 'registry-glucose-link');

  const email = uniqueEmail('glucose-signup');
  await gadget.getByLabel('Myself – I am over 18 years of age.').check();
  await gadget.getByLabel('First name', { exact: true }).fill('Gwen');
  await gadget.getByLabel('Last name', { exact: true }).fill('Glucose');
  await gadget.getByLabel('Email').fill(email);
  await gadget.getByLabel('Password', { exact: true }).fill('Strong-Pass-1');
  await gadget.getByLabel('Confirm password').fill('Strong-Pass-1');
  await gadget.getByRole('button', { name: 'Create account' }).click();
  // The first sign-in's SMS question, asked inside the gadget.
  const sms = gadget.getByRole('dialog', { name: 'Get text message reminders' });
  await expect(sms).toBeVisible();
  await sms.getByRole('button', { name: 'Skip' }).click();
  await expect(sms).toBeHidden();
  await expect(gadget.getByRole('heading', { level: 1, name: 'Thank you for registering!' })).toBeVisible();
  await expect(page.locator('#events')).toContainText('<registry-glucose-link> signed in');

  // 'Let's get started' leads to the registry's dashboard in the full app; the gadget goes on to connecting.
  await gadget.getByRole('link', { name: "Let's get started" }).click();
  await expect(gadget.getByRole('heading', { name: 'Connect your glucose device' })).toBeVisible();
  await connectInPopup(page, gadget, 'cgm-signup');
  await expectSurveyHandoff(page);

  const signIn = await api.post('/api/registry/login', { data: { email, password: 'Strong-Pass-1' } });
  expect(signIn.ok()).toBe(true);
  const { token } = (await signIn.json()) as { token: string };
  const me = (await (await api.get('/api/registry/me', { headers: { Authorization: `JWT ${token}` } })).json()) as {
    id: number;
  };
  expect(me).toMatchObject({ email, first_name: 'Gwen', last_name: 'Glucose', profile_type: 'adult' });
  // The Skip was stored: the question is settled for this account.
  const smsState = await api.get(`/api/participant/${me.id}/sms_consent`, {
    headers: { Authorization: `JWT ${token}` },
  });
  expect(await smsState.json()).toEqual({ required: false });
  expect(await linkOf(me.id, token)).toMatchObject({ linked: true, vendor: 'dev-cgm', mode: 'new' });
  expect(consoleErrors.filter((e) => /no dialog registered/.test(e))).toEqual([]);
});
