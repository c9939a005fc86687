import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { registerThroughApi, storeToken } from './support/auth';
import { press, questionHeading, studyByToken, surveyPath, type SurveyAccount } from './support/survey';
import { wordsBrokenIn } from './support/broken-words';

// Low vision beyond axe: the date picker at 400 % zoom (a 320×180 viewport), the survey at 320 px
// with WCAG 1.4.12 text spacing, forced colours (the progress fill and the dialogs' edge), and the
// headers' words kept whole at 320 and 375 px.

/** WCAG 1.4.12's spacing, as a participant's own style sheet applies it. */
const TEXT_SPACING = `* { line-height: 1.5 !important; letter-spacing: 0.12em !important;
  word-spacing: 0.16em !important; } p { margin-bottom: 2em !important; }`;

/** The page scrolls sideways by this many pixels (0 when it fits). */
const sideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** The element's box lies wholly inside the viewport (to the pixel: a scrolled box may end at 180.19). */
async function onScreen(page: Page, target: Locator, { across = false } = {}): Promise<boolean> {
  const box = await target.boundingBox();
  const view = page.viewportSize();
  if (!box || !view) return false;
  const sideToSide = box.x > -1 && box.x + box.width < view.width + 1;
  return across ? sideToSide : sideToSide && box.y > -1 && box.y + box.height < view.height + 1;
}

/** A new adult at the core study's screening, the intro submitted and `answered` screening answers stored. */
async function atScreening(request: APIRequestContext, answered: [number, number, string][] = []) {
  const { token } = await registerThroughApi(request, { first_name: 'Alexandria', last_name: 'Montgomery-Lowvision' });
  const account = await studyByToken(request, token);
  const headers = { Authorization: `JWT ${token}` };
  const base = `/api/participant/${account.userId}/user-studies/${account.userStudyId}`;
  const intro = await request.post(`${base}/user-procedures`, { data: { procedure_id: 'intro' }, headers });
  expect(intro.ok(), await intro.text()).toBe(true);
  for (const [question, option, value] of answered) {
    const res = await request.post(
      `/api/participants/${account.userId}/user-studies/${account.userStudyId}/questions/${question}/answers`,
      { data: [{ question, question_option: option, value }], headers },
    );
    expect(res.ok(), await res.text()).toBe(true);
  }
  return account;
}

async function openScreeningAs(page: Page, account: SurveyAccount, questionId?: number) {
  await page.goto('/landing');
  await storeToken(page, account.token);
  await page.goto(`${surveyPath(account)}?procedure=screening${questionId ? `&questionId=${questionId}` : ''}`);
  return page.getByRole('dialog', { name: "Let's start" });
}

test('date picker at 400 % zoom (320×180): the focused day is on screen when it opens and while arrowing', async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 180 });
  await page.goto('/widget-gallery');
  const sample = page.locator('[data-specimen="date:filled"]');
  const input = sample.getByRole('textbox', { name: 'Date of the visit' });
  await input.focus();
  await page.keyboard.press('Tab');
  const button = sample.getByRole('button', { name: 'Choose date: Date of the visit' });
  await expect(button).toBeFocused();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Choose date' });
  const focused = dialog.locator('[role="gridcell"]:focus');
  await expect(dialog.locator('[role="gridcell"][aria-selected="true"]')).toBeFocused();
  await expect.poll(() => onScreen(page, focused)).toBe(true);
  for (const key of ['ArrowDown', 'ArrowDown', 'ArrowDown', 'ArrowRight', 'ArrowUp', 'ArrowUp', 'PageDown']) {
    const before = await focused.getAttribute('data-date');
    await page.keyboard.press(key);
    await expect(focused).not.toHaveAttribute('data-date', before ?? '');
    await expect.poll(() => onScreen(page, focused), `the day after ${key} is on screen`).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(button).toBeFocused();
});

