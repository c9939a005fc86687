import { expect, test } from '@playwright/test';
import {
  DEMO,
  fillSignIn,
  latestMessage,
  shot,
  signIn,
  skipSmsConsent,
  skipSmsConsentIfAsked,
  TOKEN_KEY,
} from './support/auth';
import { expectNoAxeViolations } from './support/axe';

test('sign in returns to the saved target, after the SMS consent question', async ({ page }) => {
  await page.goto('/user-profile');
  await expect(page).toHaveURL(/\/auth\/login\?redirectTo=%2Fuser-profile$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveAttribute('autocomplete', 'email');
  await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('autocomplete', 'current-password');
  await expectNoAxeViolations(page);

  // The address is lowercased before it is sent.
  await fillSignIn(page, DEMO.adult.email.toUpperCase(), DEMO.adult.password);
  const dialog = page.getByRole('dialog', { name: 'Get text message reminders' });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog.getByText('Phone number is required to continue')).toBeVisible();
  await expect(dialog.getByText('Checkbox required to continue.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Show more' }).click();
  await expect(dialog.getByText(/may not share your number/)).toBeVisible();
  await shot(page, 'sms-consent');
  await dialog.getByRole('button', { name: 'Show less' }).click();
  await skipSmsConsent(page);
  await expect(page).toHaveURL(/\/user-profile$/);
});

test('sign-in errors: required fields, then wrong credentials from the server', async ({ page }) => {
  await page.goto('/auth/login');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByText('Email is required')).toBeVisible();
  await expect(page.getByText('Password is required')).toBeVisible();
  await page.getByLabel('Email').fill('not-an-address');
  await page.getByLabel('Email').blur();
  await expect(page.getByText('Email format is invalid')).toBeVisible();
  await fillSignIn(page, DEMO.adult.email, 'Wrong-password-1');
  await expect(
    page.getByRole('alert').filter({ hasText: 'Unable to log in with provided credentials.' }),
  ).toBeVisible();
  await shot(page, 'login-error');
  await expectNoAxeViolations(page);
});

test('dual factor: a wrong code first, then the code from the outbox', async ({ page, request }) => {
  await page.goto('/auth/login');
  await fillSignIn(page, DEMO.dualFactor.email, DEMO.dualFactor.password);
  await expect(page).toHaveURL(/\/auth\/dual-factor-authentication$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Enter one-time code' })).toBeVisible();
  const codeField = page.getByLabel('Verification code');
  await expect(codeField).toHaveAttribute('autocomplete', 'one-time-code');
  await expectNoAxeViolations(page);

  const { code } = await latestMessage(request, DEMO.dualFactor.email, 'otp_code');
  const wrong = code === '000000' ? '111111' : '000000';
  await codeField.fill(wrong);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('You entered the wrong code')).toBeVisible();
  await expect(codeField).toHaveAttribute('aria-invalid', 'true');
  await shot(page, 'dual-factor-wrong');

  // Pasted text with spaces keeps its digits; the server error goes once the field changes.
  await codeField.fill('');
  await expect(page.getByText('You entered the wrong code')).toBeHidden();
  await codeField.focus();
  await page.evaluate(
    (text) => {
      const input = document.activeElement as HTMLInputElement;
      const data = new DataTransfer();
      data.setData('text/plain', text);
      input.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    },
    `${code!.slice(0, 3)} ${code!.slice(3)}`,
  );
  if ((await codeField.inputValue()) === '') await codeField.fill(`${code!.slice(0, 3)} ${code!.slice(3)}`);
  await expect(codeField).toHaveValue(code!);
  await page.getByRole('button', { name: 'Verify' }).click();
  await skipSmsConsentIfAsked(page, /\/dashboard$/);
  expect(await page.evaluate(() => localStorage.getItem('registry.otpId'))).toBeNull();
});

test('an expired session goes back to sign-in with the message, then to the saved target', async ({ page }) => {
  await signIn(page, DEMO.adult.email, DEMO.adult.password);
  // A token the server no longer accepts (its signature no longer matches, as after expiry).
  await page.evaluate((key) => {
    const token = localStorage.getItem(key)!;
    localStorage.setItem(key, `${token.slice(0, token.lastIndexOf('.'))}.invalid-signature`);
  }, TOKEN_KEY);
  await page.goto('/user-profile');
  const expired = page.getByRole('dialog', { name: 'Session expired' });
  await expect(expired).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/login\?redirectTo=%2Fuser-profile$/);
  await expired.getByRole('button', { name: 'Sign In' }).click();
  await expect(expired).toBeHidden();
  expect(await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY)).toBeNull();
  await signIn(page, DEMO.adult.email, DEMO.adult.password, '/user-profile');
});

test('a token with a privilege other than a participant one leads to forbidden access', async ({ page }) => {
  // No staff account is seeded, so the login answer of one is simulated: the client never verifies tokens.
  const payload = Buffer.from(
    JSON.stringify({
      user_id: 9999,
      account_status: 'regular',
      privileges: [{ id: 'registry:staff', title: 'Staff' }],
      exp: 4102444800,
      orig_iat: 1,
    }),
  ).toString('base64url');
  await page.route('**/api/registry/login', (route) => route.fulfill({ json: { token: `e30.${payload}.sig` } }));
  await page.goto('/auth/login');
  await fillSignIn(page, 'staff@example.org', 'Whatever-1');
  await expect(page).toHaveURL(/\/auth\/forbidden-access$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Access denied' })).toBeVisible();
  expect(await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY)).toBeNull();
  await expectNoAxeViolations(page);
});

test('sign-in, sign-up and forgot-password fit a 320 px wide screen', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  for (const path of ['/auth/login', '/auth/register', '/auth/forgot-password']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);
    await shot(page, `narrow${path.replace(/\//g, '-')}`);
  }
});
