import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';

// The reference server's HTML answers with a pre-render record in the build.
const dist = mkdtempSync(join(tmpdir(), 'registry-prerendered-'));
let t: TestApp;
beforeAll(async () => {
  mkdirSync(join(dist, 'standalone'), { recursive: true });
  mkdirSync(join(dist, 'prerender/server'), { recursive: true });
  writeFileSync(
    join(dist, 'standalone/index.html'),
    '<!doctype html><head><title>SPA</title></head><div id="root"></div>',
  );
  writeFileSync(
    join(dist, 'prerender/prerender.json'),
    JSON.stringify({
      settings: {},
      year: 0,
      pages: {},
      routes: { landing: { js: ['assets/landing.js'], css: [] }, notFound: { js: ['assets/nf.js'], css: [] } },
    }),
  );
  // The test server's settings differ from the record's, so it renders with the build's entry.
  writeFileSync(
    join(dist, 'prerender/server/prerender-entry.js'),
    'export async function renderPages() { return { landing: "<h1>Welcome</h1>", notFound: "<h1>Page Not Found</h1>" }; }',
  );
  t = await createTestApp({ staticDir: dist });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('pre-rendered pages', () => {
  it('answers a public route with its markup and preloads, compressed as the browser accepts', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/landing', headers: { 'accept-encoding': 'gzip, br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toContain('accept-encoding');
    const html = brotliDecompressSync(res.rawPayload).toString();
    expect(html).toContain('<div id="root" data-prerendered><h1>Welcome</h1></div>');
    // Painted without its chunks: they load after the first paint, through the entry.
    expect(html).not.toContain('modulepreload');
    expect(html).toContain('<script type="application/json" id="registry-settings">{"apiBase":"/api"');
  });

  it('sends the app without markup, preloading its chunks, when the address has a query', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/landing?utm=x' });
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).toContain('<link rel="modulepreload" crossorigin href="/assets/landing.js">');
  });

  it("answers an unknown path with the 'Page Not Found' markup and status 404", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/no/such/page' });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<h1>Page Not Found</h1>');
  });
});
