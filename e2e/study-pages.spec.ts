import { overrideSettings } from './support/settings';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO, registerThroughApi, signIn, storeToken, type ApiAccount } from './support/auth';
import { expectNoAxeViolations } from './support/axe';
import { enrol, failCoreScreening, readUserStudy, submitAnnualQuestionnaire, userStudyOf } from './support/study-api';

// The study's side pages: not eligible, closed study, research, data insights, and the
// intro and conclusion components on the development preview route, on real user studies put in
// state through the API. Axe at 375 and 1280 px; keyboard only where the participant acts.

const survey = (a: { id: number }, studyId: number, userStudyId: number) =>
  `/survey/study/${studyId}/user-study/${userStudyId}/user/${a.id}`;
const preview = (a: { id: number }, studyId: number, userStudyId: number, page: string) =>
  `/study-pages-preview/study/${studyId}/user-study/${userStudyId}/user/${a.id}?page=${page}`;

async function openAs(page: Page, a: ApiAccount, path: string) {
  await page.goto('/faq');
  await storeToken(page, a.token);
  await page.goto(path);
}

async function axeAtBothWidths(page: Page) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await expectNoAxeViolations(page);
  }
}

/** Tabs until the element has focus (at most `max` presses): a keyboard user's way there. */
async function tabTo(page: Page, target: ReturnType<Page['getByRole']>, max = 25) {
  for (let i = 0; i < max; i += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error('never reached by Tab');
}

test('not eligible: the registry page, Reactivate by keyboard, and the reattempt limit text', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000); // four screenings answered through the API
  const a = await registerThroughApi(request);
  const usId = await failCoreScreening(request, a);
  await openAs(page, a, `${survey(a, 101, usId)}/not-eligible`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Thank you for your time and interest in the registry' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/dashboard');
  await expect(page.getByRole('heading', { name: 'Follow us' })).toBeVisible();
  await axeAtBothWidths(page);

  // Three retakes are allowed; each makes the participant answer the screening again.
  for (let attempt = 1; attempt <= 4; attempt += 1) {
    if (attempt > 1) {
      await failCoreScreening(request, a);
      await page.goto(`${survey(a, 101, usId)}/not-eligible`);
    }
    const retake = page.getByRole('button', { name: 'Answer the screening questions again' });
    await tabTo(page, retake);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Reactivate' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'No, cancel' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Yes, Try Again' }).focus();
    await page.keyboard.press('Enter');
    if (attempt <= 3) {
      await expect(page).toHaveURL(new RegExp(`${survey(a, 101, usId)}\\?procedure=screening$`));
      expect((await readUserStudy(request, a, usId)).is_eligible).toBeNull();
    }
  }
  const alert = page.getByRole('alert').filter({ hasText: 'Max number of screening reattempts reached' });
  await expect(alert).toContainText('Max number of screening reattempts reached');
  await expect(alert).toContainText(
    'Sorry! It looks like you completed our screening questions multiple times. Unfortunately, at this time you are not eligible to participate in the Registry.',
  );
  await expect(page.getByRole('button', { name: 'Answer the screening questions again' })).toHaveCount(0);
  expect((await readUserStudy(request, a, usId)).is_eligible).toBe(false);
  await axeAtBothWidths(page);
});

