import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** What a route's first visit needs beyond the entry (scripts/lib/route-chunks.ts). */
export interface RouteAssets {
  js: string[];
  css: string[];
}

/** dist/prerender/prerender.json, written by scripts/prerender.ts after the build. */
export interface PrerenderRecord {
  /** The settings the pages were rendered with. */
  settings: Record<string, unknown>;
  /** The year the footer shows in them. */
  year: number;
  /** Route name → pre-rendered markup file (relative to dist/prerender), in English. */
  pages: Record<string, string>;
  /** The same in each other language: language → route name → file. */
  languages?: Record<string, Record<string, string>>;
  /**
   * The routes of `pages` whose markup is a signed-in frame (the header, headings and placeholders
   * of a signed-in page, nobody's data): sent whatever the query, and drawn afresh by the app.
   */
  frames?: string[];
  /**
   * The entry's first module built as an entry of its own (standalone/early-start.ts): a page
   * whose data it may ask runs it as its first script, before the app's entry and its framework.
   */
  early?: string;
  /** Route name → its chunks and stylesheets. */
  routes: Record<string, RouteAssets>;
}

/** One HTML answer, compressed once at start instead of on every request. */
export interface SitePage {
  html: string;
  gzip: Buffer;
  br: Buffer;
}

export interface SitePages {
  /**
   * The page for a route (a name of src/config/paths.ts, `notFound` for any other path) in a
   * language (`en` when absent or not pre-rendered): its markup and `<html lang>` are that language's.
   */
  page(route: string, options: { prerendered: boolean; locale?: string }): SitePage;
  /** Routes whose pre-rendered markup is served (the signed-in frames among them). */
  readonly prerendered: readonly string[];
}

/** `root` redirects to the landing page in the browser, so it preloads the landing page's chunks. */
const ROUTE_ALIASES: Record<string, string> = { root: 'landing' };

/** Key order does not change settings: compare them by sorted JSON. */
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${stableJson((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  return JSON.stringify(value);
}

/** JSON inside a <script> element: `<` escaped so no value can close the element. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

function compressed(html: string): SitePage {
  const data = Buffer.from(html);
  return {
    html,
    gzip: gzipSync(data, { level: 9 }),
    br: brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  };
}

/** A stylesheet's text inside <style>: nothing in it may close the element. */
function styleText(css: string): string {
  return css.replace(/<\/style/gi, '<\\/style');
}

/** A stylesheet inline, and its link disabled: the module loader, finding it, does not fetch it again. */
function inlined(file: string, css: string): string {
  return `<style>${styleText(css)}</style><link rel="stylesheet" crossorigin href="/${file}" disabled>`;
}

/**
 * index.html for one route: the settings written in (no request for /settings.json before the
 * first render), the route's stylesheets and a modulepreload of its chunks (fetched beside the
 * entry instead of after it), and for a pre-rendered page its markup, which the client hydrates:
 * that page preloads nothing, since a request begun before the first paint delays it on a slow
 * network (Lighthouse's LCP went from 1.5–2.2 s to 0.7 s), and its chunks come through the entry.
 * Given the stylesheets' text (`css`, by file), a pre-rendered page carries them inline: its first
 * paint then waits for no request at all.
 * A signed-in frame (`frame`) is painted the same way, but its page is still to come: the app
 * draws it afresh once its data is there. Its chunks are listed for the entry's first module,
 * which preloads them as it asks the page's data (with a token in the tab): links in the HTML would
 * race the first paint (at high priority) or trickle in behind everything else (at low priority,
 * on an HTTP/1.1 connection).
 */
export function composePage(
  template: string,
  {
    settings,
    assets,
    markup,
    css,
    frame = false,
    early,
  }: {
    settings: unknown;
    assets?: RouteAssets;
    markup?: string;
    css?: Record<string, string>;
    frame?: boolean;
    early?: string;
  },
): string {
  const inline = markup !== undefined && css !== undefined;
  const routeCss = (assets?.css ?? []).map((f) =>
    inline && f in css ? inlined(f, css[f]) : `<link rel="stylesheet" crossorigin href="/${f}">`,
  );
  const head = [
    ...routeCss,
    // A pre-rendered page is painted without its chunks: they load once the entry runs, after the first paint.
    ...(markup === undefined ? (assets?.js ?? []) : []).map(
      (f) => `<link rel="modulepreload" crossorigin href="/${f}">`,
    ),
    ...(frame
      ? [
          `<script type="application/json" id="registry-chunks">${scriptJson((assets?.js ?? []).map((f) => `/${f}`))}</script>`,
        ]
      : []),
    `<script type="application/json" id="registry-settings">${scriptJson(settings)}</script>`,
  ].join('\n    ');
  let page = template.replace(/\s*<\/head>/, `\n    ${head}\n  </head>`);
  // A page that may ask its data early (any but a pre-rendered public one) runs the entry's first
  // module as soon as it and the little it reads have come: module scripts run in document order,
  // and this one waits neither for the framework nor for the app's modules.
  if (early && (markup === undefined || frame))
    page = page.replace(
      /<script type="module"/,
      (tag) => `<script type="module" crossorigin src="/${early}"></script>\n    ${tag}`,
    );
  if (inline)
    page = page.replace(/<link rel="stylesheet" crossorigin href="\/([^"]+\.css)">/g, (link, file: string) =>
      file in css ? inlined(file, css[file]) : link,
    );
  if (markup === undefined) return page;
  // A replacer function: the markup may hold `$&`-like sequences a replacement string would expand.
  const mark = frame ? 'data-frame' : 'data-prerendered';
  return page.replace('<div id="root"></div>', () => `<div id="root" ${mark}>${markup}</div>`);
}

