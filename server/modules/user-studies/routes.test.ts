import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Value } from 'typebox/value';
import { Achievement, MissedStudy, UserStudy } from '@contract';
import { createTestApp, signUp, type TestApp } from '../../testing/test-app';
import { insertFixtureStudy } from '../../testing/studies-fixture';
import { MAX_REATTEMPTS, REATTEMPT_NOT_NEEDED } from './service';

let t: TestApp;
let me: Awaited<ReturnType<typeof signUp>>;
let userStudyId: number;
beforeAll(async () => {
  t = await createTestApp();
  await insertFixtureStudy(t.db, 1);
  await insertFixtureStudy(t.db, 2, { title: 'Hidden study', assign_to: 'none' });
  me = await signUp(t.app, 'dash@example.com');
  [{ id: userStudyId }] = await t.db.query<{ id: number }>('select id from user_studies where participant_id = $1', [
    me.id,
  ]);
});
afterAll(() => t.close());

const get = (url: string) =>
  t.app.inject({
    method: 'GET',
    url: url.replace('{id}', String(me.id)).replace('{us}', String(userStudyId)),
    headers: me.headers,
  });
const send = (method: 'POST' | 'PATCH', url: string, payload?: object) =>
  t.app.inject({
    method,
    url: url.replace('{id}', String(me.id)).replace('{us}', String(userStudyId)),
    payload,
    headers: me.headers,
  });

describe('user studies', () => {
  it('lists the studies assigned to all, in the contract shape', async () => {
    const list = (await get('/api/participant/{id}/user-studies')).json();
    expect(list).toHaveLength(1);
    expect(Value.Check(UserStudy, list[0])).toBe(true);
    expect(list[0]).toMatchObject({
      id: userStudyId,
      study_id: 1,
      study_title: 'Core Study',
      status: 0,
      dashboard_status: 'not_started',
      has_intro_page: true,
      procedures_number: 3,
    });
  });

  it('assigns a study loaded after the account existed', async () => {
    await insertFixtureStudy(t.db, 3, { title: 'Annual', study_type: 'annual_questionnaire' });
    const list = (await get('/api/participant/{id}/user-studies')).json();
    expect(list.map((s: { study_title: string }) => s.study_title)).toEqual(['Core Study', 'Annual']);
  });

  it('records the first view only', async () => {
    const first = (await send('PATCH', '/api/participant/{id}/user_study/{us}/viewed')).json();
    expect(Date.parse(first.viewed_at)).toBeGreaterThan(0);
    const second = (await send('PATCH', '/api/participant/{id}/user_study/{us}/viewed')).json();
    expect(second.viewed_at).toBe(first.viewed_at);
  });

  it("answers 404 for a user study that is not the participant's", async () => {
    const other = await signUp(t.app, 'dash.other@example.com');
    const [{ id: foreign }] = await t.db.query<{ id: number }>(
      'select id from user_studies where participant_id = $1 limit 1',
      [other.id],
    );
    expect((await send('PATCH', `/api/participant/{id}/user_study/${foreign}/viewed`)).statusCode).toBe(404);
    expect((await send('POST', `/api/participants/{id}/user-studies/${foreign}/screening_reattempt`)).statusCode).toBe(
      404,
    );
  });
});

describe('achievements and missed opportunities', () => {
  it('lists achievements in the contract shape', async () => {
    const list = (await get('/api/participant/{id}/achievements')).json();
    expect(list).toEqual([
      expect.objectContaining({ code: 'registered', title: 'Registered', study_id: null, payload: {} }),
    ]);
    expect(Value.Check(Achievement, list[0])).toBe(true);
  });

  it('lists missed studies, filters by notified and marks them notified', async () => {
    await t.db.query(
      'insert into missed_studies (participant_id, study_id, user_study_id) values ($1, 1, $2), ($1, 1, $2)',
      [me.id, userStudyId],
    );
    const all = (await get('/api/participant/{id}/missed-opportunities')).json();
    expect(all).toHaveLength(2);
    expect(Value.Check(MissedStudy, all[0])).toBe(true);
    const patched = await send('PATCH', '/api/participant/{id}/missed-opportunities', {
      ids: [all[0].id],
      notified: true,
    });
    expect(patched.json()).toEqual({ updated: [all[0].id] });
    expect((await get('/api/participant/{id}/missed-opportunities?notified=false')).json()).toHaveLength(1);
    const notified = (await get('/api/participant/{id}/missed-opportunities?notified=true')).json();
    expect(notified).toEqual([
      expect.objectContaining({ id: all[0].id, notified: true, notified_at: expect.any(String) }),
    ]);
  });

  it('answers 400 for a bad filter or body', async () => {
    expect((await get('/api/participant/{id}/missed-opportunities?notified=maybe')).statusCode).toBe(400);
    expect(
      (await send('PATCH', '/api/participant/{id}/missed-opportunities', { ids: ['x'], notified: true })).statusCode,
    ).toBe(400);
  });
});

