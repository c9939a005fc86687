import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from './modules/accounts/demo-accounts';
import { createTestApp } from './testing/test-app';
import { insertFixtureStudy } from './testing/studies-fixture';

describe('buildApp', () => {
  it('runs module start-up work before seeding and registers module routes under the API base', async () => {
    const t = await createTestApp({
      modules: [
        {
          name: 'study',
          onStart: async (ctx) => insertFixtureStudy(ctx.db),
          routes: () => async (api) => {
            api.get('/module-ping', async () => ({ pong: true }));
          },
        },
      ],
    });
    try {
      expect((await t.app.inject({ method: 'GET', url: '/api/module-ping' })).json()).toEqual({ pong: true });
      // The seeded demo accounts got the study the module loaded.
      const rows = await t.db.query<{ count: string }>('select count(*) from user_studies');
      expect(Number(rows[0].count)).toBe(DEMO_ACCOUNTS.length);
    } finally {
      await t.close();
    }
  });

  it('never writes a password or a token to the log', async () => {
    const lines: string[] = [];
    const t = await createTestApp({ logStream: { write: (line) => void lines.push(line) } });
    try {
      const adult = DEMO_ACCOUNTS[0];
      const login = await t.app.inject({ method: 'POST', url: '/api/registry/login', payload: { email: adult.email, password: adult.password } });
      const token = login.json().token as string;
      await t.app.inject({ method: 'GET', url: '/api/registry/me', headers: { authorization: `JWT ${token}` } });
      await t.app.inject({ method: 'POST', url: '/api/registry/login', payload: { email: adult.email, password: 'Wrong-Secret-9!' } });
      const log = lines.join('');
      expect(log).toContain('/api/registry/me');
      expect(log).not.toContain(adult.password);
      expect(log).not.toContain('Wrong-Secret-9!');
      expect(log).not.toContain(token);
    } finally {
      await t.close();
    }
  });
});
