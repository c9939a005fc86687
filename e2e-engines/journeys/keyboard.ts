import { button, buttonExactly, check, dialog, EnginePage, role, textbox } from '../page';
import {
  api,
  expectFocusOnPage,
  expectFocusOnQuestion,
  registerThroughApi,
  studyOf,
  surveyPath,
  throughDialog,
} from './support';
import { TOKEN_KEY } from '../../e2e/support/auth';

// The keyboard journey's focus checks (e2e/keyboard-journey.spec.ts): every dialog takes the focus,
// keeps Tab inside and gives the focus to the page when answered; after Next or Previous the focus
// is on the new question's heading, read with its position, with the focus ring showing, and the
// next Tab reaches its answer; the password asked again at the signature has the focus.

const PASSWORD = 'Keyboard-Engine-1';

/** The new question's heading has focus (ring showing), and Tab reaches its first answer. */
async function questionByKeyboard(page: EnginePage, title: string, position: RegExp, answer: string) {
  await expectFocusOnQuestion(page, title, position);
  const ring = (await page.active())?.outline;
  check(ring === 'solid', `the focus ring on '${title}' is '${ring}', not solid`);
  await page.key('Tab');
  await page.focused(role(answer === 'Yes' ? 'radio' : 'textbox', answer, { exact: answer === 'Yes' }));
}

export async function keyboardJourney(page: EnginePage) {
  const { token } = await registerThroughApi(page.base, 'Kim', 'Keyboard', PASSWORD);
  const account = await studyOf(page.base, token);
  await api(
    page.base,
    `/api/participant/${account.userId}/user-studies/${account.userStudyId}/user-procedures`,
    token,
    {
      procedure_id: 'intro',
    },
  );
  await page.goto('/landing');
  await page.driver.evaluate(`(localStorage.setItem(${JSON.stringify(TOKEN_KEY)}, ${JSON.stringify(token)}), true)`);
  await page.goto(`${surveyPath(account)}?procedure=screening`);

  await throughDialog(page, "Let's start", { button: 'Begin' });
  await expectFocusOnPage(page, 'Have you been diagnosed with type 1 diabetes?');
  await page.key('Tab');
  await page.focused(role('radio', 'Yes', { exact: true }));
  await page.key('Space');
  await page.tabTo(buttonExactly('Next'), 'Enter');
  await questionByKeyboard(page, 'Do you live in the United States?', /^Question 2 of 4$/, 'Yes');
  await page.key('Space');
  await page.tabTo(buttonExactly('Next'), 'Enter');
  await questionByKeyboard(page, 'What is your date of birth?', /^Question 3 of 4$/, 'Date of birth');
  await page.tabTo(buttonExactly('Previous'), 'Enter');
  await questionByKeyboard(page, 'Do you live in the United States?', /^Question 2 of 4$/, 'Yes');
  await page.tabTo(buttonExactly('Next'), 'Enter');
  await questionByKeyboard(page, 'What is your date of birth?', /^Question 3 of 4$/, 'Date of birth');
  await page.type('07/26/1992');
  await page.tabTo(buttonExactly('Next'), 'Enter');
  await questionByKeyboard(page, 'When were you diagnosed?', /^Question 4 of 4$/, 'Date of diagnosis');
  await page.type('03/10/2005');
  await page.tabTo(buttonExactly('Finish'), 'Enter');
  await page.atUrl(/procedureSubmit\?procedure=screening/);
  await expectFocusOnPage(page);
  await page.tabTo(buttonExactly('Submit'), 'Enter');
  await throughDialog(page, 'Success!', { button: 'Continue' });
  await page.tabTo(button('Continue to Consent'), 'Enter');

  // Consent: its dialog closed with Escape, the signature by Tab and Space, the password dialog.
  await page.atUrl(/procedure=consent/);
  await throughDialog(page, 'Informed Consent', 'Escape');
  await page.typeInto(textbox('Signature'), 'Kim Keyboard');
  await page.key('Tab');
  await page.focused(role('checkbox', 'I agree to take part'));
  await page.key('Space');
  await page.key('Tab');
  await page.focused(buttonExactly('Continue'));
  await page.key('Enter');
  const reauth = dialog('Confirm it is you');
  await page.focused(role('textbox', 'Password', { within: reauth }));
  await page.type(PASSWORD);
  await page.key('Enter');
  await page.gone(reauth);
  await page.atUrl(/procedureStatus\?procedure=consent/);
  await expectFocusOnPage(page, 'Consent completed');
}
