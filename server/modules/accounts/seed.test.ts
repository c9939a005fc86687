import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { birthdayForAge, DEMO_ACCOUNTS } from './demo-accounts';
import { seedDemoAccounts } from './seed';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('demo accounts (DECISIONS §6)', () => {
  it.each(DEMO_ACCOUNTS.filter((a) => !a.dual_factor))(
    '$key signs in with its password and has the seeded profile',
    async (account) => {
      const login = await t.app.inject({
        method: 'POST',
        url: '/api/registry/login',
        payload: { email: account.email, password: account.password },
      });
      expect(login.statusCode).toBe(200);
      const me = (
        await t.app.inject({
          method: 'GET',
          url: '/api/registry/me',
          headers: { authorization: `JWT ${login.json().token}` },
        })
      ).json();
      expect(me).toMatchObject({
        profile_type: account.profile_type,
        age_years: account.age,
        state: account.state ?? 'regular',
        child_first_name: account.child_first_name ?? null,
      });
    },
  );

  it('the hand-off parent signs in with the child-profile privilege only, as a reconsent_pending account of an 18-year-old', async () => {
    const account = DEMO_ACCOUNTS.find((a) => a.key === 'handoff')!;
    expect(account).toMatchObject({
      email: 'handoff@demo.example.org',
      password: 'Demo-Handoff-1',
      state: 'reconsent_pending',
      age: 18,
    });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/registry/login',
      payload: { email: account.email, password: account.password },
    });
    const payload = JSON.parse(Buffer.from(login.json().token.split('.')[1], 'base64url').toString());
    expect(payload.account_status).toBe('reconsent_pending');
    expect(payload.privileges.map((p: { id: string }) => p.id)).toEqual(['registry:user', 'registry:child_profile']);
  });

  it('seeds only an empty database', async () => {
    expect(await seedDemoAccounts(t.db)).toBe(false);
  });

  it('puts birthdays so the age holds today', () => {
    const now = new Date(Date.UTC(2026, 1, 28));
    expect(birthdayForAge(10, now)).toBe('2015-10-31');
  });
});
