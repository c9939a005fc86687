import { expect, test } from '@playwright/test';
import { expectNoAxeViolationsAt } from './support/axe';

// A screen whose code cannot be fetched (the phone lost its network between two pages) shows the
// spec's failure message with Try again, instead of a blank page. Try again stays on the page
// while the network is down, and brings the screen once it is back.

test('a screen that cannot be loaded offline says so, and Try again brings it once online', async ({
  page,
  context,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/landing', { waitUntil: 'networkidle' });
  await context.setOffline(true);
  await page.getByRole('link', { name: 'Sign Up' }).first().click();

  // The message's own alert (the snackbars' live region is one too, and stays empty here).
  const alert = page.getByRole('alert').filter({ hasText: 'Oops! Something went wrong' });
  await expect(alert).toContainText('Oops! Something went wrong');
  await expect(alert).toContainText('Connection or server error. Check your connection or try to connect later');
  await expect(page.getByRole('heading', { level: 1, name: 'Oops! Something went wrong' })).toBeVisible();
  await expectNoAxeViolationsAt(page, [
    { width: 375, height: 800 },
    { width: 1280, height: 800 },
  ]);

  // Still offline: the page stays (no browser offline page), the message is said again.
  const retry = page.getByRole('button', { name: 'Try again' });
  await retry.focus();
  await page.keyboard.press('Enter');
  await expect(retry).not.toHaveAttribute('aria-busy');
  await expect(alert).toContainText('Connection or server error');
  expect(page.url()).toMatch(/\/auth\/register$/);

  await context.setOffline(false);
  await retry.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign Up' })).toBeVisible();
  await expect(alert).toHaveCount(0);
});
