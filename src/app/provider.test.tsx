import { act, render, screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../shared/api/client/create-api-client';
import { useApiClient } from '../shared/api/api-context';
import { createMemoryStorage } from '../shared/session/key-value-storage';
import { useSession } from '../shared/session/session-context';
import { SESSION_KEYS } from '../shared/session/session-store';
import { makeUnsignedToken } from '../shared/session/unsigned-token';
import type { SessionStore } from '../shared/session/session-store';
import { RegistryProvider, type RegistryProviderProps } from './provider';

function mount(props: Partial<RegistryProviderProps> = {}, initial: Record<string, string> = {}) {
  const grabbed: { client?: ApiClient; session?: SessionStore } = {};
  function Grab() {
    grabbed.client = useApiClient();
    grabbed.session = useSession();
    return null;
  }
  const storage = createMemoryStorage(initial);
  const tree = (p: Partial<RegistryProviderProps>) => (
    <RegistryProvider storage={storage} environment="prod" {...p}>
      <Grab />
    </RegistryProvider>
  );
  const view = render(tree(props));
  return { ...view, again: (p: Partial<RegistryProviderProps>) => view.rerender(tree(p)), client: () => grabbed.client!, session: () => grabbed.session! };
}

function answer(status: number, headers: Record<string, string> = {}) {
  return vi.fn(async () => new Response(status === 204 ? null : '{}', { status, headers }));
}

describe('RegistryProvider', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the Internal Server Error dialog when a call answers 500', async () => {
    vi.stubGlobal('fetch', answer(500));
    const app = mount();
    await act(async () => {
      await app.client().get('/registry/me').catch(() => undefined);
    });
    expect(await screen.findByRole('dialog', { name: 'Internal Server Error' })).toBeVisible();
  });

  it('announces a network failure in a snackbar', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    const app = mount();
    await act(async () => {
      await app.client().get('/registry/me').catch(() => undefined);
    });
    expect(await screen.findByText('Connection or server error. Check your connection or try to connect later')).toBeInTheDocument();
  });

  it('calls onVersionChange when X-TR-VERSION changes', async () => {
    const versions = ['1.0', '1.0', '2.0'];
    vi.stubGlobal('fetch', vi.fn(async () => new Response('{}', { headers: { 'X-TR-VERSION': versions.shift()! } })));
    const onVersionChange = vi.fn();
    const app = mount({ onVersionChange });
    await app.client().get('/meta/version');
    await app.client().get('/meta/version');
    expect(onVersionChange).not.toHaveBeenCalled();
    await app.client().get('/meta/version');
    expect(onVersionChange).toHaveBeenCalledTimes(1);
  });

  it('keeps the client across re-renders with equal settings, and the session even when they change', () => {
    const app = mount({ apiBase: '/api', theme: { primary: '#123456' } });
    const [client, session] = [app.client(), app.session()];
    app.again({ apiBase: '/api', theme: { primary: '#123456' }, onVersionChange: () => undefined });
    expect(app.client()).toBe(client);
    app.again({ apiBase: '/other-api' });
    expect(app.client()).not.toBe(client);
    expect(app.client().apiBase).toBe('/other-api');
    expect(app.session()).toBe(session);
  });

  it('uses the given API base', async () => {
    const fetchFn = answer(200);
    vi.stubGlobal('fetch', fetchFn);
    const app = mount({ apiBase: 'https://registry.example.org/api/' });
    await app.client().get('/registry/me');
    expect(fetchFn).toHaveBeenCalledWith('https://registry.example.org/api/registry/me', expect.anything());
  });

  it.each([
    [true, 'prod', 1],
    [false, 'prod', 0],
    [true, 'development', 0],
  ] as const)('reportErrors=%s in %s sends %i frontend log(s) for an uncaught error', async (reportErrors, environment, count) => {
    const fetchFn = answer(204);
    vi.stubGlobal('fetch', fetchFn);
    const app = mount({ reportErrors, environment });
    window.dispatchEvent(Object.assign(new Event('error'), { error: new Error('widget crashed') }));
    await new Promise((ok) => setTimeout(ok, 0));
    const logs = fetchFn.mock.calls.filter((call) => String((call as unknown[])[0]).endsWith('/registry/frontend-log'));
    expect(logs).toHaveLength(count);
    app.unmount();
  });

  describe('profile on start', () => {
    const profile = { id: 3, first_name: 'Ann', last_name: 'Lee', state: 'regular' };
    const meCalls = (fetchFn: ReturnType<typeof vi.fn>) => fetchFn.mock.calls.filter((c) => String((c as unknown[])[0]).endsWith('/registry/me'));

    it('loads the profile once when the page opens with a stored token', async () => {
      const fetchFn = vi.fn(async () => new Response(JSON.stringify(profile)));
      vi.stubGlobal('fetch', fetchFn);
      const session = { current: undefined as SessionStore | undefined };
      function Grab() {
        session.current = useSession();
        return null;
      }
      render(
        <StrictMode>
          <RegistryProvider storage={createMemoryStorage({ [SESSION_KEYS.token]: makeUnsignedToken({ user_id: 3 }) })} environment="prod">
            <Grab />
          </RegistryProvider>
        </StrictMode>,
      );
      await waitFor(() => expect(session.current!.profile.value).toEqual(profile));
      expect(meCalls(fetchFn)).toHaveLength(1);
    });

    it('asks nothing of a signed-out visitor', async () => {
      const fetchFn = vi.fn(async () => new Response('{}'));
      vi.stubGlobal('fetch', fetchFn);
      mount();
      await new Promise((ok) => setTimeout(ok, 10));
      expect(fetchFn).not.toHaveBeenCalled();
    });

    it('drops an answer that arrives after the user signed out', async () => {
      let answer: (r: Response) => void = () => undefined;
      vi.stubGlobal('fetch', vi.fn(() => new Promise<Response>((ok) => (answer = ok))));
      const app = mount({}, { [SESSION_KEYS.token]: makeUnsignedToken({ user_id: 3 }) });
      app.session().reset();
      answer(new Response(JSON.stringify(profile)));
      await new Promise((ok) => setTimeout(ok, 10));
      expect(app.session().profile.value).toBeNull();
    });
  });
});
