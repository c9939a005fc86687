import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, freshDatabase, outbox, signUp, STRONG_PASSWORD, type TestApp } from '../testing/test-app';
import { linkOrigin, PUBLIC_URL_REFUSED } from './link-origin';

// Links in outgoing messages never take their origin from a request: the Host and
// X-Forwarded-Host headers are the caller's to write. REGISTRY_PUBLIC_URL sets it; unset, only
// development starts, with the origin it listens on.

const FORGED = { host: 'evil.example:8443', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' };
const PROXY = '10.0.0.5';

describe('the origin of links', () => {
  it('is REGISTRY_PUBLIC_URL, or in development the listen origin', () => {
    const dev = { environment: 'development', port: '8181' } as const;
    expect(linkOrigin({ ...dev, publicUrl: 'https://registry.example.org/' })).toBe('https://registry.example.org');
    expect(linkOrigin(dev)).toBe('http://localhost:8181');
    expect(linkOrigin({ ...dev, host: '127.0.0.1' })).toBe('http://127.0.0.1:8181');
    expect(linkOrigin({ ...dev, host: '0.0.0.0' })).toBe('http://localhost:8181');
    expect(linkOrigin({ ...dev, host: '::1' })).toBe('http://[::1]:8181');
    expect(linkOrigin({ ...dev, host: '127.0.0.1', tls: true })).toBe('https://127.0.0.1:8181');
    for (const environment of ['qa', 'sb', 'staging', 'prod'] as const) {
      expect(() => linkOrigin({ environment, port: '8080' }), environment).toThrow(PUBLIC_URL_REFUSED);
      expect(linkOrigin({ environment, port: '8080', publicUrl: 'https://r.example.org' })).toBe(
        'https://r.example.org',
      );
    }
  });

  it.each(['qa', 'sb', 'staging', 'prod'])(
    '%s: the server refuses to start without REGISTRY_PUBLIC_URL',
    async (name) => {
      const db = await freshDatabase();
      try {
        await expect(
          createTestApp({ db, devOutbox: false, env: { REGISTRY_ENVIRONMENT: name, REGISTRY_DELIVERY: 'off' } }),
        ).rejects.toThrow(PUBLIC_URL_REFUSED);
      } finally {
        await db.close();
      }
    },
  );
});

describe('links in messages, with a forged Host and X-Forwarded-Host through a trusted proxy', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { HOST: '127.0.0.1', PORT: '8181', REGISTRY_TRUST_PROXY: PROXY } });
  });
  afterAll(() => t.close());
  const ORIGIN = 'http://127.0.0.1:8181';

  const expectOurs = async (to: string, kind: string) => {
    const messages = (await outbox(t.app, to)).filter((m) => m.kind === kind);
    expect(messages.length, kind).toBeGreaterThan(0);
    for (const m of messages) {
      expect(m.link, kind).toMatch(new RegExp(`^${ORIGIN.replace(/\./g, '\\.')}/`));
      expect(`${m.body} ${m.link}`).not.toContain('evil.example');
    }
  };

  it('a reset link', async () => {
    await signUp(t.app, 'origin@example.com');
    for (const remoteAddress of [PROXY, '203.0.113.9']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/registry/reset_password',
        payload: { email: 'origin@example.com' },
        headers: FORGED,
        remoteAddress,
      });
      expect(res.statusCode).toBe(200);
    }
    await expectOurs('origin@example.com', 'password_reset');
  });

  it('the SMS opt-out link', async () => {
    const me = await signUp(t.app, 'texts.origin@example.com');
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/registry/participant/${me.id}/sms_consent`,
      headers: { ...me.headers, ...FORGED },
      payload: { status: 'accepted', phone: '+16175550177' },
      remoteAddress: PROXY,
    });
    expect(res.statusCode).toBe(200);
    await expectOurs('+16175550177', 'sms_consent');
  });

  it("the password link sent with the child's hand-off", async () => {
    const parent = await signUp(t.app, 'origin.parent@example.com', {
      profile_type: 'child',
      child_first_name: 'Kid',
      child_last_name: 'Origin',
    });
    await t.db.query("update participants set state = 'reconsent_pending' where id = $1", [parent.id]);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/registry/login',
      payload: { email: 'origin.parent@example.com', password: STRONG_PASSWORD },
    });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/registry/participant/${parent.id}/reconsent/reassign_account`,
      headers: { authorization: `JWT ${login.json().token}`, ...FORGED },
      payload: { child_email: 'kid.origin@example.com' },
      remoteAddress: PROXY,
    });
    expect(res.statusCode).toBe(200);
    await expectOurs('kid.origin@example.com', 'child_handoff');
  });
});
