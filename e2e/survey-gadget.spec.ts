import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { registerThroughApi, skipSmsConsent, TOKEN_KEY, uniqueEmail } from './support/auth';
import { PASSWORD, registerAtConsent, storedConsents } from './support/consent';
import { expect, handOver, PARTNER_ORIGIN, PARTNER_SITE, REGISTRY_ORIGIN, test } from './support/partner-origin';
import { answer, enrol, readUserStudy, submit, userStudyOf } from './support/study-api';
import { coreStudyByToken, press, storedAnswers, typeInto } from './support/survey';

// The partner research site (examples/partner-site.html: a Bootstrap-like preflight and
// html{font-size:10px}) embeds <registry-survey study-id="101">. A participant signs in inside
// the gadget with the keyboard, answers a question; the registry stores it; the page's address,
// history and storage stay as they were; after a reload the site hands the token over instead.
// The site is on its own origin under a strict CSP; the gadget and the API on the registry's
// (e2e/support/partner-origin.ts).

const PARTNER = PARTNER_SITE;
const DIAGNOSED = 'Have you been diagnosed with type 1 diabetes?';
const SATISFACTION = 'How satisfied are you with your diabetes care this year?';

const hostState = (page: Page) =>
  page.evaluate(
    (key) => ({
      href: location.href,
      history: history.length,
      local: localStorage.getItem(key),
      session: sessionStorage.getItem(key),
      title: document.title,
    }),
    TOKEN_KEY,
  );

