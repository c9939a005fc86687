import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, outbox, signUp, STRONG_PASSWORD, type TestApp } from '../../testing/test-app';

// Changing the sign-in e-mail needed no password and told nobody. Native accounts now
// confirm with the current password, and the old address is told through the outbox.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const patch = (who: Awaited<ReturnType<typeof signUp>>, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PATCH', url: `/api/registry/participant/${who.id}`, headers: who.headers, payload });

describe('changing the sign-in e-mail', () => {
  it('asks a native account for its current password, and refuses a wrong one', async () => {
    const me = await signUp(t.app, 'change-a@example.com');
    const missing = await patch(me, { email: 'changed-a@example.com' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().current_password).toEqual(['Please enter your current password to change your email.']);
    const wrong = await patch(me, { email: 'changed-a@example.com', current_password: 'Wrong-Passw0rd!' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().current_password).toEqual(['The current password is not correct.']);
    const me2 = await t.app.inject({ method: 'GET', url: '/api/registry/me', headers: me.headers });
    expect(me2.json().email).toBe('change-a@example.com');
  });

  it('changes it with the right password and sends a notice to the old address', async () => {
    const me = await signUp(t.app, 'change-b@example.com');
    const res = await patch(me, { email: 'changed-b@example.com', current_password: STRONG_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json().email).toBe('changed-b@example.com');
    const notices = await outbox(t.app, 'change-b@example.com');
    expect(notices.find((m) => m.kind === 'email_changed')?.body).toContain('changed-b@example.com');
  });

  it('needs no password for other fields, nor for the same address', async () => {
    const me = await signUp(t.app, 'change-c@example.com');
    expect((await patch(me, { first_name: 'Robin' })).statusCode).toBe(200);
    expect((await patch(me, { email: 'Change-C@example.com' })).statusCode).toBe(200);
  });
});
