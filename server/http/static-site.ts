import { onlyLanguageQuery, pageLanguage } from './page-language';
import { existsSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { isHashedChunk, isPinnedCopy } from '@/config/embed-versions';
import { routeNameOf } from './app-routes';
import { loadSitePages } from './site-pages';

const YEAR_IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * The caching of a file of the embed's build (its path inside it): the hashed chunks and a version's
 * pinned copy (`v<version>/…`, embed/versioned-entry.ts) never change, so a year and `immutable`;
 * the unversioned entry, which a new build replaces under the same address, is checked each time.
 */
export function embedCacheControl(file: string): string {
  if (isHashedChunk(file) || isPinnedCopy(file)) return YEAR_IMMUTABLE;
  return 'public, max-age=0';
}

/** Whether a path inside the standalone build is one of its content-hashed files (assets/). */
const isSpaAsset = (file: string) => /^assets[/\\]/.test(file);

export interface StaticSiteOptions {
  /** Folder holding dist/ and examples/ (the repository root). */
  rootDir: string;
  /** Where the builds are (default rootDir/dist; REGISTRY_STATIC_DIR overrides it, e.g. for parallel test builds). */
  distDir?: string;
  /** Runtime settings served as /settings.json to the standalone SPA. */
  settings: Record<string, unknown>;
}

/**
 * Serves the built products on the API's port (DECISIONS §1): the SPA at / with history
 * fallback, the embed bundle under /embed/, the example host pages under /examples/. Each route's
 * HTML carries the settings and preloads its chunks; the public pages come pre-rendered.
 */
export async function registerStaticSite(app: FastifyInstance, { rootDir, distDir, settings }: StaticSiteOptions) {
  const dist = resolve(rootDir, distDir ?? 'dist');
  const spaDir = resolve(dist, 'standalone');
  const embedDir = resolve(dist, 'embed');
  const examplesDir = resolve(rootDir, 'examples');

  app.get('/settings.json', async (_req, reply) => {
    reply.header('cache-control', 'no-store');
    return settings;
  });

  if (existsSync(embedDir)) {
    // Any partner page may load the gadget script (a module script is a CORS request); only the
    // API stays allow-listed (security.ts), so this opens nothing but static files.
    await app.register(fastifyStatic, {
      root: embedDir,
      prefix: '/embed/',
      decorateReply: false,
      preCompressed: true,
      setHeaders: (res, path) => {
        res.header('Access-Control-Allow-Origin', '*');
        res.header('Cross-Origin-Resource-Policy', 'cross-origin');
        // A partner's performance entries show the real sizes and timings of the gadget's files.
        res.header('Timing-Allow-Origin', '*');
        res.header('Cache-Control', embedCacheControl(relative(embedDir, path)));
      },
    });
  }
  if (existsSync(examplesDir)) {
    await app.register(fastifyStatic, {
      root: examplesDir,
      prefix: '/examples/',
      decorateReply: false,
      index: ['index.html'],
    });
  }
  if (!existsSync(spaDir)) {
    app.log.warn(`No built SPA in ${spaDir}: run npm run build`);
    return;
  }
  await app.register(fastifyStatic, {
    root: spaDir,
    prefix: '/',
    wildcard: false,
    decorateReply: true,
    preCompressed: true,
    // `/` is a route like the others (below): it gets the settings and the landing page's preloads.
    index: false,
    // Everything under assets/ carries its content hash in its name (vite): a year, immutable, so a
    // repeat visit takes the app's files from the cache without asking; the rest (favicon,
    // robots.txt, the manifest, the service worker) is checked each time, as is the HTML (below).
    setHeaders: (res, path) => {
      const file = relative(spaDir, path);
      if (isSpaAsset(file)) res.header('Cache-Control', YEAR_IMMUTABLE);
      // The service worker is checked on every visit, so a new build's takes over at once.
      else if (file === 'sw.js') res.header('Cache-Control', 'no-cache');
    },
  });
  const pages = await loadSitePages({
    spaDir,
    prerenderDir: resolve(dist, 'prerender'),
    settings,
    warn: (message) => app.log.warn(message),
  });

  // Hashed assets are immutable; everything else gets the app's HTML for client routing.
  app.setNotFoundHandler((req, reply) => {
    const url = req.raw.url ?? '/';
    if (req.method !== 'GET' || url.startsWith('/api/') || url.startsWith('/assets/') || url.startsWith('/embed/')) {
      reply.code(404).send({ detail: 'Not found' });
      return;
    }
    // Any other path still gets the app (it shows 'Page Not Found' with a way home), with a 404.
    const [pathname = '/', query] = url.split('?');
    const route = routeNameOf(pathname);
    // Pre-rendered markup is the signed-out page without a query (a query may change what a screen
    // shows; `?lang` alone does not), in the page's language.
    const locale = pageLanguage({
      query,
      cookie: req.headers.cookie,
      acceptLanguage: req.headers['accept-language'],
    });
    const page = pages.page(route ?? 'notFound', { prerendered: onlyLanguageQuery(query), locale });
    const accepts = String(req.headers['accept-encoding'] ?? '');
    const encoding = /\bbr\b/.test(accepts) ? 'br' : /\bgzip\b/.test(accepts) ? 'gzip' : undefined;
    reply
      .code(route ? 200 : 404)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-encoding, accept-language, cookie');
    if (encoding) reply.header('content-encoding', encoding).send(page[encoding]);
    else reply.send(page.html);
  });
}
