import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createTestApp, outbox, signUp, STRONG_PASSWORD } from '../../testing/test-app';

// Reset links and sign-in codes are not kept in clear. The database holds only a hash
// of each (sha-256 of the reset token, a salted hash of the code) in every mode; the outbox keeps
// the message with the link or code only while the development outbox is on.

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

async function dualFactorLogin(app: Awaited<ReturnType<typeof createTestApp>>, email: string) {
  const { id } = await signUp(app.app, email);
  await app.db.query('update participants set dual_factor = true where id = $1', [id]);
  const res = await app.app.inject({
    method: 'POST',
    url: '/api/registry/login',
    payload: { email, password: STRONG_PASSWORD },
  });
  expect(res.json()).toHaveProperty('otp_id');
}

describe('with the development outbox off', () => {
  it('no outbox row holds a reset link or a sign-in code', async () => {
    const t = await createTestApp({ devOutbox: false });
    try {
      await signUp(t.app, 'reset-off@example.com');
      const reset = await t.app.inject({
        method: 'POST',
        url: '/api/registry/reset_password',
        payload: { email: 'reset-off@example.com' },
      });
      expect(reset.statusCode).toBeLessThan(300);
      await dualFactorLogin(t, 'otp-off@example.com');
      const rows = await t.db.query<{ kind: string; body: string; code: string | null; link: string | null }>(
        `select kind, body, code, link from outbox where kind in ('password_reset', 'otp_code')`,
      );
      expect(rows.map((r) => r.kind).sort()).toEqual(['otp_code', 'password_reset']);
      for (const row of rows) {
        expect(row.code).toBeNull();
        expect(row.link).toBeNull();
        expect(row.body).not.toMatch(/reset-password|\b\d{6}\b/);
      }
    } finally {
      await t.close();
    }
  });
});

describe('in every mode', () => {
  it('the database keeps only hashes: sha-256 of the reset token, a salted hash of the code', async () => {
    const t = await createTestApp({ devOutbox: true });
    try {
      await signUp(t.app, 'reset-on@example.com');
      await t.app.inject({
        method: 'POST',
        url: '/api/registry/reset_password',
        payload: { email: 'reset-on@example.com' },
      });
      const [{ link }] = await outbox(t.app, 'reset-on@example.com').then((m) =>
        m.filter((x) => x.kind === 'password_reset'),
      );
      const token = new URL(link!).searchParams.get('token')!;
      const tokens = await t.db.query<{ token_hash: string }>('select token_hash from password_reset_tokens');
      expect(tokens.map((r) => r.token_hash)).toContain(sha256(token));
      expect(JSON.stringify(tokens)).not.toContain(token);

      await dualFactorLogin(t, 'otp-on@example.com');
      const [{ code }] = await outbox(t.app, 'otp-on@example.com');
      const codes = await t.db.query<{ code_hash: string }>('select code_hash from otp_codes');
      expect(codes).toHaveLength(1);
      // A plain sha-256 of a 6-digit code is undone by trying the million codes: it must be salted.
      expect(codes[0].code_hash).not.toBe(sha256(code!));
      expect(codes[0].code_hash).not.toContain(code!);
    } finally {
      await t.close();
    }
  });
});
