import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { registerThroughApi, storeToken } from './support/auth';
import { SIGNED_OUT_PAGES } from './support/routes';

// Every route of spec 000 §2 and 001 §2, as the visitor or participant who may open it: each one
// renders a level-one heading and passes axe (WCAG 2.2 AA) with zero violations, at phone width.

// Beside the pages, the developer's UI kit and the device vendor's return (a popup without a header).
const PUBLIC = [...SIGNED_OUT_PAGES, '/ui-kit', '/glucose-device/return'];

const SIGNED_IN = (id: number) => {
  const survey = `/survey/study/101/user-study/1/user/${id}`;
  return [
    '/dashboard',
    '/register-success',
    '/user-profile',
    survey,
    `${survey}/procedureStatus`,
    `${survey}/not-eligible`,
    `${survey}/no-consent`,
    `${survey}/closed-study`,
    `${survey}/review-answers?procedure=screening`,
    `${survey}/data-insights`,
    `/survey/study/101/user/${id}/signedConsent/1`,
  ];
};

test.describe('signed out', () => {
  for (const path of PUBLIC) {
    test(`${path} passes axe at 375 px`, async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 800 });
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
});

test('signed in: every participant route passes axe at 375 px', async ({ page, request }) => {
  test.setTimeout(90_000);
  const { id, token } = await registerThroughApi(request, { first_name: 'Rowan', last_name: 'Routes' });
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/landing');
  await storeToken(page, token);
  for (const path of SIGNED_IN(id)) {
    await page.goto(path);
    await expect
      .poll(() => new URL(page.url()).pathname, `${path} kept the participant on it`)
      .toBe(path.split('?')[0]);
    await expect(page.getByRole('heading', { level: 1 }).first(), path).toBeVisible();
    // A screen whose ids are not the participant's shows its error and then a snackbar: let it arrive
    // before axe reads colours, or axe measures the snackbar halfway through its fade-in.
    await page.waitForLoadState('networkidle');
    await expectNoAxeViolations(page);
  }
});
