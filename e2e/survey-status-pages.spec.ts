import { execFileSync } from 'node:child_process';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { storeToken } from './support/auth';
import { PASSWORD, registerAtConsent, surveyPath, type AtConsent } from './support/consent';
import { storedAnswers, typedDay, isoOf } from './support/survey';

// The confirmation page's 'Review my answers' round trip and the status pages' actions from the
// demo core study's settings (spec 001 §2): the answers preview, a Change link to one question and
// back, the submit; then 'You answered the … on:', View answers / Download / Print as each
// procedure's conclusion module sets them, and the downloaded PDF.

test.use({ timezoneId: 'UTC', actionTimeout: 15_000 });

const auth = (token: string) => ({ Authorization: `JWT ${token}` });

/** Signs the adult consent and submits the consent procedure, as the participant would through the API. */
async function throughConsent(request: APIRequestContext, p: AtConsent) {
  const reauth = await request.post('/api/registry/reauth', { headers: auth(p.token), data: { password: PASSWORD } });
  expect(reauth.ok(), await reauth.text()).toBe(true);
  const { reauth_token } = (await reauth.json()) as { reauth_token: string };
  const base = `/api/participant/${p.id}/user-studies/${p.userStudyId}`;
  const consents = (await (await request.get(`${base}/consents`, { headers: auth(p.token) })).json()) as Array<{
    id: number;
    user_consent_id: number;
  }>;
  for (const consent of consents) {
    const signed = await request.post(`${base}/consents/${consent.id}/sign`, {
      headers: { ...auth(p.token), 'X-Reauth': reauth_token },
      data: { subject_name: 'Rae Review', user_consent_id: consent.user_consent_id },
    });
    expect(signed.ok(), await signed.text()).toBe(true);
  }
  const submitted = await request.post(`${base}/user-procedures`, {
    headers: auth(p.token),
    data: { procedure_id: 'consent' },
  });
  expect(submitted.ok(), await submitted.text()).toBe(true);
}

/** Every question of the core questionnaire answered (a CGM user: the fingerstick question is hidden). */
const ANSWERS: Array<[number, number, string]> = [
  [1101, 110101, 'true'],
  [1102, 110201, 'true'],
  [1104, 110401, 'true'],
  [1105, 110501, 'true'],
  [1107, 110701, '7.2'],
  [1108, 110801, JSON.stringify([{ value: '6.9', date: isoOf(typedDay(-60)) }])],
  [1109, 110901, isoOf(typedDay(-400))],
  [1110, 111001, '2024-06'],
  [1111, 111102, 'true'],
  [1112, 111208, 'true'],
  [1113, 111301, '1'],
  [1114, 111401, JSON.stringify(['Agree', 'Neutral', 'Agree'])],
  [1115, 111501, '02139'],
  [1116, 111601, 'true'],
  [1118, 111801, 'Nothing else, thank you.'],
];

async function answerQuestionnaire(request: APIRequestContext, p: AtConsent) {
  for (const [question, option, value] of ANSWERS) {
    const res = await request.post(
      `/api/participants/${p.id}/user-studies/${p.userStudyId}/questions/${question}/answers`,
      { headers: auth(p.token), data: [{ question, question_option: option, value }] },
    );
    expect(res.ok(), `${question}: ${await res.text()}`).toBe(true);
  }
  // The questionnaire's welcome dialog was read (the survey registers its event when it closes).
  const seen = await request.post(`/api/participant/${p.id}/events`, {
    headers: auth(p.token),
    data: { study: 101, user_study: p.userStudyId, event: 'welcome_dialog_questionnaire' },
  });
  expect(seen.ok(), await seen.text()).toBe(true);
  const body = [
    { question: 1117, question_option: 111701, value: '68' },
    { question: 1117, question_option: 111702, value: '160.5' },
  ];
  const res = await request.post(`/api/participants/${p.id}/user-studies/${p.userStudyId}/questions/1117/answers`, {
    headers: auth(p.token),
    data: body,
  });
  expect(res.ok(), await res.text()).toBe(true);
}

