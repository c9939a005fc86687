import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { DEMO, signIn, TOKEN_KEY } from './support/auth';
import { expectNoAxeViolations } from './support/axe';

// The dashboard of the demo adult (every section seeded by the demo progress), driven as
// a participant, checked against what the server stored. One sign-in for the whole file.

test.describe.configure({ mode: 'serial' });

let page: Page;
let auth: { id: number; headers: Record<string, string> };

async function api(request: APIRequestContext, path: string) {
  const res = await request.get(`/api/participant/${auth.id}${path}`, { headers: auth.headers });
  expect(res.ok(), await res.text()).toBe(true);
  return res.json();
}
const userStudyOf = async (request: APIRequestContext, studyId: number) =>
  ((await api(request, '/user-studies')) as Array<{ id: number; study_id: number } & Record<string, unknown>>).find(
    (us) => us.study_id === studyId,
  )!;
const region = (name: string) => page.getByRole('region', { name, exact: true });
const card = (title: string) => page.getByRole('article', { name: title });

test.beforeAll(async ({ browser }: { browser: Browser }) => {
  // A context of our own (axe needs one), shared by the file's tests: one sign-in.
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  page = await context.newPage();
  await page.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => route.abort());
  await signIn(page, DEMO.adult.email, DEMO.adult.password);
  const token = (await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY))!;
  const me = await page.request.get('/api/registry/me', { headers: { Authorization: `JWT ${token}` } });
  auth = { id: (await me.json()).id, headers: { Authorization: `JWT ${token}` } };
});
test.afterAll(() => page.context().close());

test('every section, the banner wording, a missed opportunity told once; axe clean at 375 and 1280 px', async () => {
  // The sign-in landed here and told the seeded missed study (other specs may have too): wait for
  // that, then make it untold again through the same call, so this visit is the first.
  await expect(region('Studies')).toBeVisible();
  await expect.poll(async () => (await api(page.request, '/missed-opportunities?notified=false')).length).toBe(0);
  const reset = await page.request.patch(`/api/participant/${auth.id}/missed-opportunities`, {
    headers: auth.headers,
    data: { notified: false },
  });
  expect(reset.ok()).toBe(true);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByText('You have 1 new study and 1 new research opportunity available')).toBeVisible();
  const missed = page.getByRole('region', { name: 'A study closed before you could take part' });
  await expect(missed).toContainText('Exercise and Hypoglycemia Survey 2025');

  const studies = region('Studies');
  await expect(studies.getByRole('heading', { name: 'Not started (1)' })).toBeVisible();
  await expect(card('T1D Registry Core Study').getByRole('button', { name: 'Start the study' })).toBeVisible();
  await expect(card('Hypoglycemia Awareness Check-in').getByRole('button', { name: 'Resume' })).toBeVisible();
  await expect(studies.getByRole('heading', { name: 'Completed (2)' })).toBeVisible();
  await expect(card('Sleep and Glucose Sub Study').getByRole('button', { name: 'Retake screening' })).toBeVisible();
  const ro = region('External Research Opportunities');
  await expect(ro.getByRole('article', { name: 'Closed-Loop Insulin at Night: a Clinical Trial' })).toContainText(
    'Not viewed',
  );
  await expect(ro.getByRole('article', { name: 'Teens and CGM Alarms: an Interview Study' })).toContainText(
    /Viewed: \w{3} \d+, \d{4}/,
  );
  await expect(
    region('Questionnaire History').getByRole('article', { name: 'Annual Questionnaire 2026' }),
  ).toContainText(/Completed: /);
  await expect(region('Closed Studies & Research Opportunities')).toContainText('This study is closed.');
  const achievements = region('Achievements');
  await expect(achievements.getByRole('img', { name: 'Questionnaire' })).toBeVisible();
  const review = achievements.getByRole('link', { name: 'Review' }).first();
  await expect(review).toHaveAttribute('href', /\/review-answers\?procedure=(questionnaire|screening)&from=dashboard$/);
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 375, height: 812 });
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 1280, height: 900 });

  // Told once: the server now has it notified, and the next visit does not show it.
  await expect.poll(async () => (await api(page.request, '/missed-opportunities?notified=false')).length).toBe(0);
  await page.reload();
  await expect(region('Studies')).toBeVisible();
  await expect(missed).toHaveCount(0);
});

