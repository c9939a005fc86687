import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';

test('/ redirects to the landing page', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/landing$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('an unknown path shows Page Not Found, not indexed', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expectNoAxeViolations(page);
});

test('the server answers the version with the X-TR-VERSION header', async ({ request }) => {
  const res = await request.get('/api/meta/version');
  expect(res.ok()).toBe(true);
  expect(res.headers()['x-tr-version']).toBeTruthy();
});
