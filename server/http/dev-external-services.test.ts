import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/test-app';

// The development stand-ins of the CSO form and Relevant ID scripts are development
// features: served only with them on, to this machine only, and named in /settings.json only
// when the addresses are configured.

const REMOTE = '203.0.113.9';
const on = await createTestApp({
  env: {
    REGISTRY_RELEVANT_ID_SCRIPT_URL: '/dev-external/relevant-id-hang.js',
    REGISTRY_SURVEY_PARTNER_CLIENT_ID: 'lakeside',
  },
});
const off = await createTestApp({ devOutbox: false });
afterAll(async () => {
  await on.close();
  await off.close();
});

describe('development external-service scripts', () => {
  it.each(['relevant-id.js', 'relevant-id-hang.js', 'relevant-id-broken.js', 'cso-form.js'])(
    '%s is JavaScript for this machine, 404 for others',
    async (name) => {
      const local = await on.app.inject({ method: 'GET', url: `/dev-external/${name}`, remoteAddress: '127.0.0.1' });
      expect(local.statusCode).toBe(200);
      expect(local.headers['content-type']).toMatch(/^text\/javascript/);
      const remote = await on.app.inject({ method: 'GET', url: `/dev-external/${name}`, remoteAddress: REMOTE });
      expect(remote.statusCode).toBe(404);
    },
  );

  it('the answering stand-in defines registryRelevantId, which answers', async () => {
    const body = (await on.app.inject({ method: 'GET', url: '/dev-external/relevant-id.js' })).body;
    const scope: Record<string, unknown> = {};
    new Function('globalThis', body)(scope);
    const call = scope.registryRelevantId as (r: { participant: number }) => Promise<unknown>;
    await expect(call({ participant: 7 })).resolves.toMatchObject({ RelevantId: 'dev-7' });
  });

  it('absent without the development features', async () => {
    const res = await off.app.inject({
      method: 'GET',
      url: '/dev-external/relevant-id.js',
      remoteAddress: '127.0.0.1',
    });
    // Without them the path is only the SPA's history fallback (or 404 without a build): no script.
    expect(res.headers['content-type'] ?? '').not.toMatch(/javascript/);
    expect(res.body).not.toContain('registryRelevantId');
  });

  it('/settings.json names the configured addresses only', async () => {
    const settings = (await on.app.inject({ method: 'GET', url: '/settings.json' })).json();
    expect(settings.externalServices).toEqual({ relevantIdScriptUrl: '/dev-external/relevant-id-hang.js' });
    expect((await off.app.inject({ method: 'GET', url: '/settings.json' })).json().externalServices).toBeUndefined();
  });

  it('/settings.json names the survey partner set on the server, so the standalone site runs its steps', async () => {
    const settings = (await on.app.inject({ method: 'GET', url: '/settings.json' })).json();
    expect(settings.surveyPartner).toEqual({ clientId: 'lakeside', mode: '' });
    expect((await off.app.inject({ method: 'GET', url: '/settings.json' })).json().surveyPartner).toBeUndefined();
  });
});
