import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join as joinPath } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../testing/test-app';
import {
  answerAll,
  CORE,
  ELIGIBLE_SCREENING,
  join,
  startStudyApp,
  throughConsent,
  type Participant,
} from '../../testing/study-test-kit';

let t: TestApp;
let p: Participant;
let other: Participant;
beforeAll(async () => {
  t = await startStudyApp();
  p = await join(t.app, { zip_code: '02139' });
  other = await join(t.app);
  await throughConsent(p);
});
afterAll(() => t.close());

const unauthenticated = (method: 'GET' | 'POST', url: string) =>
  t.app.inject({ method, url, payload: method === 'POST' ? {} : undefined });

describe('401 without a token, 403 for another participant, 404 for a user study that is not yours', () => {
  const calls: Array<['GET' | 'POST', string]> = [
    ['GET', '/api/participant/{id}/user-studies/{us}'],
    ['GET', '/api/participant/{id}/user-studies/{us}/user-procedures'],
    ['POST', '/api/participant/{id}/user-studies/{us}/user-procedures'],
    ['GET', '/api/participants/{id}/user-studies/{us}/answers'],
    ['POST', '/api/participants/{id}/user-studies/{us}/questions/1001/answers'],
    ['GET', '/api/participant/{id}/user-studies/{us}/consents'],
    ['GET', '/api/participant/{id}/user-studies/{us}/research'],
    ['POST', '/api/participant/{id}/user-studies/{us}/consents/101/sign'],
  ];
  it.each(calls)('%s %s', async (method, template) => {
    const us = await p.us(CORE);
    const url = (id: number, userStudy: number) =>
      template.replace('{id}', String(id)).replace('{us}', String(userStudy));
    expect((await unauthenticated(method, url(p.id, us))).statusCode).toBe(401);
    const body = method === 'POST' ? { procedure_id: 'intro', subject_name: 'x', user_consent_id: 1 } : undefined;
    const foreign = await t.app.inject({ method, url: url(p.id, us), headers: other.headers, payload: body });
    expect(foreign.statusCode).toBe(403);
    const notMine = await t.app.inject({
      method,
      url: url(other.id, us),
      headers: other.headers,
      payload: method === 'POST' && template.endsWith('answers') ? [] : body,
    });
    expect(notMine.statusCode).toBe(404);
  });

  it('signed consents and their PDF: 401, 403, and 404 for a consent of someone else', async () => {
    const [consent] = (await p.call('GET', `/api/participant/{id}/user-studies/{us:${CORE}}/consents`)).json();
    for (const path of [
      `/api/participant/${p.id}/user-consents/${consent.user_consent_id}`,
      `/api/public/participant/${p.id}/user-consents/${consent.user_consent_id}/pdf`,
    ]) {
      expect((await unauthenticated('GET', path)).statusCode).toBe(401);
      expect((await t.app.inject({ method: 'GET', url: path, headers: other.headers })).statusCode).toBe(403);
      expect(
        (await t.app.inject({ method: 'GET', url: path.replace(`/${p.id}/`, `/${other.id}/`), headers: other.headers }))
          .statusCode,
      ).toBe(404);
    }
  });
});

