import { readdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';

// /examples/ is where a partner developer starts: it links every example page the server serves.

const PAGES = readdirSync('examples')
  .filter((name) => name.endsWith('.html') && name !== 'index.html')
  .map((name) => `/examples/${name}`)
  .sort();

test('the examples index links every example page, and each link opens its page', async ({ page, request }) => {
  expect(PAGES).toContain('/examples/glucose-partner.html');
  await page.goto('/examples/');
  await expect(page.getByRole('heading', { level: 1, name: 'Ways to use the registry' })).toBeVisible();
  const links = await page
    .getByRole('link')
    .evaluateAll((anchors) => anchors.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
  expect(PAGES.filter((path) => !links.includes(path))).toEqual([]);
  for (const path of links.filter((p) => p.startsWith('/examples/'))) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(200);
  }

  await page.getByRole('link', { name: 'Glucose-device partner' }).click();
  await expect(page).toHaveURL(/\/examples\/glucose-partner\.html$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Glucose study by a CGM maker' })).toBeVisible();
  await expect(page.locator('registry-glucose-link').getByRole('heading', { name: 'Sign In', level: 1 })).toBeVisible();
});
