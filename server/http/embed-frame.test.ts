import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/test-app';
import { frameCsp } from './embed-frame';

// A build of its own: a clean clone runs the unit tests before anything is built, and the SPA's
// pages (which keep frame-ancestors 'none') exist only once standalone/index.html does.
const dist = mkdtempSync(join(tmpdir(), 'registry-frame-'));
mkdirSync(join(dist, 'standalone'), { recursive: true });
writeFileSync(join(dist, 'standalone/index.html'), '<!doctype html><title>SPA</title><div id="root"></div>');

// Each gadget as a page to frame: framable by the allow-listed partner origins only.
const t = await createTestApp({
  allowedOrigins: ['https://partner.example.com', 'https://cms.example.org'],
  staticDir: dist,
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('/embed/frame/<gadget>', () => {
  it('serves the survey gadget with its attributes from the query, framable by the allow-listed origins', async () => {
    const res = await t.app.inject({
      url: '/embed/frame/survey?study-id=101&lang=es&theme-primary=%230b5cad&session=shared',
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-security-policy']).toBe(
      frameCsp(['https://partner.example.com', 'https://cms.example.org']),
    );
    expect(res.headers['content-security-policy']).toContain(
      'frame-ancestors https://partner.example.com https://cms.example.org',
    );
    expect(res.headers['x-frame-options']).toBeUndefined();
    expect(res.body).toContain('<registry-survey api-base="/api" lang="es" theme-primary="#0b5cad" study-id="101">');
    // The session stays in the frame's memory: `session` is not one of the page's attributes.
    expect(res.body).not.toContain('session=');
    expect(res.body).toContain(
      '<html lang="es" data-registry-frame="https://partner.example.com https://cms.example.org">',
    );
    expect(res.body).toContain('<script type="module" src="/embed/registry-embed.js"></script>');
    expect(res.body).not.toMatch(/<script>|style=/);
  });

  it('serves the FAQ and glucose gadgets; escapes what the query says; 404 for anything else', async () => {
    const faq = await t.app.inject({ url: '/embed/frame/faq?heading=%22%3E%3Cscript%3Ex%3C/script%3E' });
    expect(faq.body).toContain('<registry-faq api-base="/api" heading="&quot;&gt;&lt;script&gt;x&lt;/script&gt;">');
    const glucose = await t.app.inject({ url: '/embed/frame/glucose?study=101' });
    expect(glucose.body).toContain('<registry-glucose-link api-base="/api" study="101">');
    const none = await t.app.inject({ url: '/embed/frame/dashboard' });
    expect(none.statusCode).toBe(404);
  });

  it('every other page keeps frame-ancestors none', async () => {
    const page = await t.app.inject({ url: '/faq' });
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(page.headers['x-frame-options']).toBe('DENY');
  });

  it('nobody may frame it when no origin is allow-listed', () => {
    expect(frameCsp([])).toContain("frame-ancestors 'none'");
  });
});
