import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { submitRefusals } from '@engine';
import type { Givebacks } from '@contract';
import { MIN_GROUP_SIZE } from '../study/givebacks';
import { readStudyDefinitions } from '../study/service';
import { DEMO_STUDIES_DIR } from '../../testing/study-test-kit';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { cohortCoreStudy, cohortEmail, DEMO_COHORT } from './demo-cohort';

// A fresh `npm start` shows Data Insights with figures: the demo seed holds enough completed core
// questionnaires (at least the minimum group size, which stays what it is).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ studies: readStudyDefinitions(DEMO_STUDIES_DIR) });
});
afterAll(() => t.close());

async function signIn(email: string, password: string) {
  return t.app.inject({ method: 'POST', url: '/api/registry/login', payload: { email, password } });
}

describe('the demo cohort', () => {
  it('gives the core study enough completed questionnaires for Data Insights to show its figures', async () => {
    expect(MIN_GROUP_SIZE).toBe(5);
    expect(DEMO_COHORT.length).toBeGreaterThanOrEqual(MIN_GROUP_SIZE);
    const adult = DEMO_ACCOUNTS.find((a) => a.key === 'adult')!;
    const token = (await signIn(adult.email, adult.password)).json().token as string;
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/live_data_givebacks?study_id=101',
      headers: { authorization: `JWT ${token}` },
    });
    expect(res.statusCode).toBe(200);
    const insights = res.json() as Givebacks;
    expect(insights).toMatchObject({ study_id: 101, min_group_size: MIN_GROUP_SIZE });
    expect(insights.participants).toBeGreaterThanOrEqual(MIN_GROUP_SIZE);
    const titles = insights.charts.map((c) => c.title);
    expect(titles).toEqual(
      expect.arrayContaining([
        'How do you take insulin?',
        'Which CGM?',
        'What was the most recent A1c result (%)?',
        'Your height and weight: Weight (pounds)',
      ]),
    );
    // No figure is one person's: every chart counts at least the minimum group.
    for (const chart of insights.charts) expect(chart.respondents).toBeGreaterThanOrEqual(MIN_GROUP_SIZE);
  });

  it('are enrolled participants nobody signs in as', async () => {
    const res = await signIn(cohortEmail(0), 'Demo-Adult-1');
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    const rows = await t.db.query<{ study_id: number; dashboard_status: string }>(
      `select us.study_id, us.dashboard_status from user_studies us join participants p on p.id = us.participant_id
        where p.email = $1 order by us.study_id`,
      [cohortEmail(0)],
    );
    expect(rows.find((r) => r.study_id === 101)?.dashboard_status).toBe('completed');
    // Their core consent is complete, so the studies for enrolled participants reached them too.
    expect(rows.map((r) => r.study_id)).toEqual(expect.arrayContaining([101, 102, 103, 105]));
  });

  it('answer their core screening and questionnaire as the server requires of a submit (all shown, all valid)', () => {
    const core = readStudyDefinitions(DEMO_STUDIES_DIR).find((l) => l.definition.study.id === 101)!.definition;
    DEMO_COHORT.forEach((member, index) => {
      const placed = cohortCoreStudy(member, index).answers!;
      const answers = placed.map((a) => ({ question: a.question_id, question_option: a.option_id, value: a.value }));
      const flow = {
        questions: core.questions.adult,
        rules: core.question_rules,
        answers,
        context: { now: new Date() },
      };
      expect(submitRefusals(flow, 'screening'), member.first_name).toEqual([]);
      expect(submitRefusals(flow, 'questionnaire'), member.first_name).toEqual([]);
    });
  });
});
