import { expect, test, type Page } from '@playwright/test';
import { DEMO, latestMessage, shot, signIn, skipSmsConsent, TOKEN_KEY, uniqueEmail } from './support/auth';
import { expectNoAxeViolations } from './support/axe';

const ADULT = 'Myself – I am over 18 years of age.';
const CHILD = 'My Child – who is under the age of 18.';

async function fillRegistration(
  page: Page,
  values: { email: string; type?: string; first?: string; last?: string; password?: string },
) {
  await page.getByLabel(values.type ?? ADULT).check();
  await page.getByLabel('First name', { exact: true }).fill(values.first ?? 'Morgan');
  await page.getByLabel('Last name', { exact: true }).fill(values.last ?? 'Tester');
  await page.getByLabel('Email').fill(values.email);
  await page.getByLabel('Password', { exact: true }).fill(values.password ?? 'Strong-Pass-1');
  await page.getByLabel('Confirm password').fill(values.password ?? 'Strong-Pass-1');
}

async function profileOf(page: Page) {
  const token = await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY);
  const res = await page.request.get('/api/registry/me', { headers: { Authorization: `JWT ${token}` } });
  expect(res.ok()).toBe(true);
  return (await res.json()) as Record<string, unknown>;
}

test('register an adult: validation, the spelling warning, then register-success and the dashboard', async ({
  page,
}) => {
  await page.goto('/auth/register');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign Up' })).toBeVisible();
  await expect(page.getByLabel('Phone number (optional)')).toBeEnabled();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Create account' }).click();
  for (const message of [
    'Profile type is required',
    'First name is required',
    'Last name is required',
    'Email is required',
    'Password is required',
  ]) {
    await expect(page.getByText(message, { exact: true }).first()).toBeVisible();
  }

  await page.getByRole('button', { name: 'About profile types' }).hover();
  await expect(page.getByRole('tooltip')).toContainText('parent or guardian');

  const email = uniqueEmail('adult');
  await fillRegistration(page, { email: email.replace('@example.org', '@gmial.com'), password: 'weak' });
  await page.getByLabel('Email').blur();
  await expect(
    page.getByText('Looks like you might have made a spelling error. Please confirm the email address.'),
  ).toBeVisible();
  // The field's message (the error summary at the top repeats it as a link).
  await expect(page.getByText(/^Password must be a minimum of eight \(8\) characters/).last()).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill('Strong-Pass-1');
  await page.getByLabel('Confirm password').fill('Strong-Pass-2');
  await page.getByLabel('Confirm password').blur();
  await expect(page.getByText('Password does not match').last()).toBeVisible();
  await shot(page, 'register-errors');
  await page.getByLabel('Confirm password').fill('Strong-Pass-1');

  const phone = page.getByLabel('Phone number (optional)');
  // The field starts with +1: typing a US number needs no country code...
  await expect(phone).toHaveValue('+1');
  await phone.pressSequentially('20a2-555 0123');
  await expect(phone).toHaveValue('+12025550123');
  // ...and 'Missing country code' comes only when the participant removed it.
  await phone.fill('');
  await phone.pressSequentially('20a2-555 0123');
  await expect(phone).toHaveValue('2025550123');
  await phone.blur();
  await expect(page.getByText('Missing country code').last()).toBeVisible();
  await phone.fill('');
  await phone.pressSequentially('+4420712345');
  await phone.blur();
  await expect(page.getByText('Enter a valid phone number for country code +44').last()).toBeVisible();
  await phone.fill('');
  await phone.pressSequentially('011442071234567');
  await phone.blur();
  await expect(phone).toHaveValue('+44 2071234567');
  await phone.fill('+12025550123');
  await phone.blur();
  await expect(phone).toHaveValue('+1 2025550123');

  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Email').blur();
  await expect(page.getByText(/spelling error/)).toBeHidden();
  await page.getByRole('button', { name: 'Create account' }).click();
  await skipSmsConsent(page);
  await expect(page).toHaveURL(/\/register-success$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for registering!' })).toBeVisible();
  for (const area of ['Treatment', 'Policy', 'Coverage'])
    await expect(page.getByRole('heading', { level: 2, name: area })).toBeVisible();
  await shot(page, 'register-success');
  await expectNoAxeViolations(page);
  const profile = await profileOf(page);
  expect(profile).toMatchObject({ email, profile_type: 'adult', phone: '+12025550123', source: 'registry' });

  await page.getByRole('link', { name: "Let's get started" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('register a child: the child name fields come and go with the profile type', async ({ page }) => {
  await page.goto('/auth/register');
  await page.getByLabel(CHILD).check();
  await expect(page.getByLabel("Child's first name")).toBeVisible();
  await page.getByLabel(ADULT).check();
  await expect(page.getByLabel("Child's first name")).toBeHidden();
  const email = uniqueEmail('parent');
  await fillRegistration(page, { email, type: CHILD });
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('First name is required').last()).toBeVisible();
  await expect(page.getByText('Last name is required').last()).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel("Child's first name").fill('Jamie');
  await page.getByLabel("Child's last name").fill('Tester');
  await page.getByRole('button', { name: 'Create account' }).click();
  // This time the SMS reminders are accepted: the number must carry its country code.
  const dialog = page.getByRole('dialog', { name: 'Get text message reminders' });
  await dialog.getByLabel('Mobile phone number').fill('');
  await dialog.getByLabel('Mobile phone number').pressSequentially('2025550188');
  await dialog.getByRole('checkbox').check();
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog.getByText('Missing country code')).toBeVisible();
  await dialog.getByLabel('Mobile phone number').fill('+12025550188');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/register-success$/);
  await latestMessage(page.request, '+12025550188', 'sms_consent');
  expect(await profileOf(page)).toMatchObject({
    email,
    profile_type: 'child',
    child_first_name: 'Jamie',
    child_last_name: 'Tester',
  });
});

test('an address already registered shows the server error on the email field until it changes', async ({ page }) => {
  await page.goto('/auth/register');
  await fillRegistration(page, { email: DEMO.adult.email });
  await page.getByRole('button', { name: 'Create account' }).click();
  const error = page.getByText('A participant with this email already exists.');
  await expect(error).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel('Email').press('End');
  await page.getByLabel('Email').press('Backspace');
  await expect(error).toBeHidden();
});

test('a blocked registration shows the reject dialog, then goes to the home page', async ({ page }) => {
  // A registry API may refuse a registration as blocked; the reference server never takes that verdict
  // from the browser's reg_guard_data, so the refusal is the network's answer here.
  await page.route('**/api/registry/signup', (route) =>
    route.fulfill({
      status: 403,
      contentType: 'application/json',
      body: JSON.stringify({ detail: 'registration is blocked' }),
    }),
  );
  await page.goto('/auth/register');
  await fillRegistration(page, { email: uniqueEmail('blocked') });
  await page.getByRole('button', { name: 'Create account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Registration rejected' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(
    'Your responses show irregularities that suggest you have already registered and are trying to register again',
  );
  await expect(dialog).toContainText('Unfortunately, you will not be able to register.');
  await shot(page, 'registration-rejected');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/landing$/);
});

test('a partner-network link signs the current user out and confirms the invited account', async ({ page }) => {
  await signIn(page, DEMO.adult.email, DEMO.adult.password);
  await page.goto(`/auth/register?jtoken=${DEMO.invitation.jtoken}`);
  // The address matches at once, before the guard's trip through /logout: wait for the sign-out itself.
  await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY)).toBeNull();
  await expect(page).toHaveURL(new RegExp(`/auth/register\\?jtoken=${DEMO.invitation.jtoken}$`));
  await expect(page.getByText(/Confirm your account with the email address the invitation was sent to/)).toBeVisible();
  await expectNoAxeViolations(page);
  await fillRegistration(page, { email: DEMO.invitation.email, first: 'Jordan', last: 'Partner' });
  await page.getByRole('button', { name: 'Confirm account' }).click();
  await skipSmsConsent(page);
  await expect(page).toHaveURL(/\/register-success$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your account is confirmed!' })).toBeVisible();
  expect(await profileOf(page)).toMatchObject({ email: DEMO.invitation.email, source: 'jaeb' });
  expect(await page.evaluate(() => localStorage.getItem('registry.registeredAsJaeb'))).toBe('true');
});
