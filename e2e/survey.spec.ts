import { expect, test, type Page } from '@playwright/test';
import { DEMO, registerThroughApi, signIn } from './support/auth';
import {
  axeBothWidths,
  coreStudyAnswers,
  coreStudyOf,
  next,
  openScreening,
  press,
  questionHeading,
  storedAnswers,
  studyByToken,
  surveyPath,
  typedDay,
  typeInto,
  type SurveyAccount,
} from './support/survey';

// The demo adult takes the core study (the whole journey) from the dashboard's 'Start
// the study': intro page, screening, consent (signing with the password), the whole
// questionnaire by keyboard with every widget the study uses, the status and conclusion pages, axe
// at 375 and 1280 px on each step, and what the server stored.

const SHOTS = process.env.SURVEY_SCREENSHOT_DIR;
// A step that does not come fails in seconds, not at the end of the long test's budget.
test.use({ actionTimeout: 15_000 });

async function dialogContinue(page: Page, title: string, button: string) {
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  await axeBothWidths(page);
  await press(page, dialog.getByRole('button', { name: button }));
  await expect(dialog).toHaveCount(0);
  // Focus goes to the page's heading (or its main region), never to nothing.
  await expect.poll(() => page.evaluate(() => document.activeElement?.matches('h1, main') ?? false)).toBe(true);
}

