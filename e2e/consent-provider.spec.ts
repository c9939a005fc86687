import { expect, test } from '@playwright/test';
import { passProvider, shot, skipSmsConsentIfAsked, TOKEN_KEY } from './support/auth';
import { expectNoAxeViolations } from './support/axe';
import { signWithKeyboard, storedConsents, surveyPath, tabTo, throughScreening, yearsAgo } from './support/consent';

// DECISIONS §11 for an account that signs in only through the external provider: at the first
// signature it signs in there again (prompt=login, max_age=0, the development OpenID provider),
// comes back to the consent with the typed name kept, and signs with the token the server gave
// for that fresh sign-in (the server's refusals are tested in provider-reauth.test.ts).

test.use({ timezoneId: 'UTC' });

test.beforeEach(async ({ page }) => {
  // The provider's dev login page imports a web font from the internet: keep the test offline.
  await page.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => route.abort());
});

test('an external-only account re-authenticates with the provider at its first signature', async ({
  page,
  request,
}) => {
  const login = `consent-ext-${Date.now().toString(36)}`;
  await page.goto('/auth/login');
  await page.getByRole('link', { name: 'Sign in with your T1D account' }).click();
  await page.waitForURL(/\/oidc\//, { waitUntil: 'domcontentloaded' });
  await passProvider(page, login);
  const profileType = page.getByRole('dialog', { name: 'Select a profile type.' });
  await profileType.getByLabel('Myself – I am over 18 years of age.').check();
  await profileType.getByRole('button', { name: 'Confirm' }).click();
  await skipSmsConsentIfAsked(page, /\/dashboard$/);

  const token = (await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY))!;
  const me = await (await request.get('/api/registry/me', { headers: { Authorization: `JWT ${token}` } })).json();
  expect(me.auth_methods).toEqual(['oauth']);
  const participant = { id: me.id as number, token, userStudyId: 0 };
  participant.userStudyId = await throughScreening(request, participant.id, token, yearsAgo(35));

  await page.goto(surveyPath(participant));
  const intro = page.getByRole('dialog', { name: 'Informed Consent' });
  await tabTo(page, intro.getByRole('button', { name: 'Continue' }));
  await page.keyboard.press('Enter');
  await signWithKeyboard(page, 'Ezra External');
  const confirm = page.getByRole('dialog', { name: 'Confirm it is you' });
  await expect(confirm.getByLabel('Password')).toHaveCount(0);
  await expect(confirm.getByRole('button', { name: 'Continue to your T1D account' })).toBeFocused();
  await expectNoAxeViolations(page);
  await shot(page, 'consent-provider-reauth');
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/oidc\//, { waitUntil: 'domcontentloaded' });
  await passProvider(page, login);

  // Back at the consent: the name typed and the box ticked before leaving, signed with one Continue.
  await expect(page).toHaveURL(new RegExp(`${surveyPath(participant)}\\?procedure=consent$`));
  await expect(page.getByRole('textbox', { name: 'Signature' })).toHaveValue('Ezra External');
  await expect(page.getByRole('checkbox', { name: 'I agree to take part' })).toBeChecked();
  expect((await storedConsents(request, participant))[0].signature).toBeNull();
  await tabTo(page, page.getByRole('button', { name: 'Continue', exact: true }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Continue to Questionnaire' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const [stored] = await storedConsents(request, participant);
  expect(stored).toMatchObject({ consent_type: 'adult', signature: { subject_name: 'Ezra External' } });
});
