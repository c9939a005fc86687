import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { registerThroughApi, skipSmsConsentIfAsked, type ApiAccount } from './support/auth';
import { expectNoAxeViolations } from './support/axe';
import { serveHostApp } from './support/static-server';

// The packed library installed into a host React app (examples/react-app) that routes
// with React Router (and a copy of it routed with wouter), type-checked with skipLibCheck false and built with Vite by
// scripts/check-consumer.mjs; here the built host runs in Chromium against the real registry.

const root = resolve(import.meta.dirname, '..');
const out = join(root, '.tmp/consumer-react19');
let host: Awaited<ReturnType<typeof serveHostApp>>;
// An account of the spec's own: it runs beside the journeys (playwright.config.ts, WAITS), and the
// demo adult's first sign-in asks the SMS question that e2e/auth-login.spec.ts expects to see.
const PASSWORD = 'Str0ng-Passw0rd!';
let account: ApiAccount;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ baseURL, playwright }) => {
  test.setTimeout(300_000);
  const request = await playwright.request.newContext({ baseURL });
  account = await registerThroughApi(request, { password: PASSWORD });
  await request.dispose();
  execFileSync(process.execPath, ['scripts/check-consumer.mjs', '--out', out], { cwd: root, stdio: 'inherit' });
  host = await serveHostApp(join(out, 'app/dist'), baseURL!);
});

test.afterAll(async () => host?.close());

