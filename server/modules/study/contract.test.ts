import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Type, type TSchema } from 'typebox';
import { Value } from 'typebox/value';
import {
  Answer,
  ConsentBody,
  Givebacks,
  ImperiumRelevantRecord,
  IntroPage,
  ModuleSettingsByProcedure,
  ParticipantProfile,
  Procedure,
  Promotion,
  Question,
  QuestionRule,
  ResearchProcedure,
  SignedConsent,
  SignResponse,
  Study,
  StudyEvent,
  TextBlock,
  UpdateStudyResponse,
  UserConsent,
  UserProcedure,
  UserStudy,
} from '@contract';
import type { TestApp } from '../../testing/test-app';
import { CORE, join, RESEARCH, startStudyApp, throughConsent, type Participant } from '../../testing/study-test-kit';

// Every study call answers what the published contract says (the client checks responses against
// the same schemas outside production).

let t: TestApp;
let p: Participant;
let consentId: number;
beforeAll(async () => {
  t = await startStudyApp();
  p = await join(t.app);
  await throughConsent(p);
  await p.call('POST', '/api/participant/{id}/events', {
    study: CORE,
    user_study: await p.us(CORE),
    event: 'welcome_dialog_screening',
  });
  consentId = (await p.call('GET', `/api/participant/{id}/user-studies/{us:${CORE}}/consents`)).json()[0]
    .user_consent_id;
});
afterAll(() => t.close());

const list = (schema: TSchema) => Type.Array(schema);
const calls: Array<[string, () => string, TSchema]> = [
  ['study', () => `/api/admin/studies/${CORE}`, Study],
  ['procedures', () => `/api/studies/${CORE}/procedures`, list(Procedure)],
  ['questions', () => `/api/studies/${CORE}/profile-type/adult/questions`, list(Question)],
  ['child questions', () => `/api/studies/${CORE}/profile-type/child/questions`, list(Question)],
  ['question rules', () => `/api/studies/${CORE}/question_rules`, list(QuestionRule)],
  ['intro pages', () => `/api/studies/${CORE}/intro-pages`, list(IntroPage)],
  ['consent body', () => '/api/consents/101', ConsentBody],
  ['module settings', () => `/api/v2/ui-module-settings?study_id=${CORE}`, ModuleSettingsByProcedure],
  ['promotions', () => `/api/promotions?study_id=${CORE}`, list(Promotion)],
  ['texts', () => '/api/texts?source=registry&action=screening_start&study_type=core_study', list(TextBlock)],
  ['user study', () => `/api/participant/{id}/user-studies/{us:${CORE}}`, UserStudy],
  ['user procedures', () => `/api/participant/{id}/user-studies/{us:${CORE}}/user-procedures`, list(UserProcedure)],
  ['answers', () => `/api/participants/{id}/user-studies/{us:${CORE}}/answers`, list(Answer)],
  ['consents', () => `/api/participant/{id}/user-studies/{us:${CORE}}/consents`, list(UserConsent)],
  ['signed consent', () => `/api/participant/{id}/user-consents/${consentId}`, SignedConsent],
  ['user study promotions', () => `/api/participant/{id}/user_study/{us:${CORE}}/promotions`, list(Promotion)],
  ['events', () => '/api/participant/{id}/events', list(StudyEvent)],
  ['live data givebacks', () => `/api/live_data_givebacks?study_id=${CORE}`, Givebacks],
  ['participant details', () => '/api/participant/{id}', ParticipantProfile],
  ['research', () => `/api/participant/{id}/user-studies/{us:${RESEARCH}}/research`, ResearchProcedure],
];

describe('responses match the contract', () => {
  it.each(calls)('%s', async (_name, url, schema) => {
    const res = await p.call('GET', url());
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect([...Value.Errors(schema, body)].slice(0, 3)).toEqual([]);
    if (Array.isArray(body)) expect(body.length).toBeGreaterThan(0);
  });

  it('the submit response is a user study and a user procedure at once', async () => {
    const res = await p.submit(CORE, 'consent');
    expect([...Value.Errors(Type.Intersect([UserStudy, UserProcedure]), res.json())]).toEqual([]);
  });

  it.each<[string, () => Promise<[string, string, unknown]>, TSchema]>([
    [
      'event',
      async () => ['POST', '/api/participant/{id}/events', { study: CORE, event: 'fe_study_begin' }],
      StudyEvent,
    ],
    [
      'e-mail toggle',
      async () => ['PATCH', `/api/{id}/update_study/${CORE}`, { email_notification_toggle: false }],
      UpdateStudyResponse,
    ],
    [
      'Relevant ID record',
      async () => [
        'POST',
        '/api/imperium-relevant',
        {
          participant: p.id,
          study: CORE,
          user_study: await p.us(CORE),
          is_relevant_id_data_available: false,
          relevantID_failure_reason: 'timeout',
        },
      ],
      ImperiumRelevantRecord,
    ],
  ])('the %s response', async (_name, request, schema) => {
    const [method, url, body] = await request();
    const res = await p.call(method as 'POST' | 'PATCH', url, body);
    expect(res.statusCode).toBeLessThan(300);
    expect([...Value.Errors(schema, res.json())]).toEqual([]);
  });

  it('the sign response', async () => {
    const fresh = await join(t.app, { profile_type: 'child', child_first_name: 'Kim', child_last_name: 'Kid' });
    await fresh.submit(CORE, 'intro');
    const ids = [
      [1001, 100101, 'true'],
      [1002, 100201, 'true'],
      [1004, 100401, '2015-01-01'],
      [1003, 100301, '2020-01-01'],
    ] as const;
    for (const [q, o, v] of ids) await fresh.save(CORE, q, [[o, v]]);
    await fresh.submit(CORE, 'screening');
    const [consent] = (await fresh.call('GET', `/api/participant/{id}/user-studies/{us:${CORE}}/consents`)).json();
    const res = await fresh.call(
      'POST',
      `/api/participant/{id}/user-studies/{us:${CORE}}/consents/${consent.id}/sign`,
      { subject_name: 'Pat', user_consent_id: consent.user_consent_id },
    );
    expect([...Value.Errors(SignResponse, res.json())]).toEqual([]);
  });
});
