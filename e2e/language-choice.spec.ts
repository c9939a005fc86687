import { expect, test, type Page } from '@playwright/test';

// The participant's choice of language (DECISIONS §12) on the standalone site: a link's ?lang,
// the switch in the header, <html lang>, and the choice remembered across a reload. (Only the
// switch's own texts are asserted: the screens' Spanish texts are written separately.)

/** Console errors and uncaught errors of a page from now on (a hydration in the wrong language would log). */
function problemsOf(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(m.text());
  });
  page.on('pageerror', (e) => problems.push(`uncaught: ${e.message}`));
  return problems;
}

test('?lang=es shows the page in Spanish, remembered across a reload; the switch goes back to English', async ({
  page,
}) => {
  const problems = problemsOf(page);
  await page.goto('/landing?lang=es');
  const toEnglish = page.getByRole('banner').getByRole('button', { name: 'English (inglés)' });
  await expect(toEnglish).toBeVisible();
  await expect(toEnglish).toHaveAttribute('lang', 'en');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');

  // The pre-rendered (English) landing page is rendered afresh in the remembered Spanish.
  await page.goto('/landing');
  await expect(toEnglish).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.locator('.registry-root')).toHaveAttribute('lang', 'es');

  await toEnglish.click();
  const toSpanish = page.getByRole('banner').getByRole('button', { name: 'Español (Spanish)' });
  await expect(toSpanish).toBeVisible();
  await expect(toSpanish).toHaveAttribute('lang', 'es');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect(await page.evaluate(() => localStorage.getItem('registry.lang'))).toBe('en');

  await page.reload();
  await expect(toSpanish).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect(problems).toEqual([]);
});
