import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from './modules/accounts/service';
import { DEMO_COHORT } from './modules/accounts/demo-cohort';
import { readStudyDefinitions } from './modules/study/service';
import { DEMO_STUDIES_DIR } from './testing/study-test-kit';
import { createTestApp } from './testing/test-app';

describe('buildApp', () => {
  it('loads the study definitions before seeding, so the demo accounts get the studies assigned to all', async () => {
    const studies = readStudyDefinitions(DEMO_STUDIES_DIR);
    const t = await createTestApp({ studies });
    try {
      const toAll = studies.filter(
        (s) => s.definition.study.assign_to === 'all' && s.definition.study.status !== 'inactive',
      );
      // The demo adult also has studies assigned to nobody (the demo progress): not counted here.
      const rows = await t.db.query<{ count: string }>(
        "select count(*) from user_studies us join studies s on s.id = us.study_id where s.assign_to = 'all'",
      );
      expect(toAll.length).toBeGreaterThan(0);
      // Every demo account and every member of the demo cohort (whose answers fill Data Insights).
      expect(Number(rows[0].count)).toBe((DEMO_ACCOUNTS.length + DEMO_COHORT.length) * toAll.length);
    } finally {
      await t.close();
    }
  });

  it('never writes a password or a token to the log', async () => {
    const lines: string[] = [];
    const t = await createTestApp({ logStream: { write: (line) => void lines.push(line) } });
    try {
      const adult = DEMO_ACCOUNTS[0];
      const login = await t.app.inject({
        method: 'POST',
        url: '/api/registry/login',
        payload: { email: adult.email, password: adult.password },
      });
      const token = login.json().token as string;
      await t.app.inject({ method: 'GET', url: '/api/registry/me', headers: { authorization: `JWT ${token}` } });
      await t.app.inject({
        method: 'POST',
        url: '/api/registry/login',
        payload: { email: adult.email, password: 'Wrong-Secret-9!' },
      });
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
