import { execFileSync } from 'node:child_process';
import { expect, type APIRequestContext, type Locator, type Page, type TestInfo } from '@playwright/test';
import { storeToken, uniqueEmail } from './auth';

// Shared steps of e2e/consent*.spec.ts: a participant put at the consent procedure of
// the core study through the API, the survey route, keyboard-only moves, and the PDF checks.

export const PASSWORD = 'Str0ng-Passw0rd!';
export const CORE = 101;

export interface AtConsent {
  id: number;
  token: string;
  email: string;
  userStudyId: number;
}

/** A date `years` years ago (a mid-year day, so the age holds all day), YYYY-MM-DD. */
export function yearsAgo(years: number): string {
  const d = new Date();
  d.setUTCFullYear(d.getUTCFullYear() - years);
  d.setUTCDate(d.getUTCDate() - 60);
  return d.toISOString().slice(0, 10);
}

const auth = (token: string) => ({ Authorization: `JWT ${token}` });

async function ok(res: Awaited<ReturnType<APIRequestContext['get']>>) {
  expect(res.ok(), `${res.url()}: ${res.status()} ${await res.text()}`).toBe(true);
  return res;
}

/** Passes intro and screening (eligible) of the core study through the API. */
export async function throughScreening(request: APIRequestContext, id: number, token: string, birthday: string) {
  const list = (await (
    await ok(await request.get(`/api/participant/${id}/user-studies`, { headers: auth(token) }))
  ).json()) as Array<{
    id: number;
    study_id: number;
  }>;
  const userStudyId = list.find((u) => u.study_id === CORE)!.id;
  const submit = (procedure: string) =>
    request.post(`/api/participant/${id}/user-studies/${userStudyId}/user-procedures`, {
      headers: auth(token),
      data: { procedure_id: procedure },
    });
  await ok(await submit('intro'));
  const answers: Array<[number, number, string]> = [
    [1001, 100101, 'true'],
    [1002, 100201, 'true'],
    [1004, 100401, birthday],
    [1003, 100301, yearsAgo(1)],
  ];
  for (const [question, option, value] of answers)
    await ok(
      await request.post(`/api/participants/${id}/user-studies/${userStudyId}/questions/${question}/answers`, {
        headers: auth(token),
        data: [{ question, question_option: option, value }],
      }),
    );
  await ok(await submit('screening'));
  return userStudyId;
}

/** Registers (adult, or a child profile of `childAge`), answers the SMS question with Skip, passes screening. */
export async function registerAtConsent(
  request: APIRequestContext,
  who: { first: string; last: string; childAge?: number; childFirst?: string; childLast?: string },
): Promise<AtConsent> {
  const email = uniqueEmail('consent');
  const child = who.childAge !== undefined;
  const birthday = yearsAgo(child ? who.childAge! : 35);
  const res = await ok(
    await request.post('/api/registry/signup', {
      data: {
        first_name: who.first,
        last_name: who.last,
        email,
        password: PASSWORD,
        profile_type: child ? 'child' : 'adult',
        birthday,
        ...(child ? { child_first_name: who.childFirst, child_last_name: who.childLast } : {}),
      },
    }),
  );
  const { id, access_token: token } = (await res.json()) as { id: number; access_token: string };
  await ok(
    await request.post(`/api/registry/participant/${id}/sms_consent`, {
      data: { status: 'skipped' },
      headers: auth(token),
    }),
  );
  return { id, token, email, userStudyId: await throughScreening(request, id, token, birthday) };
}

export const surveyPath = (p: Pick<AtConsent, 'id' | 'userStudyId'>, studyId = CORE) =>
  `/survey/study/${studyId}/user-study/${p.userStudyId}/user/${p.id}`;

/**
 * Opens the participant's survey signed in with their token: it opens their current step (the
 * consent, once screening is passed), or the consent's status page once it is submitted.
 */
export async function openSurvey(page: Page, p: Pick<AtConsent, 'id' | 'userStudyId' | 'token'>, studyId = CORE) {
  await page.goto('/landing');
  await storeToken(page, p.token);
  await page.goto(surveyPath(p, studyId));
}

/** Moves the focus with Tab (Shift+Tab when `back`) until `target` has it: a keyboard user's way there. */
export async function tabTo(page: Page, target: Locator, { back = false, max = 60 } = {}) {
  for (let i = 0; i < max; i += 1) {
    if (
      await target
        .evaluate((el) => el === document.activeElement || el.contains(document.activeElement))
        .catch(() => false)
    )
      return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

/** Types the signature and ticks 'I agree to take part' with the keyboard, then Continue. */
export async function signWithKeyboard(page: Page, name: string) {
  const field = page.getByRole('textbox', { name: 'Signature' });
  await tabTo(page, field);
  await page.keyboard.type(name);
  const continueButton = page.getByRole('button', { name: 'Continue', exact: true });
  // Continue refuses until the box is ticked, and says so.
  await expect(continueButton).toHaveAttribute('aria-disabled', 'true');
  await expect(continueButton).toHaveAccessibleDescription("To continue, tick 'I agree to take part'.");
  await page.keyboard.press('Tab');
  await expect(page.getByRole('checkbox', { name: 'I agree to take part' })).toBeFocused();
  await page.keyboard.press('Space');
  await expect(continueButton).not.toHaveAttribute('aria-disabled');
  await page.keyboard.press('Tab');
  await expect(continueButton).toBeFocused();
  await page.keyboard.press('Enter');
}

/** The re-authentication dialog: a wrong password first when `wrongFirst`, then the right one. */
export async function confirmPassword(page: Page, password: string, { wrongFirst = false } = {}) {
  const dialog = page.getByRole('dialog', { name: 'Confirm it is you' });
  await expect(dialog).toBeVisible();
  const field = dialog.getByLabel('Password');
  await expect(field).toBeFocused();
  if (wrongFirst) {
    await page.keyboard.type('Wrong-Passw0rd!');
    await page.keyboard.press('Enter');
    await expect(dialog.getByText('The password is not correct. Please try again.')).toBeVisible();
    await field.press('ControlOrMeta+a');
  }
  await page.keyboard.type(password);
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
}

/** M/d/yyyy h:mm:ss a in UTC, as the signed consent shows a time. */
export function signedAtUtc(iso: string): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: 'UTC',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    second: '2-digit',
    hour12: true,
  }).formatToParts(new Date(iso));
  const get = (t: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === t)?.value ?? '';
  return `${get('month')}/${get('day')}/${get('year')} ${get('hour')}:${get('minute')}:${get('second')} ${get('dayPeriod').toUpperCase()}`;
}

/** Clicks Download of a consent by keyboard and answers the saved PDF's text and pdfinfo. */
export async function downloadPdf(page: Page, button: Locator, info: TestInfo) {
  await tabTo(page, button);
  const [download] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
  const file = info.outputPath(download.suggestedFilename());
  await download.saveAs(file);
  return {
    name: download.suggestedFilename(),
    text: execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }),
    info: execFileSync('pdfinfo', [file], { encoding: 'utf8' }),
  };
}

/** What the server stored: the participant's consents with their signatures. */
export async function storedConsents(request: APIRequestContext, p: Pick<AtConsent, 'id' | 'token' | 'userStudyId'>) {
  const res = await ok(
    await request.get(`/api/participant/${p.id}/user-studies/${p.userStudyId}/consents`, { headers: auth(p.token) }),
  );
  return (await res.json()) as Array<{
    consent_type: string;
    user_consent_id: number;
    signature: { subject_name: string; created_at: string } | null;
  }>;
}
