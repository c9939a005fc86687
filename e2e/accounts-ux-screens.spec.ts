import { expect, test, type Locator, type Page } from '@playwright/test';
import { registerThroughApi, storeToken, TOKEN_KEY, uniqueEmail } from './support/auth';
import { expectNoAxeViolations } from './support/axe';
import { wordsBrokenIn } from './support/broken-words';

// The account screens, finished at every width: the account screens driven with the keyboard only, axe on
// each state, and (with ACCOUNTS_SHOTS_DIR set) a full-page screenshot of each for a look by eye.

const WIDTHS = [375, 1280] as const;

/** Axe on the page as it is; a screenshot of what the window shows (the whole page with `fullPage`). */
async function look(page: Page, name: string, width: number, { fullPage = false } = {}) {
  await expectNoAxeViolations(page);
  const dir = process.env.ACCOUNTS_SHOTS_DIR;
  if (dir) await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage });
}

/** Presses Tab until `target` has focus (keyboard only; fails after 40 presses). */
async function tabTo(page: Page, target: Locator) {
  for (let i = 0; i < 40; i += 1) {
    if (await target.evaluate((el) => el === el.ownerDocument.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

/** The page scrolls sideways by this many pixels (0 when it fits). */
const sideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

for (const width of WIDTHS) {
  test(`keyboard-only registration at ${width} px: error summary, 'Whoops!' with its suggestion, SMS dialog, register success`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: width < 600 ? 740 : 900 });
    await page.goto('/auth/register');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign Up' })).toBeVisible();

    // The skip link is the first stop and lands in the main content.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();

    // Submitting the empty form: the error summary takes focus and links to each field.
    const submit = page.getByRole('button', { name: 'Create account' });
    await tabTo(page, submit);
    await page.keyboard.press('Enter');
    const summary = page.getByRole('group', { name: 'There is a problem' });
    await expect(summary).toBeFocused();
    await expect(summary.getByRole('link')).toHaveText([
      'Profile type is required',
      'First name is required',
      'Last name is required',
      'Email is required',
      'Password: Password is required',
      'Confirm password: Password is required',
    ]);
    // Said once, by the focus on the summary (the errors are its description): no alert with text,
    // so nothing is said again while the fields are fixed; each field is invalid and described by its message.
    await expect(summary).toHaveAccessibleDescription(/^Profile type is required First name is required/);
    await expect(page.getByRole('alert').filter({ hasText: /\S/ })).toHaveCount(0);
    for (const radio of await page
      .getByRole('group', { name: /^Who are you registering/ })
      .getByRole('radio')
      .all()) {
      await expect(radio).toHaveAttribute('aria-invalid', 'true');
      await expect(radio).toHaveAccessibleDescription(/^Profile type is required/);
    }
    await expect(page.getByLabel('First name', { exact: true })).toHaveAccessibleDescription(/^First name is required/);
    await look(page, 'sign-up-errors', width, { fullPage: true });
    // No white strip under the page: the grey frame ends where the document ends.
    const strip = await page.evaluate(() => {
      const frame = document.querySelector('.registry-auth')!.getBoundingClientRect();
      return document.documentElement.scrollHeight - (frame.bottom + window.scrollY);
    });
    expect(strip).toBeLessThan(1);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(page.getByLabel('Myself – I am over 18 years of age.')).toBeFocused();
    await page.keyboard.press('Space');
    await expect(page.getByLabel('Myself – I am over 18 years of age.')).toBeChecked();

    const email = uniqueEmail('keys').replace('@example.org', '@gmial.com');
    await tabTo(page, page.getByLabel('First name', { exact: true }));
    await page.keyboard.type('Kim');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Keys');
    await tabTo(page, page.getByLabel('Email'));
    await page.keyboard.type(email);
    const phone = page.getByLabel('Phone number (optional)');
    await tabTo(page, phone);
    await expect(phone).toHaveValue('+1');
    await page.keyboard.press('End');
    await page.keyboard.type('2025550143');
    await tabTo(page, page.getByLabel('Password', { exact: true }));
    await page.keyboard.type('Strong-Pass-1');
    const checklist = page.locator('.registry-password-checklist');
    await expect(checklist.locator('li.is-met')).toHaveCount(5);
    await expect(checklist.locator('[aria-live="polite"]')).toHaveText('Your password meets every rule.');
    await tabTo(page, page.getByLabel('Confirm password'));
    await page.keyboard.type('Strong-Pass-1');
    await tabTo(page, submit);
    await page.keyboard.press('Enter');

    // The flagged address asks first, offering the server's suggestion.
    const whoops = page.getByRole('dialog', { name: 'Whoops!' });
    await expect(whoops).toBeVisible();
    const suggested = email.replace('@gmial.com', '@gmail.com');
    await expect(whoops).toContainText(`Did you mean ${suggested}?`);
    await expect(whoops.getByRole('heading', { name: 'Whoops!' })).toBeInViewport();
    await look(page, 'whoops-dialog', width);
    await tabTo(page, whoops.getByRole('button', { name: 'Use this' }));
    await page.keyboard.press('Enter');

    // The SMS question: its buttons stay in view under the scrolling body.
    const sms = page.getByRole('dialog', { name: 'Get text message reminders' });
    await expect(sms).toBeVisible();
    await expect(sms.getByLabel('Mobile phone number')).toHaveValue(/^\+1 ?2025550143$/);
    await expect(sms.getByRole('button', { name: 'Skip' })).toBeInViewport();
    await expect(sms.getByRole('button', { name: 'Confirm' })).toBeInViewport();
    await look(page, 'sms-dialog', width);
    await tabTo(page, sms.getByRole('button', { name: 'Skip' }));
    await page.keyboard.press('Enter');
    await expect(sms).toBeHidden();

    await expect(page).toHaveURL(/\/register-success$/);
    const title = page.getByRole('heading', { level: 1, name: 'Thank you for registering!' });
    await expect(title).toBeFocused();
    // One column on a phone: the three areas stack.
    const lefts = await page
      .locator('.registry-auth__areas li')
      .evaluateAll((items) => items.map((li) => Math.round(li.getBoundingClientRect().left)));
    expect(new Set(lefts).size).toBe(width < 576 ? 1 : 3);
    expect(await sideways(page)).toBeLessThanOrEqual(0);
    await look(page, 'register-success', width, { fullPage: true });

    // What the server stored: the suggested address, the phone, no SMS question pending.
    const token = await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY);
    const headers = { Authorization: `JWT ${token}` };
    const me = await (await page.request.get('/api/registry/me', { headers })).json();
    expect(me).toMatchObject({ email: suggested, phone: '+12025550143', first_name: 'Kim' });
    const sms_consent = await (await page.request.get(`/api/participant/${me.id}/sms_consent`, { headers })).json();
    expect(sms_consent).toEqual({ required: false });
  });

  test(`sign-in at ${width} px: the brand whole, the skip link, focus on the new page's h1`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/auth/login');
    const brand = page.getByRole('banner').getByRole('link', { name: 'T1D Registry home' });
    await expect(brand).toBeVisible();
    // Whole: no part of the name is cut off.
    expect(await brand.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    // No strip of another colour under the page: the auth frame reaches the bottom of the window.
    const bottom = await page.locator('.registry-auth').evaluate((el) => el.getBoundingClientRect().bottom);
    expect(bottom).toBeGreaterThanOrEqual(800);
    expect(await sideways(page)).toBeLessThanOrEqual(0);
    await look(page, 'sign-in', width);

    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
    await page.getByRole('link', { name: 'Sign Up' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Sign Up' })).toBeFocused();
  });

  test(`signed-in header at ${width} px: brand, the participant's name, My Profile and Sign Out`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    // Its own account: the demo adult's one SMS question belongs to the sign-in spec.
    const account = await registerThroughApi(request, { first_name: 'Alex', last_name: 'Adult' });
    await page.goto('/landing');
    await storeToken(page, account.token);
    await page.goto('/terms-of-use');
    const header = page.getByRole('banner');
    const brand = header.getByRole('link', { name: 'T1D Registry home' });
    await expect(brand).toBeVisible();
    expect(await brand.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    expect(await wordsBrokenIn(brand.locator('.registry-brand__text'))).toEqual([]);
    const menuButton = header.getByRole('button', { name: /Alex Adult/ });
    await menuButton.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem')).toHaveText(['My Profile', 'Sign Out']);
    expect(await sideways(page)).toBeLessThanOrEqual(0);
    await look(page, 'signed-in-header', width);
  });
}

// The signed-in header at the narrowest phone width: the brand's words stay whole ("T1D / Registry",
// never "Registr / y"), the participant's name gives way.
test('signed-in header at 320 px: no word of the brand is broken', async ({ page, request }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  const account = await registerThroughApi(request, { first_name: 'Alexandria', last_name: 'Montgomery-Adult' });
  await page.goto('/landing');
  await storeToken(page, account.token);
  await page.goto('/terms-of-use');
  const brand = page.getByRole('banner').getByRole('link', { name: 'T1D Registry home' });
  await expect(brand).toBeVisible();
  expect(await wordsBrokenIn(brand.locator('.registry-brand__text'))).toEqual([]);
  await expect(page.getByRole('banner').getByRole('button', { name: /Alexandria/ })).toBeVisible();
  expect(await sideways(page)).toBeLessThanOrEqual(0);
});
