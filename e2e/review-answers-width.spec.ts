import { expect, test } from '@playwright/test';
import { storeToken } from './support/auth';
import { registerAtConsent, surveyPath } from './support/consent';

// The review of submitted answers on a phone: the answers use the screen's width, not a column of
// about 230 px inside the page's, the section's and the frame's margins.

test.use({ viewport: { width: 375, height: 812 } });

test('at 375 px the review of answers gives the answers most of the width', async ({ page, request }) => {
  const p = await registerAtConsent(request, { first: 'Wren', last: 'Wide' });
  await page.goto('/landing');
  await storeToken(page, p.token);
  await page.goto(`${surveyPath(p)}/review-answers?procedure=screening`);
  await expect(page.locator('iframe.registry-review__frame')).toBeVisible();
  const body = page.frameLocator('iframe.registry-review__frame').locator('body');
  await expect(body).toContainText(/diabetes/i);
  const width = await body.evaluate((b) => b.getBoundingClientRect().width);
  expect(width).toBeGreaterThanOrEqual(300);
  // Nothing scrolls sideways for it.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});
