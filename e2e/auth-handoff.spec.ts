import { expect, test } from '@playwright/test';
import { DEMO, fillSignIn, latestMessage, shot, signIn, TOKEN_KEY, uniqueEmail } from './support/auth';
import { expectNoAxeViolations } from './support/axe';

// Spec 000 §4 Re-consent, last point: a parent whose registered child turned 18 (account state
// reconsent_pending) passes the account to the child. The parent keeps no way in: their session
// and password end with the hand-off, and the child sets a password through the e-mailed link,
// signs in and re-consents.

/** The claims of the stored token (the client never verifies it; neither does this test). */
async function storedClaims(
  page: import('@playwright/test').Page,
): Promise<{ account_status: string; privileges: Array<{ id: string }> } | null> {
  const token = await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY);
  return token ? JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) : null;
}

test('a parent passes the account of a child who turned 18; the child sets a password through the link, re-consents and reaches the dashboard', async ({
  page,
  request,
}) => {
  // The whole chain (parent, e-mails, child's first sign-in, both re-consent steps) in one test.
  test.setTimeout(120_000);
  const childEmail = uniqueEmail('jamie');
  const childPassword = 'Jamie-Own-Pass-1';

  // The parent signs in: the token carries the child-profile privilege and the landing route is /child-profile.
  await signIn(page, DEMO.handoff.email, DEMO.handoff.password, '/child-profile');
  const claims = await storedClaims(page);
  expect(claims?.account_status).toBe('reconsent_pending');
  expect(claims?.privileges.map((p) => p.id)).toContain('registry:child_profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Child profile' })).toBeVisible();
  await expect(page.getByLabel("Child's first name")).toHaveValue('Jamie');
  await expectNoAxeViolations(page);

  // The participant area refuses the restricted group: /dashboard does not open.
  await page.goto('/dashboard');
  await expect(page).not.toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toHaveCount(0);
  await page.goto('/child-profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Child profile' })).toBeVisible();

  // A wrong value first: the client's message, in place on the field.
  const email = page.getByLabel("Child's email", { exact: true });
  const confirmation = page.getByLabel("Confirm child's email");
  await email.fill('jamie@');
  await confirmation.fill('jamie@');
  await page.getByRole('button', { name: 'Send to my child' }).click();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toHaveAccessibleDescription(/Email format is invalid/);
  // An address another participant holds: the server's answer lands on the same field.
  await email.fill(DEMO.adult.email);
  await confirmation.fill(DEMO.adult.email);
  await page.getByRole('button', { name: 'Send to my child' }).click();
  await expect(email).toHaveAccessibleDescription(/A participant with this email already exists\./);
  await expect(page).toHaveURL(/\/child-profile$/);
  await shot(page, 'child-profile-error');
  await expectNoAxeViolations(page);
  // The server error goes as soon as the field changes.
  await email.fill(childEmail);
  await expect(page.getByText('A participant with this email already exists.')).toBeHidden();
  await confirmation.fill(childEmail);
  const parentToken = await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY);
  await page.getByRole('button', { name: 'Send to my child' }).click();

  // The parent is signed out and told where the instructions went.
  await expect(page).toHaveURL(/\/passed-to-child$/);
  await expect(page.getByRole('heading', { level: 1, name: 'We have emailed your child' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText(`We sent an email to ${childEmail}`);
  expect(await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY)).toBeNull();
  await shot(page, 'passed-to-child');
  await expectNoAxeViolations(page);

  // The child's messages: the hand-off explanation and the link to choose a password.
  const handoff = await latestMessage(request, childEmail, 'child_handoff');
  expect(handoff.body).toContain('passed your registry account to you');
  const { link } = await latestMessage(request, childEmail, 'password_reset');
  const target = new URL(link!);
  await page.goto(target.pathname + target.search);
  await expect(page.getByRole('heading', { level: 1, name: 'Reset password' })).toBeVisible();
  await expectNoAxeViolations(page);

  // The parent's session and password ended with the hand-off.
  const parentMe = await request.get('/api/registry/me', { headers: { Authorization: `JWT ${parentToken}` } });
  expect(parentMe.status()).toBe(401);
  await page.goto('/auth/login');
  await fillSignIn(page, childEmail, DEMO.handoff.password);
  await expect(page.getByText('Unable to log in with provided credentials.')).toBeVisible();
  expect(await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY)).toBeNull();

  // The child sets their own password through the link, then signs in and lands on re-consent.
  await page.goto(target.pathname + target.search);
  await page.getByLabel('New password', { exact: true }).fill(childPassword);
  await page.getByLabel('Confirm new password').fill(childPassword);
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(
    page.getByText('Your password has been reset. You can now sign in with your new password.'),
  ).toBeVisible();
  await signIn(page, childEmail, childPassword, '/re-consent');
  expect((await storedClaims(page))?.account_status).toBe('reconsent');
  await expect(page.getByRole('heading', { level: 1, name: 'Re-consent' })).toBeVisible();
  await expectNoAxeViolations(page);

  // Re-consent: step 1 makes the child's details the account's own, step 2 completes
  // it; the profile is refreshed, the SMS question asked if still open, then the dashboard.
  const details = page.getByRole('region', { name: 'Step 1 of 2: Your details' });
  await expect(details.getByLabel('First name')).toHaveValue('Jamie');
  // The password is set already: step 1 does not ask for one.
  await expect(details.getByRole('group', { name: 'Your own password' })).toHaveCount(0);
  await details.getByLabel('First name').fill('Jamie, Lee');
  await details.getByRole('button', { name: 'Save and continue' }).click();
  await expect(details.getByLabel('First name')).toHaveAccessibleDescription(/Enter valid first name/);
  await details.getByLabel('First name').fill('Jamie Lee');
  await details.getByRole('button', { name: 'Save and continue' }).click();
  const consent = page.getByRole('region', { name: 'Step 2 of 2: Your consent' });
  await expect(consent).toBeVisible();
  await expectNoAxeViolations(page);
  await shot(page, 're-consent-step-2');
  // A reload keeps the step: the server stored that step 1 is finished.
  await page.reload();
  await expect(consent).toBeVisible();
  await consent.getByRole('button', { name: 'I agree and continue' }).click();
  const sms = page.getByRole('dialog', { name: 'Get text message reminders' });
  await expect.poll(async () => (await sms.isVisible()) || /\/dashboard$/.test(page.url())).toBe(true);
  if (await sms.isVisible()) await sms.getByRole('button', { name: 'Skip' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  const after = await storedClaims(page);
  expect(after?.account_status).toBe('regular');
  expect(after?.privileges.map((p) => p.id)).not.toContain('registry:reconsent');
  const token = await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY);
  const me = await request.get('/api/registry/me', { headers: { Authorization: `JWT ${token}` } });
  expect(await me.json()).toMatchObject({ state: 'regular', first_name: 'Jamie Lee', email: childEmail });

  // The parent's password no longer opens the account, under either address; the child's own does.
  const login = (email: string, password: string) => request.post('/api/registry/login', { data: { email, password } });
  expect((await login(DEMO.handoff.email, DEMO.handoff.password)).status()).toBe(400);
  expect((await login(childEmail, DEMO.handoff.password)).status()).toBe(400);
  expect((await login(childEmail, childPassword)).status()).toBe(200);
});