describe('screening reattempt', () => {
  it('is refused while the participant is not found ineligible', async () => {
    const res = await send('POST', '/api/participants/{id}/user-studies/{us}/screening_reattempt');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ detail: REATTEMPT_NOT_NEEDED });
  });

  it('clears screening answers three times, then answers the limit message', async () => {
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      await t.db.query(
        'update user_studies set is_eligible = false, status = 60, dashboard_status = $2 where id = $1',
        [userStudyId, 'completed'],
      );
      await t.db.query(
        "insert into answers (user_study_id, question_id, question_option_id, value) values ($1, 101, 1002, 'true'), ($1, 201, 2001, '3')",
        [userStudyId],
      );
      await t.db.query(
        "insert into user_procedures (user_study_id, procedure_id, user_study_is_eligible) values ($1, 'screening', false)",
        [userStudyId],
      );
      const res = await send('POST', '/api/participants/{id}/user-studies/{us}/screening_reattempt');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ is_eligible: null, dashboard_status: 'in_progress', status: 2 });
      const remaining = await t.db.query<{ question_id: number }>(
        'select question_id from answers where user_study_id = $1 and question_id = 101',
        [userStudyId],
      );
      expect(remaining).toEqual([]);
    }
    await t.db.query('update user_studies set is_eligible = false where id = $1', [userStudyId]);
    const res = await send('POST', '/api/participants/{id}/user-studies/{us}/screening_reattempt');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ non_field_errors: [MAX_REATTEMPTS] });
  });
});

describe('answers_doc', () => {
  let us: number;
  let who: Awaited<ReturnType<typeof signUp>>;
  beforeAll(async () => {
    who = await signUp(t.app, 'doc@example.com', { first_name: 'Zoë', last_name: "O'Brien" });
    [{ id: us }] = await t.db.query<{ id: number }>(
      'select id from user_studies where participant_id = $1 and study_id = 1',
      [who.id],
    );
    await t.db.query(
      `insert into answers (user_study_id, question_id, question_option_id, value) values
       ($1, 201, 2001, '4'), ($1, 202, 2002, '[{"value":"7.1","date":"2024-01-02"},{"value":"","date":""}]'), ($1, 101, 1001, 'true')`,
      [us],
    );
    await t.db.query("insert into user_procedures (user_study_id, procedure_id) values ($1, 'questionnaire')", [us]);
  });
  const doc = (format: string, procedure = 'questionnaire') =>
    t.app.inject({
      method: 'GET',
      url: `/api/participants/${who.id}/user-studies/${us}/procedures/${procedure}/answers_doc?document_format=${format}`,
      headers: who.headers,
    });

  it('renders HTML of the procedure’s answered questions with escaped text and a script-free CSP', async () => {
    const res = await doc('html');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['content-disposition']).toBe('attachment; filename="core-study-questionnaire-answers.html"');
    expect(res.headers['content-security-policy']).toMatch(/default-src 'none'/);
    expect(res.body).toContain('How often do you check your glucose – daily?');
    // Read back as chosen (the engine's readable answer): the field's title, then its value; the
    // A1C result in the study's unit with its date as entered (MM/DD/YYYY).
    expect(res.body).toContain('<span class="answer-label">Times per day:</span> 4');
    expect(res.body).toContain('7.1% on 01/02/2024');
    expect(res.body).toContain('O&#39;Brien');
    expect(res.body).not.toContain('Do you have type 1 diabetes?');
    expect(res.body).not.toContain('Unanswered question');
  });

  it('renders a real, tagged PDF', async () => {
    const res = await doc('pdf');
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('attachment; filename="core-study-questionnaire-answers.pdf"');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    if (existsSync('/usr/bin/pdftotext')) {
      const file = join(mkdtempSync(join(tmpdir(), 'answers-')), 'a.pdf');
      writeFileSync(file, res.rawPayload);
      const text = execFileSync('pdftotext', [file, '-']).toString();
      expect(text).toContain('Times per day: 4');
      expect(text).toContain("Zoë O'Brien");
      expect(execFileSync('pdfinfo', [file]).toString()).toMatch(/Tagged:\s+yes/);
    }
  });

  it('answers 404 for a procedure not submitted and 400 for a bad format or procedure', async () => {
    expect((await doc('pdf', 'screening')).statusCode).toBe(404);
    expect((await doc('docx')).json()).toEqual({ document_format: ['Select a valid choice.'] });
    expect((await doc('pdf', 'nothing')).statusCode).toBe(400);
  });
});
