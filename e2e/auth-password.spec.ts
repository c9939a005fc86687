import { expect, test } from '@playwright/test';
import { latestMessage, shot, signIn, uniqueEmail } from './support/auth';
import { expectNoAxeViolations } from './support/axe';

/** A fresh account (through the API), so changing its password does not disturb other tests. */
async function freshAccount(request: import('@playwright/test').APIRequestContext) {
  const email = uniqueEmail('reset');
  const res = await request.post('/api/registry/signup', {
    data: { first_name: 'Riley', last_name: 'Reset', email, password: 'Old-Pass-123', profile_type: 'adult' },
  });
  expect(res.status()).toBe(201);
  return email;
}

test('password reset through the outbox link; a used link says so and offers a new one', async ({ page, request }) => {
  const email = await freshAccount(request);
  await page.goto('/auth/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/auth\/forgot-password$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot password' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText('Email is required')).toBeVisible();
  await page.getByLabel('Email').fill(email.toUpperCase());
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'a link to reset the password has been sent' }),
  ).toBeVisible();

  const { link } = await latestMessage(request, email, 'password_reset');
  const target = new URL(link!);
  await page.goto(target.pathname + target.search);
  await expect(page.getByRole('heading', { level: 1, name: 'Reset password' })).toBeVisible();
  const password = page.getByLabel('New password', { exact: true });
  await expect(password).toBeVisible();
  await expect(password).toHaveAttribute('autocomplete', 'new-password');
  await expectNoAxeViolations(page);

  await password.fill('short');
  await page.getByLabel('Confirm new password').fill('other');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText(/^Password must be a minimum of eight \(8\) characters/)).toBeVisible();
  await expect(page.getByText('Password confirmation does not match')).toBeVisible();
  await shot(page, 'reset-password-errors');
  await password.fill('New-Pass-456');
  await page.getByLabel('Confirm new password').fill('New-Pass-456');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(
    page.getByText('Your password has been reset. You can now sign in with your new password.'),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  // The link works once.
  await page.goto(target.pathname + target.search);
  await expect(
    page.getByRole('alert').filter({ hasText: 'This password reset link has expired or has already been used.' }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Ask for a new link' }).click();
  await expect(page).toHaveURL(/\/auth\/forgot-password$/);

  await page.goto('/auth/login');
  await signIn(page, email, 'New-Pass-456');
});

test('a reset link without a valid token is refused at once', async ({ page }) => {
  await page.goto('/auth/reset-password?token=not-a-real-token');
  await expect(page.getByText('This password reset link has expired or has already been used.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ask for a new link' })).toBeVisible();
});
