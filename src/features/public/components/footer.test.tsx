import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithRegistry } from '@/testing/render-with-registry';
import { Footer, footerLinks } from './footer';

const labels = (nav: HTMLElement) =>
  within(nav)
    .getAllByRole('link')
    .map((a) => [a.textContent, a.getAttribute('href')]);

describe('Footer', () => {
  it.each([
    [
      false,
      [
        ['FAQ', '/faq'],
        ['Sign In', '/auth/login'],
        ['Sign Up', '/auth/register'],
        ['Terms of Use', '/terms-of-use'],
        ['Privacy Policy', '/privacy-policy'],
      ],
    ],
    [
      true,
      [
        ['My Profile', '/user-profile'],
        ['Logout', '/logout'],
        ['Terms of Use', '/terms-of-use'],
        ['Privacy Policy', '/privacy-policy'],
      ],
    ],
  ])('loggedIn=%s shows its navigation', (loggedIn, expected) => {
    renderWithRegistry(<Footer loggedIn={loggedIn} />);
    expect(labels(screen.getByRole('navigation', { name: 'Footer' }))).toEqual(expected);
    expect(footerLinks(loggedIn).map((l) => [l.label, l.href])).toEqual(expected);
  });

  it('shows the address, phone, e-mail and social links from the configuration', () => {
    renderWithRegistry(<Footer />);
    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveTextContent('100 Example Avenue, Suite 200');
    expect(within(footer).getByRole('link', { name: '(800) 555-0123' })).toHaveAttribute('href', 'tel:+18005550123');
    expect(within(footer).getByRole('link', { name: 'info@registry.example.org' })).toHaveAttribute(
      'href',
      'mailto:info@registry.example.org',
    );
    const social = within(footer).getByRole('list', { name: 'Follow us' });
    const facebook = within(social).getByRole('link', { name: 'Facebook (opens in a new tab)' });
    expect(facebook).toHaveAttribute('target', '_blank');
    expect(facebook).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('hides the navigation when disabled but keeps the contact details', () => {
    renderWithRegistry(<Footer navDisabled loggedIn />);
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.getByRole('contentinfo')).toHaveTextContent('(800) 555-0123');
  });

  it('switches to the partner-network style with its collaboration line', () => {
    const { rerender } = renderWithRegistry(<Footer />);
    expect(screen.getByRole('contentinfo')).not.toHaveClass('registry-footer--partner');
    expect(screen.queryByText(/In collaboration with/)).toBeNull();
    rerender(<Footer partnerMode />);
    expect(screen.getByRole('contentinfo')).toHaveClass('registry-footer--partner');
    expect(screen.getByText('In collaboration with the partner research network')).toBeInTheDocument();
  });
});
