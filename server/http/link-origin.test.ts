import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, outbox, signUp, type TestApp } from '../testing/test-app';

// Issue 19: without REGISTRY_PUBLIC_URL a reset link takes the origin the participant used.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('links in messages without REGISTRY_PUBLIC_URL', () => {
  it('use the origin of the request that asked for them', async () => {
    await signUp(t.app, 'origin@example.com');
    await t.app.inject({
      method: 'POST',
      url: '/api/registry/reset_password',
      payload: { email: 'origin@example.com' },
      headers: { host: 'registry.partner.example:8443' },
    });
    const [message] = await outbox(t.app, 'origin@example.com');
    expect(message.link).toMatch(/^http:\/\/registry\.partner\.example:8443\/auth\/reset-password\?token=/);
  });
});
