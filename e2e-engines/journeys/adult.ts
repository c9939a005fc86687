import { coreStudyAnswers, typedDay } from '../../e2e/support/survey';
import { button, buttonExactly, check, dialog, EnginePage, heading, role, same, textbox } from '../page';
import {
  appTookOver,
  expectFocusOnQuestion,
  next,
  storedAnswers,
  studyOf,
  surveyPath,
  throughDialog,
  tokenIn,
  uniqueEmail,
} from './support';

// The adult's whole journey, as e2e/survey.spec.ts walks it in Chromium: Sign Up and its SMS
// dialog, the dashboard, screening, consent signed with the password asked again, the consent PDF,
// the questionnaire across the widget families (the calendar and the matrix included), the review,
// the submit and the answers PDF; axe on each page; what the server stored.

const PASSWORD = 'Engine-Journey-1';
const ADULT = 'Myself – I am over 18 years of age.';
const A1C_DAY = typedDay(-60);
const VISIT_DAY = typedDay(-3 * 365 - 10);
/** The calendar moves the visit one day on (ArrowRight, Enter). */
const PICKED_DAY = typedDay(-3 * 365 - 9);

export async function adultJourney(page: EnginePage) {
  await page.goto('/auth/register');
  await page.visible(heading('Sign Up'));
  await appTookOver(page);
  await page.axe();
  await page.press(role('radio', ADULT), 'Space');
  for (const [label, value] of [
    ['First name', 'Eve'],
    ['Last name', 'Engine'],
    ['Email', uniqueEmail('engine-adult')],
    ['Password', PASSWORD],
    ['Confirm password', PASSWORD],
  ])
    await page.typeInto(role('textbox', label, { exact: true }), value);
  await page.press(button('Create account'));
  await throughDialog(page, 'Get text message reminders', { button: 'Skip' });
  await page.atUrl(/\/register-success$/);
  await page.axe();
  await page.press(role('link', "Let's get started"));
  await page.atUrl(/\/dashboard$/);
  await page.axe();
  const token = await tokenIn(page);
  check(token, 'no session token after Sign Up');
  const account = await studyOf(page.base, token);

  await page.press(button('Start the study', role('article', 'T1D Registry Core Study')));
  await page.atUrl(new RegExp(`${surveyPath(account)}\\?procedure=intro$`));
  await page.visible(heading('T1D Registry Core Study'));
  await page.axe();
  await page.press(buttonExactly('Continue'));

  // Screening.
  await page.atUrl(/procedure=screening/);
  await throughDialog(page, "Let's start", { button: 'Begin' });
  await page.visible(heading('Have you been diagnosed with type 1 diabetes?'));
  await page.axe();
  await next(page);
  await page.waitFor('the required-answer notice', async () =>
    (await page.read({ css: '#registry-survey-notice' })).text.includes('Select the required answers'),
  );
  await page.press(role('radio', 'Yes', { exact: true }), 'Space');
  await next(page);
  await expectFocusOnQuestion(page, 'Do you live in the United States?', /^Question 2 of 4$/);
  await page.press(role('radio', 'Yes', { exact: true }), 'Space');
  await next(page);
  await page.typeInto(textbox('Date of birth'), '07/26/1992');
  await next(page);
  await page.typeInto(textbox('Date of diagnosis'), '03/10/2005');
  await page.axe();
  await next(page, 'Finish');
  await page.atUrl(/procedureSubmit\?procedure=screening/);
  await page.press(buttonExactly('Submit'));
  await throughDialog(page, 'Success!', { button: 'Continue' });
  await page.atUrl(/procedureStatus\?procedure=screening/);
  await page.axe();
  await page.press(button('Continue to Consent'));

  // Consent: the signature, then the password asked again; the signed PDF.
  await page.atUrl(/procedure=consent/);
  await throughDialog(page, 'Informed Consent', { button: 'Continue' });
  await page.typeInto(textbox('Signature'), 'Eve Engine');
  await page.press(role('checkbox', 'I agree to take part'), 'Space');
  await page.axe();
  await page.press(buttonExactly('Continue'));
  const reauth = dialog('Confirm it is you');
  await page.focused(role('textbox', 'Password', { within: reauth }));
  await page.axe();
  await page.type(PASSWORD);
  await page.key('Enter');
  await page.gone(reauth);
  await page.atUrl(/procedureStatus\?procedure=consent/);
  await page.visible(heading('Consent completed'));
  await page.axe();
  await page.call('keepDownloads');
  await page.press(button(/^Download: /));
  await expectPdf(page, 1, /consent.*\.pdf$/);
  await page.press(button('Continue to Questionnaire'));

  await page.atUrl(/procedure=questionnaire/);
  await throughDialog(page, 'Before you start', { button: 'Continue' });
  await answerQuestionnaire(page);

  // The review, the submit, the answers PDF.
  await page.atUrl(/procedureSubmit\?procedure=questionnaire/);
  await page.focused(heading('You are almost done!'));
  await page.press(button('Review my answers'));
  await page.focused(heading('Check your questionnaire answers'));
  await page
    .visible(role('paragraph', 'Nothing else, thank you.'))
    .catch(() =>
      page.waitFor('the review to show the last answer', async () =>
        (await page.read({ css: 'main' })).text.includes('Nothing else, thank you.'),
      ),
    );
  await page.axe();
  await page.press(button('Back to submit your answers'));
  await page.focused(heading('You are almost done!'));
  await page.press(buttonExactly('Submit'));
  await page.atUrl(/procedureStatus\?procedure=questionnaire/);
  await page.visible(heading('Thank you for completing the questionnaire!'));
  await page.axe();
  await page.call('keepDownloads');
  await page.press(buttonExactly('Download', role('region', 'Your Questionnaire answers')));
  await expectPdf(page, 2, /questionnaire-answers\.pdf$/);

  const stored = await storedAnswers(page.base, account);
  const expected = coreStudyAnswers(A1C_DAY, PICKED_DAY, { 110501: 'true' });
  for (const [option, value] of Object.entries(expected))
    same(stored[Number(option)], value, `stored answer ${option}`);
}

