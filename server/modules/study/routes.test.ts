import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertFixtureStudy } from '../../testing/studies-fixture';
import type { TestApp } from '../../testing/test-app';
import {
  ANNUAL,
  CORE,
  join,
  RESEARCH,
  startStudyApp,
  throughConsent,
  type Participant,
} from '../../testing/study-test-kit';

// Study-level reads (spec 001 §7): 200 for a study assigned to the participant, 401 without a
// token, 403 for a study not assigned to them, 404 for one that does not exist, 400 for bad input.

let t: TestApp;
let p: Participant;
let enrolled: Participant;
const HIDDEN = 9;
beforeAll(async () => {
  t = await startStudyApp();
  await insertFixtureStudy(t.db, HIDDEN, { assign_to: 'none', title: 'Not for you' });
  p = await join(t.app);
  // Enrolled (core consent signed): the annual questionnaire and the research opportunity are theirs.
  enrolled = await join(t.app);
  await throughConsent(enrolled);
});
afterAll(() => t.close());

const reads: Array<[string, (study: number) => string]> = [
  ['study', (s) => `/api/admin/studies/${s}`],
  ['procedures', (s) => `/api/studies/${s}/procedures`],
  ['questions', (s) => `/api/studies/${s}/profile-type/adult/questions`],
  ['question rules', (s) => `/api/studies/${s}/question_rules`],
  ['intro pages', (s) => `/api/studies/${s}/intro-pages`],
  ['module settings', (s) => `/api/v2/ui-module-settings?study_id=${s}`],
  ['promotions', (s) => `/api/promotions?study_id=${s}`],
  ['live data givebacks', (s) => `/api/live_data_givebacks?study_id=${s}`],
];

describe.each(reads)('%s', (_name, url) => {
  it('200 for an assigned study, 401 without a token, 403 for a study not assigned, 404 for an unknown study', async () => {
    expect((await p.call('GET', url(CORE))).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: url(CORE) })).statusCode).toBe(401);
    expect((await p.call('GET', url(HIDDEN))).statusCode).toBe(403);
    expect((await p.call('GET', url(424242))).statusCode).toBe(404);
  });

  it('400 for a study id that is not a positive integer', async () => {
    expect((await p.call('GET', url(0))).statusCode).toBe(400);
  });
});