test('a participant signs in inside the gadget, answers by keyboard, and the answer is stored; the page stays as it was', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const account = await registerThroughApi(request, { first_name: 'Gail', last_name: 'Gadget' });
  const study = await coreStudyByToken(request, account.token);
  // The intro is not this test's subject: submitted beforehand, so the gadget opens screening.
  const intro = await request.post(
    `/api/participant/${study.userId}/user-studies/${study.userStudyId}/user-procedures`,
    {
      data: { procedure_id: 'intro' },
      headers: { Authorization: `JWT ${account.token}` },
    },
  );
  expect(intro.ok()).toBe(true);

  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(PARTNER);
  const before = await hostState(page);
  const gadget = page.locator('registry-survey');
  const events = page.locator('#gadget-events');

  // Signed out: the sign-in form inside the gadget.
  await expect(gadget.getByRole('heading', { name: 'Sign In', level: 1 })).toBeVisible();
  await expectNoAxeViolations(page, 'registry-survey');
  await typeInto(page, gadget.getByLabel('Email'), account.email);
  await typeInto(page, gadget.getByLabel('Password', { exact: true }), 'Str0ng-Passw0rd!');
  await page.keyboard.press('Enter');
  await expect(events.getByText('<registry-survey> signed in')).toBeVisible();

  // The gadget found the participant's core study and opened screening, with its welcome dialog.
  const welcome = gadget.getByRole('dialog', { name: "Let's start" });
  await press(page, welcome.getByRole('button', { name: 'Begin' }));
  await expect(welcome).toHaveCount(0);
  await expect(gadget.getByRole('heading', { level: 1, name: DIAGNOSED })).toBeVisible();
  // The public application part: the unanswered banner and 'Save and Leave'.
  await expect(gadget.getByText(/You have \d+ unanswered questions!/)).toBeVisible();
  await expect(gadget.getByRole('link', { name: /Save and Leave/ })).toBeVisible();
  await expectNoAxeViolations(page, 'registry-survey');
  await page.setViewportSize({ width: 1280, height: 900 });
  await expectNoAxeViolations(page, 'registry-survey');

  await press(page, gadget.getByRole('radio', { name: 'Yes' }), 'Space');
  await press(page, gadget.getByRole('button', { name: 'Next', exact: true }));
  await expect(gadget.getByRole('heading', { level: 1, name: 'Do you live in the United States?' })).toBeVisible();
  await expect.poll(() => storedAnswers(request, study)).toEqual({ 100101: 'true' });

  // The host page: same address, same history, nothing in its storage, its own title.
  expect(await hostState(page)).toEqual(before);
  expect(before.local).toBeNull();
  await expect(events.getByText(/<registry-survey> analytics: page_view \/survey\/study\/101\//).first()).toBeVisible();

  // A reload ends the gadget's in-memory session; the answer is on the server, and the site hands
  // the participant's token over (element.signIn) instead of showing the form again.
  await page.reload();
  await expect(gadget.getByRole('heading', { name: 'Sign In', level: 1 })).toBeVisible();
  expect(await hostState(page)).toEqual(before);
  expect(await storedAnswers(request, study)).toEqual({ 100101: 'true' });
  const outcome = await handOver(page, account.token);
  expect(outcome).toBe('signed-in');
  await expect(gadget.getByRole('heading', { level: 1, name: 'Do you live in the United States?' })).toBeVisible();
  await press(page, gadget.getByRole('button', { name: 'Previous', exact: true }));
  await expect(gadget.getByRole('radio', { name: 'Yes' })).toBeChecked();
  expect(await hostState(page)).toEqual(before);
});

test('a newcomer signs up inside the gadget by keyboard and arrives at the study; the account is stored and the page stays as it was', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await page.goto(PARTNER);
  const before = await hostState(page);
  const gadget = page.locator('registry-survey');
  await expect(gadget.getByRole('heading', { name: 'Sign In', level: 1 })).toBeVisible();
  await press(page, gadget.getByRole('link', { name: 'Sign Up' }));
  await expect(gadget.getByRole('heading', { name: 'Sign Up', level: 1 })).toBeVisible();
  await expectNoAxeViolations(page, 'registry-survey');

  const email = uniqueEmail('gadget');
  await press(page, gadget.getByLabel('Myself – I am over 18 years of age.'), 'Space');
  await typeInto(page, gadget.getByLabel('First name', { exact: true }), 'Nia');
  await typeInto(page, gadget.getByLabel('Last name', { exact: true }), 'Newcomer');
  await typeInto(page, gadget.getByLabel('Email'), email);
  await typeInto(page, gadget.getByLabel('Password', { exact: true }), 'Strong-Pass-1');
  await typeInto(page, gadget.getByLabel('Confirm password'), 'Strong-Pass-1');
  await press(page, gadget.getByRole('button', { name: 'Create account' }));
  await skipSmsConsent(page);
  await expect(gadget.getByRole('heading', { level: 1, name: 'Thank you for registering!' })).toBeVisible();
  await expect(page.locator('#gadget-events').getByText('<registry-survey> signed in')).toBeVisible();

  // 'Let's get started' leads to the registry's dashboard in the full app; the gadget opens its study.
  await press(page, gadget.getByRole('link', { name: "Let's get started" }));
  await expect(gadget.getByRole('heading', { level: 1, name: 'T1D Registry Core Study' })).toBeVisible();
  await expect(gadget.getByText('Your answers are saved')).toHaveCount(0);
  expect(await hostState(page)).toEqual(before);

  const signIn = await request.post('/api/registry/login', { data: { email, password: 'Strong-Pass-1' } });
  expect(signIn.ok()).toBe(true);
  const { token } = (await signIn.json()) as { token: string };
  const me = await request.get('/api/registry/me', { headers: { Authorization: `JWT ${token}` } });
  expect(await me.json()).toMatchObject({ email, first_name: 'Nia', last_name: 'Newcomer', profile_type: 'adult' });
});

