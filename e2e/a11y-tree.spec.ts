import { expect, test, type Page } from '@playwright/test';
import { registerAtConsent, openSurvey, signWithKeyboard } from './support/consent';
import { registerThroughApi, storeToken } from './support/auth';
import { next, openScreening, press, questionHeading, studyByToken, surveyPath } from './support/survey';

// What a screen reader is given: the browser's accessibility tree of each answer widget (through the
// survey's adapter, in the widget gallery) and of each dialog, against expected snapshots. A
// template lists what must be there, in order (roles, names, states); dates are patterns.

const specimen = (page: Page, widget: string, state: string) => page.locator(`[data-specimen="${widget}:${state}"]`);

async function openGallery(page: Page) {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/widget-gallery');
  await expect(page.getByRole('heading', { level: 1, name: 'Widget gallery' })).toBeVisible();
}

test('the accessibility tree of the radio, checkbox, Likert, matrix, date and autocomplete widgets', async ({
  page,
}) => {
  await openGallery(page);
  await expect(specimen(page, 'radio', 'filled')).toMatchAriaSnapshot(`
    - group "How do you take insulin?":
      - radio "Multiple daily injections"
      - radio "Insulin pump" [checked]
      - combobox "Which insulin pump?":
        - option "Omnipod 5" [selected]
      - radio "Other (please specify)"
  `);
  await expect(specimen(page, 'radio', 'invalid')).toMatchAriaSnapshot(`
    - group "How do you take insulin?":
      - paragraph: Select the required answers to proceed to the next question
      - radio "Multiple daily injections"
  `);
  await expect(specimen(page, 'option', 'filled')).toMatchAriaSnapshot(`
    - group "Which health insurance covers the diabetes supplies?":
      - checkbox "Private insurance" [checked]
      - checkbox "Medicare" [checked]
      - checkbox "Medicaid"
      - checkbox "Other (please specify)"
      - radio "No insurance"
  `);
  await expect(specimen(page, 'likert_scale', 'filled')).toMatchAriaSnapshot(`
    - group "How often was blood sugar below 70 mg/dL in the past month?":
      - group "Frequency":
        - radio "Never"
        - radio "Once or twice" [checked]
        - radio "Weekly"
        - radio "Several times a week"
        - radio "Daily"
  `);
  // A point's position is the screen reader's own count ('2 of 5'): its name does not say it again.
  await expect(specimen(page, 'likert_scale', 'filled').getByRole('radio', { name: /\d of \d/ })).toHaveCount(0);
  await expect(specimen(page, 'matrix_scale', 'filled')).toMatchAriaSnapshot(`
    - group "How much do you agree with each statement?":
      - group "Statements":
        - radiogroup "I feel confident managing my diabetes":
          - radio "Disagree"
          - radio "Neutral"
          - radio "Agree" [checked]
        - radiogroup "Low blood sugar at night worries me":
          - radio "Neutral" [checked]
        - radiogroup "My diabetes devices are easy to use":
          - radio "Agree" [checked]
        - paragraph: Choose one answer in each row.
  `);
  await expect(specimen(page, 'date', 'filled')).toMatchAriaSnapshot(`
    - group "When was the last visit to the diabetes care provider?":
      - textbox "Date of the visit": /\\d{2}\\/\\d{2}\\/\\d{4}/
      - 'button "Choose date: Date of the visit"'
      - paragraph: /For example, \\d{2}\\/\\d{2}\\/\\d{4}/
  `);
  await expect(specimen(page, 'autocomplete_item', 'filled')).toMatchAriaSnapshot(`
    - group "Which CGM?":
      - combobox "Which CGM?": FreeStyle Libre 3
      - button "Show suggestions"
  `);

  // The autocomplete with its list open: the list is named, its count said politely.
  const cgm = specimen(page, 'autocomplete_item', 'empty');
  await cgm.getByRole('combobox', { name: 'Which CGM?' }).focus();
  await page.keyboard.type('dex');
  await expect(cgm).toMatchAriaSnapshot(`
    - group "Which CGM?":
      - combobox "Which CGM?" [expanded]: dex
      - listbox "Which CGM?":
        - option "Dexcom G7"
        - option "Dexcom G6"
      - status: 2 suggestions. Use the arrow keys to choose one.
  `);
});

test('a sub-question under an option: named once, by its own control, and announced once', async ({ page }) => {
  await openGallery(page);
  const sample = specimen(page, 'radio_with_text', 'empty');
  await sample.getByRole('radio', { name: 'Multiple daily injections' }).focus();
  await page.keyboard.press('ArrowDown');
  await expect(sample.getByRole('radio', { name: 'Insulin pump' })).toBeChecked();
  await expect(sample).toMatchAriaSnapshot(`
    - group "How do you take insulin?":
      - radio "Insulin pump" [checked]
      - combobox "Which insulin pump?"
      - radio "Other (please specify)"
    - status: "A follow-up question appeared below: Which insulin pump?"
  `);
  // No group of the same name around the drop-down.
  await expect(sample.getByRole('group', { name: 'Which insulin pump?' })).toHaveCount(0);
});

