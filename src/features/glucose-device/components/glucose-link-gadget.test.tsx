import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AnalyticsContext } from '@/shared/analytics/analytics';
import { SESSION_KEYS } from '@/shared/session/session-store';
import { announced } from '@/testing/announced';
import { participant, userToken } from '@/testing/fixtures';
import { renderWithRegistry } from '@/testing/render-with-registry';
import { GlucoseLinkGadget } from './glucose-link-gadget';

const ON = { glucoseDevice: { enabled: true, authorizeUrl: '/oidc/auth', clientId: 'glucose-vendor' } };
const NOT_LINKED = { linked: false, vendor: null, mode: null, linked_at: null };

function setup(openWindow = vi.fn((): { closed: boolean } | null => ({ closed: false }))) {
  const onHandoff = vi.fn();
  const track = vi.fn();
  const r = renderWithRegistry(
    <AnalyticsContext.Provider value={track}>
      <GlucoseLinkGadget studyId={101} onHandoff={onHandoff} openWindow={openWindow} />
    </AnalyticsContext.Provider>,
    {
      profile: participant(),
      storage: { [SESSION_KEYS.token]: userToken() },
      settings: ON,
      api: {
        getGlucoseDeviceLink: { body: NOT_LINKED },
        startGlucoseDeviceLink: { body: { authorize_url: 'http://vendor.test/auth', state: 's1' } },
        completeGlucoseDeviceLink: {
          body: {
            linked: true,
            vendor: 'dev-cgm',
            mode: 'new',
            linked_at: '2026-11-23T10:00:00Z',
            already_linked: false,
            handoff: { study_id: 101, user_study_id: 5 },
          },
        },
      },
    },
  );
  return { ...r, onHandoff, track, openWindow };
}

const post = (origin: string, data: unknown) =>
  act(() => window.dispatchEvent(new MessageEvent('message', { origin, data })));

describe('GlucoseLinkGadget', () => {
  it("opens the vendor in a popup and completes with the answer from the registry's origin only", async () => {
    const r = setup();
    await userEvent.click(await screen.findByRole('button', { name: 'Connect your glucose device' }));
    await waitFor(() => expect(r.openWindow).toHaveBeenCalledWith('http://vendor.test/auth'));
    expect(r.api.called('startGlucoseDeviceLink')[0].body).toEqual({
      mode: 'new',
      study_id: 101,
      return_origin: window.location.origin,
    });
    expect(await announced('status')).toHaveTextContent("Finish connecting in the CGM maker's window.");
    const message = { type: 'registry-glucose-return', search: 'code=c1&state=s1' };
    await post('https://elsewhere.example.org', message);
    expect(r.api.called('completeGlucoseDeviceLink')).toHaveLength(0);
    await post(window.location.origin, message);
    await post(window.location.origin, message);
    expect(await screen.findByRole('heading', { name: 'Your glucose device is connected' })).toBeVisible();
    expect(r.api.called('completeGlucoseDeviceLink')).toHaveLength(1);
    expect(r.track).toHaveBeenCalledWith({ name: 'glucose_device_connected', vendor: 'dev-cgm' });
    expect(r.onHandoff).toHaveBeenCalledWith({ userId: 7, studyId: 101, userStudyId: 5, alreadyLinked: false });
  });

  it('says so when the browser blocked the popup', async () => {
    setup(vi.fn(() => null));
    await userEvent.click(await screen.findByRole('button', { name: 'Connect your glucose device' }));
    expect(await announced('alert')).toHaveTextContent('Your browser blocked the window of the CGM maker.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});
