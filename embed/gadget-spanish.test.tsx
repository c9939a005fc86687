import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { activeLocale } from '@/shared/i18n/locale';
import { catalogueOf } from '@/shared/i18n/locale';
import { loadAllTranslations } from '@/shared/i18n/switch-locale';
import { SESSION_KEYS } from '@/shared/session/session-store';
import { fakeApi } from '@/testing/fake-api';
import { participant, userToken } from '@/testing/fixtures';
import { renderWithRegistry } from '@/testing/render-with-registry';
import { GadgetHome, GadgetStart } from './gadget-start';

// The build replaces this identifier with the bundle's CSS (inline-css-plugin.ts).
(globalThis as Record<string, unknown>).__REGISTRY_EMBED_CSS__ = '';

beforeAll(async () => {
  const { RegistryFaqElement } = await import('./faq-element');
  const { defineElement } = await import('./registry-element');
  defineElement('spanish-faq', class extends RegistryFaqElement {});
  // The text modules the gadgets have loaded bring their Spanish (each its own chunk).
  await import('./survey-gadget-texts');
  await import('@/features/dashboard/dashboard-texts');
  await loadAllTranslations('es');
});

afterEach(() => {
  activeLocale.value = 'en';
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

describe('the gadgets in Spanish', () => {
  it("the gadgets' own texts and the app's declare their Spanish", () => {
    expect(Object.keys(catalogueOf('es') ?? {})).toEqual(
      expect.arrayContaining(['embed/survey-gadget-texts', 'features/dashboard/dashboard-texts']),
    );
  });

  it("<registry-survey>'s saved page and its not-found page are in Spanish", async () => {
    activeLocale.value = 'es';
    const signedIn = { profile: participant({ id: 7 }), storage: { [SESSION_KEYS.token]: userToken() } };
    const home = renderWithRegistry(<GadgetHome />, signedIn);
    expect(screen.getByRole('heading', { name: 'Sus respuestas están guardadas' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Continuar el estudio' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Cerrar sesión' })).toBeTruthy();
    home.unmount();
    renderWithRegistry(<GadgetStart target={{ studyId: 101, userStudyId: null }} source="public" />, {
      ...signedIn,
      api: { listUserStudies: { body: [] } },
    });
    expect(await screen.findByText('Este estudio no está abierto para su cuenta')).toBeTruthy();
  });

  it("<registry-faq>'s own title is in Spanish, and follows a switch back to English", async () => {
    activeLocale.value = 'es';
    vi.stubGlobal('fetch', fakeApi({ getMe: { status: 401, body: { detail: 'expired' } } }).fetch);
    const element = document.createElement('spanish-faq');
    element.setAttribute('environment', 'prod');
    act(() => void document.body.append(element));
    const shadow = within(element.shadowRoot as unknown as HTMLElement);
    expect(await shadow.findByRole('heading', { level: 2, name: 'Preguntas frecuentes' })).toBeTruthy();
    act(() => {
      activeLocale.value = 'en';
    });
    await waitFor(() =>
      expect(shadow.getByRole('heading', { level: 2, name: 'Frequently Asked Questions' })).toBeTruthy(),
    );
  });
});
