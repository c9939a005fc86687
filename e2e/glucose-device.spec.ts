import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { expect, request as requestContext, test, type APIRequestContext, type Page } from '@playwright/test';
import { registerThroughApi, TOKEN_KEY } from './support/auth';
import { expectNoAxeViolations } from './support/axe';
import { freePort, startServer, stopServer } from './support/own-server';

// Glucose-device linking (issue 17): the development OpenID provider plays the CGM vendor. Its own
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

test("the partner page's gadget signs in, connects in the vendor's popup and hands off to the survey", async ({
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

  const popupOpened = page.waitForEvent('popup');
  await gadget.getByRole('button', { name: 'Connect your glucose device' }).click();
  const popup = await popupOpened;
  await popup.waitForURL(/\/oidc\/interaction\//, { waitUntil: 'domcontentloaded' });
  await popup.locator('input[name="login"]').fill('cgm-partner');
  await popup.locator('input[name="password"]').fill('any password');
  const closed = popup.waitForEvent('close');
  await popup.getByRole('button', { name: 'Sign-in' }).click();
  await popup.getByRole('button', { name: 'Continue' }).click();
  // The popup's return page hands the answer to this page and closes itself.
  await closed;

  await expect(gadget.getByRole('heading', { name: 'Your glucose device is connected' })).toBeVisible();
  await expect(page).toHaveURL(`${base}/examples/glucose-partner.html`);
  const stored = await linkOf(account.id, account.token);
  expect(stored).toMatchObject({ linked: true, vendor: 'dev-cgm', mode: 'new' });
  const events = page.locator('#events');
  await expect(events).toContainText('analytics: glucose_device_connected');
  await expect(events).toContainText(/handoff: study 101 user study \d+/);
  await expect(page.getByRole('heading', { name: 'Next: the questionnaire' })).toBeVisible();
  await expectNoAxeViolations(page, 'registry-glucose-link');
});