test('each card and achievement button is named for its study or document, its visible words first', async () => {
  await page.goto('/dashboard');
  await expect(card('T1D Registry Core Study')).toBeVisible();
  await expect(region('Achievements').getByRole('link').first()).toBeVisible();
  // The accessibility tree's names: 'Start the study', 'View details', 'Download' and 'Review'
  // repeat on the page, yet within a section each name is told apart, and starts with the words
  // shown (WCAG 2.5.3). A study listed in two sections (Completed, Questionnaire History) has the
  // same name in both: the same button.
  const words = '(Start the study|Resume|View details|Retake screening|Download|Review)';
  const action = new RegExp(`- '?(?:button|link) "(${words}[^"]*)"`, 'g');
  const all: string[] = [];
  for (const name of ['Studies', 'External Research Opportunities', 'Questionnaire History', 'Achievements']) {
    const names = [...(await region(name).ariaSnapshot()).matchAll(action)].map((m) => m[1]);
    expect(names.length, name).toBeGreaterThan(0);
    expect(names, name).toEqual([...new Set(names)]);
    all.push(...names);
  }
  for (const name of all) expect(name).toMatch(new RegExp(`^${words}: \\S`));
  expect(all.filter((n) => n.startsWith('Start the study')).length).toBeGreaterThanOrEqual(3);
  expect(all).toContain('Start the study: T1D Registry Core Study');
  expect(all).toContain('Retake screening: Sleep and Glucose Sub Study');
  expect(all).toContainEqual(
    expect.stringMatching(/^Review: Screening completed, Sleep and Glucose Sub Study, \w{3} \d+, \d{4}$/),
  );
  expect(all).toContainEqual(
    expect.stringMatching(/^Download: Annual questionnaire completed, Annual Questionnaire 2026, /),
  );
});

/** Moves focus with Tab only until `target` has it (keyboard-only use). */
async function tabTo(target: ReturnType<Page['getByRole']>) {
  for (let i = 0; i < 80; i += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error('never reached with Tab');
}

test('keyboard only: a research opportunity opened is marked viewed; the core study starts with the study-begin event', async () => {
  await page.goto('/dashboard');
  const title = 'Closed-Loop Insulin at Night: a Clinical Trial';
  const open = card(title).getByRole('button', { name: 'Start the study' });
  await tabTo(open);
  await page.keyboard.press('Enter');
  const night = await userStudyOf(page.request, 105);
  await expect(page).toHaveURL(new RegExp(`/survey/study/105/user-study/${night.id}/user/${auth.id}$`));
  expect((await userStudyOf(page.request, 105)).viewed_at).toEqual(expect.any(String));

  await page.goto('/dashboard');
  await expect(region('External Research Opportunities').getByRole('heading', { name: 'Viewed (2)' })).toBeVisible();
  await expect(card(title)).toContainText(/Viewed: \w{3} \d+, \d{4}/);

  const core = await userStudyOf(page.request, 101);
  await tabTo(card('T1D Registry Core Study').getByRole('button', { name: 'Start the study' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/survey/study/101/user-study/${core.id}/user/${auth.id}$`));
  const events = await api(page.request, `/events?event=fe_study_begin&user_study=${core.id}`);
  expect(events).toEqual([expect.objectContaining({ study: 101, user_study: core.id })]);
});

test('screening reattempt: cancelled, confirmed, then refused at the limit', async () => {
  await page.goto('/dashboard');
  const sleepCard = card('Sleep and Glucose Sub Study');
  await sleepCard.getByRole('button', { name: 'Retake screening' }).click();
  const ask = page.getByRole('dialog', { name: 'Reactivate' });
  await ask.getByRole('button', { name: 'No, cancel' }).click();
  await expect(ask).toBeHidden();
  const before = await userStudyOf(page.request, 103);
  expect(before.is_eligible).toBe(false);

  await sleepCard.getByRole('button', { name: 'Retake screening' }).click();
  await ask.getByRole('button', { name: 'Yes, Try Again' }).click();
  // The survey opens once the server has started screening over: read what it stored after that.
  await expect(page).toHaveURL(
    new RegExp(`/survey/study/103/user-study/${before.id}/user/${auth.id}\\?procedure=screening$`),
  );
  const sleep = await userStudyOf(page.request, 103);
  expect(sleep).toMatchObject({ id: before.id, is_eligible: null, dashboard_status: 'in_progress' });

  // Screening answered again through the API (the survey screens are another issue): not eligible.
  const base = `/api/participants/${auth.id}/user-studies/${sleep.id}`;
  const saved = await page.request.post(`${base}/questions/3001/answers`, {
    headers: auth.headers,
    data: [{ question: 3001, question_option: 300102, value: 'true' }],
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  const submitted = await page.request.post(`/api/participant/${auth.id}/user-studies/${sleep.id}/user-procedures`, {
    headers: auth.headers,
    data: { procedure_id: 'screening' },
  });
  expect(submitted.ok(), await submitted.text()).toBe(true);
  expect((await userStudyOf(page.request, 103)).is_eligible).toBe(false);

  await page.goto('/dashboard');
  await sleepCard.getByRole('button', { name: 'Retake screening' }).click();
  await ask.getByRole('button', { name: 'Yes, Try Again' }).click();
  const limit = page.getByRole('dialog', { name: 'Max number of screening reattempts reached' });
  await expect(limit).toContainText(
    'Sorry! It looks like you completed our screening questions multiple times. Unfortunately, at this time you are not eligible to participate in the Registry.',
  );
  await expectNoAxeViolations(page);
  await limit.getByRole('button', { name: 'Close' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  expect((await userStudyOf(page.request, 103)).is_eligible).toBe(false);
});
