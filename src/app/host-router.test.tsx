import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { Link, Route, Router, Switch } from 'wouter';
import { navigate } from 'wouter/use-browser-location';
import { createMemoryStorage } from '../shared/session/key-value-storage';
import { LoginScreen } from '../features/auth/screens/login-screen';
import { LibraryRouter, useLibraryNavigate } from '../shared/routing/library-router';
import { RegistryProvider } from './provider';
import { RegistryApp } from './registry-app';

// A host app routing with wouter: the same wouter module as the library's (npm dedupes them), so
// one shared router context. The library's routing must leave the host's alone, and the reverse.
afterEach(() => window.history.replaceState(null, '', '/'));

function HostApp({ registry }: { registry: React.ReactNode }) {
  return (
    <RegistryProvider storage={createMemoryStorage()} basePath="/registry" navigate={navigate}>
      <nav>
        <Link href="/">Home</Link>
        <Link href="/help">Help</Link>
        <Link href="/registry/auth/login">Registry sign-in</Link>
      </nav>
      <Switch>
        <Route path="/help">
          <h1>Host help</h1>
        </Route>
        <Route path="/registry/*">{registry}</Route>
        <Route>
          <h1>Host home</h1>
        </Route>
      </Switch>
    </RegistryProvider>
  );
}

describe('a host app routing with wouter', () => {
  it("keeps the host's links and routes: the registry's base path is not put on them", async () => {
    render(<HostApp registry={<LoginScreen />} />);
    expect(screen.getByRole('heading', { name: 'Host home' })).toBeInTheDocument();
    const help = screen.getByRole('link', { name: 'Help' });
    expect(help).toHaveAttribute('href', '/help');
    const user = userEvent.setup();
    await user.click(help);
    expect(window.location.pathname).toBe('/help');
    expect(screen.getByRole('heading', { name: 'Host help' })).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Registry sign-in' }));
    expect(window.location.pathname).toBe('/registry/auth/login');
    // The mounted screen runs on the library's router: its links carry the base path.
    expect(await screen.findByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/registry/auth/register');
    await user.click(screen.getByRole('link', { name: 'Forgot password?' }));
    expect(window.location.pathname).toBe('/registry/auth/forgot-password');
    // And the host's links are still the host's.
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  });

  it('RegistryApp routes the registry under the base path inside the host', async () => {
    window.history.replaceState(null, '', '/registry/faq');
    render(<HostApp registry={<RegistryApp />} />);
    expect(await screen.findByRole('heading', { name: 'Frequently Asked Questions', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Help' })).toHaveAttribute('href', '/help');
  });

  it("a host's nested wouter router (its own base) changes neither the screens' paths nor is changed by them", () => {
    window.history.replaceState(null, '', '/portal/registry/auth/login');
    render(
      <Router base="/portal">
        <RegistryProvider storage={createMemoryStorage()} basePath="/portal/registry" navigate={navigate}>
          <Link href="/help">Help</Link>
          <LoginScreen />
        </RegistryProvider>
      </Router>,
    );
    expect(screen.getByRole('link', { name: 'Help' })).toHaveAttribute('href', '/portal/help');
    expect(screen.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/portal/registry/auth/register');
  });

  it("a library hook's navigation from the host's own component goes to the registry's path, under its base", async () => {
    function GoTo({ label }: { label: string }) {
      const navigate = useLibraryNavigate();
      return <button onClick={() => navigate('/dashboard')}>{label}</button>;
    }
    render(
      <RegistryProvider storage={createMemoryStorage()} basePath="/registry" navigate={navigate}>
        <GoTo label="From the host" />
        <LibraryRouter>
          <GoTo label="From a screen" />
        </LibraryRouter>
      </RegistryProvider>,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'From the host' }));
    expect(window.location.pathname).toBe('/registry/dashboard');
    window.history.replaceState(null, '', '/');
    await user.click(screen.getByRole('button', { name: 'From a screen' }));
    expect(window.location.pathname).toBe('/registry/dashboard');
  });
});
