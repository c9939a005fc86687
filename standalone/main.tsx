// First: a page opened with a stored token asks for its route's first data before React loads.
import { earlyFetch } from './early-start';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { AnalyticsEvent } from '@/shared/analytics/analytics';
import { resolveSettings, type RuntimeSettings } from '@/config/settings';
import { browserStorage } from '@/shared/session/key-value-storage';
import { SESSION_KEYS } from '@/shared/session/session-store';
import { FeedbackHost } from '@/app/provider-base';
import { preloadScreenOf } from '@/app/screens';
import { ensureTranslations } from '@/shared/i18n/switch-locale';
import { registryAppElement } from './app-element';
import { followDocumentLanguage, prerenderedInPageLanguage, startLanguage } from './start-language';
import './standalone.css';

/**
 * Runtime settings (DECISIONS §5): the reference server writes them into the page
 * (#registry-settings), which saves a round trip before the first render; a page served by
 * anything else fetches /settings.json, and a missing file falls back to the defaults.
 */
async function loadSettings(): Promise<RuntimeSettings> {
  const inline = document.getElementById('registry-settings')?.textContent;
  if (inline) {
    try {
      return resolveSettings(JSON.parse(inline));
    } catch {
      // A damaged inline copy: the file below is the same settings.
    }
  }
  try {
    const res = await fetch('/settings.json', { cache: 'no-store' });
    if (res.ok) return resolveSettings(await res.json());
  } catch {
    // Offline or no settings file: the defaults still give a working site.
  }
  return resolveSettings(undefined);
}

/** Whether this tab holds any session value: the pre-rendered pages are the signed-out ones. */
function hasStoredSession(settings: RuntimeSettings): boolean {
  const storage = browserStorage(settings.environment);
  return Object.values(SESSION_KEYS).some((key) => storage.getItem(key) !== null);
}

// The current route's screen and the snackbars' host load while the settings are read instead of
// after the first render; a pre-rendered page waits for them before hydrating (lazyWithPreload).
// A failed load is tried again when the app renders that part.
// The service worker (offline use, installing the site) registers once the page has loaded, from a
// chunk of its own that registers it as it runs: nothing of it is in the first load. (This line runs
// before the first await, so before the page's load event.)
addEventListener('load', () => import('./register-sw'));

const firstScreenLoaded = Promise.all([preloadScreenOf(window.location.pathname), FeedbackHost.preload()]).catch(
  () => undefined,
);

/**
 * Analytics events (DECISIONS §8) become a `registry-analytics` DOM event on the window, as in the
 * embed: nothing leaves the page, and a deployment's own tag manager may listen.
 */
const announce = (detail: AnalyticsEvent) => window.dispatchEvent(new CustomEvent('registry-analytics', { detail }));

// The first language is settled (its texts loaded) while the settings are read: the first render
// is in it. `<html lang>` follows the page's language from then on.
followDocumentLanguage(document);
const [settings] = await Promise.all([
  loadSettings(),
  startLanguage(window.location.search, navigator.languages ?? []),
]);
const root = document.getElementById('root')!;
const app = registryAppElement(settings, { onAnalyticsEvent: announce, fetch: earlyFetch });
// A pre-rendered public page (the server sends one for a signed-out route without a query) is
// hydrated: its first paint was the page, and React takes it over without redrawing. A visitor
// with a session renders afresh, since the page would differ from the signed-out markup; so does
// a page whose markup is in another language than the one chosen (a Spanish reader of an English page).
// As a transition the hydration yields to the browser every few milliseconds instead of running as
// one long task (the page is already painted, so nothing waits for it; Lighthouse's TBT counts it).
// Its lazy parts are loaded first, so the whole page hydrates in one pass: a part still loading
// would stay dehydrated, and the app's first updates would then draw it anew (its elements and the
// focus in them replaced; e2e/prerender.spec.ts).
// A page rendered afresh waits for its screen too (its chunks are preloaded beside the entry): a
// screen suspending in the first render would hold back its reveal 300 ms after the fallback (React
// throttles a boundary's content), and the screen's requests would start that much later.
// A signed-in page's frame (data-frame) is painted too: the app draws its page over it as a
// transition as well, in slices, its commit replacing the frame at once.
await firstScreenLoaded;
// The screen's code may have come while the language was being settled: its texts' translations too.
await ensureTranslations().catch(() => undefined);
const prerendered = root.dataset.prerendered !== undefined;
if (prerendered && !hasStoredSession(settings) && prerenderedInPageLanguage(root))
  startTransition(() => void hydrateRoot(root, app));
else if (root.dataset.frame !== undefined) {
  const fresh = createRoot(root);
  startTransition(() => fresh.render(app));
} else {
  // A pre-rendered page drawn afresh: what was typed into it meanwhile goes on in the app's fields
  // (a chunk of its own: only a tab holding session keys or another language comes this way).
  if (prerendered) (await import('./carry-typing').catch(() => null))?.carryTypingIntoFreshRender(root);
  createRoot(root).render(app);
}
