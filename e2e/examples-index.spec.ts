import { readdirSync } from 'node:fs';
import { expect, partnerUrl, PARTNER_ORIGIN, test } from './support/partner-origin';

// /examples/ is where a partner developer starts: it links every example page the server serves.
// The registry serves them on its own origin; a partner serves them on its own
// (e2e/support/partner-server.ts), loading the gadgets from the registry under a strict CSP.

const PAGES = readdirSync('examples')
  .filter((name) => name.endsWith('.html') && name !== 'index.html')
  .map((name) => `/examples/${name}`)
  .sort();

test('the registry serves the examples index, which links every example page it serves', async ({ page, request }) => {
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
});

test("on a partner's origin, the index's link opens the glucose partner page, whose gadget runs under its strict CSP", async ({
  page,
}) => {
  await page.goto(partnerUrl('/examples/'));
  await expect(page.getByRole('heading', { level: 1, name: 'Ways to use the registry' })).toBeVisible();
  await page.getByRole('link', { name: 'Glucose-device partner' }).click();
  await expect(page).toHaveURL(partnerUrl('/examples/glucose-partner.html'));
  await expect(page.getByRole('heading', { level: 1, name: 'Glucose study by a CGM maker' })).toBeVisible();
  // The gadget came from the registry and reached its API from the partner's origin: its sign-in shows.
  const gadget = page.locator('registry-glucose-link');
  await expect(gadget.getByRole('heading', { name: 'Sign In', level: 1 })).toBeVisible();
  await expect(gadget.getByLabel('Email')).toBeVisible();
  expect(new URL(page.url()).origin).toBe(PARTNER_ORIGIN);
});
