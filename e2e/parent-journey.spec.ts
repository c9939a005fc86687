import { expect, test } from '@playwright/test';
import { fillSignIn } from './support/auth';
import {
  confirmPassword,
  downloadPdf,
  PASSWORD,
  registerAtConsent,
  signWithKeyboard,
  storedConsents,
  surveyPath,
  tabTo,
} from './support/consent';

// A parent's journey reads as being about the child: signed in through the form (the child info is
// loaded at sign-in, spec 000 §4), the parental consent names the child above the agreement that
// speaks of "the child named above", so do the signed consent's PDF and its record, and the
// questionnaire's 'Before you start' asks the parent to answer for the child, not for themselves.

test.use({ timezoneId: 'UTC' });

test('a parent signs the parental consent naming the child, and is asked to answer for the child', async ({
  page,
  request,
}, info) => {
  test.setTimeout(60_000);
  // A fresh parent: the demo accounts are shared by specs running at once.
  const parent = await registerAtConsent(request, {
    first: 'Morgan',
    last: 'Rivera',
    childAge: 10,
    childFirst: 'Sky',
    childLast: 'Rivera',
  });
  const survey = surveyPath(parent);

  await page.goto(`/auth/login?redirectTo=${encodeURIComponent(survey)}`);
  const childInfo = page.waitForResponse((r) => /\/registry\/participant\/\d+\/child-info$/.test(r.url()));
  await fillSignIn(page, parent.email, PASSWORD);
  expect((await childInfo).status()).toBe(200);

  // The consent step, reached without reloading the page: the name comes from the sign-in's child info.
  const intro = page.getByRole('dialog', { name: 'Informed Consent' });
  await expect(intro).toBeVisible();
  await tabTo(page, intro.getByRole('button', { name: 'Continue' }));
  await page.keyboard.press('Enter');
  await expect(intro).toBeHidden();
  const named = page.locator('.registry-signature__child');
  await expect(named).toHaveText("Child's name: Sky Rivera");
  await expect(page.getByText('the child named above', { exact: false })).toBeVisible();

  await signWithKeyboard(page, 'Morgan Rivera');
  await confirmPassword(page, PASSWORD);
  await expect(page.getByRole('button', { name: 'Continue to Questionnaire' })).toBeVisible();
  const [stored] = await storedConsents(request, parent);
  expect([stored.consent_type, stored.signature?.subject_name]).toEqual(['parental', 'Morgan Rivera']);

  const pdf = await downloadPdf(page, page.getByRole('button', { name: /^Download: / }), info);
  const pdfText = pdf.text.replace(/\s+/g, ' ');
  expect(pdfText).toContain("Child's name: Sky Rivera");
  expect(pdfText.indexOf("Child's name: Sky Rivera")).toBeLessThan(pdfText.indexOf('the child named above'));
  expect(pdfText).toContain('Signed by: Morgan Rivera');

  // The signed record names the child too.
  await tabTo(page, page.getByRole('link', { name: /^View consent: / }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/signedConsent/${stored.user_consent_id}$`));
  await expect(page.getByTestId('signed-record')).toContainText("Child's nameSky Rivera");

  // The questionnaire speaks to the parent about the child.
  await page.goBack();
  const next = page.getByRole('button', { name: 'Continue to Questionnaire' });
  await tabTo(page, next);
  await page.keyboard.press('Enter');
  const before = page.getByRole('dialog', { name: 'Before you start' });
  await expect(before).toBeVisible();
  await expect(before).toContainText('for your child, a minor aged 0-17');
  await expect(before).not.toContainText('on your own behalf');
});
