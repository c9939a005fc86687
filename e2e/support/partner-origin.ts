import { expect, test as base, type Page } from '@playwright/test';
import { PARTNER_ORIGIN, REGISTRY_ORIGIN } from './partner-server';

// The e2e side of the partner origin (e2e/support/partner-server.ts): pages on the partner's origin
// with the gadgets loaded from the registry, and a check that the page's strict CSP refused nothing
// (no inline script or style, no request to an origin the CSP does not name).

export { PARTNER_ORIGIN, REGISTRY_ORIGIN };

/** A page of the partner's site: the repo's examples (`/examples/…`) or the e2e's own (`/pages/…`). */
export const partnerUrl = (path: string) => `${PARTNER_ORIGIN}${path}`;

/** The partner research site (examples/partner-site.html) on the partner's origin. */
export const PARTNER_SITE = partnerUrl('/examples/partner-site.html');

/** Adds what the page's CSP refused (Chromium's console reports) to `refused`; for a test's other pages. */
export function watchCsp(page: Page, refused: string[]) {
  page.on('console', (m) => {
    if (m.type() === 'error' && /Content Security Policy/i.test(m.text())) refused.push(m.text());
  });
}

/**
 * Playwright's `test`, where every test fails when the partner page's CSP refused anything: the
 * gadgets must run under `script-src 'self' <registry>; style-src 'self'` without `unsafe-inline`.
 * `cspRefusals` holds Chromium's reports of what it refused (a test that provokes one empties it).
 */
export const test = base.extend<{ cspRefusals: string[] }>({
  cspRefusals: [
    async ({ page }, use) => {
      const refused: string[] = [];
      watchCsp(page, refused);
      await use(refused);
      expect(refused, 'refused by the partner page CSP').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** The element's `signIn(token)`, called as a partner's script would. */
export async function handOver(page: Page, token: string, selector = 'registry-survey'): Promise<string> {
  return page.evaluate(
    ([sel, t]) => (document.querySelector(sel) as HTMLElement & { signIn(t: string): Promise<string> }).signIn(t),
    [selector, token] as const,
  );
}
