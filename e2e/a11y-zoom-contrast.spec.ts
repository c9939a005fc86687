import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { registerThroughApi, storeToken } from './support/auth';
import { press, questionHeading, studyByToken, surveyPath, type SurveyAccount } from './support/survey';
import { wordsBrokenIn } from './support/broken-words';
import { openSurvey, registerAtConsent, tabTo } from './support/consent';
import { answer, enrol } from './support/study-api';

// Low vision beyond axe: the date picker at 400 % zoom (a 320×180 viewport), the survey at 320 px
// with WCAG 1.4.12 text spacing, forced colours (the progress fill and the dialogs' edge), and the
// headers' words kept whole at 320 and 375 px; the consent page, the date picker and the headers at 320 px
// with text spacing, and focus rings and the chosen day in forced colours.

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

test('date picker at 320×568 on the questionnaire: Page Down twice keeps the focused day on screen at once (2.4.11)', async ({
  page,
  request,
}) => {
  // An enrolled participant at the core questionnaire's visit date (question 1109), the questions
  // before it answered and the visit on a day of June 2025: June and July take five weeks, August
  // six, so the second Page Down makes the calendar taller, and it no longer fits above its button.
  const account = await registerThroughApi(request, { first_name: 'Paige', last_name: 'Down' });
  await enrol(request, account);
  const survey = await studyByToken(request, account.token);
  const before: [number, number, string][] = [
    [1101, 110101, 'true'],
    [1102, 110201, 'true'],
    [1104, 110401, 'true'],
    [1105, 110501, 'true'],
    [1107, 110701, '7.2'],
    [1108, 110801, JSON.stringify([{ value: '6.9', date: '2025-01-15' }])],
    [1109, 110901, '2025-06-15'],
  ];
  for (const [question, option, value] of before)
    await answer(request, account, survey.userStudyId, question, option, value);
  await page.setViewportSize({ width: 320, height: 568 });
  await page.goto('/landing');
  await storeToken(page, account.token);
  await page.goto(`${surveyPath(survey)}?procedure=questionnaire&questionId=1109`);
  const welcome = page.getByRole('dialog', { name: 'Before you start' });
  await press(page, welcome.getByRole('button', { name: 'Continue' }));
  await expect(welcome).toHaveCount(0);
  await expect(questionHeading(page, 'When was the last visit to the diabetes care provider?')).toBeVisible();
  const button = page.getByRole('button', { name: 'Choose date: Date of the visit' });
  await press(page, button);
  const dialog = page.getByRole('dialog', { name: 'Choose date' });
  const focused = dialog.locator('[role="gridcell"]:focus');
  await expect(focused).toHaveAttribute('data-date', '2025-06-15');
  await expect.poll(() => onScreen(page, focused)).toBe(true);
  for (const press of [1, 2]) {
    const was = await focused.getAttribute('data-date');
    await page.keyboard.press('PageDown');
    await expect(focused).not.toHaveAttribute('data-date', was ?? '');
    // Settled (the popover placed again for the new month's rows), the day is still in view.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    await page.waitForTimeout(300);
    expect(await onScreen(page, focused), `the day after Page Down #${press}`).toBe(true);
  }
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

/** The focused element's outline: forced colours keep an outline's style and width (its colour becomes the system's). */
const outlineOf = (target: Locator) =>
  target.evaluate((el) => {
    const s = getComputedStyle(el);
    return { style: s.outlineStyle, width: parseFloat(s.outlineWidth) };
  });

/** Every element the locator finds ends inside the viewport's width. */
const allAcross = (targets: Locator) =>
  targets.evaluateAll((els) => els.filter((el) => el.getBoundingClientRect().right > window.innerWidth + 1).length);

/** The gallery's date picker, opened by keyboard from its field. */
async function openDatePicker(page: Page) {
  const sample = page.locator('[data-specimen="date:filled"]');
  await sample.getByRole('textbox', { name: 'Date of the visit' }).focus();
  await page.keyboard.press('Tab');
  await expect(sample.getByRole('button', { name: 'Choose date: Date of the visit' })).toBeFocused();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Choose date' });
  await expect(dialog.locator('[role="gridcell"][aria-selected="true"]')).toBeFocused();
  return dialog;
}

test('consent page at 320 px with WCAG 1.4.12 text spacing: the signature, the box, Continue and what it needs fit', async ({
  page,
  request,
}) => {
  const account = await registerAtConsent(request, { first: 'Alexandria', last: 'Montgomery-Lowvision' });
  await page.setViewportSize({ width: 320, height: 640 });
  await openSurvey(page, account);
  const intro = page.getByRole('dialog', { name: 'Informed Consent' });
  await expect(intro).toBeVisible();
  await page.addStyleTag({ content: TEXT_SPACING });
  expect(await onScreen(page, intro.getByRole('button', { name: 'Continue' }), { across: true })).toBe(true);
  await page.keyboard.press('Escape');
  await expect(intro).toHaveCount(0);
  const sign = page.getByRole('button', { name: 'Continue', exact: true });
  for (const target of [
    page.getByRole('heading', { level: 1, name: 'Consent' }),
    page.getByRole('textbox', { name: 'Signature' }),
    page.getByText('I agree to take part', { exact: true }),
    sign,
    page.getByText(/^To continue, type your full name/),
  ]) {
    await target.scrollIntoViewIfNeeded();
    expect(await onScreen(page, target, { across: true }), String(target)).toBe(true);
  }
  expect(await wordsBrokenIn(page.getByRole('heading', { level: 1, name: 'Consent' }))).toEqual([]);
  expect(await sideways(page)).toBeLessThanOrEqual(0);
});

test('date picker at 320 px with WCAG 1.4.12 text spacing: the month, the year and every day fit across', async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto('/widget-gallery');
  await page.addStyleTag({ content: TEXT_SPACING });
  const dialog = await openDatePicker(page);
  for (const target of [
    dialog.getByRole('combobox', { name: 'Month' }),
    dialog.getByRole('combobox', { name: 'Year' }),
    dialog.getByRole('button', { name: 'Next month' }),
    dialog.getByRole('button', { name: 'Close' }),
  ])
    expect(await onScreen(page, target, { across: true }), String(target)).toBe(true);
  expect(await allAcross(dialog.getByRole('gridcell'))).toBe(0);
  expect(await sideways(page)).toBeLessThanOrEqual(0);
});

test('headers at 320 px with WCAG 1.4.12 text spacing: the brand and the survey header stay whole and fit', async ({
  page,
  request,
}) => {
  const account = await atScreening(request);
  await page.setViewportSize({ width: 320, height: 640 });
  const brand = page.getByRole('banner').getByRole('link', { name: 'T1D Registry home' });
  for (const path of ['/landing', '/dashboard']) {
    if (path === '/dashboard') await storeToken(page, account.token);
    await page.goto(path);
    await page.addStyleTag({ content: TEXT_SPACING });
    await expect(brand, path).toBeVisible();
    expect(await wordsBrokenIn(brand), path).toEqual([]);
    // Measured once the page has settled: the header is laid out again when the app takes over the
    // pre-rendered page (one CI-like run caught the brand mid-way on /dashboard).
    await expect.poll(() => onScreen(page, brand, { across: true }), { message: path }).toBe(true);
    expect(await sideways(page), path).toBeLessThanOrEqual(0);
  }
  const welcome = await openScreeningAs(page, account);
  await press(page, welcome.getByRole('button', { name: 'Begin' }));
  await expect(welcome).toHaveCount(0);
  await page.addStyleTag({ content: TEXT_SPACING });
  const header = page.locator('.registry-survey__header');
  const back = header.getByRole('link', { name: 'Back to Dashboard' });
  await expect(back).toBeVisible();
  expect(await wordsBrokenIn(header)).toEqual([]);
  expect(await onScreen(page, back, { across: true })).toBe(true);
  expect(await sideways(page)).toBeLessThanOrEqual(0);
});

test('forced colours: focus rings on the question heading, the header and consent Continue; the chosen day stands out', async ({
  page,
  request,
}) => {
  await page.emulateMedia({ forcedColors: 'active' });
  await page.setViewportSize({ width: 1280, height: 900 });

  // The header's brand and the question heading a Next moved focus to.
  const account = await atScreening(request, [[1001, 100101, 'true']]);
  await page.goto('/landing');
  const brand = page.getByRole('banner').getByRole('link', { name: 'T1D Registry home' });
  await tabTo(page, brand);
  expect(await outlineOf(brand)).toEqual({ style: 'solid', width: 3 });
  const welcome = await openScreeningAs(page, account, 1001);
  await press(page, welcome.getByRole('button', { name: 'Begin' }));
  await expect(welcome).toHaveCount(0);
  await press(page, page.getByRole('button', { name: 'Next', exact: true }));
  const heading = questionHeading(page, 'Do you live in the United States?');
  await expect(heading).toBeFocused();
  expect(await outlineOf(heading)).toMatchObject({ style: 'solid' });

  // The consent's Continue, reached by Tab while it still says what is missing.
  const signer = await registerAtConsent(request, { first: 'Forced', last: 'Colours' });
  await openSurvey(page, signer);
  const intro = page.getByRole('dialog', { name: 'Informed Consent' });
  await expect(intro).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(intro).toHaveCount(0);
  const sign = page.getByRole('button', { name: 'Continue', exact: true });
  await tabTo(page, sign);
  expect(await outlineOf(sign)).toMatchObject({ style: 'solid' });
  expect(await sign.evaluate((el) => getComputedStyle(el).borderTopStyle)).toBe('solid');

  // The date picker: the chosen day differs from the others, and the focused day has its ring.
  await page.goto('/widget-gallery');
  const dialog = await openDatePicker(page);
  const chosen = dialog.locator('[role="gridcell"][aria-selected="true"]');
  await expect(chosen).toBeFocused();
  expect(await outlineOf(chosen)).toMatchObject({ style: 'solid' });
  await page.keyboard.press('ArrowRight');
  const focused = dialog.locator('[role="gridcell"]:focus');
  await expect(focused).toHaveAttribute('aria-selected', 'false');
  expect(await outlineOf(focused)).toMatchObject({ style: 'solid' });
  // With the focus on another day, the chosen one still shows: a fill unlike the dialog's, an edge or a ring.
  const standsOut = (cell: Locator) =>
    cell.evaluate((el) => {
      const s = getComputedStyle(el);
      const behind = getComputedStyle(el.closest('[role="dialog"]')!).backgroundColor;
      const fill = !/^rgba\(.*, 0\)$/.test(s.backgroundColor) && s.backgroundColor !== behind;
      return fill || s.borderTopStyle !== 'none' || s.outlineStyle !== 'none';
    });
  expect(await standsOut(chosen)).toBe(true);
  expect(await standsOut(dialog.locator('[role="gridcell"][aria-selected="false"]:not(:focus)').first())).toBe(false);
});

/** A computed colour's channels (0–255) and alpha. */
const channels = (colour: string) => {
  const [r, g, b, a = 1] = (colour.match(/\d+(\.\d+)?/g) ?? []).map(Number);
  return { rgb: [r, g, b], alpha: a };
};

/** A colour that may be translucent, as it shows over an opaque one. */
function over(colour: string, behind: string): string {
  const top = channels(colour);
  const back = channels(behind).rgb;
  const mixed = top.rgb.map((c, i) => Math.round(c * top.alpha + back[i] * (1 - top.alpha)));
  return `rgb(${mixed.join(', ')})`;
}

/** WCAG's contrast ratio of two opaque computed colours. */
function contrast(a: string, b: string): number {
  const luminance = (colour: string) => {
    const [r, g, bl] = channels(colour).rgb.map((c) => {
      const v = c / 255;
      return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

test('forced colours: the chosen day with the focus on it shows a ring of 3:1 against its fill (1.4.11)', async ({
  page,
}) => {
  await page.emulateMedia({ forcedColors: 'active' });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/widget-gallery');
  const dialog = await openDatePicker(page);
  const chosen = dialog.locator('[role="gridcell"][aria-selected="true"]');
  await expect(chosen).toBeFocused();
  const { ring, cell, behind, style } = await chosen.evaluate((el) => {
    const s = getComputedStyle(el);
    const dialog = getComputedStyle(el.closest('[role="dialog"]')!);
    return { ring: s.outlineColor, cell: s.backgroundColor, behind: dialog.backgroundColor, style: s.outlineStyle };
  });
  expect(style).toBe('solid');
  // The ring is drawn inside the day (outline-offset -3px), on the selection's fill.
  const fill = over(cell, behind);
  expect(contrast(over(ring, fill), fill), `ring ${ring} on ${cell} over ${behind}`).toBeGreaterThanOrEqual(3);
});
