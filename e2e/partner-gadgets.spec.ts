import { registerThroughApi } from './support/auth';
import { expect, handOver, partnerUrl, test } from './support/partner-origin';

// Partner pages on the second origin under the strict CSP (e2e/support/partner-server.ts), for what a
// partner meets on the second day: the language the page decides, ...

test('gadgets written with lang="es" are in Spanish from the first screen: the FAQ’s questions, and the study of a participant whose own language is English', async ({
  page,
  request,
}) => {
  const account = await registerThroughApi(request, { first_name: 'Elena', last_name: 'Idioma' });
  await page.goto(partnerUrl('/pages/spanish.html'));
  const faq = page.locator('registry-faq');
  await expect(faq.getByRole('heading', { name: 'Preguntas frecuentes' })).toBeVisible();
  await expect(faq.getByRole('button', { name: '¿Qué es el registro?' })).toBeVisible();
  await expect(faq.getByRole('button', { name: 'What is the registry?' })).toHaveCount(0);

  const survey = page.locator('registry-survey');
  const calls: (string | null)[] = [];
  page.on(
    'request',
    (r) => void (/\/api\/studies\/\d+/.test(r.url()) && calls.push(r.headers()['x-registry-language'] ?? null)),
  );
  expect(await handOver(page, account.token)).toBe('signed-in');
  await expect(survey.getByText('Estudio principal del T1D Registry').first()).toBeVisible();
  expect(calls.length).toBeGreaterThan(0);
  expect(new Set(calls)).toEqual(new Set(['es']));
});
