import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../accounts/demo-accounts';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { readStudyDefinitions } from './load-definitions';
import { assignStudiesToAll } from './upsert-studies';
import {
  answerAll,
  ANNUAL,
  CLOSED,
  COMPLETE_QUESTIONNAIRE,
  CORE,
  DEMO_STUDIES_DIR,
} from '../../testing/study-test-kit';
import {
  ELIGIBLE_SCREENING,
  eligibleScreening,
  join,
  RESEARCH,
  startStudyApp,
  SUB,
  throughConsent,
  yearsAgo,
} from '../../testing/study-test-kit';

// An API-level walk through the core study: screening judged by the
// screening rules (one participant eligible, one not), consent signing, and a questionnaire
// submit refused for a missing answer, then accepted once complete.

let t: TestApp;
beforeAll(async () => {
  t = await startStudyApp();
});
afterAll(() => t.close());

const codes = async (p: Awaited<ReturnType<typeof join>>) =>
  ((await p.call('GET', '/api/participant/{id}/achievements')).json() as Array<{ code: string }>).map((a) => a.code);

describe('a participant walks through the core study', () => {
  it('eligible adult: intro, screening, consent, questionnaire (refused while an answer is missing, then complete)', async () => {
    const p = await join(t.app);
    const before = (await p.call('GET', `/api/participant/{id}/user-studies/{us:${CORE}}`)).json();
    expect(before).toMatchObject({
      study_id: CORE,
      status: 0,
      dashboard_status: 'not_started',
      is_eligible: null,
      has_intro_page: true,
      procedures_number: 4,
    });

    expect((await p.submit(CORE, 'screening')).json()).toEqual(['Please complete the Introduction first.']);
    const intro = await p.submit(CORE, 'intro');
    expect(intro.statusCode).toBe(200);
    expect(intro.json()).toMatchObject({
      procedure_id: 'intro',
      dashboard_status: 'in_progress',
      current_status: 'Introduction: completed',
    });

    // Screening: three answers, then a submit that names the missing question.
    await answerAll(p, CORE, ELIGIBLE_SCREENING.slice(0, 3));
    expect((await p.call('GET', `/api/participant/{id}/user-studies/{us:${CORE}}`)).json().current_status).toBe(
      'Screening: in progress',
    );
    const early = await p.submit(CORE, 'screening');
    expect(early.statusCode).toBe(400);
    expect(early.json()).toEqual(['There are not answered questions: 1003']);
    await answerAll(p, CORE, ELIGIBLE_SCREENING.slice(3));
    const screening = await p.submit(CORE, 'screening');
    expect(screening.statusCode).toBe(200);
    expect(screening.json()).toMatchObject({
      procedure_id: 'screening',
      user_study_is_eligible: true,
      is_eligible: true,
      current_status: 'Screening: completed',
    });
    expect((await p.call('GET', '/api/registry/me')).json().is_eligible).toBe(true);

    // Consent: the adult consent applies; the procedure cannot complete before it is signed.
    const consents = (await p.call('GET', `/api/participant/{id}/user-studies/{us:${CORE}}/consents`)).json();
    expect(consents).toEqual([
      expect.objectContaining({ id: 101, consent_type: 'adult', signature: null, user_consent_id: expect.any(Number) }),
    ]);
    expect((await p.submit(CORE, 'consent')).json()).toEqual(['There are not signed consents: 101']);
    const sign = await p.call('POST', `/api/participant/{id}/user-studies/{us:${CORE}}/consents/101/sign`, {
      subject_name: ' Alex Adult ',
      user_consent_id: consents[0].user_consent_id,
    });
    expect(sign.statusCode).toBe(200);
    expect(sign.json()).toMatchObject({
      sms_consent_required: true,
      signature: { subject_name: 'Alex Adult', user_consent_id: consents[0].user_consent_id },
    });
    expect((await p.submit(CORE, 'consent')).statusCode).toBe(200);

    // Questionnaire: everything but the last question, then a refused submit, then the last answer.
    await answerAll(p, CORE, COMPLETE_QUESTIONNAIRE.slice(0, -1));
    const missing = await p.submit(CORE, 'questionnaire');
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual(['There are not answered questions: 1118']);
    await answerAll(p, CORE, COMPLETE_QUESTIONNAIRE.slice(-1));
    const done = await p.submit(CORE, 'questionnaire');
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({
      procedure_id: 'questionnaire',
      status: 60,
      dashboard_status: 'completed',
      completed_at: expect.any(String),
      current_status: 'Questionnaire: completed',
      user_study_is_eligible: true,
    });

    const procedures = (
      await p.call('GET', `/api/participant/{id}/user-studies/{us:${CORE}}/user-procedures`)
    ).json() as Array<{ procedure_id: string }>;
    expect(procedures.map((x) => x.procedure_id)).toEqual(['intro', 'screening', 'consent', 'questionnaire']);
    expect(await codes(p)).toEqual(['registered', 'screening', 'consent_adult', 'questionnaire']);
    const signed = (
      (await p.call('GET', '/api/participant/{id}/achievements')).json() as Array<{
        code: string;
        payload: { signed_consent_id?: number };
      }>
    ).find((a) => a.code === 'consent_adult');
    expect(signed?.payload.signed_consent_id).toBe(consents[0].user_consent_id);

    // The answers document (the existing answers_doc call) reads the same stored answers.
    const doc = await p.call(
      'GET',
      `/api/participants/{id}/user-studies/{us:${CORE}}/procedures/questionnaire/answers_doc?document_format=html`,
    );
    expect(doc.statusCode).toBe(200);
    expect(doc.body).toContain('Which CGM?');
    expect(doc.body).toContain('Dexcom G7');

    // A submitted procedure is final: its answers can no longer change, a second submit changes nothing.
    expect((await p.save(CORE, 1118, [[111801, 'changed']])).json()).toEqual([
      { question: 1118, question_option: null, error_message: 'This procedure has already been submitted.' },
    ]);
    expect((await p.submit(CORE, 'questionnaire')).json().created_at).toBe(done.json().created_at);
  });

  it('not eligible: a "No" to the diagnosis question; the study shows as completed and cannot go on', async () => {
    const p = await join(t.app);
    await p.submit(CORE, 'intro');
    await answerAll(p, CORE, [[1001, [[100102, 'true']]], ...ELIGIBLE_SCREENING.slice(1)]);
    const res = await p.submit(CORE, 'screening');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      user_study_is_eligible: false,
      is_eligible: false,
      status: 60,
      dashboard_status: 'completed',
    });
    expect((await p.call('GET', '/api/registry/me')).json().is_eligible).toBe(false);
    expect((await p.submit(CORE, 'consent')).json()).toEqual(['You are not eligible to continue this study.']);
    const consents = (await p.call('GET', `/api/participant/{id}/user-studies/{us:${CORE}}/consents`)).json();
    const sign = await p.call('POST', `/api/participant/{id}/user-studies/{us:${CORE}}/consents/101/sign`, {
      subject_name: 'No Body',
      user_consent_id: consents[0].user_consent_id,
    });
    expect(sign.statusCode).toBe(400);
    expect(await codes(p)).toEqual(['registered', 'screening']);
    // The existing screening reattempt starts screening over.
    const again = await p.call('POST', `/api/participants/{id}/user-studies/{us:${CORE}}/screening_reattempt`);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ is_eligible: null, dashboard_status: 'in_progress' });
    await answerAll(p, CORE, ELIGIBLE_SCREENING);
    expect((await p.submit(CORE, 'screening')).json()).toMatchObject({ user_study_is_eligible: true });
  });

  it('not eligible by age: the core age rule reads the date of birth answered in screening, not the profile', async () => {
    const thisMonth = new Date().toISOString().slice(0, 8) + '01';
    const baby = await join(t.app, { birthday: yearsAgo(30) });
    await baby.submit(CORE, 'intro');
    await answerAll(baby, CORE, [
      [1001, [[100101, 'true']]],
      [1002, [[100201, 'true']]],
      [1004, [[100401, thisMonth]]],
      [1003, [[100301, thisMonth]]],
    ]);
    expect((await baby.submit(CORE, 'screening')).json()).toMatchObject({ user_study_is_eligible: false });
  });

  it('the diagnosis date cannot be before the date of birth answered, nor in the future', async () => {
    const p = await join(t.app);
    await p.submit(CORE, 'intro');
    await answerAll(p, CORE, ELIGIBLE_SCREENING.slice(0, 3));
    const early = await p.save(CORE, 1003, [[100301, yearsAgo(31)]]);
    expect(early.statusCode).toBe(400);
    expect(early.json()).toEqual([
      {
        question: 1003,
        question_option: 100301,
        error_message: 'The date of diagnosis cannot be before your date of birth.',
      },
    ]);
    const future = await p.save(CORE, 1003, [[100301, '2999-01-01']]);
    const inFuture = 'The date of diagnosis cannot be in the future.';
    expect(future.json()).toEqual([{ question: 1003, question_option: 100301, error_message: inFuture }]);
  });

  it('a teen signs parental consent (the parent) then assent (the minor), in that order', async () => {
    const p = await join(t.app, {
      profile_type: 'child',
      child_first_name: 'Taylor',
      child_last_name: 'Teen',
      birthday: yearsAgo(15),
    });
    await p.submit(CORE, 'intro');
    await answerAll(p, CORE, eligibleScreening(yearsAgo(15)));
    expect((await p.submit(CORE, 'screening')).json()).toMatchObject({ user_study_is_eligible: true });
    const consents = (await p.call('GET', `/api/participant/{id}/user-studies/{us:${CORE}}/consents`)).json() as Array<{
      id: number;
      consent_type: string;
      user_consent_id: number;
    }>;
    expect(consents.map((c) => c.consent_type)).toEqual(['parental', 'child']);
    const [parental, child] = consents;
    const early = await p.call('POST', `/api/participant/{id}/user-studies/{us:${CORE}}/consents/${child.id}/sign`, {
      subject_name: 'Taylor Teen',
      user_consent_id: child.user_consent_id,
    });
    expect(early.statusCode).toBe(400);
    expect(early.json().non_field_errors[0]).toMatch(/^Please sign the .* first\.$/);
    for (const [c, name] of [
      [parental, 'Robin Guardian'],
      [child, 'Taylor Teen'],
    ] as const) {
      expect(
        (
          await p.call('POST', `/api/participant/{id}/user-studies/{us:${CORE}}/consents/${c.id}/sign`, {
            subject_name: name,
            user_consent_id: c.user_consent_id,
          })
        ).statusCode,
      ).toBe(200);
    }
    expect((await p.submit(CORE, 'consent')).statusCode).toBe(200);
    expect(await codes(p)).toEqual(['registered', 'screening', 'consent_parental', 'consent_child']);
  });

  it('a participant from the partner network signs the partner consent only', async () => {
    const p = await join(t.app);
    await t.db.query(`update participants set source = 'registry_jaeb' where id = $1`, [p.id]);
    await throughConsent(p);
    const consents = (await p.call('GET', `/api/participant/{id}/user-studies/{us:${CORE}}/consents`)).json();
    expect(consents).toEqual([
      expect.objectContaining({
        id: 106,
        consent_type: 'jaeb',
        signature: expect.objectContaining({ subject_name: 'Pat Example' }),
      }),
    ]);
    expect((await p.call('GET', '/api/consents/106')).json()).toMatchObject({ isJAEB: true, consent_type: 'jaeb' });
    expect(await codes(p)).toEqual(['registered', 'screening', 'consent_universal']);
  });

  it('a child of 10 signs only the parental consent', async () => {
    const p = await join(t.app, {
      profile_type: 'child',
      child_first_name: 'Casey',
      child_last_name: 'Kid',
      birthday: yearsAgo(10),
    });
    await throughConsent(p);
    expect(await codes(p)).toEqual(['registered', 'screening', 'consent_parental']);
  });
});

