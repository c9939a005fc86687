import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import {
  signingKey,
  startTestOpenIdProvider,
  TEST_CLIENT_ID,
  TEST_CLIENT_SECRET,
  type TestOpenIdProvider,
} from '../server/testing/test-openid-provider';
import { passProvider, skipSmsConsent, TOKEN_KEY } from './support/auth';
import { freePort, startServer, stopServer } from './support/own-server';

// External sign-in through a real OpenID provider (oidc-provider on a loopback port of its own),
// given to a registry of this spec's own by its issuer and a client secret
// (REGISTRY_OAUTH_PROVIDERS), with the development provider off: the app's button goes through
// the registry's authorize address to the provider's own pages, and the code the provider sends
// back to /oauth/t1d is exchanged by the server at the provider's token endpoint.

test.describe.configure({ mode: 'serial' });

let base = '';
let op: TestOpenIdProvider;
let server: Awaited<ReturnType<typeof startServer>> | undefined;
const dataDir = mkdtempSync(join(tmpdir(), 'registry-oauth-e2e-'));
const login = `provider${Date.now().toString(36)}`;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  op = await startTestOpenIdProvider([await signingKey('e2e-key')], { redirectUris: [`${base}/oauth/t1d`] });
  const provider = { issuer: op.issuer, audience: TEST_CLIENT_ID, client_secret: TEST_CLIENT_SECRET };
  server = await startServer(port, dataDir, {
    REGISTRY_DEV_OIDC: '0',
    REGISTRY_DEV_GLUCOSE_VENDOR: '0',
    REGISTRY_PUBLIC_URL: base,
    REGISTRY_OAUTH_PROVIDERS: JSON.stringify({ t1d: provider }),
  });
});

test.afterAll(async () => {
  if (server) await stopServer(server);
  await op?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

test.beforeEach(async ({ page }) => {
  // The provider's dev login page imports a web font from the internet: keep the test offline.
  await page.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => route.abort());
});

/** From Sign In through the provider's pages, back to the app's return route. */
async function signInAtProvider(page: Page) {
  await page.goto(`${base}/auth/login`);
  const link = page.getByRole('link', { name: 'Sign in with your T1D account' });
  const href = new URL((await link.getAttribute('href'))!, page.url());
  expect(href.origin + href.pathname).toBe(`${base}/oauth/t1d/authorize`);
  expect(href.searchParams.get('client_id')).toBe(TEST_CLIENT_ID);
  expect(href.searchParams.get('redirect_uri')).toBe(`${base}/oauth/t1d`);
  await link.click();
  await passProvider(page, login, new RegExp(`^${op.issuer}/interaction/`));
}

/** Who the tab's token belongs to. */
async function signedInAs(page: Page) {
  const token = await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY);
  const me = await page.request.get(`${base}/api/registry/me`, { headers: { Authorization: `JWT ${token}` } });
  return (await me.json()) as { id: number; email: string; profile_type: string; auth_methods: string[] };
}

test("a new identity signs in through the provider's pages and chooses its profile type", async ({ page }) => {
  await signInAtProvider(page);
  const dialog = page.getByRole('dialog', { name: 'Select a profile type.' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Myself – I am over 18 years of age.').check();
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog).toBeHidden();
  await skipSmsConsent(page);
  await expect(page).toHaveURL(`${base}/dashboard`);
  expect(await signedInAs(page)).toMatchObject({
    email: `${login}@external.example.org`,
    profile_type: 'adult',
    auth_methods: ['oauth'],
  });
});

test('the same identity signs in again to the same account, straight to the dashboard', async ({ page }) => {
  await signInAtProvider(page);
  const sms = page.getByRole('dialog', { name: 'Get text message reminders' });
  await expect.poll(async () => (await sms.isVisible()) || page.url() === `${base}/dashboard`).toBe(true);
  if (await sms.isVisible()) await skipSmsConsent(page);
  await expect(page).toHaveURL(`${base}/dashboard`);
  expect(await signedInAs(page)).toMatchObject({ email: `${login}@external.example.org`, profile_type: 'adult' });
});
