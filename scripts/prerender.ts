// Build step after `vite build` and `vite build --ssr`: renders the public pages (and the frames of
// signed-in pages, standalone/prerender-entry.tsx) to HTML
// with the pre-render entry and records, per route, the chunks and stylesheets its first visit
// needs. Writes dist/prerender/prerender.json and dist/prerender/pages/<route>.html; the reference
// server puts them into index.html (server/http/site-pages.ts). REGISTRY_STATIC_DIR builds elsewhere.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { DEFAULT_SETTINGS } from '../src/config/settings';
import { ROUTE_ACCESS } from '../src/app/guards';
import {
  APP_START_IMPORTS,
  FIRST_RENDER_IMPORTS,
  SIGNED_IN_START_IMPORTS,
  routeAssets,
  screenImports,
  type ViteManifest,
} from './lib/route-chunks';
import type { PrerenderRecord } from '../server/http/site-pages';
import { LOCALES, type Locale } from '../src/shared/i18n/locale';

const root = resolve(new URL('..', import.meta.url).pathname);
const dist = resolve(root, process.env.REGISTRY_STATIC_DIR ?? 'dist');
const outDir = join(dist, 'prerender');

const manifest = JSON.parse(readFileSync(join(dist, 'standalone/.vite/manifest.json'), 'utf8')) as ViteManifest;
const routes = routeAssets(
  manifest,
  screenImports(readFileSync(join(root, 'src/app/screens.tsx'), 'utf8')),
  APP_START_IMPORTS,
  FIRST_RENDER_IMPORTS,
  {
    routes: Object.entries(ROUTE_ACCESS)
      .filter(([, access]) => access.audience === 'user')
      .map(([name]) => name),
    imports: SIGNED_IN_START_IMPORTS,
  },
);

const entry = (await import(pathToFileURL(join(outDir, 'server/prerender-entry.js')).href)) as {
  renderPages(settings: typeof DEFAULT_SETTINGS, locale?: Locale): Promise<Record<string, string>>;
  SIGNED_IN_FRAMES: Record<string, string>;
};
// The build renders with the defaults (a production site); a server with other settings renders
// its own copy at start (the OAuth button, say, depends on them).
const started = Date.now();
mkdirSync(join(outDir, 'pages'), { recursive: true });
/** Each language's pages, one language after the other (a render is in the page's one language). */
const byLocale = {} as Record<Locale, Record<string, string>>;
for (const locale of LOCALES) {
  const markup = await entry.renderPages(DEFAULT_SETTINGS, locale);
  byLocale[locale] = {};
  for (const [name, html] of Object.entries(markup)) {
    const file = locale === 'en' ? `pages/${name}.html` : `pages/${name}.${locale}.html`;
    byLocale[locale][name] = file;
    writeFileSync(join(outDir, file), html);
  }
}
const { en: pages, ...languages } = byLocale;
const record: PrerenderRecord = {
  settings: { ...DEFAULT_SETTINGS },
  year: new Date().getFullYear(),
  pages,
  languages,
  frames: Object.keys(entry.SIGNED_IN_FRAMES),
  early: manifest['early-start.ts']?.file,
  routes,
};
writeFileSync(join(outDir, 'prerender.json'), JSON.stringify(record, null, 2));
console.log(
  `prerender: ${Object.keys(pages).length} pages × ${LOCALES.length} languages in ${Date.now() - started} ms → ${outDir}`,
);
