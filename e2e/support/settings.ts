import type { Page } from '@playwright/test';

const INLINE = /(<script type="application\/json" id="registry-settings">)(.*?)(<\/script>)/s;

/**
 * Runtime settings for this page only: the reference server writes them into every page
 * (#registry-settings) and serves /settings.json for other hosts; both are rewritten with `patch`.
 */
export async function overrideSettings(page: Page, patch: Record<string, unknown>) {
  await page.route('**/*', async (route) => {
    const request = route.request();
    const isSettingsFile = new URL(request.url()).pathname === '/settings.json';
    if (request.resourceType() !== 'document' && !isSettingsFile) return route.fallback();
    const response = await route.fetch();
    if (isSettingsFile) return route.fulfill({ response, json: { ...(await response.json()), ...patch } });
    const html = (await response.text()).replace(INLINE, (_all, open: string, json: string, close: string) => {
      const merged = JSON.stringify({ ...JSON.parse(json), ...patch }).replace(/</g, '\\u003c');
      return `${open}${merged}${close}`;
    });
    return route.fulfill({ response, body: html });
  });
}