test("not eligible: a partner-network participant reads 'Whoops!', whatever source the address names", async ({
  page,
  request,
}) => {
  const a = await registerThroughApi(
    request,
    { first_name: 'Robin', last_name: 'Partner', email: 'partner-screening@demo.example.org' },
    { jtoken: 'demo-partner-screening' },
  );
  const usId = await failCoreScreening(request, a);
  // The survey sends a participant found not eligible to the page with the address's source (registry).
  await openAs(page, a, survey(a, 101, usId));
  await expect(page).toHaveURL(new RegExp(`${survey(a, 101, usId)}/not-eligible\\?source=registry$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Whoops!' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Answer the screening questions again' })).toHaveCount(0);
  await axeAtBothWidths(page);
});

test('closed study: the banner for the demo closed study, Back to Dashboard by keyboard', async ({ page, request }) => {
  await signIn(page, DEMO.adult.email, DEMO.adult.password);
  const login = await request.post('/api/registry/login', { data: DEMO.adult });
  const { token } = (await login.json()) as { token: string };
  const id = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).user_id as number;
  const closed = await userStudyOf(request, { id, token, email: DEMO.adult.email }, 104);
  expect(closed.study_status).toBe('closed');
  await page.goto(`${survey({ id }, 104, closed.id)}/closed-study`);
  await expect(page.getByRole('heading', { level: 1, name: 'Exercise and Hypoglycemia Survey 2025' })).toBeVisible();
  await expect(page.getByText('This study is no longer open to enrollment through the registry.')).toBeVisible();
  await axeAtBothWidths(page);
  const back = page.getByRole('link', { name: 'Back to Dashboard' });
  await tabTo(page, back);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('closed study: an open study is skipped back to the survey', async ({ page, request }) => {
  const a = await registerThroughApi(request);
  const core = await userStudyOf(request, a, 101);
  await openAs(page, a, `${survey(a, 101, core.id)}/closed-study`);
  // The survey then opens the participant's current step (the intro for a new participant).
  await expect(page).toHaveURL(new RegExp(`${survey(a, 101, core.id)}(\\?procedure=intro)?$`));
});

test("research: 'Start now' opens the research site in a new tab with the participant id", async ({
  page,
  request,
  context,
}) => {
  const a = await registerThroughApi(request);
  await enrol(request, a);
  const us = await userStudyOf(request, a, 105);
  await context.route('https://research.example.org/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Research site</title><h1>Research site</h1>' }),
  );
  await openAs(page, a, preview(a, 105, us.id, 'research'));
  await expect(page.getByRole('heading', { name: 'Study Details' })).toBeVisible();
  await axeAtBothWidths(page);
  const start = page.getByRole('link', { name: 'Start now (opens in a new tab)' });
  await tabTo(page, start);
  const [tab] = await Promise.all([context.waitForEvent('page'), page.keyboard.press('Enter')]);
  await tab.waitForLoadState();
  expect(tab.url()).toBe(`https://research.example.org/closed-loop-night?participant_id=${a.id}`);
  await expect(page).toHaveURL(new RegExp('/study-pages-preview/'));
});

test('data insights: totals of the annual questionnaire as charts with tables, readable by keyboard', async ({
  page,
  request,
}) => {
  // Other participants (the demo adult, other specs) may have submitted already: count from what the server held before.
  const first = await registerThroughApi(request);
  await enrol(request, first);
  const before = await givebacks(request, first);
  for (let i = 0; i < 5; i += 1) {
    const a = i === 0 ? first : await registerThroughApi(request);
    await submitAnnualQuestionnaire(request, a, { changed: i < 2, satisfaction: i < 3 ? '3' : '4' });
  }
  const after = await givebacks(request, first);
  const changedQ = /Has your diabetes treatment changed in the past year\?/;
  const satisfactionQ = /How satisfied are you/;
  // Figures under the minimum group size (5) are withheld, so earlier charts may be absent: compare
  // the participants counted, then check the figures hold at least these five answers.
  expect(after.participants - before.participants).toBe(5);
  expect(count(after, changedQ, 'Yes')).toBeGreaterThanOrEqual(2);
  expect(count(after, changedQ, 'No')).toBeGreaterThanOrEqual(3);
  expect(count(after, satisfactionQ, 'Satisfied')).toBeGreaterThanOrEqual(3);
  expect(count(after, satisfactionQ, 'Very satisfied')).toBeGreaterThanOrEqual(2);

  const us = await userStudyOf(request, first, 102);
  await openAs(page, first, `${survey(first, 102, us.id)}/data-insights`);
  await expect(page.getByRole('heading', { level: 1, name: 'Data Insights' })).toBeVisible();
  const changed = page.getByRole('figure', { name: changedQ });
  for (const label of ['Yes', 'No']) {
    const item = choice(after, changedQ, label);
    await expect(changed.getByRole('list', { name: /Bar chart/ })).toContainText(
      `${label}${percent(item.percent)} (${item.count})`,
    );
  }
  const satisfaction = page.getByRole('figure', { name: satisfactionQ });
  const summary = satisfaction.getByText('Show as a table');
  await tabTo(page, summary, 60);
  await page.keyboard.press('Enter');
  const table = satisfaction.getByRole('table');
  for (const label of ['Satisfied', 'Very satisfied']) {
    const item = choice(after, satisfactionQ, label);
    await expect(table.getByRole('row', { name: `${label} ${item.count} ${percent(item.percent)}` })).toBeVisible();
  }
  const a1c = chart(after, /most recent A1c/);
  expect(a1c.respondents).toBeGreaterThanOrEqual(5);
  await expect(page.getByRole('figure', { name: /most recent A1c/ })).toContainText(`(${a1c.respondents} answered)`);
  await axeAtBothWidths(page);
});

type Charts = {
  participants: number;
  charts: Array<{
    title: string;
    respondents: number;
    items?: Array<{ label: string; count: number; percent: number }>;
  }>;
};

async function givebacks(request: APIRequestContext, a: ApiAccount): Promise<Charts> {
  const res = await request.get('/api/live_data_givebacks?study_id=102', {
    headers: { Authorization: `JWT ${a.token}` },
  });
  expect(res.status()).toBe(200);
  return res.json();
}
const chart = (g: Charts, title: RegExp) => g.charts.find((c) => title.test(c.title)) ?? { respondents: 0, items: [] };
const choice = (g: Charts, title: RegExp, label: string) =>
  chart(g, title).items?.find((i) => i.label === label) ?? { label, count: 0, percent: 0 };
const count = (g: Charts, title: RegExp, label: string) => choice(g, title, label).count;
const percent = (p: number) => `${Number(p.toFixed(1))}%`;

test('data insights: too few answers say so', async ({ page, request }) => {
  // The core study's figures show from the start (the demo seed's completed questionnaires); the
  // sleep sub study's questionnaire has too few answers.
  const a = await registerThroughApi(request);
  await enrol(request, a);
  const sub = await userStudyOf(request, a, 103);
  await openAs(page, a, `${survey(a, 103, sub.id)}/data-insights`);
  await expect(page.getByText(/There are not enough answers yet to show results/)).toBeVisible();
  await axeAtBothWidths(page);
});

test('intro: the e-mail switch by keyboard, with its snackbars', async ({ page, request }) => {
  const a = await registerThroughApi(request);
  const core = await userStudyOf(request, a, 101);
  await openAs(page, a, preview(a, 101, core.id, 'intro'));
  await expect(page.getByRole('heading', { level: 1, name: 'T1D Registry Core Study' })).toBeVisible();
  await axeAtBothWidths(page);
  const toggle = page.getByRole('switch', { name: 'E-mails about this study' });
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  await tabTo(page, toggle);
  const saved = page.waitForResponse((r) => r.url().includes('/update_study/101') && r.request().method() === 'PATCH');
  await page.keyboard.press('Space');
  expect(await (await saved).json()).toEqual({ study_id: 101, email_notification_toggle: false });
  await expect(page.getByText('Emails for this study turned off')).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  await expect(toggle).toContainText('Off');
  await page.keyboard.press('Space');
  await expect(page.getByText('Emails for this study turned on')).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
});

test("conclusion: an annual questionnaire's Donate Gift Card, then 'Success!' (stored)", async ({ page, request }) => {
  const a = await registerThroughApi(request);
  const usId = await submitAnnualQuestionnaire(request, a);
  await openAs(page, a, preview(a, 102, usId, 'conclusion'));
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you!' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Data Insights' })).toHaveCount(0);
  await axeAtBothWidths(page);
  const donate = page.getByRole('button', { name: 'Donate Gift Card' });
  await tabTo(page, donate);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Success!' })).toBeDisabled();
  await expect(
    page.getByText('Thank you! The value of your gift card goes to type 1 diabetes research.'),
  ).toBeVisible();
  expect((await readUserStudy(request, a, usId)).is_donated).toBe(true);
  await axeAtBothWidths(page);
});

