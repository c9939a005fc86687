import { startEarlyGets, type EarlyGet, type EarlyGets } from '@/shared/api/client/early-gets';
import { isApiUrl, requestHeaders, resolveUrl, type SessionHeaderValues } from '@/shared/api/client/request-headers';
import { profileFirstGets } from '@/features/auth/api/first-gets';
import { dashboardFirstGets } from '@/features/dashboard/api/first-gets';
import { surveyFirstGets, type FirstGet } from '@/features/study/session/first-gets';
import { STORAGE_KEYS } from '@/shared/session/session-keys';
import { decodeToken } from '@/shared/session/token';

// The first module the standalone entry runs, before React and the app are evaluated: a page opened
// with a stored token asks at once for the first data of its route (the survey's, the dashboard's), so the
// answers are on their way while the app's code is evaluated, and the app's own identical requests
// take them (early-gets.ts). Reads what it needs without the app's modules: the settings the server
// wrote into the page and the session's storage (the app's rules: sessionStorage, the development
// environment's localStorage). Anything missing: nothing is asked early.

function storageOf(environment: unknown): Storage | null {
  try {
    return environment === 'development' ? localStorage : sessionStorage;
  } catch {
    return null;
  }
}

/** The settings the server wrote into the page, and the session's storage by their environment. */
function pageSession(): { apiBase: unknown; storage: Storage | null } | undefined {
  const inline = document.getElementById('registry-settings')?.textContent;
  if (!inline) return undefined;
  try {
    const { apiBase, environment } = JSON.parse(inline) as { apiBase?: unknown; environment?: unknown };
    return { apiBase, storage: storageOf(environment) };
  } catch {
    return undefined;
  }
}

function storedToken(storage: Storage | null | undefined): string | null {
  try {
    return storage?.getItem(STORAGE_KEYS.token) || null;
  } catch {
    return null;
  }
}

/**
 * The server sends a signed-in page (the dashboard, a survey question) with its frame already drawn
 * (`data-frame`: header, headings, placeholders, nobody's data), painted before any script. It is
 * for a tab holding a session: without a token it goes at once, so a signed-out visitor is not shown
 * a signed-in page while the app loads to send them to sign-in (an empty page until then, as before).
 */
function dropFrameWhenSignedOut(storage: Storage | null | undefined) {
  const root = document.getElementById('root');
  if (!root || root.dataset.frame === undefined || storedToken(storage)) return;
  root.replaceChildren();
  delete root.dataset.frame;
}

/**
 * A frame's page lists its chunks (#registry-chunks) instead of preloading them in its HTML: asked
 * here, beside the page's data, they leave after the first paint and ahead of the app's own modules.
 * Each link is added in a task of its own, after the data's requests: adding ten at once held the
 * main thread 23 ms under Lighthouse.
 */
function preloadChunks() {
  const list = document.getElementById('registry-chunks')?.textContent;
  if (!list) return;
  try {
    for (const href of JSON.parse(list) as unknown[]) {
      if (typeof href !== 'string') continue;
      setTimeout(() => {
        const link = document.createElement('link');
        link.rel = 'modulepreload';
        link.crossOrigin = '';
        link.href = href;
        document.head.append(link);
      }, 0);
    }
  } catch {
    // A damaged list: the app's entry loads the same chunks itself.
  }
}

function begin(): EarlyGets | undefined {
  const { pathname } = window.location;
  const page = pageSession();
  dropFrameWhenSignedOut(page?.storage);
  if (!page) return undefined;
  try {
    const { apiBase, storage } = page;
    const token = storedToken(storage);
    if (typeof apiBase !== 'string' || !storage || !token) return undefined;
    // The data's requests are queued first, the chunks' after them (whatever happens between).
    queueMicrotask(preloadChunks);
    const userId = decodeToken(token)?.user_id;
    const route: FirstGet[] = [
      ...surveyFirstGets(pathname),
      ...dashboardFirstGets(pathname, typeof userId === 'number' ? userId : null),
    ];
    if (route.length === 0) return undefined;
    // The app loads the profile as it starts (app/profile-on-start.ts): asked now, with the page's data.
    const gets = [...route, ...profileFirstGets()];
    const application = storage.getItem(STORAGE_KEYS.application);
    const session: SessionHeaderValues = {
      token,
      userId: typeof userId === 'number' ? userId : null,
      responseId: storage.getItem(STORAGE_KEYS.responseId) || null,
      application: application === 'qi' || application === 'registry' ? application : null,
    };
    const early = (list: FirstGet[]): EarlyGet[] =>
      list.map(({ path, then }) => {
        const url = resolveUrl(apiBase, path);
        const headers = requestHeaders({
          fullUrl: url,
          apiUrl: isApiUrl(apiBase, url),
          auth: true,
          adminRegister: false,
          session,
          // The language the server sent the page in, which the app renders in (main.tsx).
          locale: document.documentElement.lang || 'en',
        });
        return { url, headers, then: then && ((body: unknown) => early(then(body))) };
      });
    return startEarlyGets(early(gets));
  } catch {
    return undefined;
  }
}

/** The fetch the app's API client uses: the early answers first, then the network. */
export const earlyFetch: typeof fetch | undefined = begin()?.fetch;
