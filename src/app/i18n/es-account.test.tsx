import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LoginScreen } from '@/features/auth/screens/login-screen';
import { RegisterScreen } from '@/features/auth/screens/register-screen';
import { activeLocale } from '@/shared/i18n/locale';
import { loadAllTranslations } from '@/shared/i18n/switch-locale';
import { EMAIL_TAKEN_MESSAGE } from '@/shared/lib/account-message-texts';
import { DateWidget } from '@/shared/widgets/dates/date-widget';
import type { FakeHandlers } from '@/testing/fake-api';
import { participant, userToken } from '@/testing/fixtures';
import { renderWithRegistry } from '@/testing/render-with-registry';

const routes = (overrides: FakeHandlers = {}): FakeHandlers => ({
  checkEmailSpelling: { body: { is_ok: true } },
  signup: { status: 201, body: { id: 7, access_token: userToken() } },
  login: { body: { token: userToken() } },
  getMe: { body: participant() },
  getSmsConsent: { body: { required: false } },
  ...overrides,
});

beforeEach(async () => {
  await loadAllTranslations('es');
  activeLocale.value = 'es';
});
afterEach(() => {
  activeLocale.value = 'en';
});

/** The control named `label` says `message` as its error (aria-invalid, aria-describedby). */
function expectFieldError(label: string, message: string) {
  const control = screen.getByLabelText(label);
  expect(control).toHaveAttribute('aria-invalid', 'true');
  expect(control).toHaveAccessibleDescription(expect.stringContaining(message));
}

describe('sign-in and registration in Spanish', () => {
  it('the sign-in screen: Spanish labels, and the Spanish required messages on their fields', async () => {
    const r = renderWithRegistry(<LoginScreen />, { path: '/auth/login', api: routes() });
    expect(screen.getByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '¿Olvidó su contraseña?' })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    await waitFor(() => expectFieldError('Correo electrónico', 'El correo electrónico es obligatorio'));
    expectFieldError('Contraseña', 'Escriba una contraseña');
    expect(screen.queryByText('Email is required')).toBeNull();
    expect(r.api.calls).toHaveLength(0);
  });

  it('the sign-up form submitted empty: Spanish labels, summary and messages tied to each field', async () => {
    const user = userEvent.setup();
    const r = renderWithRegistry(<RegisterScreen />, { path: '/auth/register', api: routes() });
    expect(screen.getByRole('heading', { level: 1, name: 'Registrarse' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Crear cuenta' }));
    const summary = await screen.findByRole('heading', { name: 'Hay un problema' });
    const summaryBox = summary.closest('div') ?? document.body;
    for (const message of [
      'El tipo de perfil es obligatorio',
      'El nombre es obligatorio',
      'El apellido es obligatorio',
      'El correo electrónico es obligatorio',
    ]) {
      expect(within(summaryBox).getByText(message, { exact: false })).toBeInTheDocument();
    }
    expectFieldError('Nombre', 'El nombre es obligatorio');
    expectFieldError('Apellido(s)', 'El apellido es obligatorio');
    expectFieldError('Correo electrónico', 'El correo electrónico es obligatorio');
    expectFieldError('Contraseña', 'Escriba una contraseña');
    expect(screen.getByRole('group', { name: /¿A quién va a registrar\?/ })).toHaveAccessibleDescription(
      expect.stringContaining('El tipo de perfil es obligatorio'),
    );
    // The child's fields come in Spanish, with the name rule said in Spanish.
    await user.click(screen.getByLabelText('Mi hijo o hija – tiene menos de 18 años.'));
    expect(screen.getByLabelText('Nombre de su hijo o hija')).toHaveAccessibleDescription(
      /un espacio entre las partes/,
    );
    expect(screen.queryByText(/is required/)).toBeNull();
    expect(r.api.called('signup')).toHaveLength(0);
  });

  it("shows the server's English 'already exists' reply in Spanish, with the ways on", async () => {
    const user = userEvent.setup();
    renderWithRegistry(<RegisterScreen />, {
      path: '/auth/register',
      api: routes({ signup: { status: 409, body: { email: [EMAIL_TAKEN_MESSAGE] } } }),
    });
    await fillAdult(user);
    await user.click(screen.getByRole('button', { name: 'Crear cuenta' }));
    expect(await screen.findByText(/Ya existe un participante con este correo electrónico\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Inicie sesión' })).toHaveAttribute('href', '/auth/login');
    expect(screen.getByRole('link', { name: 'cambie su contraseña' })).toHaveAttribute('href', '/auth/forgot-password');
    expect(screen.queryByText(/already exists/)).toBeNull();
  });
});

async function fillAdult(user: UserEvent) {
  await user.click(screen.getByLabelText('Yo – tengo más de 18 años.'));
  await user.type(screen.getByLabelText('Nombre'), 'Morgan');
  await user.type(screen.getByLabelText('Apellido(s)'), 'Tester');
  await user.type(screen.getByLabelText('Correo electrónico'), 'morgan@example.org');
  await user.type(screen.getByLabelText('Contraseña'), 'Strong-Pass-1');
  await user.type(screen.getByLabelText('Confirme la contraseña'), 'Strong-Pass-1');
}

function DateHarness() {
  const [value, setValue] = useState('2024-03-15');
  return <DateWidget id="d" label="Fecha de la visita" value={value} onChange={(e) => setValue(e.value)} />;
}

describe('the calendar in Spanish', () => {
  it('names months and days in Spanish; the date is still typed month first, MM/DD/AAAA', async () => {
    render(<DateHarness />);
    const input = screen.getByRole('textbox', { name: 'Fecha de la visita' });
    expect(input).toHaveAttribute('placeholder', 'MM/DD/AAAA');
    expect(input).toHaveValue('03/15/2024');
    await userEvent.click(screen.getByRole('button', { name: 'Elegir fecha: Fecha de la visita' }));
    await screen.findByRole('dialog', { name: 'Elegir fecha' });
    expect(screen.getByRole('heading', { name: 'marzo de 2024' })).toBeInTheDocument();
    expect(screen.getByRole('gridcell', { name: 'viernes, 15 de marzo de 2024' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('columnheader', { name: 'domingo' })).toHaveTextContent('do');
    expect(screen.getByRole('option', { name: 'marzo' })).toBeInTheDocument();
  });
});
