import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { describe, expect, it } from 'vitest';
import type { FakeHandlers } from '@/testing/fake-api';
import { participant, userToken } from '@/testing/fixtures';
import { renderWithRegistry } from '@/testing/render-with-registry';
import { PROFILE_TYPE_DIALOG_DELAY_MS } from '../flows/profile-checks';
import { usePostLogin, type CompleteSignInOptions } from './use-post-login';

function Harness({ token, options }: { token: string; options?: CompleteSignInOptions }) {
  const { complete } = usePostLogin();
  // After the provider has started (as a sign-in form would): a token stored while it starts would
  // also have the provider load the profile, as on a reloaded page.
  useEffect(() => {
    const timer = setTimeout(() => void complete(token, options));
    return () => clearTimeout(timer);
  }, [complete, token, options]);
  return null;
}

const routes = (overrides: FakeHandlers = {}): FakeHandlers => ({
  getMe: { body: participant({ profile_type: null }) },
  setupProfileType: (call) => ({ body: call.body }),
  getSmsConsent: { body: { required: true } },
  updateSmsConsent: (call) =>
    (call.body as { phone?: string }).phone === '+12025550188'
      ? { status: 400, body: { phone: ['This number cannot receive texts'] } }
      : { body: { required: false } },
  ...overrides,
});

describe('usePostLogin', () => {
  it('asks for a missing profile type after 1 s (not before), then the SMS consent, then goes on', async () => {
    const user = userEvent.setup();
    const started = Date.now();
    const r = renderWithRegistry(<Harness token={userToken()} options={{ fromRegistration: true }} />, {
      path: '/auth/login',
      api: routes(),
    });
    const dialog = await screen.findByRole('dialog', { name: 'Select a profile type.' }, { timeout: 3000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(PROFILE_TYPE_DIALOG_DELAY_MS);
    await user.keyboard('{Escape}');
    expect(dialog).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Profile type is required')).toBeInTheDocument();
    await user.click(screen.getByLabelText('My Child – who is under the age of 18.'));
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(r.api.called('setupProfileType')[0].body).toEqual({ id: 7, profile_type: 'child' });
    expect(r.session.profile.value?.profile_type).toBe('child');

    const sms = await screen.findByRole('dialog', { name: 'Get text message reminders' });
    const phone = screen.getByLabelText('Mobile phone number');
    await waitFor(() => expect(phone).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Phone number is required to continue')).toBeInTheDocument();
    expect(screen.getByText('Checkbox required to continue.')).toBeInTheDocument();
    await user.type(phone, '+12025550188');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('This number cannot receive texts')).toBeInTheDocument();
    await user.clear(phone);
    expect(screen.queryByText('This number cannot receive texts')).not.toBeInTheDocument();
    await user.type(phone, '+12025550123');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(sms).not.toBeInTheDocument());
    expect(r.api.called('updateSmsConsent').at(-1)!.body).toEqual({ status: 'accepted', phone: '+12025550123' });
    await waitFor(() => expect(r.current()).toBe('/register-success'));
  });

  it('Sign out in the profile-type dialog leaves through /logout', async () => {
    const user = userEvent.setup();
    const r = renderWithRegistry(<Harness token={userToken()} />, { path: '/auth/login', api: routes() });
    await screen.findByRole('dialog', { name: 'Select a profile type.' }, { timeout: 3000 });
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(r.current()).toBe('/logout'));
    expect(r.api.called('getSmsConsent')).toHaveLength(0);
  });

  it('a profile that cannot be loaded leaves the user signed out where they were', async () => {
    const r = renderWithRegistry(<Harness token={userToken()} />, {
      path: '/auth/login',
      api: routes({ getMe: { status: 503, body: {} } }),
    });
    await waitFor(() => expect(r.api.called('getMe')).toHaveLength(1));
    await waitFor(() => expect(r.session.loggedIn.value).toBe(false));
    expect(r.current()).toBe('/auth/login');
  });

  it('a child profile loads its child info at sign-in (spec 000 §4) into the session; an adult does not', async () => {
    const child = { child_first_name: 'Casey', child_last_name: 'Kidd', child_email: null, child_phone: null };
    const r = renderWithRegistry(<Harness token={userToken()} />, {
      path: '/auth/login',
      api: routes({
        getMe: { body: participant({ profile_type: 'child', child_first_name: null, child_last_name: null }) },
        getSmsConsent: { body: { required: false } },
        getChildInfo: { body: child },
      }),
    });
    await waitFor(() => expect(r.session.childInfo.value).toEqual(child));
    expect(r.api.called('getChildInfo').map((c) => c.params)).toEqual([{ id: 7 }]);
    await waitFor(() => expect(r.current()).toBe('/dashboard'));

    const adult = renderWithRegistry(<Harness token={userToken()} />, {
      path: '/auth/login',
      api: routes({
        getMe: { body: participant({ profile_type: 'adult' }) },
        getSmsConsent: { body: { required: false } },
      }),
    });
    await waitFor(() => expect(adult.current()).toBe('/dashboard'));
    expect(adult.api.called('getChildInfo')).toHaveLength(0);
    expect(adult.session.childInfo.value).toBeNull();
  });

  it('a minor signing in to assent does not ask for the child info, which that token may not read', async () => {
    const r = renderWithRegistry(<Harness token={userToken()} />, {
      path: '/auth/login',
      api: routes({
        getMe: { body: participant({ profile_type: 'child', state: 'assent' }) },
        getSmsConsent: { body: { required: false } },
      }),
    });
    await waitFor(() => expect(r.current()).toBe('/assent'));
    expect(r.api.called('getChildInfo')).toHaveLength(0);
  });
});
