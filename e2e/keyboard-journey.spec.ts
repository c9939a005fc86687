import { expect, test, type Locator, type Page } from '@playwright/test';
import { TOKEN_KEY, uniqueEmail } from './support/auth';
import { signWithKeyboard, tabTo } from './support/consent';
import { answerMostOfTheQuestionnaire, coreStudyByToken, questionHeading, storedAnswers } from './support/survey';

// A new adult by keyboard alone, from Sign Up to the reviewed and submitted questionnaire: where
// focus is after every dialog (on the page's heading or main region, never on nothing) and after
// every question change (on the new question's heading, read with its position). The questionnaire
// is short: once consent is given, all but its last two questions are answered through the API.

test.use({ actionTimeout: 15_000 });

const PASSWORD = 'Keyboard-Only-1';
const ADULT = 'Myself – I am over 18 years of age.';

/** Tab to the control, then a key: the participant's way, one press after another. */
async function keyTo(page: Page, target: Locator, key = 'Enter') {
  await tabTo(page, target);
  await page.keyboard.press(key);
}

/** After a dialog or a page change: focus is on the page's level-1 heading (or its main region). */
async function expectFocusOnPage(page: Page, heading?: string | RegExp) {
  await expect
    .poll(() => page.evaluate(() => document.activeElement?.matches('h1, main') ?? false), 'focus on h1 or main')
    .toBe(true);
  if (heading) await expect(page.getByRole('heading', { level: 1, name: heading })).toBeFocused();
}

