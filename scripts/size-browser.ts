// The gadgets' sizes as a partner's visitor pays them: Chromium opens partner pages on a second
// origin (the cross-origin harness of the e2e: e2e/support/partner-server.ts) and every script and
// stylesheet the registry serves until the screen is up and the network has been quiet for a while
// is counted, gzip level 9 of its bytes (what the registry's precompressed files weigh). A static
// import closure misses the chunks a screen requests once it renders (a widget, its input, dayjs);
// this counts what the browser fetched. Writes reports/size-browser.json; exits 1 over a budget.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type Page } from '@playwright/test';
import { startPartnerServer } from '../e2e/support/partner-server';
import { BUILT_SERVER } from './lib/built-server.mjs';
// @ts-expect-error -- a plain .mjs helper without types
import { freePort } from './lib/free-port.mjs';
import { INTRO_TEXT } from '../src/features/study/screens/parts/page-texts.es';

const root = resolve(import.meta.dirname, '..');
const KiB = 1024;
/** How long the network must stay quiet once the screen is up before the count closes. */
const QUIET_MS = 600;

interface Scenario {
  name: string;
  budget: number;
  what: string;
  /** Counts only the files this says (the Spanish chunks a page adds to its English first load). */
  counts?: (pathname: string) => boolean;
  /** Opens the screen and resolves once it is up. */
  open(page: Page, ctx: { partner: string; registry: string }): Promise<void>;
}

const heading = (page: Page, gadget: string, name: string | RegExp) =>
  page.locator(gadget).getByRole('heading', { level: 1, name }).waitFor({ timeout: 30_000 });

async function signUp(registry: string): Promise<string> {
  const email = `size-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.org`;
  const res = await fetch(`${registry}/api/registry/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      first_name: 'Sam',
      last_name: 'Size',
      email,
      password: 'Str0ng-Passw0rd!',
      profile_type: 'adult',
    }),
  });
  if (!res.ok) throw new Error(`signup: ${res.status} ${await res.text()}`);
  const { id, access_token: token } = (await res.json()) as { id: number; access_token: string };
  await fetch(`${registry}/api/registry/participant/${id}/sms_consent`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', Authorization: `JWT ${token}` },
    body: JSON.stringify({ status: 'skipped' }),
  });
  return token;
}

export const SCENARIOS: Scenario[] = [
  {
    name: 'surveyFirstQuestion',
    budget: 120 * KiB,
    what: '<registry-survey>, a token handed over as the element is defined: the core study’s introduction, then its first question',
    async open(page, { partner, registry }) {
      const token = await signUp(registry);
      await page.goto(`${partner}/pages/handoff.html?moment=defined#${token}`);
      const gadget = page.locator('registry-survey');
      // A newcomer's study opens on its introduction; Continue leads to screening's first question.
      await gadget.getByRole('button', { name: 'Continue' }).click({ timeout: 30_000 });
      await gadget.getByRole('radio').first().waitFor({ timeout: 30_000 });
    },
  },
  {
    name: 'surveyFirstQuestionLateToken',
    budget: 120 * KiB,
    what: '<registry-survey>, a token handed over once its sign-in form is up (the partner’s own sign-in finishing later): the introduction, then the first question',
    async open(page, { partner, registry }) {
      const token = await signUp(registry);
      await page.goto(`${partner}/pages/handoff.html`);
      await heading(page, 'registry-survey', 'Sign In');
      await page.evaluate(
        (t) =>
          (document.querySelector('registry-survey') as HTMLElement & { signIn(t: string): Promise<string> }).signIn(t),
        token,
      );
      const gadget = page.locator('registry-survey');
      await gadget.getByRole('button', { name: 'Continue' }).click({ timeout: 30_000 });
      await gadget.getByRole('radio').first().waitFor({ timeout: 30_000 });
    },
  },
  {
    name: 'surveySignIn',
    budget: 115 * KiB,
    what: '<registry-survey> signed out: its sign-in screen',
    async open(page, { partner }) {
      await page.goto(`${partner}/pages/handoff.html`);
      await heading(page, 'registry-survey', 'Sign In');
    },
  },
  {
    name: 'glucoseSignIn',
    budget: 115 * KiB,
    what: '<registry-glucose-link> signed out: its sign-in screen',
    async open(page, { partner }) {
      await page.goto(`${partner}/examples/glucose-partner.html`);
      await heading(page, 'registry-glucose-link', 'Sign In');
    },
  },
  {
    name: 'faq',
    budget: 95 * KiB,
    what: '<registry-faq>: its questions',
    async open(page, { partner }) {
      await page.goto(`${partner}/examples/embed.html`);
      await page.locator('registry-faq').getByRole('button').first().waitFor({ timeout: 30_000 });
    },
  },
];

