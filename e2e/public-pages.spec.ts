import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { registerThroughApi } from './support/auth';

const PAGES = [
  { path: '/is-deactivated', title: 'Your account has been deleted' },
  { path: '/passed-to-child', title: 'We have emailed your child' },
  { path: '/sms-off', title: 'Text message reminders' },
  { path: '/email-off', title: 'Email reminders' },
  { path: '/terms-of-use', title: 'Terms of Use' },
  { path: '/privacy-policy', title: 'Privacy Policy' },
  { path: '/no/such/page', title: 'Page Not Found' },
];

/** Axe leaves same-colour text as "needs review", so a button whose label vanished is caught here. */
async function invisibleButtonLabels(page: Page): Promise<string[]> {
  return page
    .locator('main .registry-button')
    .evaluateAll((els) =>
      els
        .filter((el) => getComputedStyle(el).color === getComputedStyle(el).backgroundColor)
        .map((el) => el.textContent ?? ''),
    );
}

async function overflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

for (const { path, title } of PAGES) {
  for (const width of [375, 1280]) {
    test(`${path}: '${title}', no axe violations and no horizontal scroll at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await expectNoAxeViolations(page);
      expect(await invisibleButtonLabels(page)).toEqual([]);
      expect(await overflow(page)).toBe(0);
      await page.screenshot({
        path: test.info().outputPath(`${path.replace(/\W+/g, '_')}-${width}.png`),
        fullPage: true,
      });
    });
  }
}

test('every information page fits 320 px and the breakpoints without horizontal scrolling', async ({ page }) => {
  for (const { path, title } of PAGES) {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    for (const width of [320, 575, 768, 991]) {
      await page.setViewportSize({ width, height: 800 });
      expect(await overflow(page), `${path} at ${width} px`).toBe(0);
    }
  }
});

test('the 404 page asks search engines not to index it and links home', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await page.getByRole('main').getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page).toHaveURL(/\/landing$/);
});

test('is-deactivated gives the contact mailbox, social links and a way back to the landing page', async ({ page }) => {
  await page.goto('/is-deactivated');
  const main = page.getByRole('main');
  await expect(main).toContainText('confirmation email');
  await expect(main.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
  await expect(main.getByRole('link', { name: /opens in a new tab/ })).not.toHaveCount(0);
  await main.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page).toHaveURL(/\/landing$/);
});

test('passed-to-child names the stored child address, then forgets it', async ({ page }) => {
  // Seeded once, in both storages: the session keeps its values in local storage in development
  // and in session storage elsewhere (settings.json decides).
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('e2e.seeded')) {
      sessionStorage.setItem('e2e.seeded', '1');
      sessionStorage.setItem('registry.child_email', 'teen@example.org');
      localStorage.setItem('registry.child_email', 'teen@example.org');
    }
  });
  await page.goto('/passed-to-child');
  await expect(page.getByRole('main')).toContainText('teen@example.org');
  await page.getByRole('main').getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to the registry!' })).toBeVisible();
  await page.goto('/passed-to-child');
  await expect(page.getByRole('main')).toContainText("your child's email address");
  await expect(page.getByRole('main')).not.toContainText('teen@example.org');
});

test('sms-off: the link of a real reminder text switches text messages off on the server', async ({
  page,
  request,
}) => {
  const email = `texts-${Date.now()}@example.org`;
  const signup = await request.post('/api/registry/signup', {
    data: { first_name: 'Tex', last_name: 'Reader', email, password: 'Str0ng-Passw0rd!', profile_type: 'adult' },
  });
  expect(signup.ok(), await signup.text()).toBe(true);
  const { id, access_token: token } = (await signup.json()) as { id: number; access_token: string };
  const headers = { Authorization: `JWT ${token}` };
  const phone = `+1617555${String(Date.now()).slice(-4)}`;
  expect(
    (
      await request.post(`/api/registry/participant/${id}/sms_consent`, {
        headers,
        data: { status: 'accepted', phone },
      })
    ).ok(),
  ).toBe(true);
  const [text] = (await (await request.get(`/api/dev/outbox?to=${encodeURIComponent(phone)}`)).json()) as {
    link: string;
  }[];

  await page.goto(new URL(text.link).pathname + new URL(text.link).search);
  await expect(page.getByRole('main').getByRole('status')).toContainText('You have been unsubscribed.');
  const stored = await (await request.get(`/api/registry/participant/${id}/notification-settings`, { headers })).json();
  expect(stored.sms_opted_out).toBe(true);
  expect(stored.reminders_ongoing_studies.sms_on).toBe(false);
});

test('sms-off explains a refused token in place', async ({ page }) => {
  await page.goto('/sms-off?token=this-token-was-never-issued');
  await expect(page.getByRole('main').getByRole('status')).toContainText('We could not unsubscribe you.');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('the footer and header switch to the signed-in variant', async ({ page, request }) => {
  // An account that has answered the SMS question, so no dialog covers the page after sign-in.
  const { token } = await registerThroughApi(request, { first_name: 'Fay', last_name: 'Footer' });

  await page.goto('/terms-of-use');
  const footerNav = page.getByRole('contentinfo').getByRole('navigation', { name: 'Footer' });
  await expect(footerNav.getByRole('link')).toHaveText(['FAQ', 'Sign In', 'Sign Up', 'Terms of Use', 'Privacy Policy']);

  await page.evaluate((t) => {
    sessionStorage.setItem('registry.token', t);
    localStorage.setItem('registry.token', t);
  }, token);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of Use' })).toBeVisible();
  await expect(footerNav.getByRole('link')).toHaveText(['My Profile', 'Logout', 'Terms of Use', 'Privacy Policy']);

  const account = page.getByRole('banner').getByRole('button', { expanded: false });
  await expect(account).toHaveAttribute('aria-haspopup', 'menu');
  await account.focus();
  await page.keyboard.press('ArrowDown');
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem')).toHaveText(['My Profile', 'Sign Out']);
  await expect(menu.getByRole('menuitem', { name: 'My Profile' })).toBeFocused();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
  await expect(account).toBeFocused();

  for (const width of [320, 375, 768]) {
    await page.setViewportSize({ width, height: 700 });
    expect(await overflow(page), `signed-in header at ${width} px`).toBe(0);
  }
  await page.setViewportSize({ width: 375, height: 700 });
  await account.click();
  await page.screenshot({ path: test.info().outputPath('signed-in-375.png') });
});
