import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { useApiClient } from '../shared/api/api-context';
import { createMemoryStorage, type KeyValueStorage } from '../shared/session/key-value-storage';
import { SESSION_KEYS } from '../shared/session/session-store';
import { makeUnsignedToken } from '../shared/session/unsigned-token';
import type { EndpointName } from '@contract';
import { fakeApi, type FakeApi, type FakeHandlers } from '../testing/fake-api';
import { participant } from '../testing/fixtures';
import { useFeedback } from '../shared/ui/feedback/feedback-context';
import type { FeedbackStore } from '../shared/ui/feedback/feedback-store';
import { LibraryRouted } from '../shared/routing/library-router';
import { RegistryProvider } from './provider';
import { RegistryApp } from './registry-app';
import { draftsKey } from '../shared/session/drafts';

const userToken = makeUnsignedToken({ user_id: 7 });
const childToken = makeUnsignedToken({
  user_id: 8,
  account_status: 'reconsent_pending',
  privileges: [
    { id: 'registry:user', title: '' },
    { id: 'registry:child_profile', title: '' },
  ],
});

/** The registry API as these tests need it: the profile and its checks answer, `expired` rows answer 401. */
function answers(expired: EndpointName[] = []): FakeHandlers {
  return {
    getMe: { body: participant() },
    getSmsConsent: { body: { required: false } },
    logFrontendError: { body: { detail: 'logged' } },
    // What My Profile loads (the signed-in screen these tests open).
    getHouseholdInfo: { body: { address: null, city: null, country_state: null, zip_code: null } },
    getNotificationSettings: {
      body: {
        reminders_new_ro_and_studies: { email_on: true, sms_on: false },
        reminders_ongoing_studies: { email_on: true, sms_on: false },
        newsletter: { email_on: true, sms_on: false },
        management_resources: { email_on: true, sms_on: false },
        sms_opted_out: false,
      },
    },
    getStates: { body: [] },
    getTimeZones: { body: [] },
    // What the dashboard loads.
    listUserStudies: { body: [] },
    listAchievements: { body: [] },
    listMissedOpportunities: { body: [] },
    getNotifications: { body: [] },
    ...Object.fromEntries(expired.map((name) => [name, { status: 401, body: { detail: 'Token expired.' } }])),
  };
}

function renderAt(
  path: string,
  storage: KeyValueStorage = createMemoryStorage(),
  extra?: React.ReactNode,
  api: FakeApi = fakeApi(answers()),
) {
  const location = memoryLocation({ path, record: true });
  const view = render(
    <RegistryProvider storage={storage} environment="prod" onVersionChange={() => undefined} fetch={api.fetch}>
      <LibraryRouted>
        <Router hook={location.hook}>
          <RegistryApp />
          {extra}
        </Router>
      </LibraryRouted>
    </RegistryProvider>,
  );
  return { ...view, current: () => location.history.at(-1), storage, api };
}

const heading = () => screen.findByRole('heading', { level: 1 });

