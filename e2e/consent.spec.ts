import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { signIn } from './support/auth';
import {
  confirmPassword,
  downloadPdf,
  openSurvey,
  PASSWORD,
  registerAtConsent,
  signedAtUtc,
  signWithKeyboard,
  storedConsents,
  tabTo,
} from './support/consent';

// Consent signing on the survey route (the consent step, then the consent's status page),
// keyboard only, with the re-authentication of DECISIONS §11; each signed PDF downloaded and read
// with pdftotext and pdfinfo.

test.use({ timezoneId: 'UTC' });

async function axeAtBothWidths(page: Page) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoAxeViolations(page);
  }
}

/** The intro dialog of the consent step, closed with the keyboard (Continue, or Escape); focus goes to the page. */
async function continueDialog(page: Page, title: string, by: 'Continue' | 'Escape' = 'Continue') {
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);
  if (by === 'Escape') {
    await page.keyboard.press('Escape');
  } else {
    await tabTo(page, dialog.getByRole('button', { name: 'Continue' }));
    await page.keyboard.press('Enter');
  }
  await expect(dialog).toBeHidden();
  await expect.poll(() => page.evaluate(() => document.activeElement?.matches('h1, main') ?? false)).toBe(true);
}

/** The PDF of a signed consent: name, time (as stored), meaning, tagged with a title and a language. */
function expectSignedPdf(pdf: { text: string; info: string }, name: string, createdAt: string, meaning: string) {
  expect(pdf.text).toContain(`Signed by: ${name}`);
  expect(pdf.text).toContain(`Signed on: ${signedAtUtc(createdAt)}`);
  expect(pdf.text.replace(/\s+/g, ' ')).toContain(`Meaning of this signature: ${meaning}`);
  expect(pdf.info).toMatch(/^Tagged:\s+yes$/m);
  expect(pdf.info).toMatch(/^Title:\s+T1D Registry Core Study: /m);
}