/** A dialog that opened by itself, answered by keyboard; the focus it leaves is on the page. */
async function throughDialog(page: Page, title: string, key: { button: string } | 'Escape', heading?: string | RegExp) {
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  // The dialog has taken the focus.
  await expect.poll(() => dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  if (key === 'Escape') await page.keyboard.press('Escape');
  else await keyTo(page, dialog.getByRole('button', { name: key.button, exact: true }));
  await expect(dialog).toHaveCount(0);
  await expectFocusOnPage(page, heading);
}

async function expectFocusOnQuestion(page: Page, title: string | RegExp, position: string | RegExp) {
  const heading = questionHeading(page, title);
  await expect(heading).toBeFocused();
  await expect(heading).toHaveAccessibleDescription(position);
}

test('register, screening, consent, questionnaire and review by keyboard alone, focus placed at every step', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1280, height: 900 });

  // Sign Up.
  await page.goto('/auth/register');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign Up' })).toBeVisible();
  await keyTo(page, page.getByRole('radio', { name: ADULT }), 'Space');
  await expect(page.getByRole('radio', { name: ADULT })).toBeChecked();
  const email = uniqueEmail('keyboard');
  for (const [label, value] of [
    ['First name', 'Kim'],
    ['Last name', 'Keyboard'],
    ['Email', email],
    ['Password', PASSWORD],
    ['Confirm password', PASSWORD],
  ]) {
    await tabTo(page, page.getByLabel(label, { exact: true }));
    await page.keyboard.type(value);
  }
  await keyTo(page, page.getByRole('button', { name: 'Create account' }));
  await throughDialog(page, 'Get text message reminders', { button: 'Skip' }, 'Thank you for registering!');
  await expect(page).toHaveURL(/\/register-success$/);

  await keyTo(page, page.getByRole('link', { name: "Let's get started" }));
  await expect(page).toHaveURL(/\/dashboard$/);
  await keyTo(
    page,
    page.getByRole('article', { name: 'T1D Registry Core Study' }).getByRole('button', { name: 'Start the study' }),
  );
  await expect(page).toHaveURL(/procedure=intro$/);
  await keyTo(page, page.getByRole('button', { name: 'Continue', exact: true }));

  // Screening: the welcome dialog, then four questions, focus on each one's heading.
  await expect(page).toHaveURL(/procedure=screening/);
  await throughDialog(page, "Let's start", { button: 'Begin' }, 'Have you been diagnosed with type 1 diabetes?');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('radio', { name: 'Yes' })).toBeFocused();
  await page.keyboard.press('Space');
  await keyTo(page, page.getByRole('button', { name: 'Next', exact: true }));
  await expectFocusOnQuestion(page, 'Do you live in the United States?', 'Question 2 of 4');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('radio', { name: 'Yes' })).toBeFocused();
  await page.keyboard.press('Space');
  await keyTo(page, page.getByRole('button', { name: 'Next', exact: true }));
  await expectFocusOnQuestion(page, 'What is your date of birth?', 'Question 3 of 4');
  await keyTo(page, page.getByRole('button', { name: 'Previous' }));
  await expectFocusOnQuestion(page, 'Do you live in the United States?', 'Question 2 of 4');
  await keyTo(page, page.getByRole('button', { name: 'Next', exact: true }));
  await expectFocusOnQuestion(page, 'What is your date of birth?', 'Question 3 of 4');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('textbox', { name: 'Date of birth' })).toBeFocused();
  await page.keyboard.type('07/26/1992');
  await keyTo(page, page.getByRole('button', { name: 'Next', exact: true }));
  await expectFocusOnQuestion(page, 'When were you diagnosed?', 'Question 4 of 4');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('textbox', { name: 'Date of diagnosis' })).toBeFocused();
  await page.keyboard.type('03/10/2005');
  await keyTo(page, page.getByRole('button', { name: 'Finish', exact: true }));
  await expect(page).toHaveURL(/procedureSubmit\?procedure=screening/);
  await expectFocusOnPage(page);
  await keyTo(page, page.getByRole('button', { name: 'Submit' }));
  await throughDialog(page, 'Success!', { button: 'Continue' });
  await expect(page).toHaveURL(/procedureStatus\?procedure=screening/);
  await keyTo(page, page.getByRole('button', { name: 'Continue to Consent' }));

  // Consent: its dialog closed with Escape, the signature, the password.
  await expect(page).toHaveURL(/procedure=consent/);
  await throughDialog(page, 'Informed Consent', 'Escape');
  await signWithKeyboard(page, 'Kim Keyboard');
  const reauth = page.getByRole('dialog', { name: 'Confirm it is you' });
  await expect(reauth.getByLabel('Password')).toBeFocused();
  await page.keyboard.type(PASSWORD);
  await page.keyboard.press('Enter');
  await expect(reauth).toHaveCount(0);
  await expect(page).toHaveURL(/procedureStatus\?procedure=consent/);
  await expectFocusOnPage(page, 'Consent completed');

  // The questionnaire opens once consent is given: its answers up to the last two come through the
  // API, and the page is read again so the survey has them.
  const token = (await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY)) ?? '';
  const account = await coreStudyByToken(page.request, token);
  await answerMostOfTheQuestionnaire(page, account);
  await page.reload();
  await keyTo(page, page.getByRole('button', { name: 'Continue to Questionnaire' }));

  // Questionnaire: its dialog, then the first unanswered question and the last.
  await expect(page).toHaveURL(/procedure=questionnaire/);
  await throughDialog(page, 'Before you start', { button: 'Continue' });
  const height = page.getByRole('textbox', { name: 'Height (inches)' });
  await tabTo(page, height);
  await page.keyboard.type('68');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('textbox', { name: 'Weight (pounds)' })).toBeFocused();
  await page.keyboard.type('160.5');
  await keyTo(page, page.getByRole('button', { name: 'Next', exact: true }));
  const last = /anything else you would like to tell us/;
  const lastPosition = (await questionHeading(page, last).getAttribute('aria-describedby'))!;
  await expectFocusOnQuestion(page, last, /^Question (\d+) of \1$/);
  await keyTo(page, page.getByRole('button', { name: 'Previous' }));
  await expectFocusOnQuestion(page, 'Your height and weight', /^Question \d+ of \d+$/);
  await keyTo(page, page.getByRole('button', { name: 'Next', exact: true }));
  await expectFocusOnQuestion(page, last, /^Question (\d+) of \1$/);
  expect(await questionHeading(page, last).getAttribute('aria-describedby')).toBe(lastPosition);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('textbox', { name: 'Your answer' })).toBeFocused();
  await page.keyboard.type('Typed without a mouse.');
  await keyTo(page, page.getByRole('button', { name: 'Finish', exact: true }));

  // Review: the confirmation page, the answers preview and back, each with focus on its heading.
  await expect(page).toHaveURL(/procedureSubmit\?procedure=questionnaire/);
  await expectFocusOnPage(page, 'You are almost done!');
  await keyTo(page, page.getByRole('button', { name: 'Review my answers' }));
  await expectFocusOnPage(page, 'Check your questionnaire answers');
  await expect(page.getByText('Typed without a mouse.')).toBeVisible();
  await keyTo(page, page.getByRole('button', { name: 'Back to submit your answers' }));
  await expectFocusOnPage(page, 'You are almost done!');
  await keyTo(page, page.getByRole('button', { name: 'Submit' }));
  await expect(page).toHaveURL(/procedureStatus\?procedure=questionnaire/);
  await expectFocusOnPage(page, 'Thank you for completing the questionnaire!');

  // What the server stored from the keys pressed.
  expect(await storedAnswers(page.request, account)).toMatchObject({
    100101: 'true',
    100201: 'true',
    100401: '1992-07-26',
    100301: '2005-03-10',
    111701: '68',
    111702: '160.5',
    111801: 'Typed without a mouse.',
  });
});
