import { expect, test, type Page } from '@playwright/test';
import { registerThroughApi, storeToken } from './support/auth';
import { coreStudyByToken, questionHeading, surveyPath } from './support/survey';

// The signed-in pages (the dashboard, a survey question) come with their frame in the HTML: the
// header, the page's heading and the placeholders of what loads, painted before any script runs.
// The app then draws its page over it without moving anything. A tab without a session is not
// shown that frame while the app loads: the entry's first module empties it at once.

/** Holds back the scripts matching `pattern` until `release` is called. */
async function holdScripts(page: Page, pattern: RegExp) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await held;
    await route.continue();
  });
  return () => release();
}

/**
 * The layout shifts of the page since it started (the browser keeps them buffered): their sum, and
 * the sum of those that moved anything below the header's bar (the top 80 px).
 */
const layoutShift = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<{ all: number; belowHeader: number }>((resolve) => {
        type Shift = PerformanceEntry & { value: number; sources: { previousRect: DOMRectReadOnly }[] };
        const sum = (list: Shift[]) => list.reduce((total, e) => total + e.value, 0);
        new PerformanceObserver((list, observer) => {
          observer.disconnect();
          const shifts = list.getEntries() as Shift[];
          const below = shifts.filter((e) => e.sources.some((source) => source.previousRect.top >= 80));
          resolve({ all: sum(shifts), belowHeader: sum(below) });
        }).observe({ type: 'layout-shift', buffered: true });
        // No shift at all: the observer never calls back.
        setTimeout(() => resolve({ all: 0, belowHeader: 0 }), 500);
      }),
  );

/**
 * Nothing of the page moves as the app takes over and its data comes; in the header, the account
 * button widens to the participant's name once the profile has come (as before the frame, a few
 * ten-thousandths at 1280 px, none at a phone's width where the name is cut to the button).
 */
async function expectNoShift(page: Page) {
  const shift = await layoutShift(page);
  expect(shift.belowHeader).toBe(0);
  expect(shift.all).toBeLessThan(0.001);
}

test('the dashboard paints its frame before any script, then its studies without a layout shift', async ({
  page,
  request,
}) => {
  const { token } = await registerThroughApi(request, { first_name: 'Fran', last_name: 'Frame' });
  await page.goto('/landing');
  await storeToken(page, token);
  const release = await holdScripts(page, /\/assets\/[^/]+\.js$/);
  await page.goto('/dashboard', { waitUntil: 'commit' });
  await page.waitForFunction(() => document.readyState !== 'loading');
  // Not a script has run: the HTML alone shows the signed-in frame.
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: 'My account' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Loading your studies…' })).toBeAttached();
  expect(await page.evaluate(() => document.getElementById('root')?.dataset.frame)).toBe('');

  release();
  await expect(page.getByRole('region', { name: 'Studies', exact: true })).toBeVisible();
  // The page's chunks, listed in the HTML, were preloaded by the entry's first module.
  await expect(page.locator('head link[rel="modulepreload"][href*="/dashboard-screen-"]')).toBeAttached();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Fran Frame' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expectNoShift(page);
});

test('a survey question paints its frame before any script, then the question without a layout shift', async ({
  page,
  request,
}) => {
  const { token } = await registerThroughApi(request, { first_name: 'Sam', last_name: 'Frame' });
  const account = await coreStudyByToken(request, token);
  const intro = await request.post(
    `/api/participant/${account.userId}/user-studies/${account.userStudyId}/user-procedures`,
    { data: { procedure_id: 'intro' }, headers: { Authorization: `JWT ${account.token}` } },
  );
  expect(intro.ok(), await intro.text()).toBe(true);
  await page.goto('/landing');
  await storeToken(page, token);
  const release = await holdScripts(page, /\/assets\/[^/]+\.js$/);
  await page.goto(`${surveyPath(account)}?procedure=screening`, { waitUntil: 'commit' });
  await page.waitForFunction(() => document.readyState !== 'loading');
  await expect(page.getByRole('link', { name: 'Back to Dashboard' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Loading the study…' })).toBeVisible();

  release();
  await expect(page.getByRole('dialog', { name: "Let's start" })).toBeVisible();
  await expect(questionHeading(page, 'Have you been diagnosed with type 1 diabetes?')).toBeAttached();
  await expect(page.getByRole('status').filter({ hasText: 'Loading the study…' })).toHaveCount(0);
  await expectNoShift(page);
});

test('without a session the frame goes before the app has loaded, and the app asks to sign in', async ({
  page,
  request,
}) => {
  // The HTML holds the frame for anyone: the browser's storage, not the server, knows the session.
  const html = await (await request.get('/dashboard')).text();
  expect(html).toContain('<div id="root" data-frame>');
  expect(html).not.toMatch(/rel="modulepreload"[^>]*dashboard-screen-/);
  expect(html).toMatch(/<h1[^>]*>Dashboard<\/h1>/);

  // The app's entry held back: only the entry's first module runs, and empties the frame.
  const release = await holdScripts(page, /\/assets\/index-[^/]+\.js$/);
  await page.goto('/dashboard', { waitUntil: 'commit' });
  await expect(page.locator('#root')).toBeEmpty();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toHaveCount(0);
  release();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/auth/login');
});
