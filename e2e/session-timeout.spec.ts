import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { TOKEN_KEY, uniqueEmail } from './support/auth';
import { freePort, startServer, stopServer } from './support/own-server';
import { next, openScreening, press, questionHeading, storedAnswers, studyByToken, typeInto } from './support/survey';

// A session ends with a warning, not by surprise (WCAG 2.2.1): on a server of its own whose tokens
// live 2.5 minutes (REGISTRY_DEV_TOKEN_SECONDS), a participant who stops two minutes before the end
// is asked, 'Stay signed in' keeps the session past its old end, and an answer typed but not saved
// when the session does end is back on the question after signing in again.

// Long enough for the two questions before the warning (it comes 2 minutes before the end), no longer:
// the test waits out a token twice.
const LIFETIME_SECONDS = 150;
const PASSWORD = 'Str0ng-Passw0rd!';

const expOf = (token: string) =>
  (JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as { exp: number }).exp;
const storedToken = (page: Page) => page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY);

async function register(request: APIRequestContext, base: string) {
  const email = uniqueEmail('timeout');
  const res = await request.post(`${base}/api/registry/signup`, {
    data: { first_name: 'Tess', last_name: 'Timeout', email, password: PASSWORD, profile_type: 'adult' },
  });
  expect(res.ok(), await res.text()).toBe(true);
  const { id, access_token: token } = (await res.json()) as { id: number; access_token: string };
  const skipped = await request.post(`${base}/api/registry/participant/${id}/sms_consent`, {
    data: { status: 'skipped' },
    headers: { Authorization: `JWT ${token}` },
  });
  expect(skipped.ok()).toBe(true);
  return { email, token };
}

test('a warning before the session ends; Stay signed in keeps it; a typed answer survives the end and a new sign-in', async ({
  page,
  request,
}) => {
  test.setTimeout(480_000);
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'registry-timeout-'));
  const server = await startServer(port, dataDir, { REGISTRY_DEV_TOKEN_SECONDS: String(LIFETIME_SECONDS) });
  try {
    const { email, token } = await register(request, base);
    const account = await studyByToken(request, token, 101, base);
    await openScreening(page, request, account, base);
    await press(page, page.getByRole('radio', { name: 'Yes' }), 'Space');
    await next(page);
    await expect(questionHeading(page, 'Do you live in the United States?')).toBeVisible();
    await press(page, page.getByRole('radio', { name: 'Yes' }), 'Space');
    await next(page);
    await expect(questionHeading(page, 'What is your date of birth?')).toBeVisible();

    // The participant stops: two minutes before the end the warning asks, its safe choice focused.
    const warning = page.getByRole('dialog', { name: 'Your session is about to end' });
    await expect(warning).toBeVisible({ timeout: LIFETIME_SECONDS * 1000 });
    await expect(warning).toContainText('in about 2 minutes');
    const stay = warning.getByRole('button', { name: 'Stay signed in' });
    await expect(stay).toBeFocused();
    const before = (await storedToken(page))!;
    await page.keyboard.press('Enter');
    await expect(warning).toBeHidden();
    await expect.poll(async () => storedToken(page)).not.toBe(before);
    const renewed = (await storedToken(page))!;
    expect(expOf(renewed)).toBeGreaterThan(expOf(before));
    // The server takes the renewed token as this participant's.
    const me = await request.get(`${base}/api/registry/me`, { headers: { Authorization: `JWT ${renewed}` } });
    expect(me.status()).toBe(200);
    expect(((await me.json()) as { email: string }).email).toBe(email);

    // An answer typed and not saved yet; then nobody answers the next warning.
    const birth = page.getByRole('textbox', { name: 'Date of birth' });
    await typeInto(page, birth, '07/26/1992');
    // Past the old token's end the participant is still on the question.
    const oldEnd = expOf(before) * 1000;
    await page.waitForTimeout(Math.max(0, oldEnd - Date.now()) + 2000);
    await expect(page).toHaveURL(/\/survey\//);
    await expect(page.getByRole('dialog', { name: 'Session expired' })).toHaveCount(0);
    expect(await storedAnswers(request, { ...account, token: renewed }, base)).not.toHaveProperty('100401');

    // At the renewed token's end: the sign-in page, the short message and its dialog.
    const expired = page.getByRole('dialog', { name: 'Session expired' });
    await expect(expired).toBeVisible({ timeout: LIFETIME_SECONDS * 1000 });
    await expect(page).toHaveURL(/\/auth\/login\?redirectTo=/);
    expect(await storedToken(page)).toBeNull();
    await expired.getByRole('button', { name: 'Sign In' }).click();
    await expect(expired).toBeHidden();

    // Signing in again brings the participant back to the question with the typed answer.
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page).toHaveURL(/\/survey\//);
    const welcome = page.getByRole('dialog', { name: "Let's start" });
    await expect(questionHeading(page, 'What is your date of birth?').or(welcome)).toBeVisible();
    if (await welcome.isVisible()) await welcome.getByRole('button', { name: 'Begin' }).click();
    await expect(questionHeading(page, 'What is your date of birth?')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Date of birth' })).toHaveValue('07/26/1992');
  } finally {
    await stopServer(server);
  }
});
