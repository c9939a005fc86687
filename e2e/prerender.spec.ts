import { expect, test, type Page } from '@playwright/test';
import { registerThroughApi, storeToken, TOKEN_KEY } from './support/auth';

// Pre-rendered public pages: the HTML holds the page before any script runs, the app
// hydrates it without a mismatch, and the links then navigate inside the app.

const PAGES = [
  { path: '/landing', title: 'Welcome to the registry!' },
  { path: '/faq', title: 'Frequently Asked Questions' },
  { path: '/auth/login', title: 'Sign In' },
  { path: '/auth/register', title: 'Sign Up' },
  { path: '/terms-of-use', title: 'Terms of Use' },
  { path: '/privacy-policy', title: 'Privacy Policy' },
];

/** Console errors and warnings, and uncaught errors, of a page from now on. */
function problemsOf(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (m) => {
    // The 404 page's own document answers 404 on purpose (crawlers see it); Chromium logs that.
    if (m.text().includes('status of 404') && m.location().url.endsWith('/no/such/page')) return;
    // Playwright's own word that it kept the site's service worker out (playwright.config.ts).
    if (m.text() === 'Service Worker registration blocked by Playwright') return;
    if (m.type() === 'error' || m.type() === 'warning') problems.push(`${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`uncaught: ${e.message}`));
  return problems;
}

/** React has taken over the page's heading (hydration keeps the element and attaches to it). */
/** Holds the app's entry script until `release()`: only the pre-rendered page is there meanwhile. */
async function holdEntryScript(page: Page) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

async function expectHydrated(page: Page) {
  await expect
    .poll(() => page.locator('h1').evaluate((h1) => Object.keys(h1).some((key) => key.startsWith('__reactFiber'))))
    .toBe(true);
}

test('the server sends every public page with its heading in the HTML, and the 404 page with status 404', async ({
  request,
}) => {
  for (const { path, title } of PAGES) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(200);
    const html = await res.text();
    expect(html, path).toContain('<div id="root" data-prerendered>');
    expect(html, path).toMatch(new RegExp(`<h1[^>]*>${title}</h1>`));
  }
  const missing = await request.get('/no/such/page');
  expect(missing.status()).toBe(404);
  expect(await missing.text()).toMatch(/<h1[^>]*>Page Not Found<\/h1>/);
  // With a query the app renders the page itself; a signed-in route lists its own chunk for the
  // entry's first module to preload (e2e/signed-in-frame.spec.ts).
  expect(await (await request.get('/landing?from=mail')).text()).toContain('<div id="root"></div>');
  expect(await (await request.get('/dashboard')).text()).toMatch(/id="registry-chunks">[^<]*dashboard-screen-/);
});

test('with JavaScript off the landing page still shows its heading and links', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/landing');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to the registry!' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign Up' })).toHaveAttribute(
    'href',
    '/auth/register',
  );
  await context.close();
});

/**
 * Every element of the pre-rendered page, taken before any script runs (the entry is held back
 * until then), and how many of them are still in the page once the app has hydrated and loaded
 * what it loads at start (as `tag.class`): a redrawn part would replace its elements (and the focus inside them).
 */
async function elementsReplacedByHydration(page: Page, path: string): Promise<{ before: number; replaced: string[] }> {
  const release = await holdEntryScript(page);
  await page.goto(path, { waitUntil: 'commit' });
  // Parsed ('interactive' comes before the module scripts run, and the entry is held anyway).
  await page.waitForFunction(() => document.readyState !== 'loading');
  await page.evaluate(() => {
    (window as unknown as { prerendered: Element[] }).prerendered = [...document.querySelectorAll('#root *')];
  });
  release();
  await expectHydrated(page);
  await page.waitForLoadState('networkidle');
  await page.unroute(/\/assets\/index-[^/]+\.js$/);
  return page.evaluate(() => {
    const before = (window as unknown as { prerendered: Element[] }).prerendered;
    const replaced = before.filter((el) => !el.isConnected);
    return { before: before.length, replaced: replaced.map((el) => `${el.tagName.toLowerCase()}.${el.className}`) };
  });
}

test('hydration keeps every pre-rendered element: nothing is redrawn', async ({ page }) => {
  for (const { path } of PAGES) {
    const { before, replaced } = await elementsReplacedByHydration(page, path);
    expect(before, path).toBeGreaterThan(20);
    expect(replaced, path).toEqual([]);
  }
});

test('the pages hydrate without console errors, and a landing link then navigates without reloading', async ({
  page,
  request,
}) => {
  const problems = problemsOf(page);
  for (const { path, title } of [...PAGES, { path: '/no/such/page', title: 'Page Not Found' }]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expectHydrated(page);
  }
  // The sign-in form takes input once hydrated.
  await page.goto('/auth/login');
  await expect(page.getByLabel('Email')).toBeEditable();

  await page.goto('/landing');
  await expectHydrated(page);
  await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));
  await page.getByRole('banner').getByRole('link', { name: 'FAQ' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeVisible();
  expect(page.url()).toMatch(/\/faq$/);
  expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);

  // A tab holding a session renders afresh (the markup is the signed-out page) and is signed in.
  const { token } = await registerThroughApi(request, { first_name: 'Pia', last_name: 'Prerender' });
  await storeToken(page, token);
  await page.goto('/terms-of-use');
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'My Profile' })).toBeVisible();
  expect(problems).toEqual([]);
});

test('the pre-rendered sign-in form takes typing at once and keeps it when the app takes over; Enter waits for the app', async ({
  page,
  request,
}) => {
  const { email } = await registerThroughApi(request, { first_name: 'Early', last_name: 'Typist' });
  const release = await holdEntryScript(page);
  await page.goto('/auth/login', { waitUntil: 'commit' });
  await page.waitForFunction(() => document.readyState !== 'loading');
  // Only the pre-rendered page so far: the participant clicks into the fields and types.
  await page.getByLabel('Email').click({ timeout: 3000 });
  await page.keyboard.type(email);
  await page.getByLabel('Password', { exact: true }).click({ timeout: 3000 });
  await page.keyboard.type('Str0ng-Passw0rd!');
  await expect(page.getByLabel('Email')).toHaveValue(email);
  // Show (the password) would lose its press: it waits for the app.
  await expect(page.getByRole('button', { name: /^Show/ })).toBeDisabled();
  // Enter before the app has its code does nothing (the browser would send the form as a GET, the
  // password in the address).
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeDisabled();
  expect(new URL(page.url()).search).toBe('');
  release();
  await expectHydrated(page);
  await page.unroute(/\/assets\/index-[^/]+\.js$/);
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue('Str0ng-Passw0rd!');
  await expect(page.getByRole('button', { name: /^Show/ })).toBeEnabled();
  // What was typed is the form's: Enter signs in with it.
  await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeEnabled();
  await page.getByLabel('Password', { exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard$/);
  expect(await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY)).toBeTruthy();
});

test('typing into the pre-rendered sign-in form is kept when the app draws the page afresh (a tab holding session keys)', async ({
  page,
  request,
}) => {
  const { email } = await registerThroughApi(request, { first_name: 'Fresh', last_name: 'Typist' });
  // A key of an earlier visit (a parent's hand-off left the child's address): the page is not hydrated.
  await page.goto('/landing');
  await page.evaluate(() => localStorage.setItem('registry.child_email', 'earlier@example.com'));
  const release = await holdEntryScript(page);
  await page.goto('/auth/login', { waitUntil: 'commit' });
  await page.waitForFunction(() => document.readyState !== 'loading');
  const prerendered = await page.getByLabel('Email').elementHandle();
  await page.getByLabel('Email').click({ timeout: 3000 });
  await page.keyboard.type(email);
  await page.getByLabel('Password', { exact: true }).click({ timeout: 3000 });
  await page.keyboard.type('Str0ng-Passw0rd!');
  release();
  await expectHydrated(page);
  await page.unroute(/\/assets\/index-[^/]+\.js$/);
  // Drawn afresh: the app's own field, not the pre-rendered one, holds what was typed, and the focus.
  expect(await prerendered!.evaluate((input) => input.isConnected)).toBe(false);
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue('Str0ng-Passw0rd!');
  await expect(page.getByLabel('Password', { exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard$/);
});
