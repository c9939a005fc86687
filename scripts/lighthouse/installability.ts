import type { Browser } from 'puppeteer-core';

/**
 * Whether the site installs as a web app, by Chromium's own check (the manifest, its icons, a service
 * worker with a fetch handler): Lighthouse 12 no longer has the PWA audits that asked it. The page
 * is opened until the site's worker controls it (it registers after the load event); the answer is
 * the list of what stands in the way, empty when installable.
 */
export async function installabilityErrors(browser: Browser, url: string): Promise<string[]> {
  const page = await browser.newPage();
  try {
    await page.goto(url, { waitUntil: 'load' });
    await page
      .waitForFunction(() => navigator.serviceWorker?.controller != null, { timeout: 60_000 })
      .catch(() => undefined);
    const cdp = await page.createCDPSession();
    const { installabilityErrors: errors } = await cdp.send('Page.getInstallabilityErrors');
    await cdp.detach();
    return errors.map((e) => e.errorId);
  } finally {
    await page.close();
  }
}
