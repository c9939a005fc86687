import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { composePage, loadSitePages, type PrerenderRecord } from './site-pages';

const TEMPLATE =
  '<!doctype html><html><head>\n    <title>SPA</title>\n  </head><body><div id="root"></div></body></html>';
const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

/** A build folder: index.html, and a pre-render record rendered with `built` settings. */
function build(built: Record<string, unknown>, entrySource?: string) {
  const dist = mkdtempSync(join(tmpdir(), 'registry-site-pages-'));
  dirs.push(dist);
  mkdirSync(join(dist, 'standalone'));
  mkdirSync(join(dist, 'prerender/pages'), { recursive: true });
  writeFileSync(join(dist, 'standalone/index.html'), TEMPLATE);
  writeFileSync(join(dist, 'prerender/pages/landing.html'), '<h1>Built landing</h1>');
  writeFileSync(join(dist, 'prerender/pages/dashboard.html'), '<h1>Dashboard frame</h1>');
  writeFileSync(join(dist, 'prerender/pages/landing.es.html'), '<h1>Página de inicio</h1>');
  writeFileSync(join(dist, 'prerender/pages/dashboard.es.html'), '<h1>Panel</h1>');
  const record: PrerenderRecord = {
    settings: built,
    year: new Date().getFullYear(),
    pages: { landing: 'pages/landing.html', dashboard: 'pages/dashboard.html' },
    languages: { es: { landing: 'pages/landing.es.html', dashboard: 'pages/dashboard.es.html' } },
    frames: ['dashboard'],
    routes: {
      landing: { js: ['assets/landing.js'], css: ['assets/landing.css'] },
      dashboard: { js: ['assets/d.js'], css: [] },
    },
  };
  writeFileSync(join(dist, 'prerender/prerender.json'), JSON.stringify(record));
  if (entrySource) {
    mkdirSync(join(dist, 'prerender/server'));
    writeFileSync(join(dist, 'prerender/server/prerender-entry.js'), entrySource);
  }
  return { spaDir: join(dist, 'standalone'), prerenderDir: join(dist, 'prerender') };
}

describe('composePage', () => {
  it('writes the settings, the route stylesheets and chunk preloads into the head', () => {
    const html = composePage(TEMPLATE, {
      settings: { apiBase: '/api', note: '</script><script>alert(1)</script>' },
      assets: { js: ['assets/a.js'], css: ['assets/a.css'] },
    });
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/a.css">');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/a.js">');
    expect(html).toContain('<script type="application/json" id="registry-settings">{"apiBase":"/api"');
    expect(html).not.toContain('</script><script>alert(1)');
    expect(html.indexOf('registry-settings')).toBeLessThan(html.indexOf('</head>'));
    expect(html).toContain('<div id="root"></div>');
  });

  it('inlines the stylesheets of a pre-rendered page, their links kept disabled for the module loader', () => {
    const template = TEMPLATE.replace('</head>', '<link rel="stylesheet" crossorigin href="/assets/core.css"></head>');
    const css = { 'assets/core.css': 'body{margin:0}', 'assets/a.css': 'p{color:red}</style>' };
    const assets = { js: [], css: ['assets/a.css'] };
    const html = composePage(template, { settings: {}, assets, markup: '<p>Hi</p>', css });
    expect(html).toContain(
      '<style>body{margin:0}</style><link rel="stylesheet" crossorigin href="/assets/core.css" disabled>',
    );
    expect(html).toContain(
      '<style>p{color:red}<\\/style></style><link rel="stylesheet" crossorigin href="/assets/a.css" disabled>',
    );
    expect(html).not.toMatch(/href="[^"]+\.css">/);
    // The app without markup paints after its script anyway: its stylesheets stay links.
    expect(composePage(template, { settings: {}, assets, css })).toContain(
      '<link rel="stylesheet" crossorigin href="/assets/a.css">',
    );
  });

  it('paints a signed-in frame from inline styles, marked to be drawn afresh, its chunks listed for the first module', () => {
    const css = { 'assets/d.css': '.dash{margin:0}' };
    const assets = { js: ['assets/d.js'], css: ['assets/d.css'] };
    const html = composePage(TEMPLATE, { settings: {}, assets, markup: '<h1>Dashboard</h1>', css, frame: true });
    expect(html).toContain('<div id="root" data-frame><h1>Dashboard</h1></div>');
    expect(html).not.toContain('data-prerendered');
    expect(html).toContain('<style>.dash{margin:0}</style>');
    // Listed for the entry's first module, which preloads them with the page's data.
    expect(html).toContain('<script type="application/json" id="registry-chunks">["/assets/d.js"]</script>');
    expect(html).not.toContain('modulepreload');
  });

  it("runs the entry's first module as the first script where a page may ask its data early", () => {
    const template = TEMPLATE.replace(
      '</head>',
      '<script type="module" crossorigin src="/assets/index.js"></script></head>',
    );
    const first = '<script type="module" crossorigin src="/assets/early-start.js"></script>';
    const plain = composePage(template, { settings: {}, early: 'assets/early-start.js' });
    expect(plain).toContain(first);
    expect(plain.indexOf(first)).toBeLessThan(plain.indexOf('src="/assets/index.js"'));
    expect(
      composePage(template, { settings: {}, markup: '<p>F</p>', frame: true, early: 'assets/early-start.js' }),
    ).toContain(first);
    // A pre-rendered public page asks nothing early: its entry brings the module after the first paint.
    expect(composePage(template, { settings: {}, markup: '<p>Hi</p>', early: 'assets/early-start.js' })).not.toContain(
      'early-start',
    );
  });

  it('puts pre-rendered markup into the root, marked for hydration, whatever it contains', () => {
    const html = composePage(TEMPLATE, { settings: {}, markup: '<p>costs $& and $1</p>' });
    expect(html).toContain('<div id="root" data-prerendered><p>costs $& and $1</p></div>');
  });
});

