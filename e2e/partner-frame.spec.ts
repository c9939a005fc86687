import type { APIRequestContext, Page } from '@playwright/test';
import { registerThroughApi } from './support/auth';
import { expect, PARTNER_ORIGIN, partnerUrl, test } from './support/partner-origin';
import { PARTNER_PORT } from './support/partner-server';

// A partner page that cannot run the gadget's script (a CMS page) frames the registry's page of the
// survey gadget instead (/embed/frame/survey), under the partner's strict CSP: the frame posts the
// gadget's typed events and its height to the parent, whose ten-line script
// (e2e/partner-pages/frame.js, the README's snippet) sizes the frame and hears the events.

type Heard = Array<{ name: string; detail: Record<string, unknown> }>;
const heard = (page: Page) => page.evaluate(() => (window as unknown as { registryEvents: Heard }).registryEvents);

/** Waits until the parent has sized the frame to the height of the framed page; answers that height. */
async function sizedFrame(page: Page, path: string): Promise<number> {
  const frameHeight = () => page.locator('iframe[data-registry]').evaluate((f) => f.getBoundingClientRect().height);
  const framed = page.frames().find((f) => f.url().includes(path))!;
  const contentHeight = () => framed.evaluate(() => Math.ceil(document.documentElement.getBoundingClientRect().height));
  await expect.poll(async () => (await frameHeight()) - (await contentHeight())).toBe(0);
  return frameHeight();
}

/** The page to frame lets the allow-listed partner frame it, and nobody else. */
async function framableByPartner(request: APIRequestContext, path: string) {
  const framePage = await request.get(path);
  expect(framePage.status()).toBe(200);
  expect(framePage.headers()['content-security-policy']).toContain(`frame-ancestors ${PARTNER_ORIGIN}`);
  expect(framePage.headers()['x-frame-options']).toBeUndefined();
}

test('a framed survey gadget: framable by the allow-listed partner only, its events and height posted to the parent, the sign-in inside it', async ({
  page,
  request,
}) => {
  // The page to frame names the allow-listed origins in frame-ancestors; every other page keeps 'none'.
  await framableByPartner(request, '/embed/frame/survey?study-id=101');
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

test('a framed FAQ: its questions from a CMS page, ready posted to the parent, the frame resized as a question opens', async ({
  page,
  request,
}) => {
  await framableByPartner(request, '/embed/frame/faq');
  await page.goto(partnerUrl('/pages/frame-faq.html'));
  const frame = page.frameLocator('iframe[data-registry]');
  const question = frame.getByRole('button', { name: 'What is the registry?' });
  await expect(question).toBeVisible();
  await expect
    .poll(async () => (await heard(page)).find((e) => e.name === 'registry-ready')?.detail)
    .toEqual({ tag: 'registry-faq' });
  const closed = await sizedFrame(page, '/embed/frame/faq');
  expect(closed).toBeGreaterThan(150);

  // An answer shown makes the page taller: the frame follows, without a scrollbar of its own.
  await question.click();
  await expect(question).toHaveAttribute('aria-expanded', 'true');
  await expect.poll(() => sizedFrame(page, '/embed/frame/faq')).toBeGreaterThan(closed);
});

test('a framed glucose device link: the sign-in inside it, signed-in posted to the parent, the connect card sized in', async ({
  page,
  request,
}) => {
  await framableByPartner(request, '/embed/frame/glucose');
  const account = await registerThroughApi(request, { first_name: 'Gil', last_name: 'Framed' });
  await page.goto(partnerUrl('/pages/frame-glucose.html'));
  const frame = page.frameLocator('iframe[data-registry]');
  await expect(frame.getByRole('heading', { name: 'Sign In', level: 1 })).toBeVisible();
  await expect
    .poll(async () => (await heard(page)).find((e) => e.name === 'registry-ready')?.detail)
    .toEqual({ tag: 'registry-glucose-link' });
  const signIn = await sizedFrame(page, '/embed/frame/glucose');

  await frame.getByLabel('Email').fill(account.email);
  await frame.getByLabel('Password', { exact: true }).fill('Str0ng-Passw0rd!');
  await frame.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(frame.getByRole('heading', { name: 'Connect your glucose device' })).toBeVisible();
  await expect
    .poll(async () => (await heard(page)).find((e) => e.name === 'registry-signed-in')?.detail)
    .toEqual({ userId: account.id, accountState: 'regular', partnerRef: null });
  // The connect card is shorter than the sign-in form: the frame shrinks to it.
  await expect.poll(() => sizedFrame(page, '/embed/frame/glucose')).not.toBe(signIn);
  expect(await page.evaluate(() => [localStorage.length, sessionStorage.length])).toEqual([0, 0]);
});
