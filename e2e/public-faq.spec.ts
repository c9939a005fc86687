import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';

async function openFaq(page: Page, width: number) {
  await page.setViewportSize({ width, height: 800 });
  await page.goto('/faq');
  await expect(page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeVisible();
  // The pre-rendered questions take presses once the page's script has run (until then they are
  // disabled: a press would be lost).
  await expect(questions(page).first()).toBeEnabled();
}

const questions = (page: Page) => page.getByRole('main').getByRole('heading', { level: 2 }).getByRole('button');

test('the FAQ lists eleven questions and opens one answer at a time', async ({ page }) => {
  await openFaq(page, 1280);
  await expect(questions(page)).toHaveCount(11);
  await expect(page.getByRole('region')).toHaveCount(0);

  const first = questions(page).nth(0);
  const risks = page.getByRole('button', { name: 'Are there any risks in taking part?' });
  await first.click();
  await expect(first).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('region', { name: 'What is the registry?' })).toBeVisible();

  await risks.click();
  await expect(risks).toHaveAttribute('aria-expanded', 'true');
  await expect(first).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('region')).toHaveCount(1);
  await expect(page.getByRole('region', { name: 'Are there any risks in taking part?' })).toContainText('13 to 17');
});

test('the FAQ accordion works by keyboard', async ({ page }) => {
  await openFaq(page, 375);
  const privacy = page.getByRole('button', { name: 'How is my privacy protected?' });
  await privacy.focus();
  await page.keyboard.press('Enter');
  await expect(privacy).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Space');
  await expect(privacy).toHaveAttribute('aria-expanded', 'false');
});

for (const width of [375, 1280]) {
  test(`FAQ: no axe violations at ${width} px, with an answer open`, async ({ page }) => {
    await openFaq(page, width);
    await questions(page).nth(2).click();
    await expectNoAxeViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(
      0,
    );
    await page.screenshot({ path: test.info().outputPath(`faq-${width}.png`), fullPage: true });
  });
}
