import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Link, useLocation } from 'wouter';
import { LoginScreen } from '../features/auth/screens/login-screen';
import type { AnalyticsEvent } from '../shared/analytics/analytics';
import { createMemoryStorage } from '../shared/session/key-value-storage';
import { useSession } from '../shared/session/session-context';
import { useSessionState } from '../shared/session/session-hooks';
import type { SessionStore } from '../shared/session/session-store';
import { fakeApi } from '@/testing/fake-api';
import { participant, userToken } from '@/testing/fixtures';
import { LibraryRouter } from '../shared/routing/library-router';
import { RegistryProvider } from './provider';

afterEach(() => window.history.replaceState(null, '', '/'));

const signInApi = () =>
  fakeApi({
    login: { body: { token: userToken() } },
    getMe: { body: participant() },
    getSmsConsent: { body: { required: false } },
  });

describe('a host app with its own router (navigate, basePath)', () => {
  it('the destination after sign-in goes through the host navigate, with the base path', async () => {
    window.history.replaceState(null, '', '/registry/auth/login');
    const navigate = vi.fn();
    const historyLength = window.history.length;
    const api = signInApi();
    render(
      <RegistryProvider storage={createMemoryStorage()} fetch={api.fetch} navigate={navigate} basePath="/registry">
        <LoginScreen />
      </RegistryProvider>,
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'adult@example.org');
    await user.type(screen.getByLabelText('Password'), 'Secret-pass-1');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/registry/dashboard', { replace: true }));
    // The library itself did not touch the page's history: the host's router owns it.
    expect(window.location.pathname).toBe('/registry/auth/login');
    expect(window.history.length).toBe(historyLength);
  });

  it("links carry the base path and go through the host's navigate", async () => {
    window.history.replaceState(null, '', '/registry/faq');
    const navigate = vi.fn();
    function Where() {
      const [location] = useLocation();
      return (
        <>
          <p>at {location}</p>
          <Link href="/auth/login">Sign in</Link>
        </>
      );
    }
    render(
      <RegistryProvider storage={createMemoryStorage()} navigate={navigate} basePath="/registry">
        <LibraryRouter>
          <Where />
        </LibraryRouter>
      </RegistryProvider>,
    );
    expect(screen.getByText('at /faq')).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Sign in' });
    expect(link).toHaveAttribute('href', '/registry/auth/login');
    await userEvent.setup().click(link);
    expect(navigate).toHaveBeenCalledWith('/registry/auth/login');
    expect(window.location.pathname).toBe('/registry/faq');
  });
});

describe('routing="memory"', () => {
  it("navigates inside the instance and leaves the page's URL and history alone", async () => {
    const historyLength = window.history.length;
    function Nav() {
      const [location, navigate] = useLocation();
      return <button onClick={() => navigate('/auth/login')}>at {location}</button>;
    }
    render(
      <RegistryProvider storage={createMemoryStorage()} routing="memory" initialPath="/faq">
        <LibraryRouter>
          <Nav />
        </LibraryRouter>
      </RegistryProvider>,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'at /faq' }));
    expect(screen.getByRole('button', { name: 'at /auth/login' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/');
    expect(window.history.length).toBe(historyLength);
  });
});

describe('useSessionState', () => {
  it('re-renders a host component on sign-in and sign-out without any signals runtime', () => {
    let session: SessionStore | undefined;
    const renders = vi.fn();
    function HostBadge() {
      session = useSession();
      const state = useSessionState();
      renders();
      return <p>{state.signedIn ? `signed in as ${state.userId}` : 'signed out'}</p>;
    }
    render(
      <RegistryProvider storage={createMemoryStorage()} routing="memory">
        <HostBadge />
      </RegistryProvider>,
    );
    expect(screen.getByText('signed out')).toBeInTheDocument();
    act(() => session!.setToken(userToken()));
    expect(screen.getByText(/^signed in as \d+$/)).toBeInTheDocument();
    const count = renders.mock.calls.length;
    act(() => session!.set('childEmail', 'kid@example.org'));
    expect(renders.mock.calls.length).toBe(count);
    act(() => session!.reset());
    expect(screen.getByText('signed out')).toBeInTheDocument();
  });
});

describe('onAnalyticsEvent', () => {
  it('reports each page view once, skipping the same URL twice in a row', async () => {
    const events: AnalyticsEvent[] = [];
    function Nav() {
      const [, navigate] = useLocation();
      return (
        <>
          <button onClick={() => navigate('/faq')}>faq</button>
          <button onClick={() => navigate('/landing')}>landing</button>
        </>
      );
    }
    render(
      <RegistryProvider
        storage={createMemoryStorage()}
        routing="memory"
        initialPath="/landing"
        onAnalyticsEvent={(e) => events.push(e)}
      >
        <LibraryRouter>
          <Nav />
        </LibraryRouter>
      </RegistryProvider>,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'faq' }));
    await user.click(screen.getByRole('button', { name: 'faq' }));
    await user.click(screen.getByRole('button', { name: 'landing' }));
    expect(events).toEqual([
      { name: 'page_view', path: '/landing' },
      { name: 'page_view', path: '/faq' },
      { name: 'page_view', path: '/landing' },
    ]);
  });

  it('a throwing handler never breaks the screen', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <RegistryProvider
        storage={createMemoryStorage()}
        routing="memory"
        onAnalyticsEvent={() => {
          throw new Error('host bug');
        }}
      >
        <p>still here</p>
      </RegistryProvider>,
    );
    expect(screen.getByText('still here')).toBeInTheDocument();
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });
});