test('confirmation page: Review my answers, change one answer by its link, back, submit; status pages from the settings', async ({
  page,
  request,
}, info) => {
  test.setTimeout(180_000);
  const p = await registerAtConsent(request, { first: 'Rae', last: 'Review' });
  await throughConsent(request, p);
  await answerQuestionnaire(request, p);
  const survey = surveyPath(p);
  const account = { userId: p.id, userStudyId: p.userStudyId, token: p.token };

  await page.goto('/landing');
  await storeToken(page, p.token);
  await page.goto(`${survey}/procedureSubmit?procedure=questionnaire`);
  await expect(page.getByRole('heading', { level: 1, name: 'You are almost done!' })).toBeVisible();

  // The answers preview: each question with its answer and a Change link.
  await page.getByRole('button', { name: 'Review my answers' }).click();
  await expect(page).toHaveURL(`${survey}?procedure=questionnaire&preview=true`);
  await expect(page.getByRole('heading', { level: 1, name: 'Check your questionnaire answers' })).toBeVisible();
  await expect(page.getByText('Nothing else, thank you.')).toBeVisible();
  await expect(page.getByText('Frequency: Once or twice')).toBeVisible();
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoAxeViolations(page);
  }
  await page.getByRole('link', { name: /^Change your answer to: Is there anything else/ }).click();
  await expect(page).toHaveURL(/questionId=1118&preview=true&review=true$/);
  const text = page.getByRole('textbox', { name: 'Your answer' });
  await expect(text).toHaveValue('Nothing else, thank you.');
  await text.fill('The night alarms wake us up.');
  await page.getByRole('button', { name: /^(Next|Finish)$/ }).click();

  // Back at the preview with the new answer, which the server stored.
  await expect(page).toHaveURL(`${survey}?procedure=questionnaire&preview=true`);
  await expect(page.getByText('The night alarms wake us up.')).toBeVisible();
  expect((await storedAnswers(request, account))[111801]).toBe('The night alarms wake us up.');
  await page.getByRole('button', { name: 'Back to submit your answers' }).click();
  await expect(page).toHaveURL(`${survey}/procedureSubmit?procedure=questionnaire`);
  await page.getByRole('button', { name: 'Submit' }).click();

  // The questionnaire's status page, reached right after the submit (status=just_submitted): its
  // conclusion sets the timestamp, Download and Print (no View answers).
  await expect(page).toHaveURL(`${survey}/procedureStatus?procedure=questionnaire&status=just_submitted`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Thank you for completing the questionnaire!' }),
  ).toBeVisible();
  const actions = page.getByRole('region', { name: 'Your Questionnaire answers' });
  await expect(
    actions.getByText(/^You answered the Questionnaire on: [A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2}:\d{2} [AP]M$/),
  ).toBeVisible();
  await expect(actions.getByRole('button', { name: 'Print' })).toBeVisible();
  await expect(actions.getByRole('link', { name: 'View answers' })).toHaveCount(0);
  // The actions sit in the conclusion's card, right under its buttons (no page-tall gap above them).
  await page.setViewportSize({ width: 1280, height: 900 });
  expect((await actions.boundingBox())!.y).toBeLessThan(500);
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoAxeViolations(page);
  }
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    actions.getByRole('button', { name: 'Download' }).click(),
  ]);
  const file = info.outputPath(download.suggestedFilename());
  await download.saveAs(file);
  expect(download.suggestedFilename()).toMatch(/questionnaire-answers\.pdf$/);
  expect(execFileSync('pdfinfo', [file], { encoding: 'utf8' })).toMatch(/^Pages:\s+\d+$/m);
  expect(execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' })).toContain(
    'The night alarms wake us up.',
  );

  // The screening's status page: its conclusion sets the timestamp and View answers only.
  await page.goto(`${survey}/procedureStatus?procedure=screening`);
  const screening = page.getByRole('region', { name: 'Your Screening answers' });
  await expect(screening.getByText(/^You answered the Screening on: /)).toBeVisible();
  await expect(screening.getByRole('button', { name: 'Download' })).toHaveCount(0);
  await expect(screening.getByRole('button', { name: 'Print' })).toHaveCount(0);
  await screening.getByRole('link', { name: 'View answers' }).click();
  await expect(page).toHaveURL(`${survey}/review-answers?procedure=screening`);
  await expect(page.getByRole('heading', { level: 1, name: 'Your Screening answers' })).toBeVisible();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(`${survey}/procedureStatus?procedure=screening`);
});