describe('the other demo studies', () => {
  // Moved from e2e/study-api.spec.ts: what `npm start` gives the seeded demo accounts.
  it('are given to the demo accounts with their types, the closed one included; the enrolled ones once enrolled', async () => {
    const seeded = await createTestApp({ studies: readStudyDefinitions(DEMO_STUDIES_DIR) });
    try {
      const studiesOf = async (key: string) => {
        const account = DEMO_ACCOUNTS.find((a) => a.key === key)!;
        const payload = { email: account.email, password: account.password };
        const login = await seeded.app.inject({ method: 'POST', url: '/api/registry/login', payload });
        const headers = { authorization: `JWT ${login.json().token}` };
        const me = (await seeded.app.inject({ method: 'GET', url: '/api/registry/me', headers })).json();
        const url = `/api/participant/${me.id}/user-studies`;
        const list = (await seeded.app.inject({ method: 'GET', url, headers })).json();
        return new Map<number, unknown>(list.map((us: { study_id: number }) => [us.study_id, us]));
      };
      // The parent has not signed the core consent yet: the core study and the archived one only.
      const parent = await studiesOf('parent');
      const core = { study_type: 'core_study', study_status: 'active', has_intro_page: true };
      expect(parent.get(CORE)).toMatchObject(core);
      expect(parent.get(CLOSED)).toMatchObject({ study_status: 'closed' });
      expect([ANNUAL, SUB, RESEARCH].filter((id) => parent.has(id))).toEqual([]);
      // The demo adult's dashboard holds them (placed by the demo seed).
      const adult = await studiesOf('adult');
      expect(adult.get(ANNUAL)).toMatchObject({ study_type: 'annual_questionnaire' });
      expect(adult.get(SUB)).toMatchObject({ study_type: 'sub_study' });
      expect(adult.get(RESEARCH)).toMatchObject({ study_type: 'promotional_study' });
    } finally {
      await seeded.close();
    }
  });

  it('the sub study screens on age and on an answer given in the core study, and earns the substudy achievement', async () => {
    const p = await join(t.app);
    await throughConsent(p);
    await answerAll(p, CORE, COMPLETE_QUESTIONNAIRE);
    expect((await p.submit(CORE, 'questionnaire')).statusCode).toBe(200);
    const answers = (await p.call('GET', `/api/participants/{id}/user-studies/{us:${SUB}}/answers`)).json();
    expect(answers).toEqual([
      expect.objectContaining({
        question: 1104,
        question_option: 110401,
        study_id: CORE,
        isAnswerFromOtherStudy: true,
      }),
    ]);
    await p.submit(SUB, 'intro');
    await answerAll(p, SUB, [[3001, [[300101, 'true']]]]);
    expect((await p.submit(SUB, 'screening')).json()).toMatchObject({ user_study_is_eligible: true });
    const [consent] = (await p.call('GET', `/api/participant/{id}/user-studies/{us:${SUB}}/consents`)).json();
    expect(consent).toMatchObject({ id: 104, consent_type: 'adult' });
    await p.call('POST', `/api/participant/{id}/user-studies/{us:${SUB}}/consents/104/sign`, {
      subject_name: 'Pat Example',
      user_consent_id: consent.user_consent_id,
    });
    expect((await p.submit(SUB, 'consent')).statusCode).toBe(200);
    const range = JSON.stringify({ start: yearsAgo(0).slice(0, 8) + '01', end: yearsAgo(0).slice(0, 8) + '03' });
    await answerAll(p, SUB, [
      [3101, [[310101, '7.5']]],
      [3102, [[310201, '1']]],
      [3103, [[310301, range]]],
    ]);
    expect((await p.submit(SUB, 'questionnaire')).json()).toMatchObject({ dashboard_status: 'completed' });
    const codes = ((await p.call('GET', '/api/participant/{id}/achievements')).json() as Array<{ code: string }>).map(
      (a) => a.code,
    );
    expect(codes.slice(-3)).toEqual(['screening', 'consent_adult', 'substudy']);

    // Enrolled, but without the core questionnaire's answer the sub study screens on.
    const newcomer = await join(t.app);
    await throughConsent(newcomer);
    await newcomer.submit(SUB, 'intro');
    await answerAll(newcomer, SUB, [[3001, [[300101, 'true']]]]);
    expect((await newcomer.submit(SUB, 'screening')).json()).toMatchObject({ user_study_is_eligible: false });
  });

  it('the sub study age rule reads the profile birthday: 16, or none, is not eligible', async () => {
    for (const birthday of [yearsAgo(16), undefined]) {
      const p = await join(t.app, { birthday });
      await throughConsent(p);
      // The screening's date of birth gave the profile one; an account from before that had none.
      if (!birthday) await t.db.query('update participants set birthday = null where id = $1', [p.id]);
      await answerAll(p, CORE, COMPLETE_QUESTIONNAIRE);
      expect((await p.submit(CORE, 'questionnaire')).statusCode).toBe(200);
      await p.submit(SUB, 'intro');
      await answerAll(p, SUB, [[3001, [[300101, 'true']]]]);
      expect((await p.submit(SUB, 'screening')).json(), String(birthday)).toMatchObject({
        user_study_is_eligible: false,
      });
    }
  });

  it('the research opportunity: intro, then research completes it', async () => {
    const p = await join(t.app);
    await throughConsent(p);
    const research = (await p.call('GET', `/api/participant/{id}/user-studies/{us:${RESEARCH}}/research`)).json();
    expect(research).toMatchObject({
      id: 1,
      button_text: 'Start now',
      url: 'https://research.example.org/closed-loop-night',
      add_participant_id_query_param: true,
      userID: p.id,
    });
    expect((await p.call('GET', `/api/participant/{id}/user-studies/{us:${CORE}}/research`)).statusCode).toBe(404);
    expect((await p.submit(RESEARCH, 'intro')).json()).toMatchObject({
      dashboard_status: 'in_progress',
      user_study_is_eligible: true,
    });
    expect((await p.submit(RESEARCH, 'research')).json()).toMatchObject({
      dashboard_status: 'completed',
      status: 60,
      current_status: 'Research: completed',
    });
  });

  it('the closed study can be looked at but not taken part in', async () => {
    const p = await join(t.app);
    await assignStudiesToAll(t.db, [CLOSED]);
    const us = (await p.call('GET', `/api/participant/{id}/user-studies/{us:${CLOSED}}`)).json();
    expect(us).toMatchObject({
      study_status: 'closed',
      study_closed_at: expect.stringMatching(/^2025-09-30/),
      dashboard_status: 'not_started',
    });
    expect((await p.call('GET', `/api/studies/${CLOSED}/intro-pages`)).statusCode).toBe(200);
    expect((await p.submit(CLOSED, 'intro')).json()).toEqual(['This study is closed.']);
    expect((await p.save(CLOSED, 4001, [[400101, '3']])).json()).toEqual([
      { question: 4001, question_option: null, error_message: 'This study is closed.' },
    ]);
  });
});
