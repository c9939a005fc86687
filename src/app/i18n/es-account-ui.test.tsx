import { formatDateTime } from '@/shared/i18n/date-time';
import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { validateCity } from '@/features/profile/model/profile-rules';
import { PasswordChecklist } from '@/shared/account-fields/password-checklist';
import { invalidForCountry } from '@/shared/account-fields/phone';
import { validateFirstName, validateNotOwnEmail } from '@/shared/account-fields/validators';
import { MESSAGES } from '@/shared/api/client/failure-feedback';
import { activeLocale } from '@/shared/i18n/locale';
import { loadAllTranslations } from '@/shared/i18n/switch-locale';
import { birthdayError } from '@/shared/lib/birthday-rule';
import { ErrorDialog } from '@/shared/ui/error-dialog';
import { InternalServerErrorDialog } from '@/shared/ui/internal-server-error-dialog';
import { SessionWarningDialog } from '@/shared/ui/session-warning-dialog';

beforeEach(async () => {
  await loadAllTranslations('es');
  activeLocale.value = 'es';
});
afterEach(() => {
  activeLocale.value = 'en';
});

describe('the shared UI in Spanish', () => {
  it("the error dialog's defaults and its Close button", async () => {
    render(<ErrorDialog onClose={vi.fn()} />);
    const dialog = await screen.findByRole('dialog', { name: '¡Uy! Algo salió mal' });
    expect(dialog).toHaveTextContent('No pudimos completar lo que usted pidió.');
    expect(screen.getByRole('button', { name: 'Cerrar' })).toBeInTheDocument();
  });

  it('the server-error dialog, with the time of the error written the Spanish way', async () => {
    const at = new Date(Date.UTC(2026, 0, 5, 15, 42));
    render(<InternalServerErrorDialog onClose={vi.fn()} occurredAt={at} />);
    const dialog = await screen.findByRole('dialog', { name: 'Error interno del servidor' });
    // The month in words, in the participant's zone (the browser's here: no profile).
    expect(dialog).toHaveTextContent(`Hora del error: ${formatDateTime(at.toISOString(), { lang: 'es' })}`);
    expect(dialog).toHaveTextContent(/Hora del error: \d{1,2} ene 2026, \d{1,2}:42 [ap]\. m\./);
  });

  it('the session warning says the time and offers its choices in Spanish', async () => {
    const at = new Date(2026, 0, 5, 10, 42).getTime();
    render(<SessionWarningDialog onClose={vi.fn()} expiresAt={at} renewable />);
    const dialog = await screen.findByRole('dialog', { name: 'Su sesión está por terminar' });
    const time = new Date(at).toLocaleTimeString('es-US', { hour: 'numeric', minute: '2-digit' });
    expect(dialog).toHaveTextContent(`cerraremos su sesión a las ${time}, en unos 2 minutos`);
    expect(screen.getByRole('button', { name: 'Seguir con la sesión abierta' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cerrar sesión' })).toBeInTheDocument();
  });

  it("the password checklist names the rule's parts in Spanish", () => {
    render(<PasswordChecklist password="abc" />);
    expect(screen.getByText('Su contraseña necesita:')).toBeInTheDocument();
    expect(screen.getByText('Al menos 8 caracteres')).toBeInTheDocument();
    expect(screen.getByText('Una letra minúscula').closest('li')).toHaveClass('is-met');
  });
});

describe('account messages in Spanish, read when a value is checked', () => {
  it('validators, the birthday rule, the phone country and the failure snackbar', () => {
    expect(validateFirstName('')).toBe('El nombre es obligatorio');
    expect(validateFirstName('Ana\nMaría')).toBe(
      'Escriba esto en una sola línea, sin saltos de línea ni caracteres invisibles.',
    );
    // The profile's address fields share the single-line message.
    expect(validateCity('Boston\u2028MA')).toBe(
      'Escriba esto en una sola línea, sin saltos de línea ni caracteres invisibles.',
    );
    expect(validateNotOwnEmail('me@example.org', 'ME@example.org')).toBe(
      'Escriba el correo electrónico propio de su hijo o hija, no el suyo.',
    );
    expect(birthdayError('2099-01-01', new Date(Date.UTC(2026, 5, 15)))).toBe(
      'La fecha de nacimiento no puede estar en el futuro.',
    );
    expect(invalidForCountry('US')).toBe('Escriba un número de teléfono válido para Estados Unidos');
    expect(invalidForCountry(undefined, '44')).toBe('Escriba un número de teléfono válido para el código de país +44');
    expect(MESSAGES.connection).toMatch(/^Error de conexión o del servidor/);
    activeLocale.value = 'en';
    expect(validateFirstName('')).toBe('First name is required');
    expect(invalidForCountry('US')).toBe('Enter a valid phone number for United States');
  });
});