test('Need Help menu opens and closes by keyboard', async ({ page, request }) => {
  const a = await registerThroughApi(request);
  const core = await userStudyOf(request, a, 101);
  await openAs(page, a, `${survey(a, 101, core.id)}/data-insights`);
  const help = page.getByRole('button', { name: 'Need Help?' });
  await tabTo(page, help);
  await page.keyboard.press('Enter');
  await expect(page.getByText('Monday to Friday from 8AM to 5PM EST')).toBeVisible();
  await axeAtBothWidths(page);
  await page.keyboard.press('Escape');
  await expect(page.getByText('Monday to Friday from 8AM to 5PM EST')).toBeHidden();
  await expect(help).toBeFocused();
});

test.describe('external services after a core-study questionnaire (development stand-ins)', () => {
  for (const [script, expected, stored] of [
    ['relevant-id.js', /Relevant ID answered: .*"RelevantId":"dev-\d+"/, { is_relevant_id_data_available: true }],
    [
      'relevant-id-hang.js',
      'Relevant ID failed: RelevantID service timed out',
      { is_relevant_id_data_available: false, relevantID_failure_reason: 'RelevantID service timed out' },
    ],
  ] as const) {
    test(`${script}: the outcome is stored with /imperium-relevant`, async ({ page, request }) => {
      test.setTimeout(45_000);
      const a = await registerThroughApi(request);
      const core = await userStudyOf(request, a, 101);
      await overrideSettings(page, {
        externalServices: {
          csoFormScriptUrl: '/dev-external/cso-form.js',
          relevantIdScriptUrl: `/dev-external/${script}`,
        },
      });
      await openAs(page, a, preview(a, 101, core.id, 'external'));
      const stored_ = page.waitForResponse((r) => r.url().endsWith('/api/imperium-relevant'), { timeout: 15_000 });
      await page.getByRole('button', { name: "Run the questionnaire's external services" }).click();
      const response = await stored_;
      expect(response.status()).toBe(201);
      expect(response.request().postDataJSON()).toMatchObject({
        participant: a.id,
        study: 101,
        user_study: core.id,
        ...stored,
      });
      await expect(page.locator('.registry-study-page [role="status"]')).toHaveText(expected, { timeout: 12_000 });
      expect(
        await page.evaluate(() => (globalThis as { registryCsoFormCalls?: unknown[] }).registryCsoFormCalls),
      ).toEqual([{ participant: a.id, study: 101, user_study: core.id, clientId: 'dev-preview' }]);
    });
  }
});
