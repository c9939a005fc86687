import { act, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { activeLocale } from '@/shared/i18n/locale';
import { KIT_TEXTS } from '@/shared/ui/kit-texts';
import { fakeApi } from '@/testing/fake-api';

// The build replaces this identifier with the bundle's CSS (inline-css-plugin.ts).
(globalThis as Record<string, unknown>).__REGISTRY_EMBED_CSS__ = '';

/** A gadget's screen: a text of the kit. */
function Probe() {
  return <p data-testid="text">{KIT_TEXTS.scrollToTop}</p>;
}

beforeAll(async () => {
  const { RegistryElement, defineElement } = await import('./registry-element');
  class LangGadget extends RegistryElement {
    protected renderScreen() {
      return <Probe />;
    }
  }
  defineElement('lang-test-gadget', LangGadget);
});

afterEach(() => {
  document.body.innerHTML = '';
  activeLocale.value = 'en';
  vi.unstubAllGlobals();
});

function mount(lang: string | null) {
  vi.stubGlobal('fetch', fakeApi({}).fetch);
  const element = document.createElement('lang-test-gadget');
  element.setAttribute('environment', 'prod');
  if (lang !== null) element.setAttribute('lang', lang);
  act(() => void document.body.append(element));
  const root = () => element.shadowRoot!.querySelector('.registry-root');
  return { element, root };
}

describe("a gadget's lang attribute", () => {
  it("shows the gadget in that language, its root's lang following; a change switches in place", async () => {
    const { element, root } = mount('es');
    await waitFor(() => expect(root()).toHaveAttribute('lang', 'es'));
    expect(root()).toHaveTextContent('Volver arriba');
    const text = root()!.querySelector('[data-testid="text"]');
    // No switch is offered in a gadget: the page decides its language.
    expect(root()!.querySelector('.registry-language-switch')).toBeNull();

    act(() => element.setAttribute('lang', 'en'));
    await waitFor(() => expect(root()).toHaveAttribute('lang', 'en'));
    expect(root()).toHaveTextContent('Scroll to top');
    // The same element: the screen was not mounted again.
    expect(root()!.querySelector('[data-testid="text"]')).toBe(text);
  });

  it('without it, or with a language the registry does not speak, the gadget is in English', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { root } = mount('fr');
    await waitFor(() => expect(root()).toHaveTextContent('Scroll to top'));
    expect(root()).toHaveAttribute('lang', 'en');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('ignoring lang="fr"'));
    warn.mockRestore();
  });
});
