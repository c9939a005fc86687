import { expect, test } from '@playwright/test';
import { passProvider, shot, skipSmsConsent, TOKEN_KEY } from './support/auth';
import { expectNoAxeViolations } from './support/axe';

// External sign-in through the development OpenID provider mounted at /oidc (REGISTRY_DEV_OIDC=1).

test.beforeEach(async ({ page }) => {
  // The provider's dev login page imports a web font from the internet: keep the test offline.
  await page.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => route.abort());
});

test('the seeded external identity signs in to the demo adult and returns to the saved target', async ({ page }) => {
  await page.goto('/auth/login?redirectTo=%2Fuser-profile');
  const link = page.getByRole('link', { name: 'Sign in with your T1D account' });
  const href = new URL((await link.getAttribute('href'))!, page.url());
  expect(href.pathname).toBe('/oidc/auth');
  expect(href.searchParams.get('client_id')).toBe('registry-dev');
  expect(href.searchParams.get('response_type')).toBe('code');
  expect(href.searchParams.get('redirect_uri')).toBe(new URL('/oauth/t1d', page.url()).href);
  await link.click();
  await page.waitForURL(/\/oidc\//, { waitUntil: 'domcontentloaded' });
  await passProvider(page, 'adult');
  const returnUrl = page.url();

  const dialog = page.getByRole('dialog', { name: 'Get text message reminders' });
  await expect.poll(async () => (await dialog.isVisible()) || /\/user-profile$/.test(page.url())).toBe(true);
  if (await dialog.isVisible()) await skipSmsConsent(page);
  await expect(page).toHaveURL(/\/user-profile$/);
  const token = await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY);
  const me = await page.request.get('/api/registry/me', { headers: { Authorization: `JWT ${token}` } });
  expect(await me.json()).toMatchObject({ email: 'adult@demo.example.org' });

  // A code works once: replaying the return address after signing out is refused.
  await page.goto('/logout');
  await expect(page).toHaveURL(/\/landing$/);
  await page.goto(returnUrl);
  await expect(
    page.getByRole('alert').filter({ hasText: 'Could not verify the sign-in with the identity provider.' }),
  ).toBeVisible();
  expect(await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY)).toBeNull();
});

test('a new external identity gets an account and must choose its profile type', async ({ page }) => {
  const login = `newcomer${Date.now().toString(36)}`;
  await page.goto('/auth/login');
  await page.getByRole('link', { name: 'Sign in with your T1D account' }).click();
  await page.waitForURL(/\/oidc\//, { waitUntil: 'domcontentloaded' });
  await passProvider(page, login);

  const dialog = page.getByRole('dialog', { name: 'Select a profile type.' });
  await expect(dialog).toBeVisible();
  // The focus starts on the first option, and no tooltip covers the options: it opens on hover, a
  // press or a key only.
  await expect(dialog.getByLabel('Myself – I am over 18 years of age.')).toBeFocused();
  await expect(page.getByRole('tooltip')).toHaveCount(0);
  await page.keyboard.press('Shift+Tab');
  await expect(dialog.getByRole('button', { name: 'About profile types' })).toBeFocused();
  await expect(page.getByRole('tooltip')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('tooltip')).toHaveCount(0);
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Close' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog.getByText('Profile type is required')).toBeVisible();
  await shot(page, 'profile-type-dialog');
  await dialog.getByLabel('Myself – I am over 18 years of age.').check();
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog).toBeHidden();
  await skipSmsConsent(page);
  await expect(page).toHaveURL(/\/dashboard$/);
  const token = await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY);
  const me = await page.request.get('/api/registry/me', { headers: { Authorization: `JWT ${token}` } });
  expect(await me.json()).toMatchObject({
    email: `${login}@external.example.org`,
    profile_type: 'adult',
    auth_methods: ['oauth'],
  });
});

test('a return with an error or an unknown code does not sign in', async ({ page }) => {
  await page.goto('/oauth/t1d?error=access_denied&error_description=End-User%20aborted%20interaction');
  const alert = page.getByRole('alert').filter({ hasText: 'We could not sign you in with your T1D account.' });
  await expect(alert).toContainText('End-User aborted interaction');
  await expectNoAxeViolations(page);
  await page.goto('/oauth/t1d?code=made-up-code');
  await expect(alert).toContainText('Could not verify the sign-in with the identity provider.');
  await expect(page.getByRole('link', { name: 'Back to Sign In' })).toBeVisible();
  expect(await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY)).toBeNull();
});