/** Every registry element on the partner's page gets `lang="es"` as the parser adds it, before the gadgets' script runs. */
function inSpanish(page: Page) {
  return page.addInitScript(() => {
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes)
          if (node instanceof Element && node.localName.startsWith('registry-')) node.setAttribute('lang', 'es');
    }).observe(document, { childList: true, subtree: true });
  });
}

/** The gadget's first heading, once its root says the gadget is in Spanish. */
async function spanishHeading(page: Page, gadget: string) {
  await page.locator(`${gadget} .registry-root[lang="es"]`).waitFor({ timeout: 30_000 });
  await page.locator(gadget).getByRole('heading', { level: 1 }).waitFor({ timeout: 30_000 });
}

/** A translated module's chunk, or a language's map of them (`landing.es-….js`, `es-….js`). */
export const isSpanishChunk = (pathname: string) => /\/assets\/(es|[\w-]+\.es)-[\w-]+\.js$/.test(pathname);

/** The same screens in Spanish (DECISIONS §12): every budget holds in both languages. */
SCENARIOS.push(
  {
    name: 'surveyFirstQuestionEs',
    budget: 120 * KiB,
    what: 'the same in Spanish (lang="es")',
    async open(page, { partner, registry }) {
      await inSpanish(page);
      const token = await signUp(registry);
      await page.goto(`${partner}/pages/handoff.html?moment=defined#${token}`);
      const gadget = page.locator('registry-survey');
      await gadget.getByRole('button', { name: INTRO_TEXT.continue }).click({ timeout: 30_000 });
      await gadget.getByRole('radio').first().waitFor({ timeout: 30_000 });
    },
  },
  {
    name: 'surveySignInEs',
    budget: 115 * KiB,
    what: 'the same in Spanish',
    async open(page, { partner }) {
      await inSpanish(page);
      await page.goto(`${partner}/pages/handoff.html`);
      await spanishHeading(page, 'registry-survey');
    },
  },
  {
    name: 'glucoseSignInEs',
    budget: 115 * KiB,
    what: 'the same in Spanish',
    async open(page, { partner }) {
      await inSpanish(page);
      await page.goto(`${partner}/examples/glucose-partner.html`);
      await spanishHeading(page, 'registry-glucose-link');
    },
  },
  {
    name: 'faqEs',
    budget: 95 * KiB,
    what: 'the same in Spanish',
    async open(page, { partner }) {
      await inSpanish(page);
      await page.goto(`${partner}/examples/embed.html`);
      await page.locator('registry-faq .registry-root[lang="es"]').waitFor({ timeout: 30_000 });
      await page.locator('registry-faq').getByRole('button').first().waitFor({ timeout: 30_000 });
    },
  },
  {
    name: 'landingEnglishSpanish',
    budget: 0,
    what: "the site's /landing in English: loads no Spanish at all",
    counts: isSpanishChunk,
    async open(page, { registry }) {
      await page.goto(`${registry}/landing?lang=en`);
      await page.locator('html[lang="en"] h1').waitFor({ timeout: 30_000 });
    },
  },
  {
    name: 'landingSpanishChunks',
    // Not a budget of its own: scripts/size.mjs adds it to the English first load and holds the sum
    // to the first load's budget.
    budget: Number.POSITIVE_INFINITY,
    what: "the site's /landing?lang=es: the Spanish chunks it adds to the English first load",
    counts: isSpanishChunk,
    async open(page, { registry }) {
      await page.goto(`${registry}/landing?lang=es`);
      await page.locator('html[lang="es"] h1').waitFor({ timeout: 30_000 });
    },
  },
);