test('the accessibility tree of the dialogs: the kit confirmation and the date picker', async ({ page }) => {
  await openGallery(page);
  await specimen(page, 'date', 'filled').getByRole('button', { name: 'Choose date: Date of the visit' }).focus();
  await page.keyboard.press('Enter');
  const picker = page.getByRole('dialog', { name: 'Choose date' });
  await expect(picker).toMatchAriaSnapshot(`
    - dialog "Choose date":
      - button "Previous month"
      - heading /\\w+ \\d{4}/ [level=2]
      - button "Next month"
      - combobox "Month"
      - combobox "Year"
      - grid
      - paragraph: Arrow keys move between days, Page Up and Page Down change the month, Enter chooses.
      - button "Close"
  `);
  // The day of the field's date is the one selected, named in full.
  await expect(picker.getByRole('gridcell', { selected: true })).toHaveAccessibleName(
    /^(Sun|Mon|Tues|Wednes|Thurs|Fri|Satur)day, \w+ \d{1,2}, \d{4}$/,
  );
  await page.keyboard.press('Escape');
  await expect(picker).toHaveCount(0);

  await page.goto('/ui-kit');
  await page.getByRole('button', { name: 'Confirmation (danger, close icon)' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Confirmation' })).toMatchAriaSnapshot(`
    - dialog "Confirmation":
      - heading "Confirmation" [level=2]
      - button "Close"
      - paragraph: Delete this draft?
      - button "Cancel"
      - button "Delete"
  `);
});

test("the accessibility tree of the survey's dialogs: Let's start, Informed Consent, Confirm it is you", async ({
  page,
  request,
}) => {
  const { token } = await registerThroughApi(request, { first_name: 'Tree', last_name: 'Reader' });
  const account = await studyByToken(request, token);
  const introDone = await request.post(
    `/api/participant/${account.userId}/user-studies/${account.userStudyId}/user-procedures`,
    {
      data: { procedure_id: 'intro' },
      headers: { Authorization: `JWT ${token}` },
    },
  );
  expect(introDone.ok()).toBe(true);
  await page.goto('/landing');
  await storeToken(page, token);
  await page.goto(`${surveyPath(account)}?procedure=screening`);
  const welcome = page.getByRole('dialog', { name: "Let's start" });
  await expect(welcome).toMatchAriaSnapshot(`
    - dialog "Let's start":
      - heading "Let's start" [level=2]
      - button "Begin"
  `);
  await page.keyboard.press('Escape');
  await expect(welcome).toHaveCount(0);

  const p = await registerAtConsent(request, { first: 'Tree', last: 'Signer' });
  await openSurvey(page, p);
  const intro = page.getByRole('dialog', { name: 'Informed Consent' });
  await expect(intro).toMatchAriaSnapshot(`
    - dialog "Informed Consent":
      - heading "Informed Consent" [level=2]
      - button "Close"
      - paragraph: /^Please read the consent form carefully\\./
      - button "Continue"
  `);
  await page.keyboard.press('Escape');
  await expect(intro).toHaveCount(0);
  await signWithKeyboard(page, 'Tree Signer');
  await expect(page.getByRole('dialog', { name: 'Confirm it is you' })).toMatchAriaSnapshot(`
    - dialog "Confirm it is you":
      - heading "Confirm it is you" [level=2]
      - button "Close"
      - paragraph: Before you sign, enter the password you use to sign in. This confirms that the signature is yours.
      - textbox "Password"
      - button "Cancel"
      - button "Confirm and sign"
  `);
});

test('a survey question: its title and its position each said once, and the tab names the step and the question', async ({
  page,
  request,
}) => {
  const { token } = await registerThroughApi(request, { first_name: 'Once', last_name: 'Only' });
  await openScreening(page, request, await studyByToken(request, token));

  for (const [n, title] of [
    [1, 'Have you been diagnosed with type 1 diabetes?'],
    [2, 'Do you live in the United States?'],
  ] as const) {
    const heading = questionHeading(page, title);
    await expect(heading).toBeVisible();
    // The position is the heading's description, and nothing else's name: no region called by it.
    await expect(heading).toHaveAccessibleDescription(new RegExp(`^Question ${n} of \\d+$`));
    await expect(page.getByRole('region', { name: /^Question \d+ of \d+$/ })).toHaveCount(0);
    // The title names the answers' group once; the heading stands outside it, so focus on the heading
    // does not say the group's name and then the heading's.
    const group = page.getByRole('group', { name: title, exact: true });
    await expect(group.getByRole('radio', { name: 'Yes' })).toBeVisible();
    await expect(group.getByRole('heading')).toHaveCount(0);
    // Each step and question has a title of its own (2.4.2).
    await expect(page).toHaveTitle(
      `Question ${n} of 4: ${title} – Screening – T1D Registry Core Study | T1D Research Registry`,
    );
    await press(page, group.getByRole('radio', { name: 'Yes' }), 'Space');
    await next(page);
  }
  await expect(questionHeading(page, 'What is your date of birth?')).toBeFocused();
  await expect(page).toHaveTitle(/^Question 3 of 4: What is your date of birth\? – Screening – /);
});
