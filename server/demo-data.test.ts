import { describe, expect, it } from 'vitest';
import { SEED_REFUSED } from './config/start-checks';
import { DEMO_ACCOUNTS } from './modules/accounts/service';
import { readStudyDefinitions } from './modules/study/service';
import { DEMO_STUDIES_DIR } from './testing/study-test-kit';
import { createTestApp, freshDatabase } from './testing/test-app';

// Demo data (accounts with published passwords, and the made-up cohort that Data Insights would
// count) exists only on a development server.

const production = (environment: string, extra: Record<string, string> = {}) => ({
  devOutbox: false,
  env: {
    REGISTRY_ENVIRONMENT: environment,
    REGISTRY_PUBLIC_URL: 'https://registry.example.org',
    REGISTRY_DELIVERY: 'off',
    ...extra,
  },
});

const adult = DEMO_ACCOUNTS[0];
const countParticipants = async (db: { query: (sql: string) => Promise<unknown[]> }) =>
  Number(((await db.query('select count(*) as n from participants')) as Array<{ n: string }>)[0].n);

describe('demo data', () => {
  it.each(['staging', 'prod', 'qa'])(
    'is never created on a %s start, and the demo adult cannot sign in',
    async (env) => {
      const t = await createTestApp({ ...production(env), studies: readStudyDefinitions(DEMO_STUDIES_DIR) });
      try {
        expect(t.app.demoData).toBe(false);
        expect(await countParticipants(t.db)).toBe(0);
        const login = await t.app.inject({
          method: 'POST',
          url: '/api/registry/login',
          payload: { email: adult.email, password: adult.password },
        });
        expect(login.statusCode).toBe(400);
      } finally {
        await t.close();
      }
    },
  );

  it.each(['staging', 'prod'])('asked for with REGISTRY_SEED=1 on %s, stops the start with the reason', async (env) => {
    const db = await freshDatabase();
    try {
      await expect(createTestApp({ db, ...production(env, { REGISTRY_SEED: '1' }) })).rejects.toThrow(SEED_REFUSED);
      expect(await countParticipants(db)).toBe(0);
    } finally {
      await db.close();
    }
  });

  it('is created on a development start unless REGISTRY_SEED=0', async () => {
    const seeded = await createTestApp({ env: {} });
    const without = await createTestApp({ env: { REGISTRY_SEED: '0' } });
    try {
      expect(seeded.app.demoData).toBe(true);
      expect(await countParticipants(seeded.db)).toBeGreaterThanOrEqual(DEMO_ACCOUNTS.length);
      expect(without.app.demoData).toBe(false);
      expect(await countParticipants(without.db)).toBe(0);
    } finally {
      await seeded.close();
      await without.close();
    }
  });
});