/** Loads one scenario in a fresh context; the registry's scripts and stylesheets it fetched, gzip sizes. */
async function measure(browser: Browser, scenario: Scenario, ctx: { partner: string; registry: string }) {
  const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
  const page = await context.newPage();
  const files = new Map<string, number>();
  const pending = new Set<Promise<void>>();
  let lastActivity = Date.now();
  page.on('request', () => (lastActivity = Date.now()));
  page.on('response', (response) => {
    lastActivity = Date.now();
    const type = response.request().resourceType();
    const url = response.url();
    if (!url.startsWith(ctx.registry) || (type !== 'script' && type !== 'stylesheet')) return;
    if (scenario.counts && !scenario.counts(new URL(url).pathname)) return;
    const read = response
      .body()
      .then((body) => void files.set(new URL(url).pathname, gzipSync(body, { level: 9 }).length))
      .catch(() => undefined)
      .finally(() => pending.delete(read));
    pending.add(read);
  });
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await scenario.open(page, ctx);
  while (Date.now() - lastActivity < QUIET_MS || pending.size) await page.waitForTimeout(100);
  await context.close();
  if (errors.length) throw new Error(`${scenario.name}: ${errors.join('; ')}`);
  const gzip = [...files.values()].reduce((sum, n) => sum + n, 0);
  return { gzip, budget: scenario.budget, what: scenario.what, requests: files.size, files: Object.fromEntries(files) };
}

async function startRegistry(port: number, partnerOrigin: string, dataDir: string) {
  const child = spawn(process.execPath, [BUILT_SERVER], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      REGISTRY_DATA_DIR: dataDir,
      REGISTRY_ALLOWED_ORIGINS: partnerOrigin,
      REGISTRY_DEV_OUTBOX: '1',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}/api/meta/version`;
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error('the registry server exited');
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return child;
    await new Promise((ok) => setTimeout(ok, 100));
  }
  child.kill();
  throw new Error('the registry server did not start in 60 s');
}

/** Runs `fn` with a fresh registry on 127.0.0.1 and the partner's pages on localhost, and Chromium. */
export async function withHarness<T>(fn: (browser: Browser, ctx: { partner: string; registry: string }) => Promise<T>) {
  const port = (await freePort()) as number;
  let partnerPort = (await freePort()) as number;
  while (partnerPort === port) partnerPort = (await freePort()) as number;
  const registry = `http://127.0.0.1:${port}`;
  const partner = `http://localhost:${partnerPort}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'registry-size-'));
  const { server } = await startPartnerServer(partnerPort, registry);
  const api = await startRegistry(port, partner, dataDir);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--headless', '--disable-gpu', '--disable-quic', '--disable-background-networking'],
  });
  try {
    return await fn(browser, { partner, registry });
  } finally {
    await browser.close();
    api.kill();
    server.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  const report = await withHarness(async (browser, ctx) => {
    const measured: Record<string, Awaited<ReturnType<typeof measure>>> = {};
    for (const scenario of SCENARIOS) measured[scenario.name] = await measure(browser, scenario, ctx);
    return measured;
  });
  mkdirSync(join(root, 'reports'), { recursive: true });
  writeFileSync(join(root, 'reports/size-browser.json'), JSON.stringify(report, null, 2));
  let over = 0;
  for (const [name, entry] of Object.entries(report)) {
    const bad = entry.gzip > entry.budget;
    over += Number(bad);
    console.log(
      `${name.padEnd(20)} ${(entry.gzip / KiB).toFixed(1).padStart(6)} KiB gzip in ${String(entry.requests).padStart(2)} files` +
        (Number.isFinite(entry.budget) ? ` (budget ${entry.budget / KiB} KiB)` : ' (added to the first load)') +
        (bad ? '  OVER' : ''),
    );
  }
  process.exit(over ? 1 : 0);
}

if (process.argv[1] && resolve(process.argv[1]) === import.meta.filename) await main();
