import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Achievement, MissedStudy, UserStudy } from '@contract';
import { bannerCounts, bannerText, buildDashboard } from '@/features/dashboard/model';
import { readStudyDefinitions } from '../study/service';
import { DEMO_STUDIES_DIR } from '../../testing/study-test-kit';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { DEMO_ACCOUNTS } from './demo-accounts';

// The demo adult's dashboard has something in every section, and the core study stays startable.

let t: TestApp;
let headers: Record<string, string>;
let id: number;
beforeAll(async () => {
  t = await createTestApp({ studies: readStudyDefinitions(DEMO_STUDIES_DIR) });
  const adult = DEMO_ACCOUNTS.find((a) => a.key === 'adult')!;
  const login = await t.app.inject({ method: 'POST', url: '/api/registry/login', payload: adult });
  headers = { authorization: `JWT ${login.json().token}` };
  id = (await t.app.inject({ method: 'GET', url: '/api/registry/me', headers })).json().id;
});
afterAll(() => t.close());

const get = async <T>(path: string): Promise<T> =>
  (await t.app.inject({ method: 'GET', url: `/api/participant/${id}${path}`, headers })).json() as T;

describe('demo adult dashboard', () => {
  it('fills every section; the core study is not started', async () => {
    const studies = await get<UserStudy[]>('/user-studies');
    const g = buildDashboard(studies);
    const titles = (list: UserStudy[]) => list.map((us) => us.study_id);
    expect(titles(g.studies.notStarted)).toContain(101);
    expect(studies.find((us) => us.study_id === 101)).toMatchObject({ status: 0, dashboard_status: 'not_started' });
    expect(titles(g.studies.inProgress)).toEqual([107]);
    expect(titles(g.studies.completed).sort()).toEqual([102, 103]);
    expect(titles(g.researchOpportunities.notViewed)).toEqual([105]);
    expect(titles(g.researchOpportunities.viewed)).toEqual([106]);
    expect(titles(g.questionnaireHistory)).toEqual([102]);
    expect(titles(g.closed)).toEqual([104]);
    expect(bannerText(bannerCounts(studies))).toBe('You have 1 new study and 1 new research opportunity available');
  });

  it('has a missed opportunity not yet told, and achievements with documents', async () => {
    const missed = await get<MissedStudy[]>('/missed-opportunities?notified=false');
    expect(missed.map((m) => m.study_id)).toEqual([104]);
    const codes = (await get<Achievement[]>('/achievements')).map((a) => a.code).sort();
    expect(codes).toEqual(['annual_questionnaire', 'promotion_5_visits', 'registered', 'screening']);
    const sleep = (await get<UserStudy[]>('/user-studies')).find((us) => us.study_id === 103)!;
    const doc = await t.app.inject({
      method: 'GET',
      url: `/api/participants/${id}/user-studies/${sleep.id}/procedures/screening/answers_doc?document_format=html`,
      headers,
    });
    expect(doc.statusCode).toBe(200);
    expect(doc.body).toContain('Do you wear your CGM while you sleep?');
  });

  it('the other demo accounts keep their untouched studies', async () => {
    // The demo teen's core study is placed at the assent step on purpose (consents/demo-assent.ts);
    // the demo cohort (demo-cohort.ts, no sign-in) has completed its core study on purpose too.
    const rows = await t.db.query<{ count: string }>(
      `select count(*) from user_studies us join participants p on p.id = us.participant_id
        where p.email not in ($1, $2) and p.email not like 'cohort-%@demo.example.org'
          and (us.status <> 0 or us.viewed_at is not null)`,
      ['adult@demo.example.org', 'teen@demo.example.org'],
    );
    expect(Number(rows[0].count)).toBe(0);
  });
});
