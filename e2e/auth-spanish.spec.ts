import { expect, test } from '@playwright/test';
import { DEMO, shot, TOKEN_KEY, uniqueEmail } from './support/auth';
import { expectNoAxeViolations } from './support/axe';

test.use({ viewport: { width: 375, height: 812 } });

test('register an adult in Spanish: Spanish messages on the fields, the SMS question and the welcome', async ({
  page,
}) => {
  await page.goto('/auth/register?lang=es');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { level: 1, name: 'Registrarse' })).toBeVisible();
  // The phone library has loaded once the field starts with +1: the form is ready.
  await expect(page.getByLabel('Número de teléfono (opcional)')).toHaveValue('+1');

  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(page.getByRole('heading', { name: 'Hay un problema' })).toBeVisible();
  const firstName = page.getByLabel('Nombre', { exact: true });
  await expect(firstName).toHaveAttribute('aria-invalid', 'true');
  await expect(firstName).toHaveAccessibleDescription(/El nombre es obligatorio/);
  await expect(page.getByLabel('Correo electrónico')).toHaveAccessibleDescription(
    /El correo electrónico es obligatorio/,
  );
  await expect(page.getByLabel('Contraseña', { exact: true })).toHaveAccessibleDescription(/Escriba una contraseña/);
  await expect(page.getByText('El tipo de perfil es obligatorio', { exact: true }).last()).toBeVisible();
  await expect(page.getByText(/is required/)).toHaveCount(0);
  await expectNoAxeViolations(page);

  const email = uniqueEmail('spanish');
  await page.getByLabel('Yo – tengo más de 18 años.').check();
  await firstName.fill('Lucía');
  await page.getByLabel('Apellido(s)', { exact: true }).fill('Pérez');
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill('débil');
  await page.getByLabel('Confirme la contraseña').fill('débil');
  await page.getByLabel('Confirme la contraseña').blur();
  await expect(page.getByText(/^La contraseña debe tener al menos ocho \(8\) caracteres/).last()).toBeVisible();
  await expect(page.getByText('Su contraseña necesita:')).toBeVisible();
  await page.getByLabel('Contraseña', { exact: true }).fill('Fuerte-Clave-1');
  await page.getByLabel('Confirme la contraseña').fill('Fuerte-Clave-1');
  await shot(page, 'register-spanish');
  const signup = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/api/registry/signup'));
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  // The page's language goes with the registration as the participant's preferred one.
  expect((await signup).postDataJSON()).toMatchObject({ preferred_language: 'es' });

  const sms = page.getByRole('dialog', { name: 'Reciba recordatorios por mensaje de texto' });
  await expect(sms).toBeVisible();
  await sms.getByRole('button', { name: 'Confirmar' }).click();
  await expect(sms.getByText('Debe marcar la casilla para continuar.')).toBeVisible();
  await sms.getByRole('button', { name: 'Omitir' }).click();
  await expect(sms).toBeHidden();

  await expect(page).toHaveURL(/\/register-success$/);
  await expect(page.getByRole('heading', { level: 1, name: '¡Gracias por registrarse!' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expectNoAxeViolations(page);
  // The account the server stored is the one typed, with Spanish as its language.
  const token = await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY);
  const me = await page.request.get('/api/registry/me', { headers: { Authorization: `JWT ${token}` } });
  expect(await me.json()).toMatchObject({
    email,
    first_name: 'Lucía',
    last_name: 'Pérez',
    profile_type: 'adult',
    preferred_language: 'es',
  });
});

test('sign in in Spanish: the required messages, a wrong password refused in Spanish, the way to the reset and back', async ({
  page,
}) => {
  await page.goto('/auth/login?lang=es');
  await expect(page.getByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeVisible();
  await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
  await expect(page.getByLabel('Correo electrónico')).toHaveAccessibleDescription(
    /El correo electrónico es obligatorio/,
  );
  await expect(page.getByLabel('Contraseña', { exact: true })).toHaveAccessibleDescription(/Escriba una contraseña/);
  await page.getByLabel('Correo electrónico').fill(DEMO.adult.email);
  await page.getByLabel('Contraseña', { exact: true }).fill('Wrong-password-1');
  await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'No pudimos iniciar su sesión con estos datos.' }),
  ).toBeVisible();
  await page.getByRole('link', { name: '¿Olvidó su contraseña?' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Olvidé mi contraseña' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await page.getByRole('link', { name: 'Regresar a la página de inicio de sesión' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeVisible();
});
