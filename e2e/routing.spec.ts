import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';

test('/ goes to /landing', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/landing$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a protected route sends a signed-out visitor to sign-in with the target kept', async ({ page }) => {
  await page.goto('/survey/study/1/user-study/2/user/3/review-answers?procedure=screening');
  await expect(page).toHaveURL(/\/auth\/login\?redirectTo=/);
  const redirectTo = new URL(page.url()).searchParams.get('redirectTo');
  expect(redirectTo).toBe('/survey/study/1/user-study/2/user/3/review-answers?procedure=screening');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/auth\/login\?redirectTo=%2Fdashboard$/);
});

test('an unknown path shows Page Not Found and asks not to be indexed', async ({ page }) => {
  await page.goto('/this/path/does-not-exist');
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  expect(new URL(page.url()).pathname).toBe('/this/path/does-not-exist');
  await expectNoAxeViolations(page);
});
