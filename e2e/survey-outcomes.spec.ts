import { expect, test } from '@playwright/test';
import { DEMO, registerThroughApi, storeToken } from './support/auth';
import { enrol } from './support/study-api';
import { press, questionHeading, storedAnswers, studyByToken, surveyPath } from './support/survey';

// Where the survey sends a participant (the pages themselves are another engineer's):
// a screening answered 'No' routes to not-eligible after the submit, a closed study to the
// closed-study page, and a refused submit says so and leads to the first missing question.

const auth = (token: string) => ({ Authorization: `JWT ${token}` });

test('a screening that is not passed routes to the not-eligible page after Submit; answering it again opens the screening', async ({
  page,
  request,
}) => {
  const { token } = await registerThroughApi(request, { first_name: 'Nell', last_name: 'Noteligible' });
  const account = await studyByToken(request, token);
  const base = `/api/participant/${account.userId}/user-studies/${account.userStudyId}`;
  expect(
    (await request.post(`${base}/user-procedures`, { data: { procedure_id: 'intro' }, headers: auth(token) })).ok(),
  ).toBe(true);
  const answers: [number, number, string][] = [
    [1001, 100102, 'true'],
    [1002, 100201, 'true'],
    [1004, 100401, '1990-01-01'],
    [1003, 100301, '2001-01-01'],
  ];
  for (const [question, option, value] of answers) {
    const res = await request.post(
      `/api/participants/${account.userId}/user-studies/${account.userStudyId}/questions/${question}/answers`,
      { data: [{ question, question_option: option, value }], headers: auth(token) },
    );
    expect(res.ok(), await res.text()).toBe(true);
  }
  await page.goto('/landing');
  await storeToken(page, token);
  await page.goto(`${surveyPath(account)}/procedureSubmit?procedure=screening`);
  await press(page, page.getByRole('button', { name: 'Submit' }));
  await expect(page).toHaveURL(new RegExp(`${surveyPath(account)}/not-eligible`));
  expect(await storedAnswers(request, account)).toMatchObject({ 100102: 'true' });

  // The retake: the study the app has open is read again, so the screening opens on its first
  // question (not the not-eligible page the study was on before).
  await page.getByRole('button', { name: 'Answer the screening questions again' }).click();
  await page.getByRole('dialog', { name: 'Reactivate' }).getByRole('button', { name: 'Yes, Try Again' }).click();
  await expect(questionHeading(page, 'Have you been diagnosed with type 1 diabetes?')).toBeVisible();
  await expect(page).toHaveURL(/\?procedure=screening&questionId=1001$/);
});

test('a fresh questionnaire opens on its first question, the introduction', async ({ page, request }) => {
  const a = await registerThroughApi(request, { first_name: 'Ida', last_name: 'Intro' });
  await enrol(request, a);
  const account = await studyByToken(request, a.token);
  await page.goto('/landing');
  await storeToken(page, a.token);
  await page.goto(`${surveyPath(account)}?procedure=questionnaire`);
  const dialog = page.getByRole('dialog', { name: 'Before you start' });
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(questionHeading(page, 'About your diabetes care')).toHaveAccessibleDescription(/^Question 1 of \d+$/);
  await expect(page).toHaveURL(/\?procedure=questionnaire&questionId=1101$/);
});

test('a closed study opens the closed-study page; an unfinished screening leads to its first unanswered question, and a submit refused for missing answers says so and leads to the first missing one', async ({
  page,
  request,
}) => {
  // The demo adult was assigned the closed study while it was open (a new account is not).
  const login = await request.post('/api/registry/login', { data: DEMO.adult });
  const adult = ((await login.json()) as { token: string }).token;
  const closed = await studyByToken(request, adult, 104);
  await page.goto('/landing');
  await storeToken(page, adult);
  await page.goto(surveyPath(closed));
  await expect(page).toHaveURL(new RegExp(`${surveyPath(closed)}/closed-study$`));

  const { token } = await registerThroughApi(request, { first_name: 'Cleo', last_name: 'Closed' });
  await storeToken(page, token);

  // The submit page reached before every screening answer is stored: it offers no Submit and
  // leads to the first unanswered question.
  const core = await studyByToken(request, token);
  const answers = `/api/participants/${core.userId}/user-studies/${core.userStudyId}/questions`;
  await request.post(`/api/participant/${core.userId}/user-studies/${core.userStudyId}/user-procedures`, {
    data: { procedure_id: 'intro' },
    headers: auth(token),
  });
  await page.goto(`${surveyPath(core)}/procedureSubmit?procedure=screening`);
  await expect(page.getByRole('button', { name: 'Submit' })).toHaveCount(0);
  await press(page, page.getByRole('button', { name: 'Go to question' }));
  await expect(page).toHaveURL(/procedure=screening&questionId=1001/);

  // Every answer stored, then the date of birth changed elsewhere (another tab) to after the
  // diagnosis: the page still offers Submit, and the server refuses it naming the diagnosis date.
  const given: [number, number, string][] = [
    [1001, 100101, 'true'],
    [1002, 100201, 'true'],
    [1004, 100401, '1990-05-01'],
    [1003, 100301, '2005-03-10'],
  ];
  for (const [question, option, value] of given) {
    const res = await request.post(`${answers}/${question}/answers`, {
      data: [{ question, question_option: option, value }],
      headers: auth(token),
    });
    expect(res.ok(), await res.text()).toBe(true);
  }
  await page.goto(`${surveyPath(core)}/procedureSubmit?procedure=screening`);
  const submitButton = page.getByRole('button', { name: 'Submit' });
  await expect(submitButton).toBeVisible();
  const changed = await request.post(`${answers}/1004/answers`, {
    data: [{ question: 1004, question_option: 100401, value: '2010-01-01' }],
    headers: auth(token),
  });
  expect(changed.ok(), await changed.text()).toBe(true);
  await press(page, submitButton);
  // Said in the spec's words, then the way to the question.
  const almost = page.getByRole('dialog', { name: 'Almost there!' });
  await expect(almost).toContainText(
    "A few questions are still unanswered. Please click 'Go to question' to answer them.",
  );
  await press(page, almost.getByRole('button', { name: 'Go to question' }));
  await expect(page).toHaveURL(/procedure=screening&questionId=1003/);
});
