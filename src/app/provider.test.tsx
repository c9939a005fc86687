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
import { fakeApi, type FakeHandlers } from '../testing/fake-api';
import { participant } from '../testing/fixtures';
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
  return {
    ...view,
    again: (p: Partial<RegistryProviderProps>) => view.rerender(tree(p)),
    client: () => grabbed.client!,
    session: () => grabbed.session!,
  };
}

/** The provider on the fake API. */
const withApi = (
  handlers: FakeHandlers,
  props: Partial<RegistryProviderProps> = {},
  initial: Record<string, string> = {},
) => {
  const api = fakeApi(handlers, { apiBase: props.apiBase });
  return { api, ...mount({ ...props, fetch: api.fetch }, initial) };
};

describe('RegistryProvider', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the Internal Server Error dialog when a call answers 500', async () => {
    const app = withApi({ getMe: { status: 500, body: 'Internal Server Error' } });
    await act(async () => {
      await app
        .client()
        .call('getMe')
        .catch(() => undefined);
    });
    expect(await screen.findByRole('dialog', { name: 'Internal Server Error' })).toBeVisible();
  });

  it('announces a network failure in a snackbar', async () => {
    const app = withApi({ getMe: 'network-error' });
    await act(async () => {
      await app
        .client()
        .call('getMe')
        .catch(() => undefined);
    });
    expect(
      await screen.findByText('Connection or server error. Check your connection or try to connect later'),
    ).toBeInTheDocument();
  });

  it('calls onVersionChange when X-TR-VERSION changes', async () => {
    const versions = ['1.0', '1.0', '2.0'];
    const onVersionChange = vi.fn();
    const app = withApi(
      { metaVersion: () => ({ body: { version: '1' }, headers: { 'X-TR-VERSION': versions.shift()! } }) },
      { onVersionChange },
    );
    await app.client().call('metaVersion');
    await app.client().call('metaVersion');
    expect(onVersionChange).not.toHaveBeenCalled();
    await app.client().call('metaVersion');
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
    // The fake matches only requests under the base it is given.
    const app = withApi({ getMe: { body: participant() } }, { apiBase: 'https://registry.example.org/api/' });
    await app.client().call('getMe');
    expect(app.api.called('getMe')).toHaveLength(1);
  });

  it.each([
    [true, 'prod', 1],
    [false, 'prod', 0],
    [true, 'development', 0],
  ] as const)(
    'reportErrors=%s in %s sends %i frontend log(s) for an uncaught error',
    async (reportErrors, environment, count) => {
      const app = withApi({ logFrontendError: { body: { detail: 'logged' } } }, { reportErrors, environment });
      // The reporter is its own chunk, loaded after the first render.
      await vi.dynamicImportSettled();
      window.dispatchEvent(Object.assign(new Event('error'), { error: new Error('widget crashed') }));
      await new Promise((ok) => setTimeout(ok, 0));
      expect(app.api.called('logFrontendError')).toHaveLength(count);
      app.unmount();
    },
  );

  describe('profile on start', () => {
    const profile = participant({ id: 3 });
    const signedIn = { [SESSION_KEYS.token]: makeUnsignedToken({ user_id: 3 }) };

    it('loads the profile once when the page opens with a stored token', async () => {
      const api = fakeApi({ getMe: { body: profile }, getSmsConsent: { body: { required: false } } });
      const session = { current: undefined as SessionStore | undefined };
      function Grab() {
        session.current = useSession();
        return null;
      }
      render(
        <StrictMode>
          <RegistryProvider storage={createMemoryStorage(signedIn)} environment="prod" fetch={api.fetch}>
            <Grab />
          </RegistryProvider>
        </StrictMode>,
      );
      await waitFor(() => expect(session.current!.profile.value).toEqual(profile));
      expect(api.called('getMe')).toHaveLength(1);
    });

    it('asks nothing of a signed-out visitor', async () => {
      const app = withApi({});
      await new Promise((ok) => setTimeout(ok, 10));
      expect(app.api.calls).toEqual([]);
    });

    it('drops an answer that arrives after the user signed out', async () => {
      let answer: () => void = () => undefined;
      const late = new Promise<void>((ok) => (answer = ok));
      const app = withApi({ getMe: async () => (await late, { body: profile }) }, {}, signedIn);
      app.session().reset();
      answer();
      await new Promise((ok) => setTimeout(ok, 10));
      expect(app.session().profile.value).toBeNull();
    });
  });
});
