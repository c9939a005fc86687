import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { activeLocale } from '@/shared/i18n/locale';
import { LOCALE_STORAGE_KEY } from '@/shared/language/remembered-locale';
import { SESSION_KEYS } from '@/shared/session/session-store';
import { answerEveryRow } from '@/testing/fake-api';
import { participant, userToken } from '@/testing/fixtures';
import { renderWithRegistry } from '@/testing/render-with-registry';
import { UserProfileScreen } from './user-profile-screen';

afterEach(() => {
  activeLocale.value = 'en';
  localStorage.clear();
});

describe("My Profile's language setting", () => {
  it('saves the preferred language through the profile update, shows the page in it and says so there', async () => {
    const user = userEvent.setup();
    const view = renderWithRegistry(<UserProfileScreen />, {
      path: '/user-profile',
      storage: { [SESSION_KEYS.token]: userToken() },
      profile: participant({ preferred_language: 'en' }),
      api: {
        ...answerEveryRow(),
        getHouseholdInfo: { body: { address: null, city: null, country_state: null, zip_code: null } },
        getStates: { body: [] },
        getTimeZones: { body: [] },
        updateProfile: { body: participant({ preferred_language: 'es' }) },
      },
    });
    const section = within(await screen.findByRole('region', { name: 'Language' }));
    const group = within(section.getByRole('group', { name: 'Language of the registry' }));
    expect(group.getByRole('radio', { name: 'English' })).toBeChecked();
    const spanish = group.getByRole('radio', { name: 'Español' });
    expect(spanish.closest('label')?.querySelector('[lang="es"]')).toHaveTextContent('Español');

    await user.click(spanish);
    await waitFor(() => expect(view.api.called('updateProfile')).toHaveLength(1));
    const [call] = view.api.called('updateProfile');
    expect(call.params).toEqual({ id: 7 });
    expect(call.body).toEqual({ preferred_language: 'es' });

    const idioma = within(await screen.findByRole('region', { name: 'Idioma' }));
    expect(idioma.getByRole('radio', { name: 'Español' })).toBeChecked();
    expect(await screen.findByText('Su idioma se guardó.')).toBeInTheDocument();
    expect(view.container.querySelector('.registry-root')).toHaveAttribute('lang', 'es');
    expect(view.session.profile.value?.preferred_language).toBe('es');
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('es');
  });
});
