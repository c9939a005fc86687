import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { shot } from './support/auth';
import { expectSaved, openProfileAsNewAccount, PROFILE_PASSWORD, section, serverGet, tabTo } from './support/profile';

// Spec 000 §2 Profile area, §4 Profile forms, §5: each block saves what changed, keeps it over a
// reload, and shows each message next to its field. A fresh account per test keeps the demo ones intact.

test('personal information: messages on the fields, a valid save persisted and shown after a reload', async ({
  page,
  request,
}) => {
  const account = await openProfileAsNewAccount(page, request);
  const personal = section(page, 'Personal information');
  const first = personal.getByLabel('First name');
  const last = personal.getByLabel('Last name');
  const phone = personal.getByLabel('Phone number (optional)');
  await expect(personal.getByText('Myself – I am over 18 years of age.')).toBeVisible();

  await first.fill('Mary, Jo');
  await last.fill('');
  await phone.fill('6175550100');
  await phone.blur();
  await personal.getByRole('button', { name: 'Save changes' }).click();
  await expect(first).toHaveAccessibleDescription(/Enter valid first name/);
  await expect(last).toHaveAccessibleDescription(/This field is required/);
  await expect(phone).toHaveAccessibleDescription(/Missing country code/);
  await expectNoAxeViolations(page);

  // A new e-mail needs the current password: the server's answer lands on that field.
  const email = personal.getByLabel('Email', { exact: true });
  const newEmail = account.email.replace('@', '.new@');
  await email.fill(newEmail);
  // Names as people have them (DECISIONS §14): parts joined by single spaces.
  await first.fill('Mary Jo');
  await last.fill("De La Cruz O'Neil");
  await phone.fill('+16175550100');
  await phone.blur();
  const current = personal.getByLabel('Current password');
  await current.fill('Wrong-Pass-1!');
  await personal.getByRole('button', { name: 'Save changes' }).click();
  await expect(current).toHaveAccessibleDescription(/The current password is not correct\./);
  await current.fill(PROFILE_PASSWORD);
  await personal.getByRole('button', { name: 'Save changes' }).click();
  await expectSaved(page);
  await expect(personal.getByRole('img', { name: 'Email address checked' })).toBeVisible();

  const stored = await serverGet<{ first_name: string; last_name: string; email: string; phone: string }>(
    request,
    { ...account, token: (await page.evaluate(() => localStorage.getItem('registry.token')))! },
    '/registry/me',
  );
  expect(stored).toMatchObject({
    first_name: 'Mary Jo',
    last_name: "De La Cruz O'Neil",
    email: newEmail,
    phone: '+16175550100',
  });
  await page.reload();
  await expect(first).toHaveValue('Mary Jo');
  await expect(email).toHaveValue(newEmail);
  await expect(phone).toHaveValue(/\+1/);
});

test('household: messages on the fields, the state from the list, a trimmed zip saved and kept', async ({
  page,
  request,
}) => {
  const account = await openProfileAsNewAccount(page, request);
  const household = section(page, 'Household information');
  const address = household.getByLabel('Address');
  const city = household.getByLabel('City');
  const state = household.getByLabel('State');
  const zip = household.getByLabel('Zip code');
  await address.fill('1 Main St.');
  await city.fill('');
  await state.fill('Narnia');
  await zip.fill('123');
  await household.getByRole('button', { name: 'Save changes' }).click();
  await expect(address).toHaveAccessibleDescription(/Please enter valid address/);
  await expect(city).toHaveAccessibleDescription(/City is required/);
  await expect(state).toHaveAccessibleDescription(/State does not exist/);
  await expect(zip).toHaveAccessibleDescription(/Please enter a valid 5-digit zip code/);
  await address.fill('');
  await expect(address).toHaveAccessibleDescription(/Address is required/);
  await city.fill('B0ston');
  await city.blur();
  await expect(city).toHaveAccessibleDescription(/Please enter valid city/);
  await expectNoAxeViolations(page);

  await address.fill('1 Main St');
  await city.fill('Boston');
  await state.fill('massachusetts');
  await zip.fill(' 02101 ');
  await household.getByRole('button', { name: 'Save changes' }).click();
  await expectSaved(page);
  const stored = await serverGet<Record<string, string>>(
    request,
    account,
    `/registry/participant/${account.id}/household-info`,
  );
  expect(stored).toEqual({ address: '1 Main St', city: 'Boston', country_state: 'Massachusetts', zip_code: '02101' });
  await page.reload();
  await expect(state).toHaveValue('Massachusetts');
  await expect(zip).toHaveValue('02101');
});

