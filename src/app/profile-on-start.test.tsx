import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { profileFirstGets } from '../features/auth/api/first-gets';
import { PROFILE_TYPE_DIALOG_DELAY_MS } from '../features/auth/flows/profile-checks';
import { startEarlyGets } from '../shared/api/client/early-gets';
import { isApiUrl, requestHeaders, resolveUrl } from '../shared/api/client/request-headers';
import { createMemoryStorage } from '../shared/session/key-value-storage';
import { SESSION_KEYS } from '../shared/session/session-store';
import { makeUnsignedToken } from '../shared/session/unsigned-token';
import { fakeApi } from '../testing/fake-api';
import { participant } from '../testing/fixtures';
import { RegistryProvider } from './provider';

// Spec 000 §4: a reload with a stored token asks the same questions as sign-in does.

// One token for every start: two made a second apart differ (their exp), and the headers are compared.
const stored = makeUnsignedToken({ user_id: 7 });

function start({
  profileType = 'adult' as 'adult' | 'child' | null,
  smsRequired = false,
  token = true,
  early = false,
} = {}) {
  const api = fakeApi({
    getMe: { body: participant({ profile_type: profileType }) },
    getSmsConsent: { body: { required: smsRequired } },
    setupProfileType: (call) => ({ body: call.body }),
    updateSmsConsent: { body: { required: false } },
  });
  const navigate = vi.fn();
  const storage = createMemoryStorage(token ? { [SESSION_KEYS.token]: stored } : {});
  // As standalone/early-start.ts asks them before the app has loaded.
  const session = { token: stored, userId: 7, responseId: null, application: null };
  const gets = early
    ? startEarlyGets(
        profileFirstGets().map(({ path }) => {
          const url = resolveUrl('/api', path);
          const apiUrl = isApiUrl('/api', url);
          return {
            url,
            headers: requestHeaders({ fullUrl: url, apiUrl, auth: true, adminRegister: false, session, locale: 'en' }),
          };
        }),
        api.fetch,
      )
    : undefined;
  const fetch = gets?.fetch ?? api.fetch;
  render(<RegistryProvider storage={storage} environment="development" navigate={navigate} fetch={fetch} />);
  return { calls: api.calls, navigate, called: api.called, unused: () => gets?.unused() };
}

describe('loadProfileOnStart', () => {
  it('without a profile type: the profile-type dialog after 1 s, then the SMS consent dialog', async () => {
    const user = userEvent.setup();
    const began = Date.now();
    const app = start({ profileType: null, smsRequired: true });
    const dialog = await screen.findByRole('dialog', { name: 'Select a profile type.' }, { timeout: 3000 });
    expect(Date.now() - began).toBeGreaterThanOrEqual(PROFILE_TYPE_DIALOG_DELAY_MS);
    expect(app.called('getSmsConsent')).toHaveLength(0);
    await user.click(screen.getByLabelText('Myself – I am over 18 years of age.'));
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(app.called('setupProfileType')[0].body).toEqual({ id: 7, profile_type: 'adult' });

    const sms = await screen.findByRole('dialog', { name: 'Get text message reminders' });
    await user.click(screen.getByRole('button', { name: 'Skip' }));
    await waitFor(() => expect(sms).not.toBeInTheDocument());
    expect(app.called('updateSmsConsent')[0].body).toEqual({ status: 'skipped' });
    expect(app.navigate).not.toHaveBeenCalled();
  });

  it('Sign out in the profile-type dialog leaves through /logout', async () => {
    const user = userEvent.setup();
    const app = start({ profileType: null, smsRequired: true });
    await screen.findByRole('dialog', { name: 'Select a profile type.' }, { timeout: 3000 });
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(app.navigate).toHaveBeenCalledWith('/logout'));
    expect(app.called('getSmsConsent')).toHaveLength(0);
  });

  it('with a profile type and the SMS consent still required: only the SMS dialog', async () => {
    const app = start({ smsRequired: true });
    expect(await screen.findByRole('dialog', { name: 'Get text message reminders' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Select a profile type.' })).not.toBeInTheDocument();
    expect(app.called('getMe')).toHaveLength(1);
  });

  it('asks nothing when there is nothing to settle', async () => {
    const app = start();
    await waitFor(() => expect(app.called('getSmsConsent')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('takes the profile the standalone entry asked before the app loaded, with the same headers', async () => {
    const app = start({ early: true });
    await waitFor(() => expect(app.called('getSmsConsent')).toHaveLength(1));
    expect(app.unused()).toEqual([]);
    expect(app.called('getMe')).toHaveLength(1);
    const plain = start();
    await waitFor(() => expect(plain.called('getMe')).toHaveLength(1));
    const lower = (headers: Record<string, string>) =>
      Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));
    expect(lower(app.called('getMe')[0].headers)).toEqual(lower(plain.called('getMe')[0].headers));
  });

  it('without a stored token makes no call', async () => {
    const app = start({ token: false });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(app.calls).toEqual([]);
  });
});
