import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Router } from 'wouter';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderWithRegistry } from '@/testing/render-with-registry';
import { PublicHeader } from './public-header';
import { loadLayoutExtras } from './use-layout-extras';

function openMenu() {
  const user = userEvent.setup();
  const view = renderWithRegistry(<PublicHeader />, { path: '/faq' });
  const hamburger = screen.getByRole('button', { name: 'Menu' });
  return { user, view, hamburger };
}

describe('PublicHeader', () => {
  // The layout's extras (menu, footer) as the full app has them from the start (public-layout.test.tsx covers their late arrival).
  beforeAll(() => loadLayoutExtras());

  it('links the logo home, FAQ, Contact Us, Sign In and Sign Up', () => {
    renderWithRegistry(<PublicHeader />);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['FAQ', '/faq'],
      ['Contact Us', '/landing#contact'],
      ['Sign In', '/auth/login'],
      ['Sign Up', '/auth/register'],
    ]);
    expect(screen.getByRole('link', { name: 'T1D Registry home' })).toHaveAttribute('href', '/landing');
  });

  it('carries the base path the registry is mounted under on every link, Contact Us included', () => {
    renderWithRegistry(
      <Router base="/registry">
        <PublicHeader />
      </Router>,
      { path: '/registry/faq' },
    );
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/registry/landing#contact');
    expect(within(nav).getByRole('link', { name: 'FAQ' })).toHaveAttribute('href', '/registry/faq');
  });

  it('opens a modal menu with Home, Contact Us, FAQ, Sign In, Sign Up and social links, focus inside', async () => {
    const { user, hamburger } = openMenu();
    expect(hamburger).toHaveAttribute('aria-expanded', 'false');
    await user.click(hamburger);
    const dialog = screen.getByRole('dialog', { name: 'Menu' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(hamburger).toHaveAttribute('aria-expanded', 'true');
    expect(hamburger).toHaveAttribute('aria-controls', dialog.id);
    const menuNav = within(dialog).getByRole('navigation', { name: 'Main' });
    expect(
      within(menuNav)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Home', 'Contact Us', 'FAQ', 'Sign In', 'Sign Up']);
    expect(within(dialog).getByRole('link', { name: 'YouTube (opens in a new tab)' })).toBeInTheDocument();
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it('keeps Tab and Shift+Tab inside the menu', async () => {
    const { user, hamburger } = openMenu();
    await user.click(hamburger);
    const dialog = screen.getByRole('dialog');
    const close = within(dialog).getByRole('button', { name: 'Close menu' });
    const lastSocial = within(dialog).getByRole('link', { name: 'YouTube (opens in a new tab)' });
    expect(document.activeElement).toBe(close);
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(lastSocial);
    await user.tab();
    expect(document.activeElement).toBe(close);
    for (let i = 0; i < 12; i += 1) {
      await user.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
  });

  it.each([
    ['Escape', async (user: ReturnType<typeof userEvent.setup>) => user.keyboard('{Escape}')],
    [
      'the close button',
      async (user: ReturnType<typeof userEvent.setup>) =>
        user.click(screen.getByRole('button', { name: 'Close menu' })),
    ],
  ])('closes on %s and gives focus back to the hamburger', async (_how, closeIt) => {
    const { user, hamburger } = openMenu();
    await user.click(hamburger);
    await closeIt(user);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(hamburger).toHaveAttribute('aria-expanded', 'false');
    expect(document.activeElement).toBe(hamburger);
  });

  it('navigates and closes when a menu link is chosen', async () => {
    const { user, hamburger, view } = openMenu();
    await user.click(hamburger);
    await user.click(within(screen.getByRole('dialog')).getByRole('link', { name: 'Sign Up' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(view.location.history?.at(-1)).toBe('/auth/register');
  });

  it('Contact Us away from the landing page goes to the landing page', async () => {
    const { user, view } = openMenu();
    await user.click(screen.getByRole('link', { name: 'Contact Us' }));
    expect(view.location.history?.at(-1)).toBe('/landing');
  });

  it('Contact Us on a page with the contact block scrolls to it and focuses it, without navigating', async () => {
    const user = userEvent.setup();
    const view = renderWithRegistry(
      <>
        <PublicHeader />
        <section id="registry-contact">Contact</section>
      </>,
      { path: '/landing' },
    );
    await user.click(screen.getByRole('link', { name: 'Contact Us' }));
    await act(() => new Promise((r) => requestAnimationFrame(() => r(undefined))));
    expect(document.activeElement).toBe(document.getElementById('registry-contact'));
    expect(view.location.history).toEqual(['/landing']);
  });
});