test('notification settings: SMS needs a phone; Manage opens the reminders; a save persists', async ({
  page,
  request,
}) => {
  const account = await openProfileAsNewAccount(page, request);
  const settings = section(page, 'Notification settings');
  await expect(
    settings.getByText('Add a valid phone number under Personal information to receive text messages.'),
  ).toBeVisible();
  const newsletter = settings.getByRole('group', { name: 'Newsletters' });
  await expect(newsletter.getByLabel('Text message (SMS)')).toBeDisabled();
  const manage = settings.getByRole('button', { name: 'Manage reminders' });
  await expect(manage).toHaveAttribute('aria-expanded', 'false');
  await manage.click();
  const ongoing = settings.getByRole('group', { name: 'Studies you have started' });
  await expect(ongoing).toBeVisible();
  await ongoing.getByLabel('Email').uncheck();
  await newsletter.getByLabel('Email').uncheck();
  await settings.getByRole('button', { name: 'Save changes' }).click();
  await expectSaved(page);
  const stored = await serverGet<Record<string, { email_on: boolean }>>(
    request,
    account,
    `/registry/participant/${account.id}/notification-settings`,
  );
  expect(stored.reminders_ongoing_studies.email_on).toBe(false);
  expect(stored.newsletter.email_on).toBe(false);
  expect(stored.management_resources.email_on).toBe(true);

  // With a phone, text messages can be switched on.
  const phone = section(page, 'Personal information').getByLabel('Phone number (optional)');
  await phone.fill('+16175550100');
  await section(page, 'Personal information').getByRole('button', { name: 'Save changes' }).click();
  await expectSaved(page);
  await expect(newsletter.getByLabel('Text message (SMS)')).toBeEnabled();
  await newsletter.getByLabel('Text message (SMS)').check();
  await settings.getByRole('button', { name: 'Save changes' }).click();
  await expectSaved(page);
  await page.reload();
  await expect(
    section(page, 'Notification settings').getByRole('group', { name: 'Newsletters' }).getByLabel('Text message (SMS)'),
  ).toBeChecked();
  await expect(
    section(page, 'Notification settings').getByRole('group', { name: 'Newsletters' }).getByLabel('Email'),
  ).not.toBeChecked();
});

test('change password: the messages in place, then the new password signs in', async ({ page, request }) => {
  const account = await openProfileAsNewAccount(page, request);
  const block = section(page, 'Change password');
  const old = block.getByLabel('Current password');
  const fresh = block.getByLabel('New password', { exact: true });
  const confirm = block.getByLabel('Confirm new password');
  await block.getByRole('button', { name: 'Change password' }).click();
  await expect(old).toHaveAccessibleDescription(/Current password is required/);
  await old.fill(PROFILE_PASSWORD);
  await fresh.fill(PROFILE_PASSWORD);
  await confirm.fill('Something-else-1!');
  await block.getByRole('button', { name: 'Change password' }).click();
  await expect(fresh).toHaveAccessibleDescription(/New password cannot be the same as the current password/);
  await expect(confirm).toHaveAccessibleDescription(/Password confirmation does not match/);
  await old.fill('Wrong-Pass-1!');
  await fresh.fill('Brand-New-Pass-2!');
  await confirm.fill('Brand-New-Pass-2!');
  await block.getByRole('button', { name: 'Change password' }).click();
  await expect(old).toHaveAccessibleDescription(/Current password is incorrect\./);
  await expectNoAxeViolations(page);
  await old.fill(PROFILE_PASSWORD);
  await block.getByRole('button', { name: 'Change password' }).click();
  await expectSaved(page);
  await expect(old).toHaveValue('');
  const login = (password: string) => request.post('/api/registry/login', { data: { email: account.email, password } });
  expect((await login('Brand-New-Pass-2!')).ok()).toBe(true);
  expect((await login(PROFILE_PASSWORD)).ok()).toBe(false);
  // The session goes on with the answer's token.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
});

test('leaving with unsaved changes asks first; keyboard only; axe at 375 and 1280 px', async ({ page, request }) => {
  await openProfileAsNewAccount(page, request);
  const personal = section(page, 'Personal information');
  await tabTo(page, personal.getByLabel('First name'));
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('Robyn');
  // Close comes before the form in the tab order: Shift+Tab back to it.
  await page.keyboard.press('Shift+Tab');
  await expect(page.getByRole('link', { name: 'Close' })).toBeFocused();
  await page.keyboard.press('Enter');
  const unsaved = page.getByRole('dialog', { name: 'You have unsaved changes' });
  await expect(unsaved).toBeVisible();
  await expectNoAxeViolations(page);
  await unsaved.getByRole('button', { name: 'Stay on the page' }).press('Enter');
  await expect(unsaved).toBeHidden();
  await expect(page).toHaveURL(/\/user-profile$/);
  await expect(personal.getByLabel('First name')).toHaveValue('Robyn');
  // The browser's Back button asks the same; staying keeps the URL and the edits.
  await page.goBack();
  await expect(unsaved).toBeVisible();
  await unsaved.getByRole('button', { name: 'Stay on the page' }).press('Enter');
  await expect(unsaved).toBeHidden();
  await expect(page).toHaveURL(/\/user-profile$/);
  await expect(personal.getByLabel('First name')).toHaveValue('Robyn');

  // Saved by keyboard: Enter in the form submits it.
  await tabTo(page, personal.getByLabel('First name'));
  await page.keyboard.press('Enter');
  await expectSaved(page);
  await tabTo(page, page.getByRole('link', { name: 'Close' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard$/);

  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/user-profile');
    await expect(section(page, 'Household information').getByLabel('Address')).toBeVisible();
    await expectNoAxeViolations(page);
    await shot(page, `user-profile-${width}`);
  }
});
