import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { participant } from '@/testing/fixtures';
import { renderWithRegistry } from '@/testing/render-with-registry';
import { PublicLayout } from './public-layout';
import { loadLayoutExtras } from './use-layout-extras';

// A token payload is only decoded (never verified) by the client, so a hand-made one serves here.
const token = `x.${btoa(JSON.stringify({ user_id: 7, account_status: 'active', privileges: [], exp: 4102444800, orig_iat: 1 }))}.y`;

describe('PublicLayout before its extras arrive (a host that mounts one screen)', () => {
  // First in the file: nothing has loaded the extras' chunk yet.
  it('paints the public header and the content at once, the footer right after', async () => {
    renderWithRegistry(<PublicLayout>content</PublicLayout>);
    expect(screen.getByRole('navigation', { name: 'Main' })).toHaveTextContent('Sign Up');
    expect(screen.getByRole('main')).toHaveTextContent('content');
    expect(screen.queryByRole('contentinfo')).toBeNull();
    expect(await screen.findByRole('navigation', { name: 'Footer' }, { timeout: 5000 })).toHaveTextContent('FAQ');
  });

  it('a signed-in page waits for its header rather than showing the public one first', async () => {
    // Fresh modules: the extras' chunk not loaded yet, as on a host's first signed-in page.
    vi.resetModules();
    const fresh = await import('@/testing/render-with-registry');
    const { PublicLayout: FreshLayout } = await import('./public-layout');
    fresh.renderWithRegistry(<FreshLayout>content</FreshLayout>, {
      storage: { 'registry.token': token },
      profile: participant(),
    });
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
    expect(screen.queryByRole('main')).toBeNull();
    expect(await screen.findByRole('button', { name: 'Ann Lee' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
    expect(screen.getByRole('main')).toHaveTextContent('content');
  });
});

describe('PublicLayout', () => {
  beforeAll(() => loadLayoutExtras());

  it('shows the public header and the visitor footer without a session', () => {
    renderWithRegistry(<PublicLayout>content</PublicLayout>);
    expect(screen.getByRole('navigation', { name: 'Main' })).toHaveTextContent('Sign Up');
    expect(screen.getByRole('navigation', { name: 'Footer' })).toHaveTextContent('FAQ');
    expect(screen.getByRole('main')).toHaveTextContent('content');
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute('href', '#registry-main');
  });

  it('shows the signed-in header and footer when a token is stored', () => {
    renderWithRegistry(<PublicLayout>content</PublicLayout>, {
      storage: { 'registry.token': token },
      profile: participant(),
    });
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Ann Lee' })).toHaveAttribute('aria-haspopup', 'menu');
    expect(screen.getByRole('navigation', { name: 'Footer' })).toHaveTextContent('My Profile');
    expect(screen.getByRole('navigation', { name: 'Footer' })).toHaveTextContent('Logout');
  });

  it('uses the partner footer style for partner-network registrations', () => {
    renderWithRegistry(<PublicLayout>content</PublicLayout>, { storage: { 'registry.registeredAsJaeb': 'true' } });
    expect(screen.getByRole('contentinfo')).toHaveClass('registry-footer--partner');
  });

  it('lets props override the session', () => {
    renderWithRegistry(
      <PublicLayout loggedIn user={{ first_name: 'Ana', last_name: 'Ruiz' }} footerNavDisabled>
        content
      </PublicLayout>,
    );
    expect(screen.getByRole('button', { name: 'Ana Ruiz' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Footer' })).toBeNull();
  });
});
