import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';

async function tabTo(page: Page, name: string, max = 10) {
  for (let i = 0; i < max; i += 1) {
    await page.keyboard.press('Tab');
    const label = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      return el ? (el.getAttribute('aria-label') ?? el.textContent ?? '').trim() : '';
    });
    if (label === name) return;
  }
  throw new Error(`could not reach "${name}" with Tab`);
}

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/landing');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to the registry!' })).toBeVisible();
});

test('on a phone the header shows the hamburger instead of the links', async ({ page }) => {
  const header = page.getByRole('banner');
  await expect(header.getByRole('button', { name: 'Menu', exact: true })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Sign Up' })).toBeHidden();
  await expect(header.getByRole('link', { name: 'FAQ' })).toBeHidden();
});

test('the hamburger menu works by keyboard: focus stays inside, Escape closes, focus returns', async ({ page }) => {
  const hamburger = page.getByRole('button', { name: 'Menu', exact: true });
  // The pre-rendered button is disabled (and skipped by Tab) until the app has taken the page over.
  await expect(hamburger).toBeEnabled();
  await tabTo(page, 'Menu');
  await expect(hamburger).toBeFocused();
  await page.keyboard.press('Enter');

  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toBeVisible();
  await expect(hamburger).toHaveAttribute('aria-expanded', 'true');
  await expect(menu.getByRole('navigation').getByRole('link')).toHaveText([
    'Home',
    'Contact Us',
    'FAQ',
    'Sign In',
    'Sign Up',
  ]);
  await expect(menu.getByRole('link', { name: /opens in a new tab/ })).not.toHaveCount(0);
  await expect(menu.getByRole('button', { name: 'Close menu' })).toBeFocused();

  // Twice round the menu forwards and once backwards: focus never leaves it.
  const inside = () => page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'));
  for (let i = 0; i < 20; i += 1) {
    await page.keyboard.press('Tab');
    expect(await inside()).toBe(true);
  }
  for (let i = 0; i < 10; i += 1) {
    await page.keyboard.press('Shift+Tab');
    expect(await inside()).toBe(true);
  }
  await expectNoAxeViolations(page);
  await page.screenshot({ path: test.info().outputPath('menu-375.png') });

  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(hamburger).toBeFocused();
  await expect(hamburger).toHaveAttribute('aria-expanded', 'false');
});

test('Contact Us in the menu closes it and lands on the contact block', async ({ page }) => {
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  await page.getByRole('dialog').getByRole('link', { name: 'Contact Us' }).press('Enter');
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(page.locator('#registry-contact')).toBeFocused();
  await expect(page.locator('#registry-contact')).toBeInViewport();
});

test('a menu link navigates and closes the menu', async ({ page }) => {
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  await page.getByRole('dialog').getByRole('link', { name: 'FAQ' }).click();
  await expect(page).toHaveURL(/\/faq$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('widening the window past the breakpoint closes the menu', async ({ page }) => {
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.setViewportSize({ width: 1024, height: 740 });
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign Up' })).toBeVisible();
});
