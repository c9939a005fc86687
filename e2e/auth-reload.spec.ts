import { expect, test } from '@playwright/test';
import { passProvider, registerThroughApi, shot, skipSmsConsent, storeToken, TOKEN_KEY } from './support/auth';
import { expectNoAxeViolations } from './support/axe';

// Spec 000 §4 Profile loading and SMS consent: a page opened with a stored token asks what
// sign-in would have asked, so a reload does not get a participant past the questions.

test.beforeEach(async ({ page }) => {
  // The provider's dev login page imports a web font from the internet: keep the test offline.
  await page.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => route.abort());
});

test('an account without a profile type is asked for it again after a reload, 1 s after the page loads', async ({
  page,
}) => {
  await page.goto('/auth/login');
  await page.getByRole('link', { name: 'Sign in with your T1D account' }).click();
  await page.waitForURL(/\/oidc\//, { waitUntil: 'domcontentloaded' });
  await passProvider(page, `reloader${Date.now().toString(36)}`);
  const dialog = page.getByRole('dialog', { name: 'Select a profile type.' });
  await expect(dialog).toBeVisible();
  expect(await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY)).not.toBeNull();

  // Leave the question unanswered: open the dashboard with the stored token, then reload it.
  for (const open of [() => page.goto('/dashboard'), () => page.reload()]) {
    const began = Date.now();
    await open();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(dialog).toBeVisible();
    expect(Date.now() - began).toBeGreaterThanOrEqual(1000);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();
  await shot(page, 'reload-profile-type');
  await expectNoAxeViolations(page);
  // The profile-type tooltip never covers the dialog's title, on a phone as on a desktop.
  const title = dialog.getByRole('heading', { name: 'Select a profile type.' });
  const info = dialog.getByRole('button', { name: 'About profile types' });
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 740 });
    // The round info button keeps its style and a target of at least 24 px inside the dialog too.
    const target = await info.boundingBox();
    expect(Math.min(target?.width ?? 0, target?.height ?? 0)).toBeGreaterThanOrEqual(24);
    expect(await info.evaluate((el) => getComputedStyle(el).borderRadius)).toBe('50%');
    await info.hover();
    const tip = page.getByRole('tooltip');
    await expect(tip).toContainText('parent or guardian');
    const [a, b] = [await title.boundingBox(), await tip.boundingBox()];
    if (!a || !b) throw new Error('the title or the tooltip has no box');
    const overlaps = a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
    expect(overlaps, `tooltip ${JSON.stringify(b)} over title ${JSON.stringify(a)} at ${width} px`).toBe(false);
    await expect(tip).toBeInViewport({ ratio: 1 });
    await title.hover();
    await expect(tip).toBeHidden();
  }
  await dialog.getByLabel('My Child – who is under the age of 18.').check();
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog).toBeHidden();
  // The SMS consent comes next, as after sign-in.
  await skipSmsConsent(page);
  await expect(page).toHaveURL(/\/dashboard$/);

  // Both answered: a further reload asks nothing.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await page.waitForTimeout(1500);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('a participant whose SMS consent is still required gets the SMS dialog on a page opened with a stored token', async ({
  page,
  request,
}) => {
  const { token } = await registerThroughApi(request, { first_name: 'Rae', last_name: 'Reload' }, { askSms: true });
  await page.goto('/faq');
  await storeToken(page, token);
  await page.goto('/dashboard');
  const sms = page.getByRole('dialog', { name: 'Get text message reminders' });
  await expect(sms).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Select a profile type.' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  // Escape skips the question, as Skip does; focus goes to the page's heading, not to nothing.
  await page.keyboard.press('Escape');
  await expect(sms).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeFocused();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await page.waitForTimeout(500);
  await expect(sms).toHaveCount(0);
});

test('an account whose SMS question was answered opens a page with its token without any dialog', async ({
  page,
  request,
}) => {
  const { token } = await registerThroughApi(request);
  await page.goto('/terms-of-use');
  await storeToken(page, token);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of Use' })).toBeVisible();
  await expect(
    page.getByRole('contentinfo').getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'My Profile' }),
  ).toBeVisible();
  await page.waitForTimeout(1500);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