test('the token hand-off refuses a token that is not a participant’s, and the gadget says which study is missing', async ({
  page,
}) => {
  const warnings: string[] = [];
  page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
  await page.goto(PARTNER);
  const gadget = page.locator('registry-survey');
  await expect(gadget.getByRole('heading', { name: 'Sign In', level: 1 })).toBeVisible();
  const results = await page.evaluate(async () => {
    const el = document.querySelector('registry-survey') as HTMLElement & { signIn(t: unknown): Promise<string> };
    const empty = await el.signIn('').catch((e: Error) => e.name);
    const garbage = await el.signIn('not-a-token').catch((e: Error) => e.name);
    // A readable token of a staff account (unsigned: refused before any call).
    const part = (o: object) => btoa(JSON.stringify(o)).replace(/=+$/, '');
    const staff = `${part({ alg: 'none' })}.${part({ user_id: 1, privileges: [{ id: 'registry:admin' }] })}.x`;
    return { empty, garbage, staff: await el.signIn(staff) };
  });
  expect(results).toEqual({ empty: 'TypeError', garbage: 'TypeError', staff: 'forbidden' });
  await expect(gadget.getByRole('heading', { level: 1, name: 'Access denied' })).toBeVisible();

  // An invalid study id is ignored with a warning; without a study the gadget says it is not set up.
  await page.evaluate(() => document.querySelector('registry-survey')!.setAttribute('study-id', 'core'));
  await expect(gadget.getByRole('heading', { name: 'This survey is not available' })).toBeVisible();
  expect(warnings).toContain('<registry-survey>: ignoring study-id="core": expected a positive whole number.');
});

test('at consent the gadget asks for the password again in its own dialog (DECISIONS §11); the signature, sent cross-origin with X-Reauth, and the submission are stored', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const adult = await registerAtConsent(request, { first: 'Casey', last: 'Consent' });
  await page.goto(PARTNER);
  const gadget = page.locator('registry-survey');
  const outcome = await handOver(page, adult.token);
  expect(outcome).toBe('signed-in');

  const intro = gadget.getByRole('dialog', { name: 'Informed Consent' });
  await press(page, intro.getByRole('button', { name: 'Continue' }));
  await expect(intro).toBeHidden();
  await typeInto(page, gadget.getByRole('textbox', { name: 'Signature' }), 'Casey Consent');
  await page.keyboard.press('Tab');
  await expect(gadget.getByRole('checkbox', { name: 'I agree to take part' })).toBeFocused();
  await page.keyboard.press('Space');
  await page.keyboard.press('Tab');
  await expect(gadget.getByRole('button', { name: 'Continue', exact: true })).toBeFocused();
  await page.keyboard.press('Enter');

  const dialog = gadget.getByRole('dialog', { name: 'Confirm it is you' });
  await expect(dialog).toBeVisible();
  // The dialog is portalled into the gadget's shadow root, not into the host document.
  expect(await dialog.evaluate((el) => el.getRootNode() instanceof ShadowRoot)).toBe(true);
  await expectNoAxeViolations(page, 'registry-survey');
  await expect(dialog.getByLabel('Password')).toBeFocused();
  // The signature goes from the partner's page to the registry's API with the re-authentication header.
  const signature = page.waitForResponse((r) => /\/consents\/\d+\/sign$/.test(r.url()), { timeout: 10_000 });
  await page.keyboard.type(PASSWORD);
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  const signed = await signature;
  expect(signed.url().startsWith(`${REGISTRY_ORIGIN}/api/`)).toBe(true);
  expect(await signed.request().headerValue('x-reauth')).toBeTruthy();
  expect(await signed.request().headerValue('origin')).toBe(PARTNER_ORIGIN);
  expect(signed.status()).toBe(200);

  await expect(gadget.getByRole('button', { name: 'Continue to Questionnaire' })).toBeVisible();
  const [stored] = await storedConsents(request, adult);
  expect(stored.signature).toMatchObject({ subject_name: 'Casey Consent' });
  await expect(
    page.locator('#gadget-events').getByText('<registry-survey> submitted: consent of study 101'),
  ).toBeVisible();

  // After the consent the gadget is still the public application part (DECISIONS §9): 'Save and
  // Leave', the unanswered banner, the contact details; and 'Continue the study' returns to the
  // question left, not to the consent's status page.
  await press(page, gadget.getByRole('button', { name: 'Continue to Questionnaire' }));
  // The questionnaire's welcome dialog, then its first question, the introduction.
  const before = gadget.getByRole('dialog', { name: 'Before you start' });
  await press(page, before.getByRole('button', { name: 'Continue' }));
  await expect(before).toHaveCount(0);
  await expect(gadget.getByRole('heading', { level: 1, name: 'About your diabetes care' })).toBeVisible();
  await press(page, gadget.getByRole('button', { name: 'Next', exact: true }));
  const insulin = gadget.getByRole('heading', { level: 1, name: 'How do you take insulin?' });
  await expect(insulin).toBeVisible();
  await expect(gadget.getByRole('link', { name: /Save and Leave/ })).toBeVisible();
  await expect(gadget.getByText(/You have \d+ unanswered questions!/)).toBeVisible();
  await expect(gadget.getByRole('link', { name: /@/ }).first()).toBeVisible();
  // No link of the gadget leads off its screens to the partner's own pages.
  expect(await gadget.locator('a[href^="/"]').count()).toBe(0);
  await press(page, gadget.getByRole('link', { name: /Save and Leave/ }));
  await expect(gadget.getByRole('heading', { name: 'Your answers are saved' })).toBeVisible();
  expect(await gadget.locator('a[href]').count()).toBe(0);
  await press(page, gadget.getByRole('link', { name: 'Continue the study' }));
  await expect(insulin).toBeVisible();
  await expect(gadget.getByRole('link', { name: /Save and Leave/ })).toBeVisible();
});

