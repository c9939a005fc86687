import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PRIVACY_POLICY } from '../content/privacy-policy';
import { TERMS_OF_USE } from '../content/terms-of-use';
import { renderWithRegistry } from '@/testing/render-with-registry';
import { IsDeactivatedScreen } from './is-deactivated-screen';
import { NotFoundScreen } from './not-found-screen';
import { PrivacyPolicyScreen } from './privacy-policy-screen';
import { TermsOfUseScreen } from './terms-of-use-screen';

describe('IsDeactivatedScreen', () => {
  it('confirms the withdrawal, names the mailbox, shows social links and leads to the landing page', () => {
    renderWithRegistry(<IsDeactivatedScreen />, { path: '/is-deactivated' });
    const main = screen.getByRole('main');
    expect(within(main).getByRole('heading', { level: 1 })).toHaveTextContent('Your account has been deleted');
    expect(main).toHaveTextContent('withdrawn');
    expect(main).toHaveTextContent('confirmation email');
    expect(within(main).getByRole('link', { name: 'info@registry.example.org' })).toHaveAttribute(
      'href',
      'mailto:info@registry.example.org',
    );
    expect(within(main).getAllByRole('link', { name: /opens in a new tab/ })).toHaveLength(4);
    expect(within(main).getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/landing');
    expect(document.title).toBe('Account deleted | T1D Research Registry');
  });
});

describe('NotFoundScreen', () => {
  it('asks robots not to index it while shown, and names the page in the title', () => {
    document.title = 'Before';
    const view = renderWithRegistry(<NotFoundScreen />, { path: '/nope' });
    expect(screen.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    expect(document.title).toBe('Page Not Found | T1D Research Registry');
    view.unmount();
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
    expect(document.title).toBe('Before');
  });
});

describe.each([
  ['Terms of Use', TermsOfUseScreen, TERMS_OF_USE, 'info@registry.example.org'],
  ['Privacy Policy', PrivacyPolicyScreen, PRIVACY_POLICY, 'privacy@registry.example.org'],
] as const)('%s', (title, Screen, doc, mailbox) => {
  it('shows every section under a table of contents, with the contact details', () => {
    renderWithRegistry(<Screen />, { path: '/doc' });
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    const toc = screen.getByRole('navigation', { name: 'On this page' });
    expect(
      within(toc)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(doc.sections.map((s) => s.heading));
    for (const section of doc.sections)
      expect(screen.getByRole('region', { name: section.heading })).toBeInTheDocument();
    const address = screen.getByRole('main').querySelector('address')!;
    expect(within(address).getByRole('link', { name: mailbox })).toHaveAttribute('href', `mailto:${mailbox}`);
  });

  it('jumps to a section from the table of contents without changing the address', async () => {
    const user = userEvent.setup();
    const view = renderWithRegistry(<Screen />, { path: '/doc' });
    const last = doc.sections[doc.sections.length - 1];
    await user.click(
      within(screen.getByRole('navigation', { name: 'On this page' })).getByRole('link', { name: last.heading }),
    );
    expect(document.activeElement).toBe(screen.getByRole('region', { name: last.heading }));
    expect(view.location.history).toEqual(['/doc']);
  });
});
