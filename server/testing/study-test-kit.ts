import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { AnswerInput } from '@contract';
import { createTestApp, signUp, STRONG_PASSWORD, type TestApp } from './test-app';
import { readStudyDefinitions } from '../modules/study/service';

// Shared by the study route tests: an app with the demo studies loaded, participants who sign up
// with a birthday (the sub study's age rule reads it), and answers that complete the core study.

export const DEMO_STUDIES_DIR = resolve(fileURLToPath(new URL('.', import.meta.url)), '../studies');
export const CORE = 101;
export const ANNUAL = 102;
export const SUB = 103;
export const CLOSED = 104;
export const RESEARCH = 105;

export async function startStudyApp(dir = DEMO_STUDIES_DIR): Promise<TestApp> {
  return createTestApp({ studies: readStudyDefinitions(dir), seed: false });
}

/** A date `years` years before today, as YYYY-MM-DD (a mid-year day, so the age holds all day). */
export function yearsAgo(years: number, now = new Date()): string {
  const d = new Date(Date.UTC(now.getUTCFullYear() - years, now.getUTCMonth(), now.getUTCDate()));
  d.setUTCDate(d.getUTCDate() - 60);
  return d.toISOString().slice(0, 10);
}

export interface Participant {
  id: number;
  /** The birthday signed up with (the screening's date of birth, which becomes the profile's, repeats it). */
  birthday: string | undefined;
  headers: { authorization: string };
  /** The user study id of a study. */
  us(studyId: number): Promise<number>;
  call(method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown): Promise<LightMyRequestResponse>;
  save(
    studyId: number,
    question: number,
    answers: Array<[option: number, value: AnswerInput['value']]>,
  ): Promise<LightMyRequestResponse>;
  submit(studyId: number, procedure: string): Promise<LightMyRequestResponse>;
}

let counter = 0;