test('survey at 320 px with WCAG 1.4.12 text spacing: Previous / n of N / Next wrap, nothing overflows', async ({
  page,
  request,
}) => {
  const account = await atScreening(request);
  await page.setViewportSize({ width: 320, height: 640 });
  const welcome = await openScreeningAs(page, account);
  await press(page, welcome.getByRole('button', { name: 'Begin' }));
  await expect(welcome).toHaveCount(0);
  await expect(questionHeading(page, 'Have you been diagnosed with type 1 diabetes?')).toBeVisible();
  await page.addStyleTag({ content: TEXT_SPACING });
  const row = page.locator('.registry-survey-nav__buttons');
  const next = row.getByRole('button', { name: 'Next', exact: true });
  await expect(next).toBeVisible();
  // Every part of the row inside the row, the row inside the screen.
  const spill = await row.evaluate((el) => {
    const edge = el.getBoundingClientRect().right;
    return [...el.children].map((c) => Math.round(c.getBoundingClientRect().right - edge)).filter((d) => d > 0);
  });
  expect(spill).toEqual([]);
  expect(await onScreen(page, next, { across: true })).toBe(true);
  expect(await onScreen(page, row.getByRole('button', { name: 'Previous' }), { across: true })).toBe(true);
  expect(await sideways(page)).toBeLessThanOrEqual(0);
});

test('forced colours: dialogs keep an edge and the progress fill still shows', async ({ page, request }) => {
  const account = await atScreening(request, [
    [1001, 100101, 'true'],
    [1002, 100201, 'true'],
  ]);
  await page.emulateMedia({ forcedColors: 'active' });
  await page.setViewportSize({ width: 1280, height: 900 });
  const welcome = await openScreeningAs(page, account, 1004);
  await expect(welcome).toBeVisible();
  const edge = await welcome.evaluate((el) => {
    const s = getComputedStyle(el);
    return { style: s.borderTopStyle, width: s.borderTopWidth, color: s.borderTopColor, background: s.backgroundColor };
  });
  expect(edge).toMatchObject({ style: 'solid', width: '1px' });
  expect(edge.color).not.toBe(edge.background);
  await press(page, welcome.getByRole('button', { name: 'Begin' }));
  await expect(welcome).toHaveCount(0);
  await expect(questionHeading(page, 'What is your date of birth?')).toBeVisible();

  const bar = page.getByRole('progressbar').first();
  await expect(bar).toBeVisible();
  const fill = bar.locator('.registry-survey-progress__bar');
  await expect.poll(async () => (await fill.boundingBox())?.width ?? 0).toBeGreaterThan(0);
  const colours = await fill.evaluate((el) => ({
    fill: getComputedStyle(el).backgroundColor,
    track: getComputedStyle(el.parentElement!).backgroundColor,
    adjust: getComputedStyle(el).getPropertyValue('forced-color-adjust'),
  }));
  expect(colours.adjust).toBe('none');
  expect(colours.fill).not.toBe(colours.track);
  expect(colours.fill).not.toBe('rgba(0, 0, 0, 0)');
});

for (const width of [320, 375]) {
  test(`headers at ${width} px: no word of the brand or of the survey's header is broken`, async ({
    page,
    request,
  }) => {
    const account = await atScreening(request);
    await page.setViewportSize({ width, height: 740 });
    const brand = page.getByRole('banner').getByRole('link', { name: 'T1D Registry home' });
    // The public header, the sign-in page's and, signed in, the dashboard's and the profile's.
    for (const path of ['/landing', '/auth/login', '/dashboard', '/user-profile']) {
      if (path === '/dashboard') await storeToken(page, account.token);
      await page.goto(path);
      await expect(brand, path).toBeVisible();
      expect(await wordsBrokenIn(brand), path).toEqual([]);
      expect(await sideways(page), path).toBeLessThanOrEqual(0);
    }

    const welcome = await openScreeningAs(page, account);
    await press(page, welcome.getByRole('button', { name: 'Begin' }));
    await expect(welcome).toHaveCount(0);
    const header = page.locator('.registry-survey__header');
    await expect(header.getByRole('link', { name: 'Back to Dashboard' })).toBeVisible();
    await expect(header.getByText('Core Study', { exact: false })).toBeVisible();
    expect(await wordsBrokenIn(header)).toEqual([]);
    expect(await sideways(page)).toBeLessThanOrEqual(0);
  });
}
