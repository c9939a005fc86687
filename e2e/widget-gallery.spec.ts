import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';

// The widget gallery (/widget-gallery): every answer widget in every state passes axe at phone and
// desktop widths, and the widgets work by keyboard alone. Each sample runs through the survey's
// adapter and engine; its last emission (answers, validity) is printed under it.

const SHOTS = process.env.WIDGET_GALLERY_SCREENSHOT_DIR;

async function openGallery(page: Page, width: number) {
  await page.setViewportSize({ width, height: 900 });
  await page.goto('/widget-gallery');
  await expect(page.getByRole('heading', { level: 1, name: 'Widget gallery' })).toBeVisible();
}

const specimen = (page: Page, widget: string, state: string) => page.locator(`[data-specimen="${widget}:${state}"]`);

interface Emission {
  valid?: boolean;
  hasWarning?: boolean;
  source?: string;
  answers: { question: number; question_option: number; value: unknown }[];
}

async function emitted(sample: Locator): Promise<Emission> {
  return JSON.parse((await sample.locator('[data-emission]').textContent()) ?? '{}') as Emission;
}

const answersOf = async (sample: Locator) => (await emitted(sample)).answers.map((a) => [a.question_option, a.value]);

const sideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

for (const width of [375, 1280]) {
  test(`the gallery passes axe at ${width} px with zero violations and does not scroll sideways`, async ({ page }) => {
    await openGallery(page, width);
    await expect(page.locator('[data-specimen]')).toHaveCount(19 * 5 + 1);
    await expectNoAxeViolations(page);
    expect(await sideways(page)).toBeLessThanOrEqual(0);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/widget-gallery-${width}.png`, fullPage: true });
  });
}

for (const width of [320, 640]) {
  // 640 px is a 1280 px window at 200 % zoom.
  test(`nothing scrolls sideways at ${width} px`, async ({ page }) => {
    await openGallery(page, width);
    expect(await sideways(page)).toBeLessThanOrEqual(0);
  });
}

test('autocomplete (ARIA 1.2 combobox) by keyboard: type, arrows, Enter, Escape', async ({ page }) => {
  await openGallery(page, 375);
  const sample = specimen(page, 'autocomplete_item', 'empty');
  const input = sample.getByRole('combobox', { name: 'Which CGM?' });
  await input.focus();
  await page.keyboard.type('dex');
  await expect(input).toHaveAttribute('aria-expanded', 'true');
  await expect(sample.getByRole('option')).toHaveText(['Dexcom G7', 'Dexcom G6']);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  const active = sample.getByRole('option', { name: 'Dexcom G6' });
  await expect(input).toHaveAttribute('aria-activedescendant', (await active.getAttribute('id')) ?? 'missing');
  await page.keyboard.press('Enter');
  await expect(input).toHaveValue('Dexcom G6');
  await expect(input).toHaveAttribute('aria-expanded', 'false');
  expect(await answersOf(sample)).toEqual([[910502, 'true']]);
  expect((await emitted(sample)).valid).toBe(true);
  // Escape closes an open list; with the list closed it leaves the chosen answer as it is.
  await page.keyboard.press('ArrowDown');
  await expect(input).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Escape');
  await expect(input).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('Escape');
  await expect(input).toHaveAttribute('aria-expanded', 'false');
  await expect(input).toHaveValue('Dexcom G6');
  expect(await answersOf(sample)).toEqual([[910502, 'true']]);
});

test('multiselect by keyboard: pick an item, add free text, remove a tag', async ({ page }) => {
  await openGallery(page, 1280);
  const sample = specimen(page, 'multiselect_text', 'empty');
  const input = sample.getByRole('combobox', { name: 'Which other conditions have been diagnosed?' });
  await input.focus();
  await page.keyboard.type('thyro');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Asthma');
  await page.keyboard.press('Enter');
  await expect(sample.getByRole('list', { name: 'Your answers' }).getByRole('listitem')).toHaveText([
    'Hypothyroidism×',
    'Asthma×',
  ]);
  expect(await answersOf(sample)).toEqual([
    [911202, 'true'],
    [911307, '["Asthma"]'],
  ]);
  await page.keyboard.press('Shift+Tab');
  await expect(sample.getByRole('button', { name: 'Remove Asthma' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(input).toBeFocused();
  expect(await answersOf(sample)).toEqual([[911202, 'true']]);
});

test('matrix by keyboard: one radio group per row, arrows choose within a row', async ({ page }) => {
  await openGallery(page, 1280);
  const sample = specimen(page, 'matrix_scale', 'empty');
  await expect(sample.locator('.registry-widget-matrix__grid--table')).toHaveCount(1);
  const first = sample.getByRole('radiogroup', { name: 'I feel confident managing my diabetes' });
  await first.getByRole('radio', { name: 'Disagree', exact: true }).focus();
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(first.getByRole('radio', { name: 'Agree', exact: true })).toBeChecked();
  await page.keyboard.press('Tab');
  const second = sample.getByRole('radiogroup', { name: 'Low blood sugar at night worries me' });
  await expect(second.getByRole('radio', { name: 'Disagree', exact: true })).toBeFocused();
  await page.keyboard.press('Space');
  await page.keyboard.press('Tab');
  await page.keyboard.press('ArrowRight');
  const answers = await answersOf(sample);
  expect(answers).toEqual([[911401, JSON.stringify(['Agree', 'Disagree', 'Neutral'])]]);
  expect((await emitted(sample)).valid).toBe(true);
});

test('the matrix is a table where it fits and one card per row where it would overflow', async ({ page }) => {
  await openGallery(page, 375);
  const sample = specimen(page, 'matrix_scale', 'filled');
  await expect(sample.locator('.registry-widget-matrix__grid--cards')).toHaveCount(1);
  const box = await sample.getByRole('radiogroup').first().getByRole('radio').first().locator('..').boundingBox();
  expect(box?.height).toBeGreaterThanOrEqual(52);
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(sample.locator('.registry-widget-matrix__grid--table')).toHaveCount(1);
  const cell = await sample.locator('.registry-widget-matrix__cell').first().boundingBox();
  expect(Math.round(cell?.width ?? 0)).toBe(90);
  const label = await sample.locator('.registry-widget-matrix__row-label').first().boundingBox();
  expect(Math.round(label?.width ?? 0)).toBe(230);
});

test('Likert by keyboard: the arrows move along the scale, one radio group', async ({ page }) => {
  await openGallery(page, 375);
  const sample = specimen(page, 'likert_scale', 'empty');
  const scale = sample.getByRole('group', { name: 'Frequency' });
  await scale.getByRole('radio', { name: 'Never' }).focus();
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(scale.getByRole('radio', { name: 'Weekly', exact: true })).toBeChecked();
  await expect(scale.getByRole('radio', { name: 'Weekly', exact: true })).toBeFocused();
  expect(await answersOf(sample)).toEqual([[911301, '2']]);
});

test('date picker by keyboard: open, move, choose; Escape gives focus back', async ({ page }) => {
  await openGallery(page, 375);
  const sample = specimen(page, 'date', 'filled');
  const input = sample.getByRole('textbox', { name: 'Date of the visit' });
  const before = await input.inputValue();
  await input.focus();
  await page.keyboard.press('Tab');
  const button = sample.getByRole('button', { name: 'Choose date: Date of the visit' });
  await expect(button).toBeFocused();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Choose date' });
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('[role="gridcell"][aria-selected="true"]')).toBeFocused();
  await expectNoAxeViolations(page);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/widget-gallery-calendar-375.png` });
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
  const [m, d, y] = before.split('/').map(Number);
  const next = new Date(y, m - 1, d + 1);
  const [mm, dd] = [next.getMonth() + 1, next.getDate()].map((n) => String(n).padStart(2, '0'));
  const expected = `${mm}/${dd}/${next.getFullYear()}`;
  await expect(input).toHaveValue(expected);
  const iso = `${next.getFullYear()}-${mm}-${dd}`;
  expect(await answersOf(sample)).toEqual([[910901, iso]]);
  await expect(button).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(button).toBeFocused();
  await expect(input).toHaveValue(expected);
});

