import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { activeLocale } from '@/shared/i18n/locale';
import { LOCALE_STORAGE_KEY } from '@/shared/language/remembered-locale';
import { KIT_TEXTS } from '@/shared/ui/kit-texts';
import { participant, userToken } from '@/testing/fixtures';
import { renderWithRegistry } from '@/testing/render-with-registry';
import { LanguageSwitch } from './language-switch';

afterEach(() => {
  activeLocale.value = 'en';
  localStorage.clear();
});

/** The switch beside a text of another module, to see the page's texts follow it. */
const Page = () => (
  <header>
    <LanguageSwitch />
    <p>{KIT_TEXTS.scrollToTop}</p>
  </header>
);

describe('the language switch', () => {
  it('on an English page offers Español, in Spanish, named for screen readers in both languages', () => {
    renderWithRegistry(<Page />);
    const button = screen.getByRole('button', { name: 'Español (Spanish)' });
    expect(button).toHaveAttribute('lang', 'es');
    expect(button).toHaveTextContent(/^Español/);
    expect(button.querySelector('.registry-visually-hidden')).toHaveAttribute('lang', 'en');
  });

  it("a click shows the page in Spanish: its texts, the root's lang, the switch now offering English; remembered", async () => {
    const user = userEvent.setup();
    const view = renderWithRegistry(<Page />);
    await user.click(screen.getByRole('button', { name: 'Español (Spanish)' }));
    const back = await screen.findByRole('button', { name: 'English (inglés)' });
    expect(back).toHaveAttribute('lang', 'en');
    expect(screen.getByText('Volver arriba')).toBeInTheDocument();
    expect(view.container.querySelector('.registry-root')).toHaveAttribute('lang', 'es');
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('es');
    // Signed out nothing is saved anywhere else.
    expect(view.api.calls).toHaveLength(0);

    await user.click(back);
    await screen.findByRole('button', { name: 'Español (Spanish)' });
    expect(screen.getByText('Scroll to top')).toBeInTheDocument();
    expect(view.container.querySelector('.registry-root')).toHaveAttribute('lang', 'en');
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('en');
  });

  it("signed in, a click saves the participant's preferred language with the profile update", async () => {
    const user = userEvent.setup();
    const view = renderWithRegistry(<Page />, {
      storage: { 'registry.token': userToken() },
      profile: participant({ preferred_language: 'en' }),
      api: { updateProfile: { body: participant({ preferred_language: 'es' }) } },
    });
    await user.click(screen.getByRole('button', { name: 'Español (Spanish)' }));
    await waitFor(() => expect(view.api.called('updateProfile')).toHaveLength(1));
    const [call] = view.api.called('updateProfile');
    expect(call.params).toEqual({ id: 7 });
    expect(call.body).toEqual({ preferred_language: 'es' });
    await waitFor(() => expect(view.session.profile.value?.preferred_language).toBe('es'));
    expect(screen.getByRole('button', { name: 'English (inglés)' })).toBeInTheDocument();
    expect(activeLocale.value).toBe('es');
  });
});
