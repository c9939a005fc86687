import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithRegistry } from '@/testing/render-with-registry';
import { AuthenticatedHeader, fullName } from './authenticated-header';

const jane = { first_name: 'Jane', last_name: 'Doe' };

describe('fullName', () => {
  it.each([
    [jane, 'Jane Doe'],
    [{ first_name: ' Jane ', last_name: null }, 'Jane'],
    [{ first_name: '', last_name: 'Doe' }, 'Doe'],
    [null, ''],
  ])('%j → %s', (user, expected) => expect(fullName(user)).toBe(expected));
});

describe('AuthenticatedHeader', () => {
  it('links the logo to / and shows the name on a menu button', () => {
    renderWithRegistry(<AuthenticatedHeader user={jane} />);
    expect(screen.getByRole('link', { name: 'T1D Registry home' })).toHaveAttribute('href', '/');
    const button = screen.getByRole('button', { name: 'Jane Doe' });
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens a menu with My Profile and Sign Out, focusing the first item', async () => {
    const user = userEvent.setup();
    renderWithRegistry(<AuthenticatedHeader user={jane} />);
    await user.click(screen.getByRole('button', { name: 'Jane Doe' }));
    const menu = screen.getByRole('menu', { name: 'Jane Doe' });
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((i) => i.textContent)).toEqual(['My Profile', 'Sign Out']);
    expect(items[0]).toHaveAttribute('href', '/user-profile');
    expect(items[1]).toHaveAttribute('href', '/logout');
    expect(document.activeElement).toBe(items[0]);
  });

  it('moves with the arrow keys, Home and End, and closes on Escape with focus back on the button', async () => {
    const user = userEvent.setup();
    renderWithRegistry(<AuthenticatedHeader user={jane} />);
    const button = screen.getByRole('button', { name: 'Jane Doe' });
    button.focus();
    await user.keyboard('{ArrowUp}');
    const [profile, signOut] = screen.getAllByRole('menuitem');
    expect(document.activeElement).toBe(signOut);
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(profile);
    await user.keyboard('{ArrowUp}');
    expect(document.activeElement).toBe(signOut);
    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(profile);
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(signOut);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('hides My Profile when asked and calls the sign-out handler', async () => {
    const user = userEvent.setup();
    const onSignOut = vi.fn();
    renderWithRegistry(<AuthenticatedHeader user={jane} showProfile={false} onSignOut={onSignOut} />);
    await user.click(screen.getByRole('button', { name: 'Jane Doe' }));
    const items = screen.getAllByRole('menuitem');
    expect(items.map((i) => i.textContent)).toEqual(['Sign Out']);
    await user.click(items[0]);
    expect(onSignOut).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('closes when clicking outside', async () => {
    const user = userEvent.setup();
    renderWithRegistry(
      <>
        <AuthenticatedHeader user={jane} />
        <p>outside</p>
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Jane Doe' }));
    expect(screen.getByRole('menu')).toBeInTheDocument();
    await user.click(screen.getByText('outside'));
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('shows the contact details only when asked', () => {
    const { rerender } = renderWithRegistry(<AuthenticatedHeader user={jane} />);
    expect(screen.queryByRole('link', { name: '(800) 555-0123' })).toBeNull();
    rerender(<AuthenticatedHeader user={jane} showContact />);
    expect(screen.getByRole('link', { name: '(800) 555-0123' })).toHaveAttribute('href', 'tel:+18005550123');
    expect(screen.getByRole('link', { name: 'info@registry.example.org' })).toBeInTheDocument();
  });

  it('keeps the last name apart, for phones to show the first name only, and the whole name in the button', () => {
    renderWithRegistry(<AuthenticatedHeader user={{ first_name: 'Jane', last_name: 'Doe-Smith' }} />);
    const button = screen.getByRole('button', { name: 'Jane Doe-Smith' });
    expect(button.querySelector('.registry-account__rest')?.textContent).toBe(' Doe-Smith');
    renderWithRegistry(<AuthenticatedHeader user={{ first_name: null, last_name: 'Doe' }} />);
    expect(screen.getByRole('button', { name: 'Doe' }).querySelector('.registry-account__rest')).toBeNull();
  });

  it('falls back to "My account" when the profile has no name yet', () => {
    renderWithRegistry(<AuthenticatedHeader user={null} />);
    expect(screen.getByRole('button', { name: 'My account' })).toBeInTheDocument();
  });
});
