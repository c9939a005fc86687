import { prerender } from 'react-dom/static';
import type { RuntimeSettings } from '@/config/settings';
import { activeLocale, type Locale } from '@/shared/i18n/locale';
import { loadAllTranslations } from '@/shared/i18n/switch-locale';
import { createMemoryStorage } from '@/shared/session/key-value-storage';
import { STORAGE_KEYS } from '@/shared/session/session-keys';
import { registryAppElement } from './app-element';

/**
 * The public pages rendered to HTML ahead of any visit: the route's name (as in
 * src/config/paths.ts) and the path rendered. `notFound` is any unknown path: the app's
 * catch-all shows 'Page Not Found' there.
 */
export const PRERENDERED_PAGES = {
  landing: '/landing',
  faq: '/faq',
  login: '/auth/login',
  register: '/auth/register',
  termsOfUse: '/terms-of-use',
  privacyPolicy: '/privacy-policy',
  notFound: '/404',
} as const;
export type PrerenderedPage = keyof typeof PRERENDERED_PAGES;

/**
 * Signed-in routes whose frame is rendered ahead of any visit: the header, the page's headings and
 * the placeholders of what will load, as the app's first render draws them before the data has
 * come. The token lives in the tab's session storage (spec 000 §4), so the HTML carries nothing of
 * the participant: the route is rendered for no one in particular (the survey's ids are not
 * shown), and the app renders the page afresh over it.
 */
export const SIGNED_IN_FRAMES = {
  dashboard: '/dashboard',
  survey: '/survey/study/0/user-study/0/user/0',
} as const;
export type SignedInFrame = keyof typeof SIGNED_IN_FRAMES;

/**
 * A token of no one (no user id, no privileges, never sent: a render runs no effects, so no
 * request leaves), so that the routes' guards let the frame render signed in.
 */
const NO_ONE = (() => {
  const part = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  return `${part({ alg: 'none' })}.${part({})}.`;
})();

/**
 * One page's markup as the signed-out browser's first render makes it. `prerender` (not
 * renderToString) waits for the route's lazily loaded screen, so the HTML holds the page itself.
 */
export async function renderPage(
  path: string,
  settings: RuntimeSettings,
  { signedIn = false }: { signedIn?: boolean } = {},
): Promise<string> {
  const storage = createMemoryStorage(signedIn ? { [STORAGE_KEYS.token]: NO_ONE } : {});
  // No progressive chunks: a long page would otherwise come as hidden parts revealed by inline scripts.
  const { prelude } = await prerender(registryAppElement(settings, { ssrPath: path, storage }), {
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
  return new Response(prelude).text();
}

/**
 * Every pre-rendered page's markup and every signed-in frame's, by route name, in one language.
 * The language is the page's (one at a time): call it for one language after the other.
 */
export async function renderPages(
  settings: RuntimeSettings,
  locale: Locale = 'en',
): Promise<Record<PrerenderedPage | SignedInFrame, string>> {
  // Every translation of the language, whatever the pages show (the provider says where they are).
  await loadAllTranslations(locale);
  const before = activeLocale.peek();
  activeLocale.value = locale;
  try {
    return await renderAll(settings);
  } finally {
    activeLocale.value = before;
  }
}

async function renderAll(settings: RuntimeSettings): Promise<Record<PrerenderedPage | SignedInFrame, string>> {
  const entries = await Promise.all([
    ...Object.entries(PRERENDERED_PAGES).map(async ([name, path]) => [name, await renderPage(path, settings)] as const),
    ...Object.entries(SIGNED_IN_FRAMES).map(
      async ([name, path]) => [name, await renderPage(path, settings, { signedIn: true })] as const,
    ),
  ]);
  return Object.fromEntries(entries) as Record<PrerenderedPage | SignedInFrame, string>;
}
