import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';

const SHOTS = process.env.UI_KIT_SCREENSHOT_DIR;

async function openKit(page: Page, width: number) {
  await page.setViewportSize({ width, height: 900 });
  await page.goto('/ui-kit');
  await expect(page.getByRole('heading', { level: 1, name: 'UI kit' })).toBeVisible();
}

for (const width of [375, 1280]) {
  test(`the /ui-kit page passes axe at ${width} px and does not scroll sideways`, async ({ page }) => {
    await openKit(page, width);
    await expectNoAxeViolations(page);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/ui-kit-${width}.png`, fullPage: true });
  });
}

for (const width of [375, 1280]) {
  test(`a dialog opens and closes by keyboard and gives focus back at ${width} px`, async ({ page }) => {
    await openKit(page, width);
    const opener = page.getByRole('button', { name: 'Confirmation (danger, close icon)' });
    await opener.focus();
    await page.keyboard.press('Enter');

    const dialog = page.getByRole('dialog', { name: 'Confirmation' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await expectNoAxeViolations(page);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/ui-kit-dialog-${width}.png` });

    // Tab cycles inside the dialog: Cancel → Delete → close icon → Cancel.
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'Delete' })).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();

    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(opener).toBeFocused();
    await expect(page.locator('output')).toHaveText('Confirmation (danger, close icon): dismissed');

    // Enter on Confirm answers true.
    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(dialog).toHaveCount(0);
    await expect(page.locator('output')).toHaveText('Confirmation (danger, close icon): true');
    await expect(opener).toBeFocused();
  });
}

test('the dialog base takes the full width on a small screen and 600 px on a large one', async ({ page }) => {
  for (const [width, expected] of [
    [375, 375],
    [1280, 600],
  ] as const) {
    await openKit(page, width);
    await page.getByRole('button', { name: 'Dialog base' }).click();
    const box = await page.getByRole('dialog', { name: 'Dialog base' }).boundingBox();
    expect(box?.width).toBe(expected);
    await page.keyboard.press('Escape');
  }
});

test('a snackbar appears in its live region and leaves after its time', async ({ page }) => {
  await openKit(page, 1280);
  // The snackbar regions of the app's FeedbackHost (field errors elsewhere on the page are alerts too).
  const polite = page.locator('.registry-snackbars__region[aria-live="polite"]');
  await page.getByRole('button', { name: /^Success snackbar/ }).click();
  await expect(polite).toHaveText('Your account has been updated');
  await expectNoAxeViolations(page);
  await expect(page.getByText('Your account has been updated')).toHaveCount(0, { timeout: 3000 });

  await page.getByRole('button', { name: /^Failure snackbar/ }).click();
  const alert = page.locator('.registry-snackbars__region[aria-live="assertive"]');
  await expect(alert).toHaveText('Oops! Something went wrong');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/ui-kit-snackbar.png` });
  await alert.getByRole('button', { name: 'Close message' }).click();
  await expect(alert).toHaveText('');
});

test('the tooltip shows on focus and Escape hides it', async ({ page }) => {
  await openKit(page, 375);
  const trigger = page.getByRole('button', { name: 'Who can register?' });
  await trigger.focus();
  const tooltip = page.getByRole('tooltip');
  await expect(tooltip).toContainText('a parent or guardian can register');
  await expect(trigger).toHaveAttribute('aria-describedby', (await tooltip.getAttribute('id')) ?? 'missing');
  expect((await tooltip.boundingBox())?.width).toBeLessThanOrEqual(285);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/ui-kit-tooltip.png` });
  await page.keyboard.press('Escape');
  await expect(tooltip).toHaveCount(0);
});

test('scroll-to-top appears after 200 px and brings the page back up', async ({ page }) => {
  await openKit(page, 375);
  // .first(): a page layout may add its own scroll-to-top button; either must work.
  const button = page.getByRole('button', { name: 'Scroll to top' }).first();
  await expect(button).toHaveCount(0);
  await page.mouse.wheel(0, 800);
  await expect(button).toBeVisible();
  await button.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(page.getByRole('heading', { level: 1, name: 'UI kit' })).toBeFocused();
});

test('the error dialog shows server HTML sanitised (a real browser, unlike the unit tests)', async ({ page }) => {
  await openKit(page, 1280);
  await page.getByRole('button', { name: 'Error dialog' }).click();
  const dialog = page.getByRole('dialog', { name: 'We could not save your profile' });
  await expect(dialog.getByRole('link', { name: 'write to us' })).toHaveAttribute('href', 'mailto:support@example.org');
  expect(await dialog.locator('[onerror], script').count()).toBe(0);
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
});

test('the loader overlay covers the page while busy', async ({ page }) => {
  await openKit(page, 1280);
  await page.getByRole('button', { name: 'Show the loader for 2 seconds' }).click();
  const loader = page.locator('[data-registry-loader]');
  await expect(loader).toBeVisible();
  await expect(loader).toHaveText('Loading…');
  await expect(loader).toHaveCount(0, { timeout: 4000 });
});
