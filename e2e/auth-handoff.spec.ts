import { expect, test } from '@playwright/test';
import {
  DEMO,
  fillSignIn,
  latestMessage,
  shot,
  signIn,
  skipSmsConsentIfAsked,
  TOKEN_KEY,
  uniqueEmail,
} from './support/auth';
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
  await page.getByRole('button', { name: 'Yes, pass it to my child' }).click();
  await expect(email).toHaveAccessibleDescription(/A participant with this email already exists\./);
  await expect(page).toHaveURL(/\/child-profile$/);
  await shot(page, 'child-profile-error');
  await expectNoAxeViolations(page);
  // The server error goes as soon as the field changes.
  await email.fill(childEmail);
  await expect(page.getByText('A participant with this email already exists.')).toBeHidden();
  await confirmation.fill(childEmail);
  const parentToken = await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY);

  // An irreversible step: the parent confirms first, in a dialog naming the address and what
  // changes; the focus starts on Cancel, stays in the dialog, and comes back to the button.
  const send = page.getByRole('button', { name: 'Send to my child' });
  await send.click();
  const confirm = page.getByRole('dialog', { name: 'Pass the account to your child?' });
  await expect(confirm).toBeVisible();
  await expect(confirm).toContainText(`We will email ${childEmail} so that your child can choose their own password.`);
  await expect(confirm).toContainText('You will not be able to sign in to it again.');
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(confirm.getByRole('button', { name: 'Yes, pass it to my child' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await expectNoAxeViolations(page);
  await shot(page, 'child-profile-confirm');
  await page.keyboard.press('Escape');
  await expect(confirm).toBeHidden();
  await expect(send).toBeFocused();
  // The same dialog in Spanish.
  await page.goto('/child-profile?lang=es');
  await page.getByLabel('Correo electrónico de su hijo o hija', { exact: true }).fill(childEmail);
  await page.getByLabel('Confirme el correo electrónico de su hijo o hija').fill(childEmail);
  await page.getByRole('button', { name: 'Enviar a mi hijo o hija' }).click();
  const confirmEs = page.getByRole('dialog', { name: '¿Pasarle la cuenta a su hijo o hija?' });
  await expect(confirmEs).toContainText(`Le enviaremos un correo electrónico a ${childEmail}`);
  // The link's language is shown, not saved: this session may not change the profile, and says nothing failed.
  await expect(page.getByText('¡Uy! Algo salió mal')).toHaveCount(0);
  await expectNoAxeViolations(page);
  await confirmEs.getByRole('button', { name: 'Cancelar' }).click();
  await page.goto('/child-profile?lang=en');
  await email.fill(childEmail);
  await confirmation.fill(childEmail);
  await send.click();
  await confirm.getByRole('button', { name: 'Yes, pass it to my child' }).click();

  // The parent is signed out and told where the instructions went.
  await expect(page).toHaveURL(/\/passed-to-child$/);
  await expect(page.getByRole('heading', { level: 1, name: 'We have emailed your child' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText(`We sent an email to ${childEmail}`);
  expect(await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY)).toBeNull();
  await shot(page, 'passed-to-child');
  await expectNoAxeViolations(page);

  // The child's one message, of its own: what happened, and the link to choose a password on a
  // page of its own (not the generic reset e-mail or page).
  const handoff = await latestMessage(request, childEmail, 'child_handoff');
  expect(handoff.body).toMatch(/^Your parent or guardian set up your account in the registry/);
  expect(handoff.body).not.toContain('If you did not ask for it');
  const outbox = (await (await request.get(`/api/dev/outbox?to=${encodeURIComponent(childEmail)}`)).json()) as Array<{
    kind: string;
  }>;
  expect(outbox.map((m) => m.kind)).toEqual(['child_handoff']);
  const target = new URL(handoff.link!);
  expect(target.pathname).toBe('/auth/choose-password');
  const linkToken = target.searchParams.get('token')!;
  await page.goto(`/auth/choose-password?token=${linkToken}&lang=es`);
  await expect(page.getByRole('heading', { level: 1, name: 'Elija su contraseña' })).toBeVisible();
  await expect(page.getByText(childEmail)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto(`/auth/choose-password?token=${linkToken}&lang=en`);
  await expect(page.getByRole('heading', { level: 1, name: 'Choose your password' })).toBeVisible();
  await expect(page.getByText(/^Your parent or guardian set up your account in the registry/)).toBeVisible();
  await expect(page.getByText(childEmail)).toBeVisible();
  await expectNoAxeViolations(page);

  // The parent's session and password ended with the hand-off.
  const parentMe = await request.get('/api/registry/me', { headers: { Authorization: `JWT ${parentToken}` } });
  expect(parentMe.status()).toBe(401);
  await page.goto('/auth/login');
  await fillSignIn(page, childEmail, DEMO.handoff.password);
  await expect(page.getByText('Unable to log in with provided credentials.')).toBeVisible();
  expect(await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY)).toBeNull();

  // The child sets their own password through the link, then Sign In opens with their address
  // filled in, and they land on re-consent.
  await page.goto(`/auth/choose-password?token=${linkToken}&lang=en`);
  await page.getByLabel('Your password', { exact: true }).fill(childPassword);
  await page.getByLabel('Confirm your password').fill(childPassword);
  await page.getByRole('button', { name: 'Save my password' }).click();
  await expect(page.getByText(/^Your password is saved\./)).toBeVisible();
  await page.getByRole('link', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
  await expect(page.getByLabel('Email')).toHaveValue(childEmail);
  await page.getByLabel('Password', { exact: true }).fill(childPassword);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await skipSmsConsentIfAsked(page, /\/re-consent$/);
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