describe('RegistryApp routing', () => {
  afterEach(() => {
    document.head.querySelectorAll('meta[name="robots"]').forEach((m) => m.remove());
  });

  it('sends / to /landing', async () => {
    const app = renderAt('/');
    expect(await heading()).toHaveTextContent('Welcome to the registry!');
    expect(app.current()).toBe('/landing');
  });

  it('sends a visitor from a protected route to sign-in with the target encoded', async () => {
    const app = renderAt('/survey/study/1/user-study/2/user/3/review-answers?procedure=screening');
    expect(await heading()).toHaveTextContent('Sign In');
    expect(app.current()).toBe(
      '/auth/login?redirectTo=%2Fsurvey%2Fstudy%2F1%2Fuser-study%2F2%2Fuser%2F3%2Freview-answers%3Fprocedure%3Dscreening',
    );
  });

  it('shows a signed-in user the dashboard and sends them away from guest pages', async () => {
    const storage = createMemoryStorage({ [SESSION_KEYS.token]: userToken });
    expect(await (renderAt('/dashboard', storage), heading())).toHaveTextContent('Dashboard');
    const app = renderAt('/faq', storage);
    await screen.findAllByRole('heading', { level: 1 });
    expect(app.current()).toBe('/dashboard');
  });

  it('sends a child-profile-pending account to its landing route and keeps it out of the dashboard', async () => {
    const storage = createMemoryStorage({ [SESSION_KEYS.token]: childToken });
    const fromLogin = renderAt('/auth/login', storage);
    expect(await heading()).toHaveTextContent('Child profile');
    expect(fromLogin.current()).toBe('/child-profile');
    fromLogin.unmount();
    const fromDashboard = renderAt('/dashboard', storage);
    expect(await heading()).toHaveTextContent('Welcome to the registry!');
    expect(fromDashboard.current()).toBe('/landing');
  });

  it('logs a tr-email-id on any page once, and makes no call for an empty id', async () => {
    const api = fakeApi({ ...answers(), logEmailClick: { body: 'ok' } });
    const app = renderAt('/faq?tr-email-id=mail-42', createMemoryStorage(), undefined, api);
    await heading();
    await vi.waitFor(() => expect(api.called('logEmailClick')).toHaveLength(1));
    expect(api.called('logEmailClick')[0].params).toEqual({ emailId: 'mail-42' });
    app.unmount();
    const empty = fakeApi(answers());
    renderAt('/faq?tr-email-id=', createMemoryStorage(), undefined, empty);
    await heading();
    expect(empty.called('logEmailClick')).toHaveLength(0);
  });

  it('moves focus to the new page’s h1 after a route change, not on the first load', async () => {
    const app = renderAt('/auth/login');
    const first = await heading();
    expect(document.activeElement).not.toBe(first);
    act(() => screen.getByRole('link', { name: 'Sign Up' }).click());
    await vi.waitFor(() => expect(document.activeElement?.tagName).toBe('H1'));
    expect(document.activeElement).toHaveTextContent('Sign Up');
    expect(app.current()).toBe('/auth/register');
  });

  it('shows Page Not Found, not indexed, for any other path', async () => {
    renderAt('/no/such/page');
    expect(await heading()).toHaveTextContent('Page Not Found');
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });

  it('logout clears the whole session and goes to the given local path', async () => {
    const storage = createMemoryStorage({
      [SESSION_KEYS.token]: userToken,
      [SESSION_KEYS.responseId]: '4',
      [SESSION_KEYS.glucoseDeviceMode]: 'new',
    });
    // An answer typed and not saved: signing out takes it from the tab too.
    sessionStorage.setItem(draftsKey(7, 'survey.5'), '[[1,[]]]');
    sessionStorage.setItem('host.page.value', 'kept');
    const app = renderAt('/logout?to=%2Fauth%2Fregister%3Fjtoken%3Dabc', storage);
    expect(await heading()).toHaveTextContent('Sign Up');
    expect(app.current()).toBe('/auth/register?jtoken=abc');
    for (const key of Object.values(SESSION_KEYS)) expect(storage.getItem(key)).toBeNull();
    expect(sessionStorage.getItem(draftsKey(7, 'survey.5'))).toBeNull();
    expect(sessionStorage.getItem('host.page.value')).toBe('kept');
    sessionStorage.removeItem('host.page.value');
  });

  it('a partner-network link signs a signed-in user out before registration', async () => {
    const storage = createMemoryStorage({ [SESSION_KEYS.token]: userToken });
    const app = renderAt('/auth/register?jtoken=abc', storage);
    expect(await heading()).toHaveTextContent('Sign Up');
    expect(app.current()).toBe('/auth/register?jtoken=abc');
    expect(storage.getItem(SESSION_KEYS.token)).toBeNull();
  });

  it('logout ignores an off-site target', async () => {
    const app = renderAt('/logout?to=https%3A%2F%2Fevil.example.org');
    expect(await heading()).toHaveTextContent('Welcome to the registry!');
    expect(app.current()).toBe('/landing');
  });

  it('a 401 from any call returns this router (not the page URL) to sign-in, with the screen to come back to', async () => {
    let client: ReturnType<typeof useApiClient> | undefined;
    let feedback: FeedbackStore | undefined;
    function Grab() {
      client = useApiClient();
      feedback = useFeedback();
      return null;
    }
    const storage = createMemoryStorage({ [SESSION_KEYS.token]: userToken });
    const app = renderAt('/user-profile', storage, <Grab />, fakeApi(answers(['listUserStudies'])));
    expect(await heading()).toHaveTextContent('My Profile');
    const before = window.location.href;
    await act(async () => {
      await client!.call('listUserStudies', { params: { id: 7 } }).catch(() => undefined);
    });
    expect(app.current()).toBe('/auth/login?redirectTo=%2Fuser-profile');
    expect(await heading()).toHaveTextContent('Sign In');
    expect(storage.getItem(SESSION_KEYS.token)).toBeNull();
    expect(feedback!.snackbars.value.map((s) => s.message)).toEqual(['Session expired']);
    expect(window.location.href).toBe(before);
  });

  it('gives each provider its own session, feedback store and client', async () => {
    const seen: { client: unknown; feedback: unknown }[] = [];
    function Grab() {
      seen.push({ client: useApiClient(), feedback: useFeedback() });
      return null;
    }
    render(
      <>
        <RegistryProvider storage={createMemoryStorage()}>
          <Grab />
        </RegistryProvider>
        <RegistryProvider storage={createMemoryStorage()}>
          <Grab />
        </RegistryProvider>
      </>,
    );
    expect(seen.length).toBeGreaterThanOrEqual(2);
    expect(seen[0].client).not.toBe(seen.at(-1)!.client);
    expect(seen[0].feedback).not.toBe(seen.at(-1)!.feedback);
  });
});

