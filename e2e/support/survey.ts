import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolationsAt } from './axe';
import { storeToken, TOKEN_KEY } from './auth';

// Shared steps of the e2e/survey*.spec.ts files: the study's ids, keyboard actions,
// axe at both widths, and the answers the server stored.

export const CORE_STUDY = 101;

export interface SurveyAccount {
  /** Default: the core study. */
  studyId?: number;
  userId: number;
  userStudyId: number;
  token: string;
}

/** The signed-in participant's core-study user study, read through the API with the page's token. */
export async function coreStudyOf(page: Page): Promise<SurveyAccount> {
  const token = (await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY)) ?? '';
  return coreStudyByToken(page.request, token);
}

/** The participant id a token carries. */
export const userIdOf = (token: string) =>
  (JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as { user_id: number }).user_id;

export const coreStudyByToken = (request: APIRequestContext, token: string) => studyByToken(request, token);

/** The participant's user study of a study (`base`: another server than the suite's). */
export async function studyByToken(
  request: APIRequestContext,
  token: string,
  studyId = CORE_STUDY,
  base = '',
): Promise<SurveyAccount> {
  const userId = userIdOf(token);
  const res = await request.get(`${base}/api/participant/${userId}/user-studies`, {
    headers: { Authorization: `JWT ${token}` },
  });
  const list = (await res.json()) as { id: number; study_id: number }[];
  const us = list.find((u) => u.study_id === studyId);
  if (!us) throw new Error(`no user study of study ${studyId}`);
  return { studyId, userId, userStudyId: us.id, token };
}

export const surveyPath = (a: SurveyAccount) =>
  `/survey/study/${a.studyId ?? CORE_STUDY}/user-study/${a.userStudyId}/user/${a.userId}`;

/** The answers the server stored, as {option id: value}. */
export async function storedAnswers(
  request: APIRequestContext,
  a: SurveyAccount,
  base = '',
): Promise<Record<number, string>> {
  const res = await request.get(`${base}/api/participants/${a.userId}/user-studies/${a.userStudyId}/answers`, {
    headers: { Authorization: `JWT ${a.token}` },
  });
  expect(res.ok()).toBe(true);
  const answers = (await res.json()) as { question_option: number; value: string; isAnswerFromOtherStudy?: boolean }[];
  return Object.fromEntries(answers.filter((x) => !x.isAnswerFromOtherStudy).map((x) => [x.question_option, x.value]));
}

/** The procedures the server holds as submitted, in the order they were. */
export async function completedProcedures(request: APIRequestContext, a: SurveyAccount): Promise<string[]> {
  const res = await request.get(`/api/participant/${a.userId}/user-studies/${a.userStudyId}/user-procedures`, {
    headers: { Authorization: `JWT ${a.token}` },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { procedure_id: string }[]).map((p) => p.procedure_id);
}

/** Focus, then a key: the keyboard does the acting. */
export async function press(page: Page, target: Locator, key = 'Enter') {
  await target.focus();
  await page.keyboard.press(key);
}

export async function typeInto(page: Page, target: Locator, text: string) {
  await target.focus();
  await page.keyboard.type(text);
}

/** axe at 375 and 1280 px (the page is left at 1280). */
export async function axeBothWidths(page: Page) {
  await expectNoAxeViolationsAt(page, [
    { width: 375, height: 800 },
    { width: 1280, height: 900 },
  ]);
}

/** The active question's heading (h1) says which question is on screen. */
export const questionHeading = (page: Page, title: string | RegExp) =>
  page.getByRole('heading', { level: 1, name: title });

export async function next(page: Page, label: 'Next' | 'Finish' = 'Next') {
  await press(page, page.getByRole('button', { name: label, exact: true }));
}

/** MM/DD/YYYY of a day some days from today. */
export function typedDay(offsetDays: number): string {
  const d = new Date();
  d.setDate(d.getDate() + offsetDays);
  return `${String(d.getMonth() + 1).padStart(2, '0')}/${String(d.getDate()).padStart(2, '0')}/${d.getFullYear()}`;
}

export const isoOf = (typed: string) => {
  const [m, d, y] = typed.split('/');
  return `${y}-${m}-${d}`;
};

/**
 * What the server stores from the whole core study as the journeys answer it (e2e/survey.spec.ts in
 * Chromium, e2e-engines/ in WebKit and Firefox): screening, then the questionnaire; the CGM's answer
 * (an item of the list, or free text) is each journey's own.
 */
export function coreStudyAnswers(
  a1cDay: string,
  visitDay: string,
  cgm: Record<number, string>,
): Record<number, string> {
  return {
    100101: 'true',
    100201: 'true',
    100401: '1992-07-26',
    100301: '2005-03-10',
    110101: 'true',
    110202: 'true',
    110302: 'true',
    110401: 'true',
    ...cgm,
    110701: '7.2',
    110801: JSON.stringify([{ value: '6.9', date: isoOf(a1cDay) }]),
    110901: isoOf(visitDay),
    111001: '2024-06',
    111101: JSON.stringify({ start: '2024-01-10', end: '2024-01-12' }),
    111202: 'true',
    111207: JSON.stringify(['Asthma']),
    111301: '2',
    111401: JSON.stringify(['Agree', 'Agree', 'Agree']),
    111501: '02139',
    111602: 'true',
    111604: 'Employer plan',
    111701: '68',
    111702: '160.5',
    111801: 'Nothing else, thank you.',
  };
}

/** Submits the intro through the API, then opens screening with the token stored and passes the welcome dialog. */
export async function openScreening(
  page: Page,
  request: APIRequestContext,
  account: SurveyAccount,
  base = '',
  source?: string,
) {
  const res = await request.post(
    `${base}/api/participant/${account.userId}/user-studies/${account.userStudyId}/user-procedures`,
    { data: { procedure_id: 'intro' }, headers: { Authorization: `JWT ${account.token}` } },
  );
  expect(res.ok(), await res.text()).toBe(true);
  await page.goto(`${base}/landing`);
  await storeToken(page, account.token);
  await page.goto(`${base}${surveyPath(account)}?procedure=screening${source ? `&source=${source}` : ''}`);
  const welcome = page.getByRole('dialog', { name: "Let's start" });
  await press(page, welcome.getByRole('button', { name: 'Begin' }));
  await expect(welcome).toHaveCount(0);
}

/** The study's questions, answered through the API up to the last two (height and weight, free text). */
export async function answerMostOfTheQuestionnaire(page: Page, account: SurveyAccount) {
  const answers: [number, string][] = [
    [110101, 'true'],
    [110201, 'true'],
    [110401, 'true'],
    [110501, 'true'],
    [110701, '7.2'],
    [110801, JSON.stringify([{ value: '6.9', date: isoOf(typedDay(-60)) }])],
    [110901, isoOf(typedDay(-30))],
    [111001, '2024-06'],
    [111102, 'true'],
    [111202, 'true'],
    [111301, '2'],
    [111401, JSON.stringify(['Agree', 'Agree', 'Agree'])],
    [111501, '02139'],
    [111601, 'true'],
  ];
  for (const [option, value] of answers) {
    const question = Math.floor(option / 100);
    const res = await page.request.post(
      `/api/participants/${account.userId}/user-studies/${account.userStudyId}/questions/${question}/answers`,
      { data: [{ question, question_option: option, value }], headers: { Authorization: `JWT ${account.token}` } },
    );
    expect(res.ok(), `${option}: ${await res.text()}`).toBe(true);
  }
}