test('a date is typed too, and month-year is picked in a month grid', async ({ page }) => {
  await openGallery(page, 1280);
  const date = specimen(page, 'date', 'empty');
  await date.getByRole('textbox', { name: 'Date of the visit' }).focus();
  await page.keyboard.type('03/27/2024');
  expect(await answersOf(date)).toEqual([[910901, '2024-03-27']]);
  const month = specimen(page, 'date_short', 'empty');
  await month.getByRole('button', { name: 'Choose month: Month and year' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Choose month' });
  await expect(dialog.locator('[role="gridcell"][tabindex="0"]')).toBeFocused();
  await page.keyboard.press('PageUp');
  await page.keyboard.press('Home');
  await page.keyboard.press('Enter');
  const lastYear = new Date().getFullYear() - 1;
  await expect(month.getByRole('textbox', { name: 'Month and year' })).toHaveValue(
    new RegExp(`^(01|04|07|10)/${lastYear}$`),
  );
  const [[, stored]] = await answersOf(month);
  expect(stored).toMatch(new RegExp(`^${lastYear}-(01|04|07|10)$`));
});

test("A1C by keyboard: 'Add More' adds a row and moves focus into it", async ({ page }) => {
  await openGallery(page, 375);
  const sample = specimen(page, 'a1c_dynamic', 'empty');
  await expect(sample.getByRole('group', { name: /^Result \d+$/ })).toHaveCount(4);
  await sample.getByRole('button', { name: 'Add More' }).focus();
  await page.keyboard.press('Enter');
  const fifth = sample.getByRole('group', { name: 'Result 5' });
  await expect(fifth.getByRole('textbox', { name: 'Date of the test' })).toBeFocused();
  await page.keyboard.type('01/15/2025');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(fifth.getByRole('textbox', { name: 'A1c (%)' })).toBeFocused();
  await page.keyboard.type('16.5');
  expect(await answersOf(sample)).toEqual([[910801, JSON.stringify([{ value: '16.5', date: '2025-01-15' }])]]);
  // Outside 4–15 %: an amber warning that says it does not block, and the answer stays valid.
  await expect(fifth.getByText('This does not stop you from continuing.')).toBeVisible();
  expect(await emitted(sample)).toMatchObject({ valid: true, hasWarning: true });
  // The unit toggle: the same result in mmol/mol, still stored in %.
  await sample.getByRole('radio', { name: 'Percent (%)' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(fifth.getByRole('textbox', { name: 'A1c (mmol/mol)' })).toHaveValue('157');
  for (let i = 0; i < 7; i += 1) {
    await expect(sample.getByRole('button', { name: 'Add More' })).toBeVisible();
    await sample.getByRole('button', { name: 'Add More' }).focus();
    await page.keyboard.press('Enter');
  }
  await expect(sample.getByRole('group', { name: /^Result \d+$/ })).toHaveCount(12);
  await expect(sample.getByRole('button', { name: 'Add More' })).toHaveCount(0);
  await expect(sample.getByText('You can add up to 12 results.')).toBeVisible();
});

test('radio with text by keyboard: arrows choose it, its text box opens, the text is the answer', async ({ page }) => {
  await openGallery(page, 375);
  const sample = specimen(page, 'radio_with_text', 'empty');
  await sample.getByRole('radio', { name: 'Multiple daily injections' }).focus();
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowDown');
  await expect(sample.getByRole('combobox', { name: 'Which insulin pump?' })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await expect(sample.getByRole('radio', { name: 'Other (please specify)' })).toBeChecked();
  await expect(sample.getByRole('combobox', { name: 'Which insulin pump?' })).toHaveCount(0);
  await page.keyboard.press('Tab');
  const text = sample.getByRole('textbox', { name: 'Other (please specify)' });
  await expect(text).toBeFocused();
  await expect(text).toHaveAttribute('placeholder', 'Please specify your answer');
  await page.keyboard.type('An inhaled insulin');
  expect(await answersOf(sample)).toEqual([[910203, 'An inhaled insulin']]);
  expect((await emitted(sample)).valid).toBe(true);
});

test('errors are announced and tied to their field; warnings say they do not block', async ({ page }) => {
  await openGallery(page, 1280);
  const zip = specimen(page, 'zip_code', 'invalid');
  const input = zip.getByRole('textbox', { name: 'Zip code' });
  await expect(input).toHaveAttribute('aria-invalid', 'true');
  await expect(input).toHaveAccessibleDescription('Error: Please enter a valid 5-digit zip code');
  await expect(zip.getByRole('alert')).toHaveText('Error: Please enter a valid 5-digit zip code');
  const warned = specimen(page, 'numerical', 'warning').getByRole('textbox', { name: 'Times per day' });
  await expect(warned).toHaveAccessibleDescription(
    'Check this answer: That is more than most people check in a day. This does not stop you from continuing.',
  );
  // A fresh error appears once the field is left, not while typing.
  const empty = specimen(page, 'zip_code', 'empty');
  await empty.getByRole('textbox').focus();
  await page.keyboard.type('021');
  await expect(empty.getByRole('alert')).toHaveCount(0);
  await page.keyboard.press('Tab');
  await expect(empty.getByRole('alert')).toHaveText('Error: Please enter a valid 5-digit zip code');
});

test('every control is at least 24 px in both directions', async ({ page }) => {
  await openGallery(page, 375);
  const small = await page.evaluate(() =>
    [...document.querySelectorAll('main input, main select, main button, main textarea, main summary, main a')]
      .filter((el) => !(el as HTMLInputElement).disabled && (el as HTMLElement).offsetParent !== null)
      .map((el) => ({ el, box: el.getBoundingClientRect() }))
      .filter(({ box }) => box.width < 24 || box.height < 24)
      .map(({ el }) => el.outerHTML.slice(0, 80)),
  );
  expect(small).toEqual([]);
});
