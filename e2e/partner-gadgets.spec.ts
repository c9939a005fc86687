import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { registerThroughApi, skipSmsConsent, uniqueEmail } from './support/auth';
import { expect, handOver, PARTNER_ORIGIN, partnerUrl, REGISTRY_ORIGIN, test } from './support/partner-origin';

// Partner pages on the second origin under the strict CSP (e2e/support/partner-server.ts), for what a
// partner meets on the second day: the language the page decides, a version to pin, a sign-up form filled in advance.

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

test('a page pinned to /embed/v<version>/registry-embed.js with its published SRI hash runs that build whole; the registry serves it immutable, with Timing-Allow-Origin', async ({
  page,
  request,
}) => {
  const { version } = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string };
  const pinned = `/embed/v${version}/registry-embed.js`;
  const entry = await request.get(pinned);
  expect(entry.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(entry.headers()['timing-allow-origin']).toBe('*');
  expect(await entry.body()).toEqual(await (await request.get('/embed/registry-embed.js')).body());
  const sri = (await (await request.get(`${pinned}.sri`)).text()).trim();
  expect(sri).toBe(
    `sha384-${createHash('sha384')
      .update(await entry.body())
      .digest('base64')}`,
  );

  // The partner's page, under its strict CSP, names the pinned address and the hash.
  const url = partnerUrl(`/pages/pinned.html#${new URLSearchParams({ version, sri })}`);
  const scripts: string[] = [];
  page.on('request', (r) => void (r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname)));
  await page.goto(url);
  await expect(page.locator('registry-faq').getByRole('button').first()).toBeVisible();
  // Every file of the gadget came from the pinned folder.
  expect(scripts.filter((p) => p.startsWith('/embed/') && !p.startsWith(`/embed/v${version}/`))).toEqual([]);
  expect(scripts.length).toBeGreaterThan(1);
  // Timing-Allow-Origin: the partner's resource timing shows the real bytes.
  const bytes = await page.evaluate(
    (p) =>
      (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).find((e) => e.name.endsWith(p))
        ?.encodedBodySize,
    pinned,
  );
  expect(bytes).toBeGreaterThan(0);
});

test('the prefill attributes fill the survey gadget’s sign-up form; the participant changes one and the account has what was sent', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('prefill');
  await page.goto(partnerUrl('/pages/handoff.html'));
  const gadget = page.locator('registry-survey');
  await expect(gadget.getByRole('heading', { name: 'Sign In', level: 1 })).toBeVisible();
  await page.evaluate((address) => {
    const survey = document.querySelector('registry-survey')!;
    survey.setAttribute('prefill-email', address);
    survey.setAttribute('prefill-first-name', 'Pia');
    survey.setAttribute('prefill-last-name', 'Prefilled');
  }, email);
  await gadget.getByRole('link', { name: 'Sign Up' }).click();
  await gadget.getByLabel('Myself – I am over 18 years of age.').check();
  await expect(gadget.getByLabel('Email')).toHaveValue(email);
  await expect(gadget.getByLabel('Last name', { exact: true })).toHaveValue('Prefilled');
  await gadget.getByLabel('First name', { exact: true }).fill('Piama');
  await gadget.getByLabel('Password', { exact: true }).fill('Strong-Pass-1');
  await gadget.getByLabel('Confirm password').fill('Strong-Pass-1');
  await gadget.getByRole('button', { name: 'Create account' }).click();
  await skipSmsConsent(page);
  await expect(gadget.getByRole('heading', { level: 1, name: 'Thank you for registering!' })).toBeVisible();
  const signIn = await request.post('/api/registry/login', { data: { email, password: 'Strong-Pass-1' } });
  const { token } = (await signIn.json()) as { token: string };
  const me = await request.get('/api/registry/me', { headers: { Authorization: `JWT ${token}` } });
  expect(await me.json()).toMatchObject({ email, first_name: 'Piama', last_name: 'Prefilled' });
});

test('partner-ref: the registry keeps the partner’s reference with the sign-up and the submitted intro, and answers it back in the events, to this partner only', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('partner-ref');
  const ref = 'crm-4711/site a';
  await page.goto(partnerUrl('/pages/handoff.html'));
  const gadget = page.locator('registry-survey');
  await expect(gadget.getByRole('heading', { name: 'Sign In', level: 1 })).toBeVisible();
  await page.evaluate((value) => {
    const survey = document.querySelector('registry-survey')!;
    survey.setAttribute('partner-ref', value);
    const heard: unknown[] = [];
    (window as unknown as { heard: unknown[] }).heard = heard;
    for (const name of ['registry-signed-in', 'registry-procedure-submitted'] as const)
      survey.addEventListener(name, (e) => heard.push({ name, ...e.detail }));
  }, ref);
  await gadget.getByRole('link', { name: 'Sign Up' }).click();
  await gadget.getByLabel('Myself – I am over 18 years of age.').check();
  await gadget.getByLabel('First name', { exact: true }).fill('Rhea');
  await gadget.getByLabel('Last name', { exact: true }).fill('Reference');
  await gadget.getByLabel('Email').fill(email);
  await gadget.getByLabel('Password', { exact: true }).fill('Strong-Pass-1');
  await gadget.getByLabel('Confirm password').fill('Strong-Pass-1');
  await gadget.getByRole('button', { name: 'Create account' }).click();
  await skipSmsConsent(page);
  await gadget.getByRole('link', { name: "Let's get started" }).click();
  await expect(gadget.getByRole('heading', { level: 1, name: 'T1D Registry Core Study' })).toBeVisible();
  await gadget.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(gadget.getByRole('dialog', { name: "Let's start" })).toBeVisible();

  const heard = () => page.evaluate(() => (window as unknown as { heard: Array<Record<string, unknown>> }).heard);
  await expect
    .poll(heard)
    .toContainEqual({ name: 'registry-procedure-submitted', studyId: 101, procedure: 'intro', partnerRef: ref });
  expect((await heard()).find((e) => e.name === 'registry-signed-in')).toMatchObject({ partnerRef: ref });

  // What the registry stored: answered back to the partner's origin, to nobody else.
  const signIn = await request.post('/api/registry/login', { data: { email, password: 'Strong-Pass-1' } });
  const { token } = (await signIn.json()) as { token: string };
  const me = (origin?: string) =>
    request.get('/api/registry/me', {
      headers: { Authorization: `JWT ${token}`, ...(origin ? { Origin: origin } : {}) },
    });
  expect((await me(PARTNER_ORIGIN)).headers()['x-registry-partner-ref']).toBe(ref);
  expect((await me()).headers()['x-registry-partner-ref']).toBeUndefined();
  expect((await me(REGISTRY_ORIGIN)).headers()['x-registry-partner-ref']).toBeUndefined();
});
