import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ChildProcess } from 'node:child_process';
import type { Server } from 'node:http';
import { request as requestContext, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { registerThroughApi, TOKEN_KEY, uniqueEmail } from './support/auth';
import { expectNoAxeViolations } from './support/axe';
import { freePort, startServer, stopServer } from './support/own-server';
import { expect, test, watchCsp } from './support/partner-origin';
import { startPartnerServer } from './support/partner-server';
import { answer, enrol, readUserStudy, submit, userStudyOf } from './support/study-api';

// Glucose-device linking: the development OpenID provider plays the CGM vendor. Its own
// server, because the connect card appears on every dashboard once the vendor is switched on;
// and its own partner site on a second loopback origin (e2e/support/partner-server.ts): the CGM
// maker's page loads the gadgets from the registry under a strict CSP, and the registry
// allow-lists that origin only. Every test fails when the partner page's CSP refused anything.

let server: ChildProcess;
let partnerServer: Server;
let base: string;
let partnerPage: string;
let api: APIRequestContext;

test.beforeAll(async () => {
  // Its own server starts with the demo data (migrations, studies): slow on a shared machine.
  test.setTimeout(120_000);
  const port = await freePort();
  let otherPort = await freePort();
  while (otherPort === port) otherPort = await freePort();
  base = `http://127.0.0.1:${port}`;
  const partner = `http://localhost:${otherPort}`;
  server = await startServer(port, mkdtempSync(join(tmpdir(), 'registry-glucose-')), {
    REGISTRY_DEV_OIDC: '1',
    REGISTRY_DEV_GLUCOSE_VENDOR: '1',
    REGISTRY_SIGNUP_RATE_LIMIT: '1000',
    REGISTRY_ALLOWED_ORIGINS: partner,
  });
  ({ server: partnerServer } = await startPartnerServer(otherPort, base));
  partnerPage = `${partner}/examples/glucose-partner.html`;
  api = await requestContext.newContext({ baseURL: base });
});

test.afterAll(async () => {
  await api?.dispose();
  await new Promise((done) => (partnerServer ? partnerServer.close(done) : done(undefined)));
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

const SATISFACTION = 'How satisfied are you with your diabetes care this year?';

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
async function connectInPopup(page: Page, gadget: Locator, login: string, cspRefusals: string[]) {
  const popupOpened = page.waitForEvent('popup');
  await gadget.getByRole('button', { name: 'Connect your glucose device' }).click();
  const popup = await popupOpened;
  watchCsp(popup, cspRefusals);
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
  await expect(page).toHaveURL(partnerPage);
}

test("the partner page's gadget signs in, connects in the vendor's popup and hands off to the page's survey gadget", async ({
  page,
  cspRefusals,
}) => {
  const account = await registerThroughApi(api);
  await page.goto(partnerPage);
  const gadget = page.locator('registry-glucose-link');
  // In-gadget sign-in: the page's own URL never changes.
  await gadget.getByLabel('Email').fill(account.email);
  await gadget.getByLabel('Password', { exact: true }).fill('Str0ng-Passw0rd!');
  await gadget.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(gadget.getByRole('heading', { name: 'Connect your glucose device' })).toBeVisible();
  await expectNoAxeViolations(page, 'registry-glucose-link');

  await connectInPopup(page, gadget, 'cgm-partner', cspRefusals);
  await expect(page).toHaveURL(partnerPage);
  const stored = await linkOf(account.id, account.token);
  expect(stored).toMatchObject({ linked: true, vendor: 'dev-cgm', mode: 'new' });
  await expect(page.locator('#events')).toContainText('analytics: glucose_device_connected');
  await expectSurveyHandoff(page);
  await expectNoAxeViolations(page, 'registry-glucose-link');
  await expectNoAxeViolations(page, 'registry-survey');

  // Back on the page later (the shared session kept in the page's storage): connected already, the
  // gadget hands off again at once and the survey opens the study, without the vendor or a sign-in.
  await page.reload();
  await expect(gadget.getByRole('heading', { name: 'Your glucose device was already connected' })).toBeVisible();
  await expect(page.locator('#events')).toContainText('handoff: study 101 user study null (already linked)');
  await expect(
    page.locator('registry-survey').getByRole('heading', { level: 1, name: 'T1D Registry Core Study' }),
  ).toBeVisible();
  expect(await linkOf(account.id, account.token)).toMatchObject({ linked: true, vendor: 'dev-cgm', mode: 'new' });
});

test("the survey gadget the partner page hands off to takes the participant to the study's end: registry-survey-completed", async ({
  page,
  cspRefusals,
}) => {
  test.setTimeout(90_000);
  const account = await registerThroughApi(api, { first_name: 'Cleo', last_name: 'Complete' });
  // Enrolled, the annual questionnaire (study 102) is theirs: all answered but its last question.
  await enrol(api, account);
  const annual = await userStudyOf(api, account, 102);
  await submit(api, account, annual.id, 'intro');
  await answer(api, account, annual.id, 2001, 200102, 'true');
  await answer(api, account, annual.id, 2003, 200301, '7.1');
  await answer(api, account, annual.id, 2004, 200401, '1');

  await page.goto(partnerPage);
  const gadget = page.locator('registry-glucose-link');
  await expect(gadget.getByRole('heading', { name: 'Sign In', level: 1 })).toBeVisible();
  // The CGM maker's page for the annual questionnaire: the same page, its gadget naming study 102.
  await page.evaluate(() => document.querySelector('registry-glucose-link')!.setAttribute('study', '102'));
  await gadget.getByLabel('Email').fill(account.email);
  await gadget.getByLabel('Password', { exact: true }).fill('Str0ng-Passw0rd!');
  await gadget.getByRole('button', { name: 'Sign In', exact: true }).click();
  await connectInPopup(page, gadget, 'cgm-complete', cspRefusals);

  const events = page.locator('#events');
  await expect(events).toContainText(`handoff: study 102 user study ${annual.id}`);
  const survey = page.locator('registry-survey');
  const welcome = survey.getByRole('dialog', { name: 'Before you start' });
  await welcome.getByRole('button', { name: 'Continue' }).click();
  await expect(welcome).toHaveCount(0);
  await expect(survey.getByRole('heading', { level: 1, name: SATISFACTION })).toBeVisible();
  await survey.getByRole('radio', { name: 'Satisfied', exact: true }).check();
  await survey.getByRole('button', { name: 'Finish', exact: true }).click();
  await expect(survey.getByRole('heading', { name: 'Submit your annual questionnaire answers' })).toBeVisible();
  await survey.getByRole('button', { name: 'Submit', exact: true }).click();

  await expect(events.getByText('<registry-survey> submitted: questionnaire of study 102')).toBeVisible();
  await expect(events.getByText('<registry-survey> completed: study 102')).toBeVisible();
  expect((await readUserStudy(api, account, annual.id)).completed_at).not.toBeNull();
  expect(await linkOf(account.id, account.token)).toMatchObject({ linked: true, vendor: 'dev-cgm', mode: 'new' });
  await expect(page).toHaveURL(partnerPage);
});

test("a newcomer signs up inside the partner page's gadget, answers the SMS question, connects and goes on to the survey", async ({
  page,
  cspRefusals,
}) => {
  test.setTimeout(90_000);
  const consoleErrors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && consoleErrors.push(m.text()));
  await page.goto(partnerPage);
  const gadget = page.locator('registry-glucose-link');
  await expect(gadget.getByRole('heading', { name: 'Sign In', level: 1 })).toBeVisible();
  await gadget.getByRole('link', { name: 'Sign Up' }).click();
  await expect(gadget.getByRole('heading', { name: 'Sign Up', level: 1 })).toBeVisible();
  await expect(page).toHaveURL(partnerPage);
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
  // Behind the question the form stays; the connect step comes after it.
  await expect(gadget.getByRole('heading', { name: 'Connect your glucose device' })).toHaveCount(0);
  await sms.getByRole('button', { name: 'Skip' }).click();
  await expect(sms).toBeHidden();
  await expect(page.locator('#events')).toContainText('<registry-glucose-link> signed in');
  // Sign Up goes straight on to connecting: no registry welcome whose button only led back here.
  await expect(gadget.getByRole('heading', { name: 'Connect your glucose device' })).toBeVisible();
  await expect(gadget.getByRole('heading', { name: 'Thank you for registering!' })).toHaveCount(0);
  await connectInPopup(page, gadget, 'cgm-signup', cspRefusals);
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