// A partner that hands the token over as the page loads gets the survey as the gadget's first
// screen, and the sign-in form is never loaded. (Its bytes: the size step, scripts/size-browser.ts.)
test('a token handed over at page load opens the survey first, without loading the sign-in form', async ({
  page,
  request,
}) => {
  const account = await registerThroughApi(request, { first_name: 'Tara', last_name: 'Token' });
  const study = await coreStudyByToken(request, account.token);
  // As in the first test: the intro submitted beforehand, so the first screen is a questionnaire's.
  const intro = await request.post(
    `/api/participant/${study.userId}/user-studies/${study.userStudyId}/user-procedures`,
    { data: { procedure_id: 'intro' }, headers: { Authorization: `JWT ${account.token}` } },
  );
  expect(intro.ok()).toBe(true);
  const scripts: string[] = [];
  page.on('request', (r) => void (r.resourceType() === 'script' && scripts.push(r.url())));
  await page.addInitScript((token) => {
    void customElements.whenDefined('registry-survey').then(() => {
      (document.querySelector('registry-survey') as HTMLElement & { signIn(t: string): Promise<string> }).signIn(token);
    });
  }, account.token);
  await page.goto(PARTNER);
  const gadget = page.locator('registry-survey');
  // Screening's first screen: its welcome dialog, then the first question.
  await expect(gadget.getByRole('dialog', { name: "Let's start" })).toBeVisible();
  expect(scripts.filter((url) => /login-screen|use-server-errors/.test(url))).toEqual([]);
  await press(page, gadget.getByRole('dialog').getByRole('button', { name: 'Begin' }));
  await expect(gadget.getByRole('heading', { level: 1, name: DIAGNOSED })).toBeVisible();
});

