import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SESSION_KEYS } from '@/shared/session/session-store';
import { participant, userToken } from '@/testing/fixtures';
import { announced } from '@/testing/announced';
import { renderWithRegistry } from '@/testing/render-with-registry';
import { GlucoseDeviceScreen } from './glucose-device-screen';

const ON = { glucoseDevice: { enabled: true, authorizeUrl: '/oidc/auth', clientId: 'glucose-vendor' } };
const NOT_LINKED = { linked: false, vendor: null, mode: null, linked_at: null };
const signedIn = { profile: participant(), storage: { [SESSION_KEYS.token]: userToken() } };

describe('GlucoseDeviceScreen', () => {
  it('stores the mode and sends the participant to the vendor with the study to go on to', async () => {
    const goToVendor = vi.fn();
    const r = renderWithRegistry(<GlucoseDeviceScreen goToVendor={goToVendor} />, {
      ...signedIn,
      path: '/glucose-device?mode=new&study=4',
      settings: ON,
      api: {
        getGlucoseDeviceLink: { body: NOT_LINKED },
        startGlucoseDeviceLink: { body: { authorize_url: 'http://vendor.test/auth?state=s', state: 's' } },
      },
    });
    expect(r.session.glucoseDeviceMode.value).toBe('new');
    expect(screen.getByRole('heading', { level: 1, name: 'Connect your glucose device' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Connect your glucose device' }));
    await waitFor(() => expect(goToVendor).toHaveBeenCalledWith('http://vendor.test/auth?state=s'));
    expect(r.api.called('startGlucoseDeviceLink')[0]).toMatchObject({
      params: { id: 7 },
      body: { mode: 'new', study_id: 4 },
    });
  });

  it('shows why the start was refused and stays on the page', async () => {
    const goToVendor = vi.fn();
    renderWithRegistry(<GlucoseDeviceScreen goToVendor={goToVendor} />, {
      ...signedIn,
      path: '/glucose-device',
      settings: ON,
      api: {
        getGlucoseDeviceLink: { body: NOT_LINKED },
        startGlucoseDeviceLink: { status: 409, body: { detail: 'Connecting a glucose device is not available.' } },
      },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Connect your glucose device' }));
    expect(await announced('alert')).toHaveTextContent('Connecting a glucose device is not available.');
    expect(goToVendor).not.toHaveBeenCalled();
  });

  it('asks a visitor to sign in and come back', () => {
    const r = renderWithRegistry(<GlucoseDeviceScreen />, { path: '/glucose-device?mode=new&study=4', settings: ON });
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute(
      'href',
      `/auth/login?redirectTo=${encodeURIComponent('/glucose-device?mode=new&study=4')}`,
    );
    expect(r.session.glucoseDeviceMode.value).toBe('new');
  });

  it('says so when the device is already connected', async () => {
    renderWithRegistry(<GlucoseDeviceScreen />, {
      ...signedIn,
      path: '/glucose-device',
      settings: ON,
      api: { getGlucoseDeviceLink: { body: { linked: true, vendor: 'dev-cgm', mode: 'old', linked_at: null } } },
    });
    expect(await screen.findByRole('heading', { name: 'Your glucose device is already connected' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Connect your glucose device' })).toBeNull();
  });
});
