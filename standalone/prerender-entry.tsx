import { prerender } from 'react-dom/static';
import type { RuntimeSettings } from '@/config/settings';
import { createMemoryStorage } from '@/shared/session/key-value-storage';
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
 * One page's markup as the signed-out browser's first render makes it. `prerender` (not
 * renderToString) waits for the route's lazily loaded screen, so the HTML holds the page itself.
 */
export async function renderPage(path: string, settings: RuntimeSettings): Promise<string> {
  // No progressive chunks: a long page would otherwise come as hidden parts revealed by inline scripts.
  const { prelude } = await prerender(registryAppElement(settings, { ssrPath: path, storage: createMemoryStorage() }), {
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
  return new Response(prelude).text();
}

/** Every pre-rendered page's markup, by route name. */
export async function renderPages(settings: RuntimeSettings): Promise<Record<PrerenderedPage, string>> {
  const entries = await Promise.all(
    Object.entries(PRERENDERED_PAGES).map(async ([name, path]) => [name, await renderPage(path, settings)] as const),
  );
  return Object.fromEntries(entries) as Record<PrerenderedPage, string>;
}
