import { expect, test } from '@playwright/test';
import { registerThroughApi, storeToken } from './support/auth';
import { PASSWORD, registerAtConsent } from './support/consent';
import { completedProcedures, press, studyByToken, surveyPath } from './support/survey';
import { answer, enrol, signCoreConsent, submit } from './support/study-api';

// What a participant is told is what the registry holds: a submit the server refuses shows the
// server's reason and leaves the participant on the step with nothing stored; a participant who
// answered every question and left before Submit comes back to the confirmation page, and the
// status page's dialog shows once, right after the submit (status=just_submitted).

const SLEEP_STUDY = 103;
const ANNUAL = 102;

test('a refused screening submit shows the server reason and stays on the step, with nothing stored', async ({
  page,
  request,
}) => {
  // A parent of a child, enrolled (the sub study is for enrolled participants): the sleep sub-study
  // asks a child no screening question, so its confirmation page offers Submit at once, while the
  // introduction is still not done.
  const parent = await registerAtConsent(request, {
    first: 'Rory',
    last: 'Refused',
    childAge: 10,
    childFirst: 'Robin',
    childLast: 'Refused',
  });
  const { token } = parent;
  await signCoreConsent(request, parent, parent.userStudyId, PASSWORD, 'Rory Refused');
  const account = await studyByToken(request, token, SLEEP_STUDY);
  expect(await completedProcedures(request, account)).toEqual([]);

  await page.goto('/landing');
  await storeToken(page, token);
  await page.goto(`${surveyPath(account)}/procedureSubmit?procedure=screening`);
  const submitButton = page.getByRole('button', { name: 'Submit' });
  await press(page, submitButton);

  const snackbar = page.getByRole('alert').filter({ hasText: 'Please complete the Introduction first.' });
  await expect(snackbar).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByText('You are eligible to take part in the study.')).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`${surveyPath(account)}/procedureSubmit\\?procedure=screening$`));
  await expect(submitButton).toBeEnabled();
  expect(await completedProcedures(request, account)).toEqual([]);
});

test('every question answered, left before Submit: Resume opens the confirmation page, and Submit works', async ({
  page,
  request,
}) => {
  const registered = await registerThroughApi(request, { first_name: 'Remy', last_name: 'Resume' });
  const { token } = registered;
  // The annual questionnaire is for enrolled participants.
  await enrol(request, registered);
  const account = await studyByToken(request, token, ANNUAL);
  const a = { id: account.userId, token, email: '' };
  await submit(request, a, account.userStudyId, 'intro');
  await answer(request, a, account.userStudyId, 2001, 200102, 'true');
  await answer(request, a, account.userStudyId, 2003, 200301, '7.1');
  await answer(request, a, account.userStudyId, 2004, 200401, '1');
  await answer(request, a, account.userStudyId, 2005, 200501, '3');

  await page.goto('/landing');
  await storeToken(page, token);
  await page.goto('/dashboard');
  const card = page.getByRole('article', { name: 'Annual Questionnaire 2026' });
  await press(page, card.getByRole('button', { name: 'Resume' }));
  const before = page.getByRole('dialog', { name: 'Before you start' });
  await press(page, before.getByRole('button', { name: 'Continue' }));

  await expect(page).toHaveURL(new RegExp(`${surveyPath(account)}/procedureSubmit\\?procedure=questionnaire$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Submit your annual questionnaire answers' })).toBeVisible();
  await expect(
    page.getByText('To complete the questionnaire, please answer all of the required questions.'),
  ).toHaveCount(0);
  await press(page, page.getByRole('button', { name: 'Submit' }));

  // The status page, reached with status=just_submitted; the study configures no conclusion popup.
  await expect(page).toHaveURL(
    new RegExp(`${surveyPath(account)}/procedureStatus\\?procedure=questionnaire&status=just_submitted$`),
  );
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you!' })).toBeVisible();
  expect(await completedProcedures(request, account)).toEqual(['intro', 'questionnaire']);
});

test('the success dialog shows on the status page right after the screening submit, and not after a reload', async ({
  page,
  request,
}) => {
  const { token } = await registerThroughApi(request, { first_name: 'Sunny', last_name: 'Success' });
  const account = await studyByToken(request, token);
  const a = { id: account.userId, token, email: '' };
  await submit(request, a, account.userStudyId, 'intro');
  await answer(request, a, account.userStudyId, 1001, 100101, 'true');
  await answer(request, a, account.userStudyId, 1002, 100201, 'true');
  await answer(request, a, account.userStudyId, 1004, 100401, '1990-05-01');
  await answer(request, a, account.userStudyId, 1003, 100301, '2005-03-10');

  await page.goto('/landing');
  await storeToken(page, token);
  await page.goto(`${surveyPath(account)}/procedureSubmit?procedure=screening`);
  await press(page, page.getByRole('button', { name: 'Submit' }));
  const success = page.getByRole('dialog', { name: 'Success!' });
  await expect(success).toBeVisible();
  await expect(page).toHaveURL(/procedureStatus\?procedure=screening&status=just_submitted$/);
  expect(await completedProcedures(request, account)).toEqual(['intro', 'screening']);
  await press(page, success.getByRole('button', { name: 'Continue' }));
  await expect(success).toHaveCount(0);
  await expect(page).toHaveURL(/procedureStatus\?procedure=screening$/);

  await page.reload();
  await expect(page.getByRole('button', { name: 'Continue to Consent' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
