import { expect, test } from '@playwright/test';
import { fillSignIn, latestMessage, shot } from './support/auth';
import { expectNoAxeViolations } from './support/axe';
import { openProfileAsNewAccount, PROFILE_PASSWORD, section } from './support/profile';

// Spec 000 §3-§5 Withdrawal, end to end on a fresh account (the demo accounts stay usable).

test('withdrawal: the reasons and their messages, then /is-deactivated and no more sign-in', async ({
  page,
  request,
}) => {
  const account = await openProfileAsNewAccount(page, request);
  const open = section(page, 'Withdraw from the registry').getByRole('button', { name: 'Withdraw from the registry' });
  await open.click();
  const dialog = page.getByRole('dialog', { name: 'Why do you want to withdraw?' });
  await expect(dialog).toBeVisible();
  const box = await dialog.boundingBox();
  expect(box!.width).toBeLessThanOrEqual(712);

  await dialog.getByRole('button', { name: 'Withdraw' }).click();
  await expect(dialog.getByText('Please select at least one reason for withdrawal.')).toBeVisible();
  await expect(dialog.getByRole('group', { name: /Tick every reason that applies/ })).toHaveAccessibleDescription(
    /Please select at least one reason for withdrawal\./,
  );
  const reason = dialog.getByLabel('Your own reason');
  await expect(reason).toBeDisabled();
  await dialog.getByLabel('Other').check();
  await expect(reason).toBeEnabled();
  await dialog.getByRole('button', { name: 'Withdraw' }).click();
  await expect(reason).toHaveAccessibleDescription(/Please state your own reason for withdrawal\./);
  await expectNoAxeViolations(page);
  await shot(page, 'withdrawal-dialog');
  // Unticking 'other' clears and disables the text.
  await reason.fill('Moving abroad');
  await dialog.getByLabel('Other').uncheck();
  await expect(reason).toBeDisabled();
  await expect(reason).toHaveValue('');
  // Cancel restores focus to the button that opened the dialog.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();

  await open.press('Enter');
  await dialog.getByLabel('I receive too many emails').check();
  await dialog.getByLabel('Other').check();
  await reason.fill('  Moving abroad  ');
  await dialog.getByRole('button', { name: 'Withdraw' }).click();
  await expect(page).toHaveURL(/\/is-deactivated$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your account has been deleted' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('registry.token'))).toBeNull();
  expect((await latestMessage(request, account.email, 'withdrawal_confirmation')).subject).toContain('withdrawn');

  // The account can no longer sign in, through the API or the page.
  const refused = await request.post('/api/registry/login', {
    data: { email: account.email, password: PROFILE_PASSWORD },
  });
  expect(refused.ok()).toBe(false);
  await page.goto('/auth/login');
  await fillSignIn(page, account.email, PROFILE_PASSWORD);
  await expect(
    page.getByText('This account has been withdrawn from the registry and can no longer sign in.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/login/);
});
