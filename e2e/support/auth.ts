import { expect, type APIRequestContext, type Page } from '@playwright/test';

// Shared steps of the e2e/auth-*.spec.ts files (accounts and sign-in).

export const DEMO = {
  adult: { email: 'adult@demo.example.org', password: 'Demo-Adult-1' },
  parent: { email: 'parent@demo.example.org', password: 'Demo-Parent-1' },
  dualFactor: { email: 'twofactor@demo.example.org', password: 'Demo-Secure-1' },
  /** A parent whose child turned 18 (reconsent_pending): signs in to /child-profile. */
  handoff: { email: 'handoff@demo.example.org', password: 'Demo-Handoff-1' },
  invitation: { jtoken: 'demo-partner-invitation', email: 'partner@demo.example.org' },
} as const;

/** The session key of the token (local storage: the e2e server runs in development). */
export const TOKEN_KEY = 'registry.token';

let counter = 0;
export function uniqueEmail(prefix: string): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter}@example.org`;
}

export interface OutboxMessage {
  to: string;
  kind: string;
  subject: string;
  body: string;
  code?: string;
  link?: string;
}

/** The newest message of `kind` sent to `to`, waiting a little for it to arrive. */
export async function latestMessage(request: APIRequestContext, to: string, kind: string): Promise<OutboxMessage> {
  let found: OutboxMessage | undefined;
  await expect
    .poll(async () => {
      const res = await request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`);
      const list = (await res.json()) as OutboxMessage[];
      found = list.find((m) => m.kind === kind);
      return !!found;
    })
    .toBe(true);
  return found!;
}

export interface ApiAccount {
  id: number;
  token: string;
  email: string;
}

/**
 * Registers an adult (or, with `profile_type: 'child'`, a parent for a child) through the API. The
 * SMS consent question is answered with Skip unless
 * `askSms` is set: a page opened with the token would otherwise ask it first (spec 000 §4).
 */
export async function registerThroughApi(
  request: APIRequestContext,
  fields: {
    first_name?: string;
    last_name?: string;
    email?: string;
    password?: string;
    /** A parent registering a child: `child`, with the child's names. */
    profile_type?: 'adult' | 'child';
    child_first_name?: string;
    child_last_name?: string;
  } = {},
  /** `jtoken`: a partner-network invitation's, registering through the partner sign-up (source jaeb). */
  { askSms = false, jtoken }: { askSms?: boolean; jtoken?: string } = {},
): Promise<ApiAccount> {
  const data = {
    first_name: 'Avery',
    last_name: 'Api',
    email: uniqueEmail('api'),
    password: 'Str0ng-Passw0rd!',
    profile_type: 'adult',
    ...fields,
  };
  const res = jtoken
    ? await request.post('/api/registry/jaeb_signup', { data: { ...data, jtoken } })
    : await request.post('/api/registry/signup', { data });
  expect(res.ok(), await res.text()).toBe(true);
  const { id, access_token: token } = (await res.json()) as { id: number; access_token: string };
  if (!askSms) {
    const skipped = await request.post(`/api/registry/participant/${id}/sms_consent`, {
      data: { status: 'skipped' },
      headers: { Authorization: `JWT ${token}` },
    });
    expect(skipped.ok(), await skipped.text()).toBe(true);
  }
  return { id, token, email: data.email };
}

/** Stores a token as the app would (local storage: the e2e server runs in development); the next page load signs in with it. */
export async function storeToken(page: Page, token: string) {
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [TOKEN_KEY, token] as const);
}

export async function fillSignIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

/** Answers the SMS consent dialog that follows a first sign-in with Skip. */
export async function skipSmsConsent(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Get text message reminders' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Skip' }).click();
  await expect(dialog).toBeHidden();
}

/** Signs in from /auth/login and skips the SMS consent question when it comes. */
export async function signIn(page: Page, email: string, password: string, target = '/dashboard') {
  if (!page.url().includes('/auth/login')) await page.goto('/auth/login');
  await fillSignIn(page, email, password);
  const dialog = page.getByRole('dialog', { name: 'Get text message reminders' });
  const arrived = new RegExp(`${target.replace(/[?]/g, '\\?')}$`);
  // The SMS question comes only while the consent is still open for the account.
  await expect.poll(async () => (await dialog.isVisible()) || arrived.test(page.url())).toBe(true);
  if (await dialog.isVisible()) await skipSmsConsent(page);
  await expect(page).toHaveURL(arrived);
}

/**
 * After a sign-in: skips the SMS question if the account still has it open (a demo account's
 * question is answered once per database, by whichever spec meets it first), then expects `arrived`.
 */
export async function skipSmsConsentIfAsked(page: Page, arrived: RegExp | string) {
  const dialog = page.getByRole('dialog', { name: 'Get text message reminders' });
  const there = () => (typeof arrived === 'string' ? page.url() === arrived : arrived.test(page.url()));
  await expect.poll(async () => (await dialog.isVisible()) || there()).toBe(true);
  if (await dialog.isVisible()) await skipSmsConsent(page);
  await expect(page).toHaveURL(arrived);
}

/**
 * The provider's own login and consent pages (oidc-provider's development interactions), at
 * `interaction` (the development provider's under /oidc, or a test provider's on its own port).
 */
export async function passProvider(page: Page, login: string, interaction = /\/oidc\/interaction\//) {
  await expect(page).toHaveURL(interaction);
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill('any password');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await page.waitForURL((url) => interaction.test(url.href) || /\/oauth\/t1d/.test(url.href), {
    waitUntil: 'domcontentloaded',
  });
  if (interaction.test(page.url())) await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL(/\/oauth\/t1d\?/, { waitUntil: 'domcontentloaded' });
}

/** With AUTH_SCREENSHOT_DIR set, saves a full-page screenshot for a look by eye. */
export async function shot(page: Page, name: string) {
  const dir = process.env.AUTH_SCREENSHOT_DIR;
  if (dir) await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
}