/** The template with its document's language: the page's first paint is read in the right one. */
const localeTemplate = (template: string, locale: string) =>
  template.replace(/<html(\s+lang="[^"]*")?/, () => `<html lang="${locale}"`);

/** The text of the template's and the pre-rendered routes' stylesheets, by file. */
async function stylesheets(spaDir: string, template: string, assets: RouteAssets[]): Promise<Record<string, string>> {
  const files = new Set([
    ...[...template.matchAll(/<link rel="stylesheet" crossorigin href="\/([^"]+\.css)">/g)].map((m) => m[1]),
    ...assets.flatMap((a) => a.css),
  ]);
  const entries = await Promise.all(
    [...files]
      .filter((f) => existsSync(join(spaDir, f)))
      .map(async (f) => [f, await readFile(join(spaDir, f), 'utf8')]),
  );
  return Object.fromEntries(entries);
}

async function readRecord(prerenderDir: string): Promise<PrerenderRecord | undefined> {
  const file = join(prerenderDir, 'prerender.json');
  if (!existsSync(file)) return undefined;
  return JSON.parse(await readFile(file, 'utf8')) as PrerenderRecord;
}

/**
 * The pre-rendered markup for these settings: the build's files when they were rendered with the
 * same settings this year, otherwise rendered now with the build's pre-render entry (a server
 * with its own settings, e.g. the development OpenID provider's button on the sign-in page).
 */
async function markupFor(
  prerenderDir: string,
  record: PrerenderRecord,
  settings: Record<string, unknown>,
): Promise<Record<string, Record<string, string>>> {
  const files = { en: record.pages, ...record.languages };
  if (stableJson(record.settings) === stableJson(settings) && record.year === new Date().getFullYear()) {
    const languages = await Promise.all(
      Object.entries(files).map(async ([locale, pages]) => {
        const entries = await Promise.all(
          Object.entries(pages).map(async ([name, file]) => [name, await readFile(join(prerenderDir, file), 'utf8')]),
        );
        return [locale, Object.fromEntries(entries)] as const;
      }),
    );
    return Object.fromEntries(languages);
  }
  const entry = join(prerenderDir, 'server/prerender-entry.js');
  const { renderPages } = (await import(pathToFileURL(entry).href)) as {
    renderPages(settings: Record<string, unknown>, locale?: string): Promise<Record<string, string>>;
  };
  // One language after the other: a render is in the page's one language.
  const rendered: Record<string, Record<string, string>> = {};
  for (const locale of Object.keys(files)) rendered[locale] = await renderPages(settings, locale);
  return rendered;
}

/**
 * The SPA's HTML answers for one server: a build without the pre-render step (or one whose
 * render fails) still gets its routes' preloads and settings, only without pre-rendered markup.
 */
export async function loadSitePages({
  spaDir,
  prerenderDir,
  settings,
  warn,
}: {
  spaDir: string;
  prerenderDir: string;
  settings: Record<string, unknown>;
  warn: (message: string) => void;
}): Promise<SitePages> {
  const template = await readFile(join(spaDir, 'index.html'), 'utf8');
  const record = await readRecord(prerenderDir);
  let markup: Record<string, Record<string, string>> = {};
  if (record) {
    try {
      markup = await markupFor(prerenderDir, record, settings);
    } catch (error) {
      warn(`Pre-rendered pages unavailable, serving the plain app: ${error instanceof Error ? error.message : error}`);
    }
  }
  const english = markup.en ?? {};
  const css = await stylesheets(
    spaDir,
    template,
    Object.keys(english).flatMap((name) => record?.routes[name] ?? []),
  );
  const cache = new Map<string, SitePage>();
  const frames = new Set(record?.frames ?? []);
  return {
    prerendered: Object.keys(english),
    page(route, { prerendered, locale: asked = 'en' }) {
      const locale = asked in markup ? asked : 'en';
      const pages = markup[locale] ?? {};
      // A frame holds nothing a query could change (the app draws the page over it).
      const frame = frames.has(route) && route in pages;
      const withMarkup = frame || (prerendered && route in pages);
      const key = `${locale}:${route}:${withMarkup}`;
      let page = cache.get(key);
      if (!page) {
        const html = composePage(localeTemplate(template, locale), {
          settings,
          assets: record?.routes[ROUTE_ALIASES[route] ?? route],
          markup: withMarkup ? pages[route] : undefined,
          css,
          frame,
          early: record?.early,
        });
        page = compressed(html);
        cache.set(key, page);
      }
      return page;
    },
  };
}