describe('participant details (GET {participant}/{id}, GET {api}/me)', () => {
  it('answer the profile the study flow reads; 401 without a token; 403 for another participant', async () => {
    for (const url of [`/api/participant/${p.id}`, '/api/me']) {
      const res = await t.app.inject({ method: 'GET', url, headers: p.headers });
      expect(res.json()).toMatchObject({
        id: p.id,
        profile_type: 'adult',
        source: 'registry',
        birthday: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        created_at: expect.any(String),
        zip_code: '02139',
      });
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/participant/${p.id}`, headers: other.headers })).statusCode,
    ).toBe(403);
  });
});

describe('answers', () => {
  it('are judged per widget and validator: 400 [{question, question_option, error_message}]', async () => {
    const cases: Array<[number, number, unknown, string]> = [
      [1107, 110701, 'abc', 'Value should be a number'],
      [1107, 110701, '7.25', 'Number should not exceed 1 decimal points'],
      [1107, 110701, '25', 'Min value is 4 and Max value is 20'],
      [1115, 111501, '1234', 'Please enter a valid 5-digit zip code'],
      [1109, 110901, '2999-01-01', 'The visit date cannot be in the future.'],
      [1109, 110901, '1900-01-01', 'The visit date cannot be before the date of diagnosis.'],
      [1109, 110901, '2024-02-31', 'Invalid date. Type the month first, as MM/DD/YYYY: for example 03/27/2024.'],
      [
        1111,
        111101,
        JSON.stringify({ start: '2024-05-02', end: '2024-05-01' }),
        'Invalid range. The end date must be the same as the start date or after it.',
      ],
      [1108, 110801, JSON.stringify([{ value: '7', date: '' }]), 'Please enter the date of this result.'],
      [1114, 111401, JSON.stringify(['Agree', false, 'Agree']), 'Please answer every row.'],
      [1113, 111301, '9', 'Please choose a point on the scale.'],
      [1102, 999999, 'true', 'This answer does not belong to the question.'],
      [1102, 110203, 'true', 'Please specify your answer'],
    ];
    for (const [question, option, value, message] of cases) {
      const res = await p.save(CORE, question, [[option, value as string]]);
      expect(res.statusCode, `${question} ${String(value)}`).toBe(400);
      expect(res.json()).toEqual([{ question, question_option: option, error_message: message }]);
    }
  });

  it('refuses a radio beside the other options of its question, in either order, and stores nothing', async () => {
    const refused = 'Only one of these options can be chosen.';
    const listed = async () =>
      (
        (await p.call('GET', `/api/participants/{id}/user-studies/{us:${CORE}}/answers`)).json() as Array<{
          question: number;
          question_option: number;
        }>
      )
        .filter((a) => a.question === 1116)
        .map((a) => a.question_option);
    expect((await p.save(CORE, 1116, [[111601, 'true']])).statusCode).toBe(200);
    const after = await p.save(CORE, 1116, [
      [111601, 'true'],
      [111605, 'true'],
    ]);
    expect(after.statusCode).toBe(400);
    expect(after.json()).toEqual([{ question: 1116, question_option: 111605, error_message: refused }]);
    const before = await p.save(CORE, 1116, [
      [111605, 'true'],
      [111602, 'true'],
      [111604, 'Tricare'],
    ]);
    expect(before.statusCode).toBe(400);
    expect(before.json()).toEqual([
      { question: 1116, question_option: 111602, error_message: refused },
      { question: 1116, question_option: 111604, error_message: refused },
    ]);
    expect(await listed()).toEqual([111601]);
    // Saves sent at once each replace the question's answers: one of them is stored, never both.
    const both = await Promise.all([p.save(CORE, 1116, [[111605, 'true']]), p.save(CORE, 1116, [[111602, 'true']])]);
    expect(both.map((r) => r.statusCode)).toEqual([200, 200]);
    expect([[111605], [111602]]).toContainEqual(await listed());
  });

  it('refuses two radios of one question and a body that is not a list of answers', async () => {
    const two = await p.save(CORE, 1104, [
      [110401, 'true'],
      [110402, 'true'],
    ]);
    expect(two.json()).toEqual([
      { question: 1104, question_option: 110402, error_message: 'Only one of these options can be chosen.' },
    ]);
    const bad = await p.call('POST', `/api/participants/{id}/user-studies/{us:${CORE}}/questions/1104/answers`, {
      question: 1104,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual([
      { question: 1104, question_option: null, error_message: expect.stringMatching(/^Invalid answers/) },
    ]);
  });

  it('a warning does not refuse the answer; an unknown question is 404', async () => {
    expect((await p.save(CORE, 1115, [[111501, '10001']])).statusCode).toBe(200);
    expect((await p.save(CORE, 999, [[1, 'true']])).statusCode).toBe(404);
  });

  it('replace the question’s answers, clear sub-question answers of an option no longer chosen, and answer all or one question', async () => {
    await answerAll(p, CORE, [
      [1102, [[110202, 'true']]],
      [1103, [[110301, 'true']]],
    ]);
    const all = (await p.save(CORE, 1102, [[110201, 'true']])).json() as Array<{
      question: number;
      question_option: number;
      value: string;
    }>;
    expect(all.filter((a) => a.question === 1102)).toEqual([
      expect.objectContaining({ question_option: 110201, value: 'true', widget: 'radio', study_id: CORE }),
    ]);
    expect(all.some((a) => a.question === 1103)).toBe(false);
    const only = await p.call('POST', `/api/participants/{id}/user-studies/{us:${CORE}}/questions/1118/answers`, [
      { question: 1118, question_option: 111801, value: 'Hello' },
    ]);
    expect(only.json()).toEqual([expect.objectContaining({ question: 1118, value: 'Hello' })]);
    const cleared = await p.call('POST', `/api/participants/{id}/user-studies/{us:${CORE}}/questions/1118/answers`, [
      { question: 1118, question_option: 111801, value: '' },
    ]);
    expect(cleared.json()).toEqual([]);
  });

  it('GET answers filters by procedure and question', async () => {
    const screening = (
      await p.call('GET', `/api/participants/{id}/user-studies/{us:${CORE}}/answers?procedure=screening`)
    ).json() as Array<{ question: number }>;
    expect([...new Set(screening.map((a) => a.question))].sort()).toEqual(ELIGIBLE_SCREENING.map(([q]) => q).sort());
    const one = (await p.call('GET', `/api/participants/{id}/user-studies/{us:${CORE}}/answers?question=1001`)).json();
    expect(one).toEqual([expect.objectContaining({ question: 1001, question_option: 100101, value: 'true' })]);
    expect(
      (await p.call('GET', `/api/participants/{id}/user-studies/{us:${CORE}}/answers?procedure=nothing`)).statusCode,
    ).toBe(400);
  });

  it('cannot answer a questionnaire before its turn', async () => {
    const res = await other.save(CORE, 1118, [[111801, 'too early']]);
    expect(res.json()).toEqual([
      { question: 1118, question_option: null, error_message: 'Please complete the previous step first.' },
    ]);
  });
});

describe('user procedures', () => {
  it('400 for a procedure the study does not have or an unknown one', async () => {
    expect((await p.submit(105, 'screening')).json()).toEqual({
      procedure_id: ['This study has no "screening" procedure.'],
    });
    expect((await p.submit(CORE, 'dancing')).statusCode).toBe(400);
  });
});

describe('consents and signatures', () => {
  it('the consent body; sign errors: 400 empty name, 400 wrong user_consent_id, 404 a consent not for you, 409 signed twice', async () => {
    const body = (await p.call('GET', '/api/consents/101')).json();
    expect(body).toMatchObject({
      id: 101,
      consent_type: 'adult',
      isChildConsent: false,
      isJAEB: false,
      agreement_text: expect.stringMatching(/agree/),
      consent: expect.stringContaining('<h2>'),
    });
    const [consent] = (await p.call('GET', `/api/participant/{id}/user-studies/{us:${CORE}}/consents`)).json();
    const sign = (id: number, payload: object) =>
      p.call('POST', `/api/participant/{id}/user-studies/{us:${CORE}}/consents/${id}/sign`, payload);
    expect((await sign(101, { subject_name: '', user_consent_id: consent.user_consent_id })).statusCode).toBe(400);
    expect((await sign(101, { subject_name: '   ', user_consent_id: consent.user_consent_id })).json()).toEqual({
      subject_name: ['This field is required.'],
    });
    expect(
      (await sign(101, { subject_name: 'A', user_consent_id: consent.user_consent_id + 1000 })).json(),
    ).toHaveProperty('user_consent_id');
    expect((await sign(102, { subject_name: 'A', user_consent_id: consent.user_consent_id })).statusCode).toBe(404);
    expect((await sign(101, { subject_name: 'A', user_consent_id: consent.user_consent_id })).statusCode).toBe(409);
    // Consent 104 is the sub study's, offered once the core consent is signed (p has signed it).
    expect((await other.call('GET', '/api/consents/104')).statusCode).toBe(403);
    expect((await p.call('GET', '/api/consents/104')).statusCode).toBe(200);
    expect((await other.call('GET', '/api/consents/424242')).statusCode).toBe(404);
  });

  it('cannot sign before screening is passed', async () => {
    const fresh = await join(t.app);
    const [consent] = (await fresh.call('GET', `/api/participant/{id}/user-studies/{us:${CORE}}/consents`)).json();
    const res = await fresh.call('POST', `/api/participant/{id}/user-studies/{us:${CORE}}/consents/101/sign`, {
      subject_name: 'Early',
      user_consent_id: consent.user_consent_id,
    });
    expect(res.json()).toEqual({ non_field_errors: ['Please complete the Screening first.'] });
  });

  it('the signed consent keeps name, time, meaning and the texts signed', async () => {
    const [consent] = (await p.call('GET', `/api/participant/{id}/user-studies/{us:${CORE}}/consents`)).json();
    expect(consent.signature).toMatchObject({
      subject_name: 'Pat Example',
      user_consent_id: consent.user_consent_id,
      created_at: expect.any(String),
    });
    const signed = (await p.call('GET', `/api/participant/{id}/user-consents/${consent.user_consent_id}`)).json();
    expect(signed).toMatchObject({
      consent_type: 'adult',
      subject_name: 'Pat Example',
      study_id: CORE,
      signed_consent_id: consent.user_consent_id,
      consent_id: 101,
      created_at: consent.signature.created_at,
      consent_text: expect.stringContaining('Consent to take part'),
      agreement_text: expect.stringMatching(/I agree/),
      signature_meaning: 'Consent of the participant to take part in the study',
    });
  });

  it('the signed consent PDF is a tagged PDF with the texts, the signer, the date and a file name', async () => {
    const [consent] = (await p.call('GET', `/api/participant/{id}/user-studies/{us:${CORE}}/consents`)).json();
    const res = await p.call('GET', `/api/public/participant/{id}/user-consents/${consent.user_consent_id}/pdf`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="t1d-registry-core-study-adult-consent-${consent.user_consent_id}.pdf"`,
    );
    const dir = mkdtempSync(joinPath(tmpdir(), 'consent-pdf-'));
    try {
      const file = joinPath(dir, 'consent.pdf');
      writeFileSync(file, res.rawPayload);
      expect(execFileSync('pdfinfo', [file]).toString()).toMatch(/Tagged:\s+yes/);
      const text = execFileSync('pdftotext', [file, '-']).toString();
      expect(text).toContain('Consent to take part in the T1D Registry');
      expect(text).toContain('Signed by: Pat Example');
      expect(text).toMatch(/Signed on: \d{1,2}\/\d{1,2}\/\d{4} \d{1,2}:\d{2}:\d{2} [AP]M/);
      expect(text).toContain('Meaning of this signature: Consent of the participant to take part in the study');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