/** The page handed `count` files to a download link; the newest is a PDF named like `name`. */
async function expectPdf(page: EnginePage, count: number, name: RegExp) {
  const files = await page.waitFor('a file to download', async () => {
    const got = await page.call<{ name: string; size: number; head: string }[]>('downloads');
    return got.length >= count ? got : null;
  });
  const file = files.at(-1)!;
  check(name.test(file.name), `downloaded ${file.name}, not ${name}`);
  check(file.head.startsWith('%PDF'), `${file.name} starts with '${file.head}', not %PDF`);
  check(file.size > 1000, `${file.name} has ${file.size} bytes`);
}

async function answerQuestionnaire(page: EnginePage) {
  await page.visible(heading('About your diabetes care'));
  await page.axe();
  await next(page);
  // radio with text, then the drop-down under 'Insulin pump'.
  await expectFocusOnQuestion(page, 'How do you take insulin?', /^Question 2 of \d+$/);
  await page.press(role('radio', 'Insulin pump'), 'Space');
  await page.typeInto(role('combobox', 'Which insulin pump?'), 'Omnipod');
  await page.waitFor(
    'Omnipod 5 chosen',
    async () => (await page.read(role('combobox', 'Which insulin pump?'))).selected === 'Omnipod 5',
  );
  await page.axe();
  await next(page);
  await page.visible(heading('Do you use a continuous glucose monitor (CGM)?'));
  await page.press(role('radio', 'Yes', { exact: true }), 'Space');
  await next(page);
  // autocomplete
  await page.visible(heading('Which CGM?'));
  await page.typeInto(role('combobox', 'Which CGM?'), 'G7');
  await page.visible(role('option', 'Dexcom G7'));
  await page.key('ArrowDown');
  await page.key('Enter');
  await page.axe();
  await next(page);
  // numbers
  await page.visible(heading('What was the most recent A1c result (%)?'));
  await page.typeInto(textbox('A1c (%)'), '7.2');
  await next(page);
  const first = role('group', 'Result 1');
  await page.visible(heading('Please list the A1c results of the last 12 months'));
  await page.typeInto(textbox('Date of the test', first), A1C_DAY);
  await page.typeInto(textbox('A1c (%)', first), '6.9');
  await page.axe();
  await next(page);
  // the date typed, then moved a day on in the calendar; a warning shown once.
  await page.visible(heading('When was the last visit to the diabetes care provider?'));
  await page.typeInto(textbox('Date of the visit'), VISIT_DAY);
  await page.press(button('Choose date: Date of the visit'));
  const calendar = dialog('Choose date');
  await page.visible(calendar);
  await page.focused({ css: '[role="gridcell"][aria-selected="true"]' });
  await page.axe();
  await page.key('ArrowRight');
  await page.key('Enter');
  await page.gone(calendar);
  await page.focused(button('Choose date: Date of the visit'));
  same((await page.read(textbox('Date of the visit'))).value, PICKED_DAY, 'the date the calendar chose');
  await next(page);
  await page.waitFor('the warning', async () =>
    (await page.read({ css: '#registry-survey-notice' })).text.includes('Please check your answer'),
  );
  await next(page);
  await page.visible(heading(/In which month and year/));
  await page.typeInto(textbox('Month and year'), '06/2024');
  await next(page);
  await page.visible(heading(/most recent hospital stay/));
  await page.typeInto(textbox('Start date'), '01/10/2024');
  await page.typeInto(textbox('End date'), '01/12/2024');
  await next(page);
  // multiselect: an item and free text
  await page.visible(heading('Which other conditions have been diagnosed?'));
  await page.typeInto(role('combobox', 'Which other conditions have been diagnosed?'), 'hypoth');
  await page.visible(role('option', /hypoth/i));
  await page.key('ArrowDown');
  await page.key('Enter');
  await page.type('Asthma');
  await page.key('Enter');
  await page.axe();
  await next(page);
  // likert
  await page.visible(heading(/blood sugar below 70/));
  await page.press(role('radio', 'Weekly', { exact: true }), 'Space');
  await next(page);
  // matrix: one radio group per row
  await page.visible(heading('How much do you agree with each statement?'));
  const rows = await page.count(role('radiogroup'));
  check(rows === 3, `the matrix has ${rows} rows, not 3`);
  for (let nth = 0; nth < rows; nth += 1)
    await page.press(role('radio', 'Agree', { exact: true, within: { role: 'radiogroup', nth } }), 'Space');
  await page.axe();
  await next(page);
  await page.visible(heading('What is your home zip code?'));
  await page.typeInto(textbox('Zip code'), '02139');
  await next(page);
  await page.visible(heading('Which health insurance covers the diabetes supplies?'));
  await page.press(role('checkbox', 'Medicare'), 'Space');
  await page.press(role('checkbox', 'Other (please specify)'), 'Space');
  await page.typeInto(textbox('Other (please specify)'), 'Employer plan');
  await next(page);
  await page.waitFor('the confirmation warning', async () =>
    (await page.read({ css: '#registry-survey-notice' })).text.includes('Please check that you chose every insurance'),
  );
  await next(page);
  await page.visible(heading('Your height and weight'));
  await page.typeInto(textbox('Height (inches)'), '68');
  await page.typeInto(textbox('Weight (pounds)'), '160.5');
  await next(page);
  await page.visible(heading(/anything else you would like to tell us/));
  await page.typeInto(textbox('Your answer'), 'Nothing else, thank you.');
  await page.axe();
  await next(page, 'Finish');
}
