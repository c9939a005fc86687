import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';

async function openLanding(page: Page, width: number) {
  await page.setViewportSize({ width, height: 800 });
  await page.goto('/landing');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to the registry!' })).toBeVisible();
}

async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

test('the landing page has every section and its links go where the spec says', async ({ page }) => {
  await openLanding(page, 1280);
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'FAQ' })).toHaveAttribute('href', '/faq');
  await expect(header.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth/login');
  await expect(header.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/auth/register');
  await expect(header.getByRole('button', { name: 'Menu' })).toBeHidden();

  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 2 })).toHaveText([
    'One questionnaire, once a year',
    'How it works',
    'What past research has changed',
    'Be heard',
    'Your privacy and security',
    'Get in touch with us!',
  ]);
  await expect(main.getByText('once a year').first()).toBeVisible();
  for (const name of ['Create an account', 'Sign the consent form', 'Complete a questionnaire', 'Get Started']) {
    await expect(main.getByRole('link', { name })).toHaveAttribute('href', '/auth/register');
  }
  await expect(main.getByRole('link', { name: 'Join Now' })).toHaveCount(2);
  for (const outcome of [
    'glucose meter strips',
    'A1c goals for children',
    'replace fingersticks',
    'Medicare coverage of CGM devices',
  ]) {
    await expect(main.getByText(outcome)).toBeVisible();
  }
  await expect(main.getByRole('link', { name: 'Contact our privacy team' })).toHaveAttribute('href', /^mailto:/);

  const contact = page.locator('#registry-contact');
  await expect(contact).toContainText('Monday to Friday 8AM to 5PM (EST)');
  await expect(contact.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
  await expect(contact.getByRole('link', { name: /555/ })).toHaveAttribute('href', /^tel:\+1/);

  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('navigation', { name: 'Footer' }).getByRole('link')).toHaveText([
    'FAQ',
    'Sign In',
    'Sign Up',
    'Terms of Use',
    'Privacy Policy',
  ]);
  await expect(footer.getByRole('link', { name: /opens in a new tab/ }).first()).toHaveAttribute('target', '_blank');
});

test('Contact Us scrolls to the contact block and focuses it, below the sticky header', async ({ page }) => {
  await openLanding(page, 1280);
  await page.getByRole('banner').getByRole('link', { name: 'Contact Us' }).click();
  const contact = page.locator('#registry-contact');
  await expect(contact).toBeFocused();
  await expect(contact).toBeInViewport();
  await expect.poll(async () => (await contact.boundingBox())?.y ?? -1).toBeGreaterThanOrEqual(63);
  await expect(page).toHaveURL(/\/landing$/);
});

test('Contact Us from another page opens the landing page at the contact block', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/faq');
  await expect(page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeVisible();
  await page.getByRole('banner').getByRole('link', { name: 'Contact Us' }).click();
  await expect(page).toHaveURL(/\/landing$/);
  await expect(page.locator('#registry-contact')).toBeFocused();
  await expect(page.locator('#registry-contact')).toBeInViewport();
});

test('a direct link to /landing#contact lands on the contact block', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/landing#contact');
  await expect(page.locator('#registry-contact')).toBeInViewport();
  await expect(page.locator('#registry-contact')).toBeFocused();
  // One outcome whichever way the visitor came (Contact Us clicked before the page's script ran included).
  await expect(page).toHaveURL(/\/landing$/);
});

test('the skip link is the first stop and moves focus to the main content', async ({ page }) => {
  await openLanding(page, 375);
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
  // The page stays: pressed before the page's script ran, the browser follows the link itself and
  // the address gains its fragment, which is the same place.
  await expect(page).toHaveURL(/\/landing(#registry-main)?$/);
});

test('the scroll-down button brings the questionnaire section into view', async ({ page }) => {
  await openLanding(page, 375);
  await page.getByRole('button', { name: 'Scroll down' }).click();
  const section = page.locator('#registry-questionnaire');
  await expect(section).toBeFocused();
  await expect.poll(async () => Math.round((await section.boundingBox())?.y ?? -1)).toBe(64);
});

test('the scroll-to-top button appears after 200 px and takes the page back up', async ({ page }) => {
  await openLanding(page, 375);
  const toTop = page.getByRole('button', { name: 'Scroll to top' });
  await page.evaluate(() => window.scrollTo(0, 150));
  await page.waitForTimeout(300);
  await expect(toTop).toBeHidden();
  await page.evaluate(() => window.scrollTo(0, 900));
  await expect(toTop).toBeVisible();
  await toTop.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(toTop).toBeHidden();
});

test('Join Now opens registration inside the app', async ({ page }) => {
  await openLanding(page, 1280);
  await page.getByRole('main').getByRole('link', { name: 'Join Now' }).first().click();
  await expect(page).toHaveURL(/\/auth\/register$/);
});

test('no horizontal scrolling from 320 px to 1280 px', async ({ page }) => {
  await openLanding(page, 1280);
  for (const width of [320, 375, 575, 576, 768, 991, 992, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    expect(await horizontalOverflow(page), `overflow at ${width} px`).toBe(0);
  }
});

for (const width of [375, 1280]) {
  test(`landing: no axe violations at ${width} px`, async ({ page }) => {
    await openLanding(page, width);
    // Lazy pictures load as they near the viewport: scroll through so the whole page is checked as seen.
    await page.evaluate(async () => {
      for (let y = 0; y < document.documentElement.scrollHeight; y += 600) {
        window.scrollTo(0, y);
        await new Promise((r) => setTimeout(r, 30));
      }
      window.scrollTo(0, 0);
    });
    await expectNoAxeViolations(page);
    // Axe leaves same-colour text as "needs review": check every button-styled link and button shows its label.
    const invisible = await page
      .locator('.registry-button')
      .evaluateAll((els) =>
        els
          .filter((el) => getComputedStyle(el).color === getComputedStyle(el).backgroundColor)
          .map((el) => el.textContent),
      );
    expect(invisible).toEqual([]);
    await page.screenshot({ path: test.info().outputPath(`landing-${width}.png`), fullPage: true });
  });
}
