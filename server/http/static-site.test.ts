import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCUMENT_CSP, HTML_CSP } from './security';
import { createTestApp, type TestApp } from '../testing/test-app';

const dist = mkdtempSync(join(tmpdir(), 'registry-static-'));
let t: TestApp;
beforeAll(async () => {
  mkdirSync(join(dist, 'standalone/assets'), { recursive: true });
  mkdirSync(join(dist, 'embed'), { recursive: true });
  writeFileSync(join(dist, 'standalone/index.html'), '<!doctype html><title>SPA</title><div id="root"></div>');
  writeFileSync(join(dist, 'standalone/assets/app.js'), 'console.log(1)');
  writeFileSync(join(dist, 'standalone/robots.txt'), 'User-agent: *');
  writeFileSync(join(dist, 'standalone/sw.js'), 'self.x = 1');
  writeFileSync(join(dist, 'standalone/manifest.webmanifest'), '{"name":"T1D Research Registry"}');
  writeFileSync(join(dist, 'embed/registry-embed.js'), 'export {}');
  mkdirSync(join(dist, 'embed/chunks'), { recursive: true });
  writeFileSync(join(dist, 'embed/chunks/survey-abc123.js'), 'export {}');
  mkdirSync(join(dist, 'embed/v0.1.0/chunks'), { recursive: true });
  writeFileSync(join(dist, 'embed/v0.1.0/registry-embed.js'), 'export {}');
  writeFileSync(join(dist, 'embed/v0.1.0/registry-embed.js.sri'), 'sha384-x\n');
  t = await createTestApp({ staticDir: dist });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('static products', () => {
  it('serves the SPA with the CSP and falls back to index.html for client routes', async () => {
    for (const url of ['/', '/dashboard', '/auth/login?redirectTo=%2Fdashboard']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<title>SPA</title>');
      expect(res.headers['content-security-policy']).toBe(HTML_CSP);
      expect(res.headers['x-tr-version']).toBe('0.1.0');
    }
  });

  it('answers 404 with the app for a path that is no route of it (the app shows Page Not Found)', async () => {
    for (const url of ['/no-such-page', '/dashboard/nope', '/auth/login/extra?x=1']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body).toContain('<title>SPA</title>');
    }
    for (const url of ['/oauth/t1d?code=1', '/survey/study/1/user-study/2/user/3/procedureStatus', '/sms-off?token=a'])
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(200);
  });

  it('chooses the page policy by the route, never by the address: a query naming the document changes nothing', async () => {
    for (const url of [
      '/auth/login?x=/answers_doc',
      '/auth/login?redirectTo=%2Fparticipants%2F1%2Fanswers_doc',
      '/dashboard?answers_doc=1',
      '/answers_doc',
      '/participants/1/user-studies/2/procedures/questionnaire/answers_doc?document_format=html',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      expect(res.headers['content-security-policy'], url).toBe(HTML_CSP);
      expect(res.headers['content-security-policy'], url).not.toBe(DOCUMENT_CSP);
      expect(res.headers['x-frame-options'], url).toBe('DENY');
    }
  });

  it('lets scripts and styles come only from the same origin, with inline style attributes', () => {
    expect(HTML_CSP).toContain("script-src 'self'");
    expect(HTML_CSP).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(HTML_CSP).toContain("style-src 'self' 'unsafe-inline'");
    // Print frames the PDF the API answered as an object URL: a blob: frame, nothing from elsewhere.
    expect(HTML_CSP).toContain("frame-src 'self' blob:");
    // The site's own service worker and manifest, from this origin only.
    expect(HTML_CSP).toContain("worker-src 'self'");
    expect(HTML_CSP).toContain("manifest-src 'self'");
  });

  it('serves the service worker checked on every visit and the manifest as a web app manifest', async () => {
    const sw = await t.app.inject({ method: 'GET', url: '/sw.js' });
    expect(sw.statusCode).toBe(200);
    expect(sw.headers['content-type']).toMatch(/javascript/);
    expect(sw.headers['cache-control']).toBe('no-cache');
    const manifest = await t.app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
  });

  it('serves the embed’s hashed chunks and a version’s pinned copy for a year, immutable; the unversioned entry is checked each time; all with Timing-Allow-Origin', async () => {
    const get = (url: string) => t.app.inject({ method: 'GET', url });
    for (const url of [
      '/embed/chunks/survey-abc123.js',
      '/embed/v0.1.0/registry-embed.js',
      '/embed/v0.1.0/registry-embed.js.sri',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('public, max-age=31536000, immutable');
      expect(res.headers['timing-allow-origin'], url).toBe('*');
      expect(res.headers['access-control-allow-origin'], url).toBe('*');
    }
    const entry = await get('/embed/registry-embed.js');
    expect(entry.headers['cache-control']).toBe('public, max-age=0');
    expect(entry.headers['timing-allow-origin']).toBe('*');
  });

  it('serves the app’s hashed files for a year, immutable, and its HTML and other files checked each time', async () => {
    const get = (url: string) => t.app.inject({ method: 'GET', url });
    expect((await get('/assets/app.js')).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await get('/dashboard')).headers['cache-control']).toBe('no-cache');
    expect((await get('/robots.txt')).headers['cache-control']).toBe('public, max-age=0');
  });

  it('serves assets, the embed bundle and settings.json; unknown API paths and assets are 404', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/assets/app.js' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/embed/registry-embed.js' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/settings.json' })).json()).toEqual({
      apiBase: '/api',
      environment: 'development',
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/nothing-here' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/assets/missing.js' })).statusCode).toBe(404);
  });
});