describe('several app instances on one page (the embed case)', () => {
  it('a 401 in one instance moves only its own router and clears only its own session', async () => {
    const api = fakeApi(answers(['listUserStudies']));
    const clients: ReturnType<typeof useApiClient>[] = [];
    function Grab() {
      const client = useApiClient();
      if (!clients.includes(client)) clients.push(client);
      return null;
    }
    const first = {
      // A screen that makes no call of the expired row itself, so only the test's call meets the 401.
      location: memoryLocation({ path: '/user-profile', record: true }),
      storage: createMemoryStorage({ [SESSION_KEYS.token]: userToken }),
    };
    const second = {
      location: memoryLocation({ path: '/user-profile', record: true }),
      storage: createMemoryStorage({ [SESSION_KEYS.token]: userToken }),
    };
    render(
      <>
        {[first, second].map(({ location, storage }, i) => (
          <RegistryProvider key={i} storage={storage} environment="prod" fetch={api.fetch}>
            <LibraryRouted>
              <Router hook={location.hook}>
                <RegistryApp />
                {i === 0 && <Grab />}
              </Router>
            </LibraryRouted>
          </RegistryProvider>
        ))}
      </>,
    );
    expect(await screen.findAllByRole('heading', { name: 'My Profile' })).toHaveLength(2);
    await act(async () => {
      await clients[0].call('listUserStudies', { params: { id: 7 } }).catch(() => undefined);
    });
    expect(first.location.history.at(-1)).toBe('/auth/login?redirectTo=%2Fuser-profile');
    expect(second.location.history.at(-1)).toBe('/user-profile');
    expect(first.storage.getItem(SESSION_KEYS.token)).toBeNull();
    expect(second.storage.getItem(SESSION_KEYS.token)).toBe(userToken);
  });
});

describe('without a route table (single screens in a host app)', () => {
  it('a 401 uses the navigate callback the host passed', async () => {
    const api = fakeApi(answers(['getMe']));
    const navigate = vi.fn();
    let client: ReturnType<typeof useApiClient> | undefined;
    function Grab() {
      client = useApiClient();
      return null;
    }
    render(
      <RegistryProvider
        storage={createMemoryStorage({ [SESSION_KEYS.token]: userToken })}
        navigate={navigate}
        fetch={api.fetch}
      >
        <Grab />
      </RegistryProvider>,
    );
    await client!.call('getMe').catch(() => undefined);
    // The sign-in redirect may follow the refused call's settling (its handling can load a chunk,
    // which a busy machine's first transform makes take longer than waitFor's default second).
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith('/auth/login'), { timeout: 5000 });
  });
});

describe('a token whose account state the app cannot place', () => {
  it('signs the user out of a guest page and reports INVALID PARTICIPANT STATE outside development', async () => {
    const storage = createMemoryStorage({
      [SESSION_KEYS.token]: makeUnsignedToken({ account_status: 'frozen' as never }),
    });
    const app = renderAt('/auth/login', storage);
    expect(await heading()).toHaveTextContent('Welcome to the registry!');
    expect(app.current()).toBe('/landing');
    expect(storage.getItem(SESSION_KEYS.token)).toBeNull();
    const logs = app.api.called('logFrontendError').map((call) => call.body);
    expect(logs).toEqual([expect.objectContaining({ message: 'INVALID PARTICIPANT STATE' })]);
  });
});