describe('loadSitePages', () => {
  const warnings: string[] = [];
  const warn = (m: string) => void warnings.push(m);

  it("serves the build's markup when the server's settings are the build's (in any key order)", async () => {
    const pages = await loadSitePages({
      ...build({ apiBase: '/api', environment: 'prod' }),
      settings: { environment: 'prod', apiBase: '/api' },
      warn,
    });
    expect(pages.prerendered).toEqual(['landing', 'dashboard']);
    const landing = pages.page('landing', { prerendered: true });
    expect(landing.html).toContain('<div id="root" data-prerendered><h1>Built landing</h1></div>');
    expect(landing.html).toContain('href="/assets/landing.css"');
    expect(landing.html).not.toContain('modulepreload');
    expect(gunzipSync(landing.gzip).toString()).toBe(landing.html);
    // With a query, or for a route without markup: the app alone, with the route's preloads.
    const shell = pages.page('landing', { prerendered: false }).html;
    expect(shell).toContain('<div id="root"></div>');
    expect(shell).toContain('<link rel="modulepreload" crossorigin href="/assets/landing.js">');
    // A signed-in frame comes with or without a query (a query changes nothing of it), its chunks preloaded.
    for (const prerendered of [true, false]) {
      const dashboard = pages.page('dashboard', { prerendered }).html;
      expect(dashboard).toContain('<div id="root" data-frame><h1>Dashboard frame</h1></div>');
      expect(dashboard).toContain('id="registry-chunks">["/assets/d.js"]</script>');
    }
    // `/` redirects to the landing page in the browser: it preloads that page's chunks, without its markup.
    const root = pages.page('root', { prerendered: true }).html;
    expect(root).toContain('href="/assets/landing.js"');
    expect(root).toContain('<div id="root"></div>');
  });

  it('sends each language its own markup, with the document’s language; an unknown one gets English', async () => {
    const pages = await loadSitePages({ ...build({ apiBase: '/api' }), settings: { apiBase: '/api' }, warn });
    const spanish = pages.page('landing', { prerendered: true, locale: 'es' }).html;
    expect(spanish).toContain('<html lang="es">');
    expect(spanish).toContain('<div id="root" data-prerendered><h1>Página de inicio</h1></div>');
    expect(pages.page('dashboard', { prerendered: false, locale: 'es' }).html).toContain('<h1>Panel</h1>');
    const english = pages.page('landing', { prerendered: true, locale: 'en' }).html;
    expect(english).toContain('<html lang="en">');
    expect(english).toContain('<h1>Built landing</h1>');
    expect(pages.page('landing', { prerendered: true, locale: 'fr' }).html).toContain('<h1>Built landing</h1>');
  });

  it('renders its own markup with the build entry when its settings differ', async () => {
    const entry =
      'export async function renderPages(s) { return { landing: `<h1>Rendered for ${s.environment}</h1>` }; }';
    const pages = await loadSitePages({
      ...build({ apiBase: '/api', environment: 'prod' }, entry),
      settings: { apiBase: '/api', environment: 'development' },
      warn,
    });
    expect(pages.page('landing', { prerendered: true }).html).toContain('<h1>Rendered for development</h1>');
  });

  it('falls back to the plain app with a warning when its markup cannot be rendered', async () => {
    const pages = await loadSitePages({
      ...build({ environment: 'prod' }, 'export async function renderPages() { throw new Error("boom"); }'),
      settings: { environment: 'qa' },
      warn,
    });
    expect(pages.prerendered).toEqual([]);
    expect(pages.page('landing', { prerendered: true }).html).toContain('<div id="root"></div>');
    expect(warnings.at(-1)).toContain('boom');
  });
});
