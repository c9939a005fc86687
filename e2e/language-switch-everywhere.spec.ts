import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { signIn, storeToken, TOKEN_KEY } from './support/auth';
import { CORE, PASSWORD, registerAtConsent, surveyPath, type AtConsent } from './support/consent';
import { SIGNED_OUT_PAGES } from './support/routes';
import { signCoreConsent } from './support/study-api';

// DECISIONS §12: the language switch is in every header. Every route a participant can open, as
// the visitor or participant who may open it, shows it in its header at phone width; the
// restricted steps a fresh account cannot reach here (/child-profile, /re-consent: demo accounts
// only) are checked on their frames in the unit tests (language-switch-frames.test.tsx).

const signedIn = (p: AtConsent) => {
  const survey = surveyPath(p);
  return [
    '/dashboard',
    '/register-success',
    '/user-profile',
    '/glucose-device/link',
    survey,
    `${survey}?procedure=questionnaire`,
    `${survey}/procedureStatus?procedure=screening`,
    `${survey}/not-eligible`,
    `${survey}/no-consent`,
    `${survey}/closed-study`,
    `${survey}/review-answers?procedure=screening`,
    `${survey}/data-insights`,
  ];
};

/** The switch to Spanish, in a banner (the page's header), visible. */
async function expectSwitch(page: Page, path: string) {
  const toSpanish = page.getByRole('banner').getByRole('button', { name: 'Español (Spanish)' });
  await expect(toSpanish, `${path} has the language switch in its header`).toBeVisible();
}

/** The user consent id of the participant's first signed consent of the core study. */
async function signedConsentId(request: APIRequestContext, p: AtConsent): Promise<number> {
  const list = await request.get(`/api/participant/${p.id}/user-studies/${p.userStudyId}/consents`, {
    headers: { Authorization: `JWT ${p.token}` },
  });
  const [first] = (await list.json()) as Array<{ user_consent_id: number }>;
  return first.user_consent_id;
}

/** Signs the first consent of the core study through the API, as the parent does (DECISIONS §11: re-authenticated). */
async function signFirstConsent(request: APIRequestContext, p: AtConsent) {
  const headers = { Authorization: `JWT ${p.token}` };
  const reauth = await request.post('/api/registry/reauth', { headers, data: { password: PASSWORD } });
  const { reauth_token } = (await reauth.json()) as { reauth_token: string };
  const list = await request.get(`/api/participant/${p.id}/user-studies/${p.userStudyId}/consents`, { headers });
  const [consent] = (await list.json()) as Array<{ id: number; user_consent_id: number }>;
  const signed = await request.post(
    `/api/participant/${p.id}/user-studies/${p.userStudyId}/consents/${consent.id}/sign`,
    {
      headers: { ...headers, 'X-Reauth': reauth_token },
      data: { subject_name: 'Robin De La Cruz', user_consent_id: consent.user_consent_id },
    },
  );
  expect(signed.ok(), await signed.text()).toBe(true);
}

test.describe('signed out', () => {
  for (const path of SIGNED_OUT_PAGES) {
    test(`${path}: the switch is in the header`, async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 800 });
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expectSwitch(page, path);
    });
  }
});

test('signed in: every participant route has the switch in its header', async ({ page, request }) => {
  test.setTimeout(120_000);
  const p = await registerAtConsent(request, { first: 'Lena', last: 'García López' });
  await signCoreConsent(request, { id: p.id, token: p.token, email: p.email }, p.userStudyId, PASSWORD);
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/landing');
  await storeToken(page, p.token);
  const consent = await signedConsentId(request, p);
  for (const path of [...signedIn(p), `/survey/study/${CORE}/user/${p.id}/signedConsent/${consent}`]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first(), path).toBeVisible();
    await expectSwitch(page, path);
  }
});

test('/assent: the teen who signs for themselves finds the switch too, and their choice is stored', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const family = await registerAtConsent(request, {
    first: 'Robin',
    last: 'De La Cruz',
    childAge: 15,
    childFirst: 'Taylor',
    childLast: 'De La Cruz',
  });
  // The parent signs the parental consent; the child consent waits for the teen at /assent.
  await signFirstConsent(request, family);
  await page.setViewportSize({ width: 375, height: 800 });
  await signIn(page, family.email, PASSWORD, '/assent');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expectSwitch(page, '/assent');
  // A session with a step to finish may change its language: the profile keeps it, so the consent's
  // documents and the registry's messages follow the page.
  await page.getByRole('banner').getByRole('button', { name: 'Español (Spanish)' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'English (inglés)' })).toBeVisible();
  const token = await page.evaluate((key) => sessionStorage.getItem(key) ?? localStorage.getItem(key), TOKEN_KEY);
  await expect
    .poll(async () => {
      const me = await request.get('/api/registry/me', { headers: { Authorization: `JWT ${token}` } });
      return ((await me.json()) as { preferred_language?: string }).preferred_language;
    })
    .toBe('es');
});
