import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { UserProfileScreen } from '@/features/profile/screens/user-profile-screen';
import { activeLocale } from '@/shared/i18n/locale';
import { loadAllTranslations } from '@/shared/i18n/switch-locale';
import { SESSION_KEYS } from '@/shared/session/session-store';
import { answerEveryRow } from '@/testing/fake-api';
import { participant, userToken } from '@/testing/fixtures';
import { renderWithRegistry } from '@/testing/render-with-registry';

const HOUSEHOLD = { address: '1 Main St', city: 'Boston', country_state: 'Massachusetts', zip_code: '02101' };

function renderProfile() {
  return renderWithRegistry(<UserProfileScreen />, {
    path: '/user-profile',
    storage: { [SESSION_KEYS.token]: userToken() },
    profile: participant(),
    api: {
      ...answerEveryRow(),
      getHouseholdInfo: { body: HOUSEHOLD },
      getStates: { body: [{ name: 'Massachusetts', abbreviation: 'MA' }] },
      getTimeZones: { body: [] },
    },
  });
}

describe('UserProfileScreen in Spanish', () => {
  beforeAll(() => loadAllTranslations('es'));
  afterEach(() => {
    activeLocale.value = 'en';
  });

  it('shows its headings, labels and the contact block in Spanish', async () => {
    activeLocale.value = 'es';
    renderProfile();
    expect(screen.getByRole('heading', { level: 1, name: 'Mi perfil' })).toBeTruthy();
    await screen.findByRole('region', { name: 'Información personal', busy: false });
    for (const name of [
      'Información personal',
      'Información del hogar',
      'Notificaciones',
      'Cambiar la contraseña',
      'Retirarse del registro',
    ]) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeTruthy();
    }
    const personal = within(screen.getByRole('region', { name: 'Información personal' }));
    expect(await personal.findByLabelText('Nombre')).toBeTruthy();
    expect(personal.getByLabelText('Número de teléfono celular (opcional)')).toBeTruthy();
    expect(await screen.findByLabelText('Código postal')).toBeTruthy();
    expect(screen.getByRole('complementary', { name: '¿Tiene preguntas sobre su cuenta?' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Cerrar' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: /Personal information|My Profile/ })).toBeNull();
  });

  it("answers a form's check in Spanish", async () => {
    const user = userEvent.setup();
    activeLocale.value = 'es';
    renderProfile();
    const personal = within(await screen.findByRole('region', { name: 'Información personal', busy: false }));
    await user.click(personal.getByRole('button', { name: 'Guardar cambios' }));
    expect(await personal.findByText('Todavía no ha cambiado nada.')).toBeTruthy();
    await user.clear(personal.getByLabelText('Nombre'));
    await user.click(personal.getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() => expect(personal.getByText('Este campo es obligatorio')).toBeTruthy());
  });
});
