import type { Page } from '@playwright/test';
import { registerThroughApi } from './support/auth';
import { expect, PARTNER_ORIGIN, partnerUrl, test } from './support/partner-origin';
import { PARTNER_PORT } from './support/partner-server';

// A partner page that cannot run the gadget's script (a CMS page) frames the registry's page of the
// survey gadget instead (/embed/frame/survey), under the partner's strict CSP: the frame posts the
// gadget's typed events and its height to the parent, whose ten-line script
// (e2e/partner-pages/frame.js, the README's snippet) sizes the frame and hears the events.

type Heard = Array<{ name: string; detail: Record<string, unknown> }>;
const heard = (page: Page) => page.evaluate(() => (window as unknown as { registryEvents: Heard }).registryEvents);

test('a framed survey gadget: framable by the allow-listed partner only, its events and height posted to the parent, the sign-in inside it', async ({
  page,
  request,
}) => {
  // The page to frame names the allow-listed origins in frame-ancestors; every other page keeps 'none'.
  const framePage = await request.get('/embed/frame/survey?study-id=101');
  expect(framePage.headers()['content-security-policy']).toContain(`frame-ancestors ${PARTNER_ORIGIN}`);
  expect(framePage.headers()['x-frame-options']).toBeUndefined();
  expect((await request.get('/faq')).headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  expect((await request.get('/embed/frame/nothing')).status()).toBe(404);

  const account = await registerThroughApi(request, { first_name: 'Fran', last_name: 'Framed' });
  await page.goto(partnerUrl('/pages/frame.html'));
  const frame = page.frameLocator('iframe[data-registry]');
  await expect(frame.getByRole('heading', { name: 'Sign In', level: 1 })).toBeVisible();
  await expect.poll(async () => (await heard(page)).map((e) => e.name)).toContain('registry-ready');
  // The parent sized the frame to the gadget's height.
  const frameHeight = () => page.locator('iframe[data-registry]').evaluate((f) => f.getBoundingClientRect().height);
  const framed = page.frames().find((f) => f.url().includes('/embed/frame/survey'))!;
  const contentHeight = () => framed.evaluate(() => Math.ceil(document.documentElement.getBoundingClientRect().height));
  await expect.poll(frameHeight).toBeGreaterThan(400);
  expect(await frameHeight()).toBe(await contentHeight());

  // The session inside the frame: the sign-in form, then the study; the event reaches the parent.
  await frame.getByLabel('Email').fill(account.email);
  await frame.getByLabel('Password', { exact: true }).fill('Str0ng-Passw0rd!');
  await frame.getByRole('button', { name: 'Sign In' }).click();
  await expect
    .poll(async () => (await heard(page)).find((e) => e.name === 'registry-signed-in')?.detail)
    .toEqual({ userId: account.id, accountState: 'regular', partnerRef: null });
  await expect(frame.getByRole('heading', { level: 1, name: 'T1D Registry Core Study' })).toBeVisible();
  // Nothing of the session reached the partner's storage.
  expect(await page.evaluate(() => [localStorage.length, sessionStorage.length])).toEqual([0, 0]);

  // The same page on an origin that is not allow-listed: the browser refuses to frame it, and nothing is posted.
  const other = await page.context().newPage();
  await other.goto(`http://127.0.0.1:${PARTNER_PORT}/pages/frame.html`);
  await other.waitForTimeout(500);
  await expect(other.frameLocator('iframe[data-registry]').getByRole('heading', { name: 'Sign In' })).toHaveCount(0);
  expect(await heard(other)).toEqual([]);
  await other.close();
});
