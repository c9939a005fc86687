import { expect, test, type Locator, type Page } from '@playwright/test';

// Low vision beyond axe: the date picker at 400 % zoom (a 320×180 viewport), the survey at 320 px
// with WCAG 1.4.12 text spacing, forced colours (the progress fill and the dialogs' edge), and the
// headers' words kept whole at 320 and 375 px.

/** The element's box lies wholly inside the viewport (to the pixel: a scrolled box may end at 180.19). */
async function onScreen(page: Page, target: Locator, { across = false } = {}): Promise<boolean> {
  const box = await target.boundingBox();
  const view = page.viewportSize();
  if (!box || !view) return false;
  const sideToSide = box.x > -1 && box.x + box.width < view.width + 1;
  return across ? sideToSide : sideToSide && box.y > -1 && box.y + box.height < view.height + 1;
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