test("'Save and Leave' leads to the gadget's 'Your answers are saved' page; 'Continue the study' goes back in", async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const account = await registerThroughApi(request, { first_name: 'Lee', last_name: 'Leaving' });
  const study = await coreStudyByToken(request, account.token);
  await submit(request, account, study.userStudyId, 'intro');
  await page.goto(PARTNER);
  const before = await hostState(page);
  const gadget = page.locator('registry-survey');
  await expect(gadget.getByRole('heading', { name: 'Sign In', level: 1 })).toBeVisible();
  expect(await handOver(page, account.token)).toBe('signed-in');
  const welcome = gadget.getByRole('dialog', { name: "Let's start" });
  await press(page, welcome.getByRole('button', { name: 'Begin' }));
  await expect(welcome).toHaveCount(0);
  await expect(gadget.getByRole('heading', { level: 1, name: DIAGNOSED })).toBeVisible();
  await press(page, gadget.getByRole('radio', { name: 'Yes' }), 'Space');

  await press(page, gadget.getByRole('link', { name: /Save and Leave/ }));
  const saved = gadget.getByRole('heading', { name: 'Your answers are saved' });
  await expect(saved).toBeVisible();
  await expect(gadget.getByText('You can come back to the study at any time.')).toBeVisible();
  // It stays there: not sent back to the question.
  await page.waitForTimeout(500);
  await expect(saved).toBeVisible();
  await expect(gadget.getByRole('heading', { level: 1, name: DIAGNOSED })).toHaveCount(0);
  expect(await storedAnswers(request, study)).toEqual({ 100101: 'true' });
  expect(await hostState(page)).toEqual(before);

  // Back in the study where the participant left off: the next unanswered question, the answer kept.
  await press(page, gadget.getByRole('link', { name: 'Continue the study' }));
  await expect(gadget.getByRole('heading', { level: 1, name: 'Do you live in the United States?' })).toBeVisible();
  await expect(gadget.getByRole('button', { name: `${DIAGNOSED} , answered` })).toBeVisible();
  expect(await hostState(page)).toEqual(before);
});

test('a study done inside the gadget ends with registry-survey-completed, and the server has it complete', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const account = await registerThroughApi(request, { first_name: 'Cory', last_name: 'Complete' });
  // Enrolled, the annual questionnaire (study 102) is theirs: all answered but its last question.
  await enrol(request, account);
  const annual = await userStudyOf(request, account, 102);
  await submit(request, account, annual.id, 'intro');
  await answer(request, account, annual.id, 2001, 200102, 'true');
  await answer(request, account, annual.id, 2003, 200301, '7.1');
  await answer(request, account, annual.id, 2004, 200401, '1');

  await page.goto(PARTNER);
  const gadget = page.locator('registry-survey');
  const events = page.locator('#gadget-events');
  await expect(gadget.getByRole('heading', { name: 'Sign In', level: 1 })).toBeVisible();
  await page.evaluate(() => document.querySelector('registry-survey')!.setAttribute('study-id', '102'));
  expect(await handOver(page, account.token)).toBe('signed-in');
  const welcome = gadget.getByRole('dialog', { name: 'Before you start' });
  await press(page, welcome.getByRole('button', { name: 'Continue' }));
  await expect(welcome).toHaveCount(0);
  await expect(gadget.getByRole('heading', { level: 1, name: SATISFACTION })).toBeVisible();
  await press(page, gadget.getByRole('radio', { name: 'Satisfied', exact: true }), 'Space');
  await press(page, gadget.getByRole('button', { name: 'Finish', exact: true }));
  await expect(gadget.getByRole('heading', { name: 'Submit your annual questionnaire answers' })).toBeVisible();
  await press(page, gadget.getByRole('button', { name: 'Submit', exact: true }));

  await expect(events.getByText('<registry-survey> submitted: questionnaire of study 102')).toBeVisible();
  await expect(events.getByText('<registry-survey> completed: study 102')).toBeVisible();
  expect((await readUserStudy(request, account, annual.id)).completed_at).not.toBeNull();
  // 'Back to Dashboard' from the study's last page: the gadget's own page, not the registry's dashboard.
  await press(page, gadget.getByRole('link', { name: /Back to Dashboard/ }));
  await expect(gadget.getByRole('heading', { name: 'Your answers are saved' })).toBeVisible();
});