test('from the dashboard the demo adult goes through intro, screening, consent, questionnaire and conclusion by keyboard alone', async ({
  page,
}) => {
  test.setTimeout(480_000);
  await signIn(page, DEMO.adult.email, DEMO.adult.password);
  const account = await coreStudyOf(page);
  const beginEvents = async () =>
    (await (
      await page.request.get(
        `/api/participant/${account.userId}/events?event=fe_study_begin&user_study=${account.userStudyId}`,
        { headers: { Authorization: `JWT ${account.token}` } },
      )
    ).json()) as unknown[];
  // The dashboard spec may have started the demo adult's core study already: count from here.
  const begunBefore = (await beginEvents()).length;

  // The dashboard: 'Start the study' on the core study posts the study-begin event, opens the survey.
  await page.goto('/dashboard');
  await press(
    page,
    page.getByRole('article', { name: 'T1D Registry Core Study' }).getByRole('button', { name: 'Start the study' }),
  );
  await expect(page).toHaveURL(new RegExp(`${surveyPath(account)}\\?procedure=intro$`));

  // The intro page: the study's title and facts, the e-mail switch; the steps show intro enabled,
  // later ones not yet.
  await expect(page.getByRole('heading', { level: 1, name: 'T1D Registry Core Study' })).toBeVisible();
  await expect(page.getByRole('switch', { name: 'E-mails about this study' })).toHaveAttribute('aria-checked', 'true');
  const steps = page.getByRole('navigation', { name: 'Study steps' });
  await expect(steps.getByRole('button', { name: 'Introduction' })).toHaveAttribute('aria-current', 'step');
  await expect(steps.getByText('Questionnaire, not available yet')).toBeVisible();
  await axeBothWidths(page);
  if (SHOTS) await shootBoth(page, 'survey-intro');
  await press(page, page.getByRole('button', { name: 'Continue', exact: true }));

  // Screening: the welcome dialog first (its event is registered), then four questions.
  await expect(page).toHaveURL(/procedure=screening/);
  await dialogContinue(page, "Let's start", 'Begin');
  await expect(questionHeading(page, 'Have you been diagnosed with type 1 diabetes?')).toBeVisible();
  await expect(page.getByText('1/4', { exact: true }).first()).toBeVisible();
  await axeBothWidths(page);
  // Next without an answer: the hint, the question's error and no move.
  await next(page);
  await expect(page.locator('#registry-survey-notice')).toHaveText(
    'Select the required answers to proceed to the next question',
  );
  await press(page, page.getByRole('radio', { name: 'Yes' }), 'Space');
  await next(page);
  // Each question change puts focus on the new question's heading, read with its position, and
  // the next Tab reaches its answer (the question list comes after it).
  await expectFocusOnQuestion(page, 'Do you live in the United States?', 'Question 2 of 4');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('radio', { name: 'Yes' })).toBeFocused();
  await page.keyboard.press('Space');
  await next(page);
  await expectFocusOnQuestion(page, 'What is your date of birth?', 'Question 3 of 4');
  await press(page, page.getByRole('button', { name: 'Previous' }));
  await expectFocusOnQuestion(page, 'Do you live in the United States?', 'Question 2 of 4');
  await next(page);
  await expectFocusOnQuestion(page, 'What is your date of birth?', 'Question 3 of 4');
  await page.keyboard.press('Tab');
  const dob = page.getByRole('textbox', { name: 'Date of birth' });
  await expect(dob).toBeFocused();
  // Next with no date: said once (the notice), the empty field invalid and described by the message.
  await next(page);
  const required = 'Select the required answers to proceed to the next question';
  await expect(page.getByRole('alert').filter({ hasText: required })).toHaveCount(1);
  await expect(dob).toHaveAttribute('aria-invalid', 'true');
  await expect(dob).toHaveAccessibleDescription(new RegExp(`^${required}`));
  await typeInto(page, dob, '07/26/1992');
  await next(page);
  await expectFocusOnQuestion(page, 'When were you diagnosed?', 'Question 4 of 4');
  await typeInto(page, page.getByRole('textbox', { name: 'Date of diagnosis' }), '03/10/2005');
  await axeBothWidths(page);
  if (SHOTS) await shootBoth(page, 'survey-screening-date');
  await next(page, 'Finish');

  // The submit page (focus on its heading), then Success! and the screening status page.
  await expect(page).toHaveURL(/procedureSubmit\?procedure=screening/);
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  await axeBothWidths(page);
  await press(page, page.getByRole('button', { name: 'Submit' }));
  await dialogContinue(page, 'Success!', 'Continue');
  await expect(page).toHaveURL(/procedureStatus\?procedure=screening/);
  await expect(page.getByRole('heading', { level: 1, name: 'Success!' })).toBeVisible();
  await axeBothWidths(page);
  await press(page, page.getByRole('button', { name: 'Continue to Consent' }));

  // Consent (the consent step): its dialog, the signature with Continue refusing (focusable, saying
  // what is missing) until a name and the box, the password at the first signature of the session, then the
  // survey submits the consent procedure and shows its status.
  await expect(page).toHaveURL(/procedure=consent/);
  await dialogContinue(page, 'Informed Consent', 'Continue');
  const sign = page.getByRole('button', { name: 'Continue', exact: true });
  await expect(sign).toHaveAttribute('aria-disabled', 'true');
  await expect(sign).toHaveAccessibleDescription(
    "To continue, type your full name as your signature and tick 'I agree to take part'.",
  );
  await typeInto(page, page.getByRole('textbox', { name: 'Signature' }), 'Alex Adult');
  await expect(sign).toHaveAccessibleDescription("To continue, tick 'I agree to take part'.");
  await press(page, page.getByRole('checkbox', { name: 'I agree to take part' }), 'Space');
  await axeBothWidths(page);
  await press(page, sign);
  const reauth = page.getByRole('dialog', { name: 'Confirm it is you' });
  await expect(reauth.getByLabel('Password')).toBeFocused();
  await axeBothWidths(page);
  await page.keyboard.type(DEMO.adult.password);
  await page.keyboard.press('Enter');
  await expect(reauth).toHaveCount(0);
  await expect(page).toHaveURL(/procedureStatus\?procedure=consent/);
  await expect(page.getByRole('heading', { level: 1, name: 'Consent completed' })).toBeVisible();
  await expect(page.getByRole('link', { name: /^View consent: / })).toBeVisible();
  await axeBothWidths(page);
  if (SHOTS) await shootBoth(page, 'survey-consent-status');
  await press(page, page.getByRole('button', { name: 'Continue to Questionnaire' }));

  // Questionnaire.
  await expect(page).toHaveURL(/procedure=questionnaire/);
  await dialogContinue(page, 'Before you start', 'Continue');
  await answerQuestionnaire(page, account);

  await expect(page).toHaveURL(/procedureSubmit\?procedure=questionnaire/);
  await expect(page.getByRole('heading', { level: 1, name: 'You are almost done!' })).toBeFocused();
  await axeBothWidths(page);
  await press(page, page.getByRole('button', { name: 'Submit' }));
  await expect(page).toHaveURL(/procedureStatus\?procedure=questionnaire/);
  // The conclusion page of a core-study questionnaire: Data Insights, and the main button that ends the study (its text configured).
  await expect(
    page.getByRole('heading', { level: 1, name: 'Thank you for completing the questionnaire!' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Data Insights' })).toBeVisible();
  await axeBothWidths(page);
  if (SHOTS) await shootBoth(page, 'survey-conclusion');
  await press(page, page.getByRole('main').getByRole('button', { name: 'Back to Dashboard' }));
  await expect(page).toHaveURL(/\/dashboard$/);

  // What the server stored: the study-begin event, every procedure, every answer in its wire shape.
  const events = await beginEvents();
  expect(events).toHaveLength(begunBefore + 1);
  expect(events.at(-1)).toEqual(expect.objectContaining({ study: 101, user_study: account.userStudyId }));
  const stored = await storedAnswers(page.request, account);
  expect(stored).toMatchObject(EXPECTED);
  expect(stored[110203]).toBeUndefined();
  // The free text replaced the item chosen first (one answer to a single question).
  expect(stored[110501]).toBeUndefined();
});

test('the public application part: the unanswered banner counts down, Save and Leave keeps the answers and submits a finished procedure', async ({
  page,
  request,
}) => {
  const { token } = await registerThroughApi(request, { first_name: 'Pia', last_name: 'Public' });
  const account = await studyByToken(request, token);
  await openScreening(page, request, account, '', 'public');
  await expect(questionHeading(page, 'Have you been diagnosed with type 1 diabetes?')).toBeVisible();
  const banner = page.locator('.registry-survey-banner');
  await expect(banner).toHaveText(
    /^You have 4 unanswered questions!Please answer all questions to submit the study\.$/,
  );
  await axeBothWidths(page);
  await press(page, page.getByRole('radio', { name: 'Yes' }), 'Space');
  await next(page);
  await expect(questionHeading(page, 'Do you live in the United States?')).toBeVisible();
  await expect(page).toHaveURL(/source=public/);
  await expect(banner).toContainText('You have 3 unanswered questions!');
  // An answer not yet saved goes with 'Save and Leave' (the back link of the public wrapper).
  await press(page, page.getByRole('radio', { name: 'Yes' }), 'Space');
  await press(page, page.getByRole('link', { name: 'Save and Leave' }));
  await expect(page).toHaveURL(/\/dashboard$/);
  expect(await storedAnswers(request, account)).toMatchObject({ 100101: 'true', 100201: 'true' });

  // Back again, the remaining two questions; 'Save and Leave' on the last one, with nothing left
  // unanswered, submits the screening (spec 001 §4 Back) before it leaves.
  await page.goto(`${surveyPath(account)}?procedure=screening&source=public`);
  await expect(questionHeading(page, 'What is your date of birth?')).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Contact the registry' })).toContainText(
    'Monday to Friday from 8AM to 5PM EST',
  );
  await typeInto(page, page.getByRole('textbox', { name: 'Date of birth' }), '07/26/1992');
  await next(page);
  await expect(questionHeading(page, 'When were you diagnosed?')).toBeVisible();
  await typeInto(page, page.getByRole('textbox', { name: 'Date of diagnosis' }), '03/10/2005');
  await press(page, page.getByRole('link', { name: 'Save and Leave' }));
  await expect(page).toHaveURL(/\/dashboard$/);
  const procedures = await request.get(
    `/api/participant/${account.userId}/user-studies/${account.userStudyId}/user-procedures`,
    { headers: { Authorization: `JWT ${account.token}` } },
  );
  expect((await procedures.json()) as { procedure_id: string }[]).toContainEqual(
    expect.objectContaining({ procedure_id: 'screening' }),
  );
  expect(await storedAnswers(request, account)).toMatchObject({ 100401: '1992-07-26', 100301: '2005-03-10' });
});

const A1C_DAY = typedDay(-60);
const VISIT_DAY = typedDay(-3 * 365 - 10);
const EXPECTED = coreStudyAnswers(A1C_DAY, VISIT_DAY, { 110506: 'Eversense 365' });

async function answerQuestionnaire(page: Page, account: SurveyAccount) {
  // Opening a fresh questionnaire shows its first question, the introduction (a label question is
  // unanswered until shown once); Next leads on.
  await expect(questionHeading(page, 'About your diabetes care')).toHaveAccessibleDescription(/^Question 1 of \d+$/);
  await axeBothWidths(page);
  await next(page);
  // radio, radio with text, and the drop-down of the sub-question under 'Insulin pump'
  await expectFocusOnQuestion(page, 'How do you take insulin?', /^Question 2 of \d+$/);
  await press(page, page.getByRole('radio', { name: 'Other (please specify)' }), 'Space');
  await typeInto(page, page.getByRole('textbox', { name: 'Other (please specify)' }), 'Inhaled');
  await press(page, page.getByRole('radio', { name: 'Other (please specify)' }), 'ArrowUp');
  await expect(page.getByRole('radio', { name: 'Insulin pump' })).toBeChecked();
  const pump = page.getByRole('combobox', { name: 'Which insulin pump?' });
  await pump.focus();
  await page.keyboard.type('Omnipod');
  await expect(pump.locator('option:checked')).toHaveText('Omnipod 5');
  await axeBothWidths(page);
  await next(page);
  // radio
  await expect(questionHeading(page, 'Do you use a continuous glucose monitor (CGM)?')).toBeVisible();
  await press(page, page.getByRole('radio', { name: 'Yes' }), 'Space');
  await next(page);
  // autocomplete (shown by a rule): an item of the list (the free text comes on the way back)
  await expect(questionHeading(page, 'Which CGM?')).toBeVisible();
  await typeInto(page, page.getByRole('combobox', { name: 'Which CGM?' }), 'G7');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await axeBothWidths(page);
  await next(page);
  await expect.poll(async () => (await storedAnswers(page.request, account))[110501]).toBe('true');
  // numerical float (the fingerstick question is hidden for CGM users)
  await expect(questionHeading(page, 'What was the most recent A1c result (%)?')).toBeVisible();
  await typeInto(page, page.getByRole('textbox', { name: 'A1c (%)' }), '7.2');
  await next(page);
  // a1c
  await expect(questionHeading(page, 'Please list the A1c results of the last 12 months')).toBeVisible();
  const first = page.getByRole('group', { name: 'Result 1' });
  await typeInto(page, first.getByRole('textbox', { name: 'Date of the test' }), A1C_DAY);
  await typeInto(page, first.getByRole('textbox', { name: 'A1c (%)' }), '6.9');
  await axeBothWidths(page);
  await next(page);
  // date, with a warning shown once before it saves
  await expect(questionHeading(page, 'When was the last visit to the diabetes care provider?')).toBeVisible();
  await typeInto(page, page.getByRole('textbox', { name: 'Date of the visit' }), VISIT_DAY);
  await next(page);
  await expect(page.locator('#registry-survey-notice')).toContainText('Please check your answer');
  await axeBothWidths(page);
  await next(page);
  // date_short
  await expect(questionHeading(page, /In which month and year/)).toBeVisible();
  await typeInto(page, page.getByRole('textbox', { name: 'Month and year' }), '06/2024');
  await next(page);
  // date range
  await expect(questionHeading(page, /most recent hospital stay/)).toBeVisible();
  await typeInto(page, page.getByRole('textbox', { name: 'Start date' }), '01/10/2024');
  await typeInto(page, page.getByRole('textbox', { name: 'End date' }), '01/12/2024');
  await axeBothWidths(page);
  await next(page);
  // multiselect: an item and free text
  await expect(questionHeading(page, 'Which other conditions have been diagnosed?')).toBeVisible();
  await typeInto(page, page.getByRole('combobox', { name: 'Which other conditions have been diagnosed?' }), 'hypoth');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Asthma');
  await page.keyboard.press('Enter');
  await axeBothWidths(page);
  await next(page);
  // likert
  await expect(questionHeading(page, /blood sugar below 70/)).toBeVisible();
  await press(page, page.getByRole('radio', { name: 'Weekly', exact: true }), 'Space');
  await next(page);
  // matrix: one radio group per row
  await expect(questionHeading(page, 'How much do you agree with each statement?')).toBeVisible();
  for (const group of await page.getByRole('radiogroup').all())
    await press(page, group.getByRole('radio', { name: 'Agree', exact: true }), 'Space');
  await axeBothWidths(page);
  if (SHOTS) await shootBoth(page, 'survey-matrix');
  await next(page);
  // zip
  await expect(questionHeading(page, 'What is your home zip code?')).toBeVisible();
  await typeInto(page, page.getByRole('textbox', { name: 'Zip code' }), '02139');
  await next(page);
  // options and option with text, with the question's confirmation warning on the first Next
  await expect(questionHeading(page, 'Which health insurance covers the diabetes supplies?')).toBeVisible();
  await press(page, page.getByRole('checkbox', { name: 'Medicare' }), 'Space');
  await press(page, page.getByRole('checkbox', { name: 'Other (please specify)' }), 'Space');
  await typeInto(page, page.getByRole('textbox', { name: 'Other (please specify)' }), 'Employer plan');
  await next(page);
  await expect(page.locator('#registry-survey-notice')).toContainText('Please check that you chose every insurance');
  await axeBothWidths(page);
  await next(page);
  // two numbers, all required
  await expect(questionHeading(page, 'Your height and weight')).toBeVisible();
  await typeInto(page, page.getByRole('textbox', { name: 'Height (inches)' }), '68');
  await typeInto(page, page.getByRole('textbox', { name: 'Weight (pounds)' }), '160.5');
  await next(page);
  // text, the last question: Finish
  await expect(questionHeading(page, /anything else you would like to tell us/)).toBeVisible();
  await typeInto(page, page.getByRole('textbox', { name: 'Your answer' }), 'Nothing else, thank you.');
  await axeBothWidths(page);
  if (SHOTS) await shootBoth(page, 'survey-text');
  // Reading back: the list opens an earlier question with its stored value.
  await press(page, page.getByRole('button', { name: /What is your home zip code\?/ }));
  await expect(page.getByRole('textbox', { name: 'Zip code' })).toHaveValue('02139');
  // autocomplete_text: 'Which CGM?' shows the chosen item; text that matches no item,
  // typed through the combobox, becomes the answer of its free-text option 'Other CGM'.
  await press(page, page.getByRole('button', { name: /Which CGM\?/ }));
  const cgm = page.getByRole('combobox', { name: 'Which CGM?' });
  await expect(cgm).toHaveValue('Dexcom G7');
  await cgm.focus();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('Eversense 365');
  await expect(page.getByRole('option')).toHaveCount(0);
  await next(page);
  await expect(questionHeading(page, 'What was the most recent A1c result (%)?')).toBeVisible();
  await press(page, page.getByRole('button', { name: /anything else you would like to tell us/ }));
  await expect(page.getByRole('textbox', { name: 'Your answer' })).toHaveValue('Nothing else, thank you.');
  await next(page, 'Finish');
}

async function expectFocusOnQuestion(page: Page, title: string, position: string | RegExp) {
  const heading = questionHeading(page, title);
  await expect(heading).toBeFocused();
  await expect(heading).toHaveAccessibleDescription(position);
  // Reached by a key press: the focus ring shows.
  await expect(heading).toHaveCSS('outline-style', 'solid');
}

async function shootBoth(page: Page, name: string) {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.screenshot({ path: `${SHOTS}/${name}-375.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: `${SHOTS}/${name}-1280.png`, fullPage: true });
}