describe('what the study-level calls answer', () => {
  it('the full study carries the minimal fields, this participant’s eligibility and the counts', async () => {
    const study = (await p.call('GET', `/api/admin/studies/${CORE}`)).json();
    expect(study).toMatchObject({
      id: CORE,
      study_type: 'core_study',
      title: 'T1D Registry Core Study',
      status: 'active',
      launch_on: '2025-01-15',
      approximate_complete_time: '20 minutes',
      isEligible: null,
      procedures_lookup: {
        intro: 'Introduction',
        screening: 'Screening',
        consent: 'Consent',
        questionnaire: 'Questionnaire',
      },
      total_actually_assigned: expect.any(Number),
      number_of_users_completed_a_study: 0,
    });
  });

  it('procedures in order with procedure_id and this participant’s completion time', async () => {
    await p.submit(CORE, 'intro');
    const list = (await p.call('GET', `/api/studies/${CORE}/procedures`)).json();
    expect(list.map((x: { procedure_id: string }) => x.procedure_id)).toEqual([
      'intro',
      'screening',
      'consent',
      'questionnaire',
    ]);
    expect(list[0]).toMatchObject({ id: 'intro', title: 'Introduction', order: 1, created_at: expect.any(String) });
    expect(list[1].created_at).toBeNull();
  });

  it('questions per profile type, each with the study id; 400 for an unknown profile type', async () => {
    const adult = (await p.call('GET', `/api/studies/${CORE}/profile-type/adult/questions`)).json();
    const child = (await p.call('GET', `/api/studies/${CORE}/profile-type/child/questions`)).json();
    expect(adult[0]).toMatchObject({
      id: 1001,
      title: 'Have you been diagnosed with type 1 diabetes?',
      studyId: CORE,
      procedure: 'screening',
    });
    expect(child[0]).toMatchObject({ id: 1001, title: 'Has your child been diagnosed with type 1 diabetes?' });
    expect(child.some((q: { id: number }) => q.id === 1119)).toBe(true);
    expect(adult.some((q: { id: number }) => q.id === 1119)).toBe(false);
    expect((await p.call('GET', `/api/studies/${CORE}/profile-type/teen/questions`)).statusCode).toBe(400);
  });

  it('question rules, intro pages, module settings grouped by procedure, promotions', async () => {
    expect(
      (await p.call('GET', `/api/studies/${CORE}/question_rules`))
        .json()
        .map((r: { rule_action: string }) => r.rule_action),
    ).toEqual(['show', 'hide']);
    expect((await p.call('GET', `/api/studies/${CORE}/intro-pages`)).json()[0]).toMatchObject({
      id: 1,
      content: expect.stringContaining('Welcome'),
    });
    const settings = (await p.call('GET', `/api/v2/ui-module-settings?study_id=${CORE}`)).json();
    expect(Object.keys(settings)).toEqual(['intro', 'screening', 'consent', 'questionnaire']);
    expect(settings.screening.map((s: { stage: string }) => s.stage)).toEqual([
      'before_procedure',
      'conclusion',
      'screening_failed',
    ]);
    expect((await p.call('GET', '/api/v2/ui-module-settings')).statusCode).toBe(400);
    expect((await p.call('GET', `/api/promotions?study_id=${CORE}`)).json()).toEqual([
      expect.objectContaining({
        id: 1,
        url: 'https://research.example.org/cgm-data',
        add_participant_id_query_param: true,
      }),
    ]);
    expect((await enrolled.call('GET', `/api/promotions?study_id=${RESEARCH}`)).json()).toEqual([
      expect.objectContaining({ id: 2, button_text: 'Watch the video', add_participant_id_query_param: true }),
    ]);
    expect((await enrolled.call('GET', `/api/promotions?study_id=${ANNUAL}`)).json()).toEqual([]);
  });

  it('texts by source, action and study type (a general block when the type has none of its own)', async () => {
    const core = (
      await p.call('GET', '/api/texts?source=registry&action=screening_start&study_type=core_study')
    ).json();
    expect(core).toEqual([
      expect.objectContaining({
        source: 'registry',
        action: 'screening_start',
        study_type: 'core_study',
        title: "Let's start",
      }),
    ]);
    const annual = (
      await p.call('GET', '/api/texts?source=registry&action=screening_start&study_type=annual_questionnaire')
    ).json();
    expect(annual).toEqual([expect.objectContaining({ study_type: null })]);
    expect(
      (await p.call('GET', '/api/texts?source=jaeb&action=screening_start&study_type=core_study')).json()[0].title,
    ).toBe('Welcome back');
    expect((await t.app.inject({ method: 'GET', url: '/api/texts' })).statusCode).toBe(401);
  });

  it("texts in the participant's language: a Spanish participant gets every block's Spanish wording", async () => {
    const es = await join(t.app);
    const changed = await es.call('PATCH', `/api/registry/participant/${es.id}`, { preferred_language: 'es' });
    expect(changed.statusCode, changed.body).toBe(200);
    const spanish = async (query: string) =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/texts?${query}`,
          headers: es.headers,
        })
      ).json() as { title: string; text: string }[];
    expect(await spanish('source=registry&action=screening_start&study_type=core_study')).toEqual([
      expect.objectContaining({
        study_type: 'core_study',
        title: 'Empecemos',
        text: expect.stringMatching(/^<p>Conteste/),
      }),
    ]);
    for (const query of ['source=registry', 'source=jaeb', 'source=registry_jaeb'])
      for (const block of await spanish(query)) expect(block.text).not.toMatch(/\b(the|you|please)\b/i);
  });

  it('an annual questionnaire without screening is eligible by default once started', async () => {
    const res = await enrolled.submit(ANNUAL, 'intro');
    expect(res.json()).toMatchObject({
      user_study_is_eligible: true,
      is_eligible: true,
      status: expect.any(Number),
      dashboard_status: 'in_progress',
    });
  });
});
