import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode, useLayoutEffect } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { activeLocale } from '@/shared/i18n/locale';
import { LOCALE_STORAGE_KEY, setLinkLocale } from '@/shared/language/remembered-locale';
import { createMemoryStorage } from '@/shared/session/key-value-storage';
import { useSession } from '@/shared/session/session-context';
import type { SessionStore } from '@/shared/session/session-store';
import { KIT_TEXTS } from '@/shared/ui/kit-texts';
import { LanguageSwitch } from '@/shared/ui/language/language-switch';
import { fakeApi, type FakeReply } from '@/testing/fake-api';
import { participant, userToken } from '@/testing/fixtures';
import { renderWithRegistry } from '@/testing/render-with-registry';
import { RegistryProvider } from './provider';

afterEach(() => {
  activeLocale.value = 'en';
  localStorage.clear();
  setLinkLocale(null);
});

const signedIn = { 'registry.token': userToken() };

describe("the participant's language across sign-in and profile loads", () => {
  it('a profile arriving with another preferred language switches the page to it, and it is remembered', async () => {
    const view = renderWithRegistry(<LanguageSwitch />, { storage: signedIn });
    expect(screen.getByRole('button', { name: 'Español (Spanish)' })).toBeInTheDocument();
    act(() => view.session.setProfile(participant({ preferred_language: 'es' })));
    await screen.findByRole('button', { name: 'English (inglés)' });
    expect(view.container.querySelector('.registry-root')).toHaveAttribute('lang', 'es');
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('es');
    expect(view.api.calls).toHaveLength(0);
  });

  it('a reload of the profile (/registry/me) with a preferred language switches the page', async () => {
    const view = renderWithRegistry(<LanguageSwitch />, {
      storage: signedIn,
      api: { getMe: { body: participant({ preferred_language: 'es' }) }, getSmsConsent: { body: { required: false } } },
    });
    await screen.findByRole('button', { name: 'English (inglés)' });
    expect(view.api.called('getMe')).toHaveLength(1);
    expect(view.api.called('updateProfile')).toHaveLength(0);
  });

  it('the same profile again does not undo a switch whose save failed', async () => {
    const user = userEvent.setup();
    const view = renderWithRegistry(<LanguageSwitch />, {
      storage: signedIn,
      profile: participant({ preferred_language: 'en' }),
      api: { updateProfile: { status: 400, body: { detail: ['Not now.'] } } },
    });
    await user.click(screen.getByRole('button', { name: 'Español (Spanish)' }));
    await waitFor(() => expect(view.api.called('updateProfile')).toHaveLength(1));
    act(() => view.session.setProfile(participant({ preferred_language: 'en', first_name: 'Annie' })));
    expect(screen.getByRole('button', { name: 'English (inglés)' })).toBeInTheDocument();
    expect(activeLocale.value).toBe('es');
  });

  it("a page opened with ?lang keeps its language at sign-in and saves it as the participant's", async () => {
    setLinkLocale('es');
    activeLocale.value = 'es';
    const view = renderWithRegistry(<LanguageSwitch />, {
      storage: signedIn,
      api: { updateProfile: { body: participant({ preferred_language: 'es' }) } },
    });
    act(() => view.session.setProfile(participant({ preferred_language: 'en' })));
    await waitFor(() => expect(view.api.called('updateProfile')).toHaveLength(1));
    expect(view.api.called('updateProfile')[0].body).toEqual({ preferred_language: 'es' });
    await waitFor(() => expect(view.session.profile.value?.preferred_language).toBe('es'));
    expect(activeLocale.value).toBe('es');
    expect(screen.getByRole('button', { name: 'English (inglés)' })).toBeInTheDocument();
  });

  it('a session with a step to finish first (hand-off, assent) saves the language alone, from ?lang and from the switch', async () => {
    setLinkLocale('es');
    activeLocale.value = 'es';
    const view = renderWithRegistry(<LanguageSwitch />, {
      storage: { 'registry.token': userToken({ privileges: [{ id: 'registry:child_profile', title: '' }] }) },
      api: {
        updateProfile: (request) => ({
          body: participant(request.body as { preferred_language: 'en' | 'es' }),
        }),
      },
    });
    act(() => view.session.setProfile(participant({ preferred_language: 'en' })));
    await waitFor(() => expect(view.api.called('updateProfile')).toHaveLength(1));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'English (inglés)' }));
    await screen.findByRole('button', { name: 'Español (Spanish)' });
    await waitFor(() => expect(view.api.called('updateProfile')).toHaveLength(2));
    expect(view.api.called('updateProfile').map((c) => c.body)).toEqual([
      { preferred_language: 'es' },
      { preferred_language: 'en' },
    ]);
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('en');
  });

  it('a switch while the profile is still loading is saved once it arrives', async () => {
    const user = userEvent.setup();
    let answerMe: (reply: FakeReply) => void = () => undefined;
    const view = renderWithRegistry(<LanguageSwitch />, {
      storage: signedIn,
      api: {
        getMe: () => new Promise<FakeReply>((resolve) => (answerMe = resolve)),
        getSmsConsent: { body: { required: false } },
        updateProfile: { body: participant({ preferred_language: 'es' }) },
      },
    });
    await waitFor(() => expect(view.api.called('getMe')).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Español (Spanish)' }));
    await screen.findByRole('button', { name: 'English (inglés)' });
    expect(view.api.called('updateProfile')).toHaveLength(0);
    answerMe({ body: participant({ preferred_language: 'en' }) });
    await waitFor(() => expect(view.api.called('updateProfile')).toHaveLength(1));
    expect(view.api.called('updateProfile')[0].body).toEqual({ preferred_language: 'es' });
    await waitFor(() => expect(view.session.profile.value?.preferred_language).toBe('es'));
    expect(activeLocale.value).toBe('es');
  });

  it('signed out, a switch is only remembered: at sign-in the profile decides', async () => {
    const user = userEvent.setup();
    const view = renderWithRegistry(<LanguageSwitch />);
    await user.click(screen.getByRole('button', { name: 'Español (Spanish)' }));
    await screen.findByRole('button', { name: 'English (inglés)' });
    act(() => {
      view.session.setToken(userToken());
      view.session.setProfile(participant({ preferred_language: 'en' }));
    });
    await screen.findByRole('button', { name: 'Español (Spanish)' });
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('en');
    expect(view.api.calls).toHaveLength(0);
  });

  it('is not there when the host decides the language (the locale prop)', () => {
    render(
      <RegistryProvider storage={createMemoryStorage()} environment="prod" locale="en">
        <LanguageSwitch />
        <p>{KIT_TEXTS.scrollToTop}</p>
      </RegistryProvider>,
    );
    expect(screen.getByText('Scroll to top')).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it("with the host's locale, a profile's preferred language does not switch the page", async () => {
    let session: SessionStore | undefined;
    function Probe() {
      session = useSession();
      return <p>{KIT_TEXTS.scrollToTop}</p>;
    }
    render(
      <RegistryProvider storage={createMemoryStorage({ 'registry.token': userToken() })} environment="prod" locale="en">
        <Probe />
      </RegistryProvider>,
    );
    act(() => session!.setProfile(participant({ preferred_language: 'es' })));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByText('Scroll to top')).toBeInTheDocument();
    expect(activeLocale.value).toBe('en');
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBeNull();
  });

  it('a link language pending at mount is saved, never undone, when the effects run twice (StrictMode)', async () => {
    setLinkLocale('es');
    activeLocale.value = 'es';
    const shown: string[] = [];
    const stop = activeLocale.subscribe((locale) => shown.push(locale));
    const api = fakeApi({ updateProfile: { body: participant({ preferred_language: 'es' }) } });
    let session: SessionStore | undefined;
    function ProfileFirst() {
      session = useSession();
      // A layout effect: the profile is there before the provider's effects run.
      useLayoutEffect(() => session!.setProfile(participant({ preferred_language: 'en' })), []);
      return <LanguageSwitch />;
    }
    render(
      <StrictMode>
        <RegistryProvider
          storage={createMemoryStorage({ 'registry.token': userToken() })}
          apiBase="/api"
          environment="development"
          fetch={api.fetch}
        >
          <ProfileFirst />
        </RegistryProvider>
      </StrictMode>,
    );
    await waitFor(() => expect(session!.profile.value?.preferred_language).toBe('es'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    stop();
    expect(api.called('updateProfile')).toHaveLength(1);
    expect(shown.every((locale) => locale === 'es')).toBe(true);
    expect(screen.getByRole('button', { name: 'English (inglés)' })).toBeInTheDocument();
  });
});
