import { act, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { useLocation } from 'wouter';
import { useApiClient } from '@/shared/api/api-context';
import { SESSION_KEYS } from '@/shared/session/session-store';
import { fakeApi, type FakeApi } from '@/testing/fake-api';
import { userToken } from '@/testing/fixtures';
import type { RegistryElement as RegistryElementType } from './registry-element';

// The build replaces this identifier with the bundle's CSS (inline-css-plugin.ts).
(globalThis as Record<string, unknown>).__REGISTRY_EMBED_CSS__ = '';

let mounts = 0;
let client: ReturnType<typeof useApiClient> | undefined;

/** A gadget's screen: shows its path, counts its mounts, and gives the test its API client. */
function Probe() {
  const [location, navigate] = useLocation();
  client = useApiClient();
  return (
    <div ref={(el) => void (el && (mounts += 1))}>
      <p data-testid="path">{location}</p>
      <button onClick={() => navigate('/faq')}>go</button>
    </div>
  );
}

let api: FakeApi;
let version = '1';

beforeAll(async () => {
  const { RegistryElement, defineElement } = await import('./registry-element');
  class TestGadget extends RegistryElement {
    protected renderScreen() {
      return <Probe />;
    }
  }
  defineElement('test-gadget', TestGadget);
});

afterEach(() => {
  document.body.innerHTML = '';
  sessionStorage.clear();
  vi.unstubAllGlobals();
});

function mount(attributes: Record<string, string> = {}) {
  api = fakeApi({
    getMe: () => ({ status: 401, body: { detail: 'expired' }, headers: { 'x-tr-version': version } }),
    getSmsConsent: () => ({ body: { required: false }, headers: { 'x-tr-version': version } }),
  });
  vi.stubGlobal('fetch', api.fetch);
  const element = document.createElement('test-gadget') as RegistryElementType;
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  // prod: the shared session then lives in the page's session storage (development uses local storage).
  element.setAttribute('environment', 'prod');
  const events: CustomEvent[] = [];
  for (const name of ['registry-ready', 'registry-analytics', 'registry-error'])
    element.addEventListener(name, (e) => events.push(e as CustomEvent));
  act(() => void document.body.append(element));
  const shadow = element.shadowRoot!;
  const path = () => shadow.querySelector('[data-testid="path"]')?.textContent;
  return { element, shadow, path, events };
}

describe('a registry element never touches the host page', () => {
  it("an expired shared token's 401 sends the gadget, not the page, to sign-in", async () => {
    const token = userToken();
    sessionStorage.setItem(SESSION_KEYS.token, token);
    const historyLength = history.length;
    const gadget = mount({ session: 'shared' });
    await waitFor(() => expect(gadget.path()).toBe('/'));
    await act(async () => {
      await client!.call('getMe').catch(() => undefined);
    });
    expect(api.called('getMe')[0].headers.authorization).toBe(`JWT ${token}`);
    await waitFor(() => expect(gadget.path()).toBe('/auth/login'));
    expect(location.pathname).toBe('/');
    expect(history.length).toBe(historyLength);
    // The shared session storage is the page's, so the expired token is gone from it too.
    expect(sessionStorage.getItem(SESSION_KEYS.token)).toBeNull();
  });

  it('keeps its session in memory by default: the page storage is neither read nor written', async () => {
    sessionStorage.setItem(SESSION_KEYS.token, 'host-page-value');
    const gadget = mount();
    await waitFor(() => expect(gadget.path()).toBe('/'));
    await act(async () => {
      await client!.call('getMe').catch(() => undefined);
    });
    // Signed out in memory, so the 401 had no token to drop; the page's value is untouched.
    expect(api.called('getMe')[0].headers.authorization).toBeUndefined();
    expect(sessionStorage.getItem(SESSION_KEYS.token)).toBe('host-page-value');
  });

  it('a new registry version remounts the gadget on the same screen instead of reloading the page', async () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { ...location, reload });
    const gadget = mount();
    await waitFor(() => expect(gadget.path()).toBe('/'));
    act(() => (gadget.shadow.querySelector('button') as HTMLButtonElement).click());
    await waitFor(() => expect(gadget.path()).toBe('/faq'));
    const before = mounts;
    await act(async () => {
      await client!.call('getSmsConsent', { params: { id: 7 } }).catch(() => undefined);
    });
    version = '2';
    await act(async () => {
      await client!.call('getSmsConsent', { params: { id: 7 } }).catch(() => undefined);
    });
    await waitFor(() => expect(mounts).toBeGreaterThan(before));
    expect(gadget.path()).toBe('/faq');
    expect(reload).not.toHaveBeenCalled();
    version = '1';
  });

  it('announces itself and its page views as DOM events', async () => {
    const gadget = mount();
    await waitFor(() => expect(gadget.events.map((e) => e.type)).toContain('registry-ready'));
    const analytics = gadget.events.filter((e) => e.type === 'registry-analytics').map((e) => e.detail);
    expect(analytics).toEqual([{ name: 'page_view', path: '/' }]);
    const ready = gadget.events.find((e) => e.type === 'registry-ready')!;
    expect(ready.detail).toEqual({ tag: 'test-gadget' });
    expect(ready.bubbles && ready.composed).toBe(true);
  });

  it('reports a failed request as registry-error', async () => {
    const gadget = mount();
    api.answer({ getSmsConsent: { status: 503, body: { detail: 'down' } } });
    await act(async () => {
      await client!.call('getSmsConsent', { params: { id: 7 } }).catch(() => undefined);
    });
    const error = gadget.events.find((e) => e.type === 'registry-error');
    expect(error?.detail).toMatchObject({ status: 503 });
    expect(error?.detail.path).toContain('/api/');
  });
});
