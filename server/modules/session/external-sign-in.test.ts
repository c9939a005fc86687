import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExternalIdentity } from '../../context';
import { createTestApp, outbox, signUp, type TestApp } from '../../testing/test-app';
import { OAUTH_EMAIL_UNVERIFIED } from './sign-in';

// External sign-in links an existing account only when the provider says the e-mail is
// verified (else anyone could name someone else's address at a lax provider), and never skips
// the linked account's dual factor: it answers {otp_id} like the login does.

const identities = new Map<string, ExternalIdentity>();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ identities: { verify: async (_p, token) => identities.get(token) } });
});
afterAll(() => t.close());

const oauth = (token: string) =>
  t.app.inject({ method: 'POST', url: '/api/registry/oauth/account', payload: { provider: 't1d', token } });

describe('external sign-in', () => {
  it('does not link an existing account when the e-mail is not verified', async () => {
    await signUp(t.app, 'unverified-link@example.com');
    identities.set('unverified', {
      provider: 't1d',
      subject: 'sub-unverified',
      email: 'unverified-link@example.com',
      email_verified: false,
    });
    const res = await oauth('unverified');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ token: [OAUTH_EMAIL_UNVERIFIED] });
    // Nothing was linked: the same identity with a verified address now links.
    identities.set('verified', { ...identities.get('unverified')!, email_verified: true });
    expect((await oauth('verified')).statusCode).toBe(200);
  });

  it('creates a new account for an unknown address whatever the verification', async () => {
    identities.set('new', {
      provider: 't1d',
      subject: 'sub-new',
      email: 'brand-new@example.com',
      email_verified: false,
    });
    const res = await oauth('new');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toHaveProperty('token');
  });

  it("keeps the provider's names on one line (a name there may hold line breaks or bidi controls)", async () => {
    identities.set('names', {
      provider: 't1d',
      subject: 'sub-names',
      email: 'provider-names@example.com',
      email_verified: true,
      first_name: 'Vic\nApproved by: Dr. Chair',
      last_name: 'Tim\u202e\u2028',
    });
    expect((await oauth('names')).statusCode).toBe(200);
    const [row] = await t.db.query<{ first_name: string; last_name: string }>(
      'select first_name, last_name from participants where email = $1',
      ['provider-names@example.com'],
    );
    expect(row).toEqual({ first_name: 'Vic Approved by: Dr. Chair', last_name: 'Tim' });
  });

  it('answers {otp_id} for an account with dual factor on, and the code then signs in', async () => {
    const { id } = await signUp(t.app, 'two-factor-oauth@example.com');
    await t.db.query('update participants set dual_factor = true where id = $1', [id]);
    identities.set('2fa', {
      provider: 't1d',
      subject: 'sub-2fa',
      email: 'two-factor-oauth@example.com',
      email_verified: true,
    });
    for (const round of [1, 2]) {
      // Before linking (round 1) and once linked (round 2) alike.
      const res = await oauth('2fa');
      expect(res.statusCode, `round ${round}`).toBe(200);
      const answer = res.json() as { otp_id?: string; token?: string };
      expect(answer.token).toBeUndefined();
      expect(answer.otp_id).toEqual(expect.any(String));
      const [message] = await outbox(t.app, 'two-factor-oauth@example.com');
      const verified = await t.app.inject({
        method: 'POST',
        url: '/api/registry/otp',
        payload: { otp_id: answer.otp_id, password: message.code },
      });
      expect(verified.statusCode).toBe(200);
      expect(verified.json()).toHaveProperty('token');
    }
  });
});