test('an adult signs: configured popup, wrong password refused, right one accepted, status, signed record and PDF', async ({
  page,
  request,
}, info) => {
  // Six axe runs, a PDF and the signed record: 21 s alone, past 30 s on the shared 2-core machine.
  test.setTimeout(60_000);
  const adult = await registerAtConsent(request, { first: 'Avery', last: 'Adult' });
  await page.setViewportSize({ width: 1280, height: 900 });
  await openSurvey(page, adult);
  await continueDialog(page, 'Informed Consent');
  await expect(
    page.getByRole('heading', { name: 'Informed consent for adults taking part for themselves' }),
  ).toBeVisible();
  await axeAtBothWidths(page);

  await signWithKeyboard(page, 'Avery Adult');
  await confirmPassword(page, PASSWORD, { wrongFirst: true });

  // The status of the completed consent procedure: the signed timestamp and the actions. The heading
  // is the signing page's too, so the status's own button says the signature went through.
  await expect(
    page.getByRole('heading', { name: 'Informed consent for adults taking part for themselves' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continue to Questionnaire' })).toBeVisible();
  const [stored] = await storedConsents(request, adult);
  expect(stored.signature).toMatchObject({ subject_name: 'Avery Adult' });
  await expect(page.getByText(`Signed on ${signedAtUtc(stored.signature!.created_at)} · Avery Adult`)).toBeVisible();
  await axeAtBothWidths(page);

  const pdf = await downloadPdf(page, page.getByRole('button', { name: /^Download: / }), info);
  expect(pdf.name).toBe(`t1d-registry-core-study-adult-consent-${stored.user_consent_id}.pdf`);
  expectSignedPdf(
    pdf,
    'Avery Adult',
    stored.signature!.created_at,
    'Consent of the participant to take part in the study',
  );

  // View consent: the signed record with printed name, time and meaning.
  await tabTo(page, page.getByRole('link', { name: /^View consent: / }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/signedConsent/${stored.user_consent_id}$`));
  const record = page.getByTestId('signed-record');
  await expect(record).toContainText('Avery Adult');
  await expect(record).toContainText(signedAtUtc(stored.signature!.created_at));
  await expect(record).toContainText('Consent of the participant to take part in the study');
  await axeAtBothWidths(page);
});

test('a parent signs for a 10-year-old: the parental consent only', async ({ page, request }, info) => {
  const parent = await registerAtConsent(request, {
    first: 'Pat',
    last: 'Parent',
    childAge: 10,
    childFirst: 'Casey',
    childLast: 'Parent',
  });
  await openSurvey(page, parent);
  await continueDialog(page, 'Informed Consent', 'Escape');
  await expect(page.getByText('Signature 1 of')).toHaveCount(0);
  await signWithKeyboard(page, 'Pat Parent');
  await confirmPassword(page, PASSWORD);
  await expect(page.getByRole('button', { name: 'Continue to Questionnaire' })).toBeVisible();
  const stored = await storedConsents(request, parent);
  expect(stored.map((c) => [c.consent_type, c.signature?.subject_name])).toEqual([['parental', 'Pat Parent']]);
  const pdf = await downloadPdf(page, page.getByRole('button', { name: /^Download: / }), info);
  expectSignedPdf(
    pdf,
    'Pat Parent',
    stored[0].signature!.created_at,
    'Permission of the parent or legal guardian for the minor to take part in the study',
  );
});

test('a parent and a 15-year-old: the parent signs, the teen assents at /assent after signing in', async ({
  page,
  browser,
  request,
}, info) => {
  const family = await registerAtConsent(request, {
    first: 'Robin',
    last: 'Guardian',
    childAge: 15,
    childFirst: 'Taylor',
    childLast: 'Guardian',
  });
  await openSurvey(page, family);
  await continueDialog(page, 'Informed Consent and Assent');
  await expect(page.getByText('Signature 1 of 2. The parent or legal guardian signs first.')).toBeVisible();
  await signWithKeyboard(page, 'Robin Guardian');
  await confirmPassword(page, PASSWORD);
  // The minor's form comes next on the same device; the parent stops here instead.
  await expect(page.getByText('Signature 2 of 2. Now the young person signs for themselves.')).toBeVisible();
  await page.close();

  // The teen signs in on their own: the account is in the assent state and lands on /assent.
  const teen = await (await browser.newContext({ timezoneId: 'UTC' })).newPage();
  await signIn(teen, family.email, PASSWORD, '/assent');
  await expect(teen.getByRole('heading', { level: 1, name: 'Informed Consent and Assent' })).toBeVisible();
  await axeAtBothWidths(teen);
  await signWithKeyboard(teen, 'Taylor Guardian');
  await confirmPassword(teen, PASSWORD);
  await expect(teen).toHaveURL(/\/dashboard$/);
  const token = await teen.evaluate(() => localStorage.getItem('registry.token'));
  const claims = JSON.parse(Buffer.from(token!.split('.')[1], 'base64url').toString()) as {
    privileges: Array<{ id: string }>;
  };
  expect(claims.privileges.map((p) => p.id)).toEqual(['registry:user']);
  const stored = await storedConsents(request, family);
  expect(stored.map((c) => [c.consent_type, c.signature?.subject_name])).toEqual([
    ['parental', 'Robin Guardian'],
    ['child', 'Taylor Guardian'],
  ]);

  // Both signatures on the status page, each with its PDF.
  await openSurvey(teen, { ...family, token: token! });
  await expect(teen.getByRole('button', { name: 'Continue to Questionnaire' })).toBeVisible();
  const assentPdf = await downloadPdf(
    teen,
    teen.getByRole('button', { name: 'Download: Assent of a minor aged 13 to 17' }),
    info,
  );
  expectSignedPdf(
    assentPdf,
    'Taylor Guardian',
    stored[1].signature!.created_at,
    'Assent of the minor to take part in the study',
  );
});

test('the demo teen starts at /assent and reaches the dashboard after signing', async ({ page }) => {
  await signIn(page, 'teen@demo.example.org', 'Demo-Teen-1', '/assent');
  await expect(page.getByRole('heading', { name: 'Assent of a minor aged 13 to 17' })).toBeVisible();
  await signWithKeyboard(page, 'Taylor Guardian');
  await confirmPassword(page, 'Demo-Teen-1');
  await expect(page).toHaveURL(/\/dashboard$/);
});
