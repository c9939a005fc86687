import { cleanupOutdatedCaches, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';

// The standalone site's service worker (docs/decisions.md, "Answering without a connection").
// - The app's own files (every hashed script and stylesheet, the icons) are kept at install and
//   served from the cache first: their names change with their content.
// - A page (a navigation) comes from the network first, as ever: the server's fresh HTML, its settings
//   and its pre-rendered markup, so hydration and the session see what they always saw. The copy is
//   kept; without a connection the page's last copy is served, else the last page kept (the app
//   routes from the address), so a reload offline opens the questionnaire where it was.
// - Nothing else: the API, /settings.json, the embed and the examples go to the network untouched.
//   The participant's answers are never in Cache Storage (the survey keeps them encrypted in IndexedDB).
// - Where the browser can (Chromium's static routing), the API and /settings.json do not even pass
//   through the worker: a save never waits for a stopped worker to start.

declare global {
  interface Window {
    /** The build's list of files to keep, written in by vite-plugin-pwa where this expression stands. */
    __WB_MANIFEST: (string | PrecacheEntry)[];
  }
}

interface WorkerScope {
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void>; matchAll(options: { type: 'window' }): Promise<{ url: string }[]> };
  addEventListener(type: 'install' | 'activate', listener: (event: InstallEvent) => void): void;
}
interface InstallEvent {
  waitUntil(p: Promise<unknown>): void;
  /** Static routing (Chromium 123 and later; other browsers lack it and send every request to the worker). */
  addRoutes?: (rules: { condition: { urlPattern: unknown }; source: 'network' }[]) => Promise<void>;
}
/** The addresses that go straight to the network: the API and the settings the page reads. */
const STRAIGHT_TO_NETWORK = ['/api/*', '/settings.json'];
const worker = self as unknown as WorkerScope;

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

const PAGES = 'registry-pages';
const pages = new NetworkFirst({
  cacheName: PAGES,
  // The server varies a page on the language cookie and Accept-Language: offline, any copy will do.
  matchOptions: { ignoreVary: true },
  plugins: [{ cacheWillUpdate: async ({ response }) => (response.status === 200 ? response : null) }],
});

const NOT_PAGES = /^\/(api|embed|examples)\//;

registerRoute(
  ({ request, url }) => request.mode === 'navigate' && url.origin === location.origin && !NOT_PAGES.test(url.pathname),
  async (options) => {
    try {
      return await pages.handle(options);
    } catch (error) {
      const cache = await caches.open(PAGES);
      const kept = await cache.keys();
      const last = kept.length ? await cache.match(kept[kept.length - 1]) : undefined;
      if (last) return last;
      throw error;
    }
  },
);

// A new build's worker takes over at once: its pages came from the network, and the old files it
// removes belong to pages that will load the new ones on their next navigation.
worker.addEventListener('install', (event) => {
  void worker.skipWaiting();
  const Pattern = (globalThis as { URLPattern?: new (init: { pathname: string }) => unknown }).URLPattern;
  if (!event.addRoutes || !Pattern) return;
  const rules = STRAIGHT_TO_NETWORK.map((pathname) => ({
    condition: { urlPattern: new Pattern({ pathname }) },
    source: 'network' as const,
  }));
  // A browser that refuses the rules still works: the worker then lets these requests through.
  event.waitUntil(event.addRoutes(rules).catch(() => undefined));
});
worker.addEventListener('activate', (event) => event.waitUntil(Promise.all([worker.clients.claim(), keepOpenPages()])));

/**
 * The pages already open when the worker first starts came before it: they are fetched once more and
 * kept, so the first visit's page opens offline too (later navigations are kept as they come).
 */
async function keepOpenPages(): Promise<void> {
  const cache = await caches.open(PAGES);
  const windows = await worker.clients.matchAll({ type: 'window' });
  await Promise.all(
    windows.map(async ({ url }) => {
      const page = new URL(url);
      if (page.origin !== location.origin || NOT_PAGES.test(page.pathname)) return;
      const response = await fetch(page.href, { credentials: 'same-origin' });
      if (response.status === 200) await cache.put(page.href, response);
    }),
  ).catch(() => undefined);
}
