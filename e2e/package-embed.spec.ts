import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expectNoAxeViolations } from './support/axe';
import { TOKEN_KEY } from './support/auth';
import { expect, PARTNER_ORIGIN, PARTNER_SITE, partnerUrl, REGISTRY_ORIGIN, test } from './support/partner-origin';
import { serveHostApp } from './support/static-server';

// A gadget lives on a partner's page without touching it: not its URL, not its history,
// not its storage, not its styles; its events stay on the page unless the page forwards them. The
// partner's pages come from its own origin under a strict CSP (e2e/support/partner-origin.ts).

/** A token the server will refuse (wrong signature, long expired): what an old tab leaves behind. */
const EXPIRED =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJ1c2VyX2lkIjoxLCJhY2NvdW50X3N0YXR1cyI6InJlZ3VsYXIiLCJwcml2aWxlZ2VzIjpbXSwiZXhwIjoxMDAwLCJvcmlnX2lhdCI6OTAwfQ.c2lnbmF0dXJl';

test("the partner site's URL, history and storage stay as they were, even with an expired registry token", async ({
  page,
}) => {
  await page.addInitScript(
    ([key, token]) => {
      localStorage.setItem(key, token);
      sessionStorage.setItem(key, token);
    },
    [TOKEN_KEY, EXPIRED],
  );
  const requests: string[] = [];
  page.on('request', (r) => requests.push(r.url()));
  await page.goto(PARTNER_SITE);
  const before = await page.evaluate(() => ({ href: location.href, length: history.length }));
  const gadget = page.locator('registry-faq');
  await expect(gadget.getByRole('heading', { name: 'Questions about the registry', level: 2 })).toBeVisible();
  await gadget.getByRole('button').first().click();
  await expect(gadget.getByRole('button').first()).toHaveAttribute('aria-expanded', 'true');
  await page.waitForTimeout(300);

  const after = await page.evaluate(() => ({ href: location.href, length: history.length }));
  expect(after).toEqual(before);
  expect(await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY)).toBe(EXPIRED);
  // Nothing left the page: the page, its own files and the gadget scripts (the survey gadget's
  // sign-in chunks among them), no API call, no analytics.
  expect(
    requests.filter(
      (url) => !url.startsWith(`${PARTNER_ORIGIN}/examples/`) && !url.startsWith(`${REGISTRY_ORIGIN}/embed/`),
    ),
  ).toEqual([]);
});

test("the gadget's events reach the page's own listeners: ready and the page view", async ({ page }) => {
  await page.goto(PARTNER_SITE);
  const events = page.locator('#gadget-events');
  await expect(events.getByText('<registry-faq> ready')).toBeVisible();
  await expect(events.getByText('<registry-faq> analytics: page_view /', { exact: true })).toBeVisible();
});

test('hostile preflight and html { font-size: 10px } do not resize or restyle the gadget', async ({ page }) => {
  const measure = async (url: string) => {
    await page.goto(url);
    const question = page.locator('registry-faq').getByRole('button').first();
    await expect(question).toBeVisible();
    return question.evaluate((el) => {
      const cs = getComputedStyle(el);
      return { size: cs.fontSize, family: cs.fontFamily, radius: cs.borderTopLeftRadius, transform: cs.textTransform };
    });
  };
  const plain = await measure(partnerUrl('/examples/embed-plain.html'));
  const partner = await measure(PARTNER_SITE);
  expect(partner).toEqual(plain);
  expect(parseFloat(partner.size)).toBeGreaterThanOrEqual(16);
  const headingSize = await page
    .locator('registry-faq')
    .getByRole('heading', { level: 2 })
    .evaluate((el) => getComputedStyle(el).textTransform);
  expect(headingSize).toBe('none');
  await expectNoAxeViolations(page, 'registry-faq');
});

test('another origin can load the gadget script; an invalid attribute value warns in the console', async ({
  page,
  baseURL,
}) => {
  const registry = new URL(baseURL!).origin;
  // A partner's page on its own origin (another port), served by a web server of its own and
  // loading the script from the registry.
  const dir = mkdtempSync(join(tmpdir(), 'partner-'));
  writeFileSync(
    join(dir, 'index.html'),
    `<!doctype html><html lang="en"><head><title>Partner</title><link rel="icon" href="data:,"></head><body><main>
      <registry-faq api-base="${registry}/api" environment="production" heading-level="7"></registry-faq>
      <script type="module" src="${registry}/embed/registry-embed.js"></script></main></body></html>`,
  );
  const partnerSite = await serveHostApp(dir, registry);
  const partner = `${partnerSite.url}/index.html`;
  const warnings: string[] = [];
  page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
  const script = page.waitForResponse((r) => r.url().endsWith('/embed/registry-embed.js'));
  await page.goto(partner);
  const response = await script;
  expect(response.headers()['access-control-allow-origin']).toBe('*');
  await expect(page.locator('registry-faq').getByRole('heading', { name: 'Frequently Asked Questions' })).toBeVisible();
  expect(warnings).toContain(
    '<registry-faq>: ignoring environment="production": expected one of "development", "qa", "sb", "staging", "prod".',
  );
  expect(warnings.some((w) => w.startsWith('<registry-faq>: ignoring heading-level="7"'))).toBe(true);
  // The API stays allow-listed: an unknown origin gets no CORS grant from it.
  const api = await page.evaluate(async (url) => {
    try {
      await fetch(url);
      return 'readable';
    } catch {
      return 'blocked';
    }
  }, `${registry}/api/meta/version`);
  expect(api).toBe('blocked');
  await partnerSite.close();
});

test("the partner's origin is the one the API answers, and its page's CSP refuses inline script and style", async ({
  page,
  cspRefusals,
}) => {
  const registry = REGISTRY_ORIGIN;
  const answered = page.waitForResponse((r) => r.url() === `${registry}/api/meta/version`);
  const response = await page.goto(PARTNER_SITE);
  expect(response?.headers()['content-security-policy']).toContain(`script-src 'self' ${registry};`);
  expect(response?.headers()['content-security-policy']).toContain("style-src 'self';");
  await expect(page.locator('registry-faq').getByRole('heading', { level: 2 })).toBeVisible();
  // The gadget's own calls are cross-origin and granted to this origin by name.
  const version = await page.evaluate(async (url) => (await fetch(url)).status, `${registry}/api/meta/version`);
  expect(version).toBe(200);
  expect((await answered).headers()['access-control-allow-origin']).toBe(PARTNER_ORIGIN);

  // What a page may not do under its CSP, the partner's page cannot: the check that guards every
  // test on this origin sees it.
  const applied = await page.evaluate(() => {
    const style = document.createElement('style');
    style.textContent = 'body { outline: 7px solid red }';
    document.head.append(style);
    const script = document.createElement('script');
    script.textContent = 'document.body.dataset.inline = "ran"';
    document.body.append(script);
    return { outline: getComputedStyle(document.body).outlineStyle, inline: document.body.dataset.inline ?? null };
  });
  expect(applied).toEqual({ outline: 'none', inline: null });
  await expect.poll(() => cspRefusals.length).toBe(2);
  expect(cspRefusals.join('\n')).toMatch(/inline style/);
  expect(cspRefusals.join('\n')).toMatch(/inline script/);
  cspRefusals.length = 0;
});
