import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activeLocale } from '../shared/i18n/locale';
import { createMemoryStorage } from '../shared/session/key-value-storage';
import { KIT_TEXTS } from '../shared/ui/kit-texts';
import { RegistryProvider, type RegistryProviderProps } from './provider';

afterEach(() => {
  activeLocale.value = 'en';
});

/** A screen deep in the tree: a text of a module and a field being typed in. */
function Inner() {
  return (
    <label>
      {KIT_TEXTS.scrollToTop}
      <input />
    </label>
  );
}
function Screen() {
  return (
    <main>
      <Inner />
    </main>
  );
}

describe('the language of a provider', () => {
  const storage = createMemoryStorage();
  const tree = (props: Partial<RegistryProviderProps>) => (
    <RegistryProvider storage={storage} environment="prod" {...props}>
      <Screen />
    </RegistryProvider>
  );

  it('switches in place with the locale prop: every text follows, what is being typed stays', async () => {
    const errors = vi.spyOn(console, 'error');
    const user = userEvent.setup();
    const view = render(tree({}));
    const field = screen.getByRole('textbox', { name: 'Scroll to top' });
    await user.type(field, 'half an answer');
    view.rerender(tree({ locale: 'es' }));
    const same = await screen.findByRole('textbox', { name: 'Volver arriba' });
    expect(same).toBe(field);
    expect(same).toHaveValue('half an answer');
    expect(view.container.querySelector('.registry-root')).toHaveAttribute('lang', 'es');
    view.rerender(tree({ locale: 'en' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Scroll to top' })).toBe(field));
    expect(view.container.querySelector('.registry-root')).toHaveAttribute('lang', 'en');
    // The copied tree needs no keys the host did not write.
    expect(errors.mock.calls.filter((call) => String(call[0]).includes('key'))).toEqual([]);
    errors.mockRestore();
  });
});