test('the FAQ screen alone renders in a host page', async ({ page }) => {
  await page.goto(`${host.url}/faq-only.html`);
  await expect(page.getByRole('heading', { name: 'Frequently Asked Questions', level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);
});

test("sign-in inside the host app goes through the host's router and re-renders the host's header", async ({
  page,
}) => {
  await page.goto(`${host.url}/`);
  await expect(page.getByRole('heading', { name: 'Welcome to the clinic portal' })).toBeVisible();
  await expect(page.getByTestId('host-session')).toHaveText('Registry: signed out');

  await page.getByRole('link', { name: 'Help' }).click();
  await expect(page).toHaveURL(`${host.url}/help`);
  await expect(page.getByRole('heading', { name: 'Frequently Asked Questions', level: 1 })).toBeVisible();
  // html { font-size: 10px } in the host's CSS: the registry's text keeps its own size.
  const size = await page
    .locator('.registry-accordion')
    .getByRole('button')
    .first()
    .evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
  expect(size).toBeGreaterThanOrEqual(16);

  await page.getByRole('link', { name: 'Registry sign-in' }).click();
  await expect(page).toHaveURL(`${host.url}/registry/auth/login`);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  // Sign-in asks its questions first (spec 000 §4): the host's header already knows who signed in.
  await expect(page.getByTestId('host-session')).toHaveText(/^Registry: signed in as \S+/);
  // The destination after sign-in came through the host's navigate, under the host's base path.
  await skipSmsConsentIfAsked(page, `${host.url}/registry/dashboard`);
  await expect(page.getByTestId('host-session')).toHaveText(/^Registry: signed in as \S+/);
  await expect(page.getByTestId('host-analytics')).toHaveText(/Registry page views: ([2-9]|\d{2,})$/);
  // The server holds the session the host now shows: the stored token is accepted.
  const me = await page.evaluate(async () => {
    const token = localStorage.getItem('registry.token');
    const r = await fetch('/api/registry/me', { headers: { Authorization: `JWT ${token}` } });
    return { status: r.status, email: ((await r.json()) as { email?: string }).email };
  });
  expect(me).toEqual({ status: 200, email: account.email });

  // Back goes to the host's previous page: the sign-in replaced its own entry, nothing was pushed behind the host's back.
  await page.goBack();
  await expect(page).toHaveURL(`${host.url}/help`);
});

// The same portal routed with wouter (examples/react-app/src/wouter-host.tsx): one wouter module for
// the host and the library, each keeping its own routing (the host under /wouter, the registry under
// /wouter/registry).
test("a wouter host keeps its own links and routes beside the registry's", async ({ page }) => {
  await page.goto(`${host.url}/wouter/`);
  await expect(page.getByRole('heading', { name: 'Welcome to the clinic portal' })).toBeVisible();
  const help = page.getByRole('link', { name: 'Help' });
  await expect(help).toHaveAttribute('href', '/wouter/help');
  await help.click();
  await expect(page).toHaveURL(`${host.url}/wouter/help`);
  await expect(page.getByRole('heading', { name: 'Frequently Asked Questions', level: 1 })).toBeVisible();

  await page.getByRole('link', { name: 'Registry sign-in' }).click();
  await expect(page).toHaveURL(`${host.url}/wouter/registry/auth/login`);
  await expect(page.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/wouter/registry/auth/register');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByTestId('host-session')).toHaveText(/^Registry: signed in as \S+/);
  await skipSmsConsentIfAsked(page, `${host.url}/wouter/registry/dashboard`);
  // Signed in, the host's own links are still the host's.
  await expect(page.getByRole('link', { name: 'Home', exact: true })).toHaveAttribute('href', '/wouter/');
  await page.getByRole('link', { name: 'Help' }).click();
  await expect(page).toHaveURL(`${host.url}/wouter/help`);
  await expect(page.getByRole('heading', { name: 'Frequently Asked Questions', level: 1 })).toBeVisible();
});

// The peer range says React 18.3 || 19, so the same tarball goes into the host app with React
// 18 (scripts/consumer/react18/ pins it), type-checked, built and run the same way.
test.describe('with React 18', () => {
  const out18 = join(root, '.tmp/consumer-react18');
  let host18: Awaited<ReturnType<typeof serveHostApp>>;

  test.beforeAll(async ({ baseURL }) => {
    test.setTimeout(300_000);
    const tarball = join(
      out,
      JSON.parse(readFileSync(join(root, 'reports/consumer-react19.json'), 'utf8')).tarball.file,
    );
    execFileSync(
      process.execPath,
      ['scripts/check-consumer.mjs', '--react', '18', '--tarball', tarball, '--out', out18],
      { cwd: root, stdio: 'inherit' },
    );
    host18 = await serveHostApp(join(out18, 'app/dist'), baseURL!);
  });

  test.afterAll(async () => host18?.close());

  test('the FAQ screen and a sign-in through the host app run on React 18', async ({ page }) => {
    expect(JSON.parse(readFileSync(join(root, 'reports/consumer-react18.json'), 'utf8')).reactDom).toMatch(/^18\./);
    await page.goto(`${host18.url}/faq-only.html`);
    await expect(page.getByRole('heading', { name: 'Frequently Asked Questions', level: 1 })).toBeVisible();
    // A state change re-renders under React 18 too: the first question opens.
    const question = page.locator('.registry-accordion').getByRole('button').first();
    await question.click();
    await expect(question).toHaveAttribute('aria-expanded', 'true');

    await page.goto(`${host18.url}/registry/auth/login`);
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page.getByTestId('host-session')).toHaveText(/^Registry: signed in as \S+/);
    await skipSmsConsentIfAsked(page, `${host18.url}/registry/dashboard`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});

// Last: in serial mode a failure here must not keep the host-app journey above from running.
test('importing the FAQ screen alone costs at most 88.5 KB gzip of startup JavaScript, React included', () => {
  const report = JSON.parse(readFileSync(join(root, 'reports/consumer-react19.json'), 'utf8'));
  test.info().annotations.push({ type: 'sizes', description: JSON.stringify(report.sizes) });
  expect(report.sizes.faqScreenOnly.jsGzipKB).toBeLessThanOrEqual(report.budgets.faqScreenOnlyKB);
  expect(report.budgets.faqScreenOnlyKB).toBeLessThanOrEqual(88.5);
});
