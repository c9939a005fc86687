import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SESSION_KEYS } from '../session/session-store';
import { participant, userToken } from '../../testing/fixtures';
import { announced } from '../../testing/announced';
import { renderWithRegistry } from '../../testing/render-with-registry';
import { GlucoseDeviceCard } from './glucose-device-card';

const ON = { glucoseDevice: { enabled: true, authorizeUrl: '/oidc/auth', clientId: 'glucose-vendor' } };
const NOT_LINKED = { linked: false, vendor: null, mode: null, linked_at: null };
const signedIn = { profile: participant(), storage: { [SESSION_KEYS.token]: userToken() } };

describe('GlucoseDeviceCard', () => {
  it('shows nothing and asks nothing when the setting is off', () => {
    const r = renderWithRegistry(<GlucoseDeviceCard />, signedIn);
    expect(r.container.querySelector('section')).toBeNull();
    expect(r.api.calls).toHaveLength(0);
  });

  it('offers to connect when not linked', async () => {
    renderWithRegistry(<GlucoseDeviceCard />, {
      ...signedIn,
      settings: ON,
      api: { getGlucoseDeviceLink: { body: NOT_LINKED } },
    });
    expect(await screen.findByRole('link', { name: 'Connect your glucose device' })).toHaveAttribute(
      'href',
      '/glucose-device',
    );
  });

  it('shows the connected status, and the profile disconnects after confirming', async () => {
    const r = renderWithRegistry(<GlucoseDeviceCard canDisconnect />, {
      ...signedIn,
      settings: ON,
      api: {
        getGlucoseDeviceLink: {
          body: { linked: true, vendor: 'dev-cgm', mode: 'old', linked_at: '2026-11-23T10:00:00Z' },
        },
        unlinkGlucoseDevice: { body: NOT_LINKED },
      },
    });
    expect(await screen.findByRole('heading', { name: 'Your glucose device is connected' })).toBeVisible();
    expect(screen.getByText(/Connected on November 23, 2026/)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Disconnect' }));
    const dialog = await screen.findByRole('dialog', { name: 'Disconnect your glucose device?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep it connected' }));
    expect(r.api.called('unlinkGlucoseDevice')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Disconnect' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Disconnect' }));
    expect(await announced('status')).toHaveTextContent('Your glucose device has been disconnected.');
    expect(r.api.called('unlinkGlucoseDevice')[0]).toMatchObject({ params: { id: 7 } });
    expect(screen.getByRole('link', { name: 'Connect your glucose device' })).toBeVisible();
  });
});
