import { expect, test } from '@playwright/test';

// Browser-free checks of the reference server as `npm start` runs it: demo accounts, dual factor
// through the development outbox, headers.
test('a demo adult signs in and reads the profile', async ({ request }) => {
  const login = await request.post('/api/registry/login', {
    data: { email: 'adult@demo.example.org', password: 'Demo-Adult-1' },
  });
  expect(login.status()).toBe(200);
  expect(login.headers()['x-tr-version']).toBeTruthy();
  const { token } = await login.json();
  const me = await request.get('/api/registry/me', { headers: { Authorization: `JWT ${token}` } });
  expect(await me.json()).toMatchObject({ first_name: 'Alex', state: 'regular', profile_type: 'adult' });
});

test('the dual-factor demo account signs in with the code from the outbox', async ({ request }) => {
  const login = await request.post('/api/registry/login', {
    data: { email: 'twofactor@demo.example.org', password: 'Demo-Secure-1' },
  });
  const { otp_id } = await login.json();
  expect(otp_id).toBeTruthy();
  const [message] = await (await request.get('/api/dev/outbox?to=twofactor@demo.example.org')).json();
  const otp = await request.post('/api/registry/otp', { data: { otp_id, password: message.code } });
  expect(otp.status()).toBe(200);
  expect((await otp.json()).token).toBeTruthy();
});

test('the SPA is served with its CSP', async ({ request }) => {
  const res = await request.get('/dashboard');
  expect(res.status()).toBe(200);
  expect(res.headers()['content-security-policy']).toContain("script-src 'self'");
});
