import { expect, type APIRequestContext, type Page } from '@playwright/test';

// Shared steps of the e2e/auth-*.spec.ts files (accounts and sign-in, issue 5).

export const DEMO = {
  adult: { email: 'adult@demo.example.org', password: 'Demo-Adult-1' },
  parent: { email: 'parent@demo.example.org', password: 'Demo-Parent-1' },
  dualFactor: { email: 'twofactor@demo.example.org', password: 'Demo-Secure-1' },
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

/** With AUTH_SCREENSHOT_DIR set, saves a full-page screenshot for a look by eye. */
export async function shot(page: Page, name: string) {
  const dir = process.env.AUTH_SCREENSHOT_DIR;
  if (dir) await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
}