/** Signs up a participant; `{id}` and `{us:<study>}` in urls are filled in. */
export async function join(app: FastifyInstance, extra: Record<string, unknown> = {}): Promise<Participant> {
  counter += 1;
  const fields = { birthday: yearsAgo(30), ...extra };
  const who = await signUp(app, `study-${counter}-${Date.now()}@example.com`, fields);
  const userStudies = new Map<number, number>();
  // Read again when a study is missing: studies for enrolled participants come with the core consent.
  const us = async (studyId: number) => {
    if (!userStudies.has(studyId)) {
      const list = (
        await app.inject({ method: 'GET', url: `/api/participant/${who.id}/user-studies`, headers: who.headers })
      ).json() as Array<{ id: number; study_id: number }>;
      for (const item of list) userStudies.set(item.study_id, item.id);
    }
    const id = userStudies.get(studyId);
    if (!id) throw new Error(`no user study of study ${studyId}`);
    return id;
  };
  const fill = async (url: string) => {
    let out = url.replace('{id}', String(who.id));
    const match = /\{us:(\d+)\}/.exec(out);
    if (match) out = out.replace(match[0], String(await us(Number(match[1]))));
    return out;
  };
  // A signature needs the session's re-authentication (DECISIONS §11): asked once, like the app does.
  let reauth: string | undefined;
  const reauthHeader = async (url: string): Promise<Record<string, string>> => {
    if (!/\/consents\/\d+\/sign$/.test(url)) return {};
    reauth ??= (
      (
        await app.inject({
          method: 'POST',
          url: '/api/registry/reauth',
          headers: who.headers,
          payload: { password: STRONG_PASSWORD },
        })
      ).json() as { reauth_token: string }
    ).reauth_token;
    return { 'x-reauth': reauth };
  };
  const call: Participant['call'] = async (method, url, payload) =>
    app.inject({
      method,
      url: await fill(url),
      headers: { ...who.headers, ...(await reauthHeader(url)) },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  return {
    id: who.id,
    birthday: typeof fields.birthday === 'string' ? fields.birthday : undefined,
    headers: who.headers,
    us,
    call,
    save: (studyId, question, answers) =>
      call(
        'POST',
        `/api/participants/{id}/user-studies/{us:${studyId}}/questions/${question}/answers?get_all_answers`,
        answers.map(([option, value]) => ({ question, question_option: option, value })),
      ),
    submit: (studyId, procedure) =>
      call('POST', `/api/participant/{id}/user-studies/{us:${studyId}}/user-procedures`, { procedure_id: procedure }),
  };
}

/**
 * Screening answers of the core study, eligible, with the date of birth given (which becomes the
 * profile's birthday, DECISIONS §7).
 */
export const eligibleScreening = (birthday: string): Array<[number, Array<[number, AnswerInput['value']]>]> => [
  [1001, [[100101, 'true']]],
  [1002, [[100201, 'true']]],
  [1004, [[100401, birthday]]],
  [1003, [[100301, yearsAgo(3)]]],
];

/** Screening answers of the core study: eligible unless told otherwise (born 30 years ago). */
export const ELIGIBLE_SCREENING = eligibleScreening(yearsAgo(30));

/** Every shown question of the adult core questionnaire, answered validly (CGM user with a pump). */
export const COMPLETE_QUESTIONNAIRE: Array<[number, Array<[number, AnswerInput['value']]>]> = [
  [1102, [[110202, 'true']]],
  [1103, [[110302, 'true']]],
  [1104, [[110401, 'true']]],
  [1105, [[110501, 'true']]],
  [1107, [[110701, '7.2']]],
  [
    1108,
    [
      [
        110801,
        JSON.stringify([
          { value: '7.1', date: '2025-06-10' },
          { value: '6.9', date: '2025-12-01' },
        ]),
      ],
    ],
  ],
  [1109, [[110901, '2026-02-01']]],
  [1110, [[111001, yearsAgo(2).slice(0, 7)]]],
  [1111, [[111102, 'true']]],
  [
    1112,
    [
      [111201, 'true'],
      [111207, JSON.stringify(['Asthma'])],
    ],
  ],
  [1113, [[111301, '2']]],
  [1114, [[111401, JSON.stringify(['Agree', 'Neutral', 'Disagree'])]]],
  [1115, [[111501, '02139']]],
  [1116, [[111602, 'true']]],
  [
    1117,
    [
      [111701, '68'],
      [111702, '160.5'],
    ],
  ],
  [1118, [[111801, 'Nothing else, thank you.']]],
];

/** Answers a list of questions, failing loudly on the first refusal. */
export async function answerAll(p: Participant, studyId: number, list: typeof COMPLETE_QUESTIONNAIRE): Promise<void> {
  for (const [question, answers] of list) {
    const res = await p.save(studyId, question, answers);
    if (res.statusCode !== 200) throw new Error(`question ${question}: ${res.statusCode} ${res.body}`);
  }
}

/**
 * Takes a participant through intro, screening (giving the birthday they signed up with) and
 * consent of the core study (adult).
 */
export async function throughConsent(p: Participant): Promise<void> {
  const ok = (res: LightMyRequestResponse, what: string) => {
    if (res.statusCode !== 200) throw new Error(`${what}: ${res.statusCode} ${res.body}`);
    return res;
  };
  ok(await p.submit(CORE, 'intro'), 'intro');
  await answerAll(p, CORE, eligibleScreening(p.birthday ?? yearsAgo(30)));
  ok(await p.submit(CORE, 'screening'), 'screening');
  const consents = (await p.call('GET', `/api/participant/{id}/user-studies/{us:${CORE}}/consents`)).json() as Array<{
    id: number;
    user_consent_id: number;
  }>;
  for (const c of consents)
    ok(
      await p.call('POST', `/api/participant/{id}/user-studies/{us:${CORE}}/consents/${c.id}/sign`, {
        subject_name: 'Pat Example',
        user_consent_id: c.user_consent_id,
      }),
      'sign',
    );
  ok(await p.submit(CORE, 'consent'), 'consent');
}
