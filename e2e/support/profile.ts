import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { registerThroughApi, storeToken, type ApiAccount } from './auth';

// Shared steps of the e2e/profile*.spec.ts files.

export const PROFILE_PASSWORD = 'Str0ng-Passw0rd!';

/** A fresh adult (SMS question already skipped), signed in on /user-profile. */
export async function openProfileAsNewAccount(page: Page, request: APIRequestContext): Promise<ApiAccount> {
  const account = await registerThroughApi(request, { first_name: 'Robin', last_name: 'Profile' });
  await page.goto('/landing');
  await storeToken(page, account.token);
  await page.goto('/user-profile');
  await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
  await expect(section(page, 'Personal information').getByLabel('First name')).toHaveValue('Robin');
  return account;
}

/** One block of My Profile by its heading. */
export const section = (page: Page, title: string): Locator => page.getByRole('region', { name: title });

/** What the server stores, read with the account's token. */
export async function serverGet<T>(request: APIRequestContext, account: ApiAccount, path: string): Promise<T> {
  const res = await request.get(`/api${path}`, { headers: { Authorization: `JWT ${account.token}` } });
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()) as T;
}

/**
 * The success snackbar appears in its live region and goes (so the next save's snackbar is its
 * own); the same words stay beside the section's Save, to be read at leisure.
 */
export async function expectSaved(page: Page) {
  const snackbar = page.getByRole('status').getByText('Your account has been updated');
  await expect(snackbar).toBeVisible();
  await expect(snackbar).toHaveCount(0);
  await expect(page.getByRole('button', { description: 'Your account has been updated' }).first()).toBeVisible();
}

/** Presses Tab until `target` has focus (keyboard-only journeys), failing after `max` presses. */
export async function tabTo(page: Page, target: Locator, max = 60) {
  for (let i = 0; i < max; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement || el.contains(document.activeElement))) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('Tab never reached the element');
}
