import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AnalyticsContext } from '@/shared/analytics/analytics';
import { SESSION_KEYS } from '@/shared/session/session-store';
import type { FakeHandlers } from '@/testing/fake-api';
import { participant, userToken } from '@/testing/fixtures';
import { announced } from '@/testing/announced';
import { renderWithRegistry } from '@/testing/render-with-registry';
import { GlucoseDeviceLinkScreen } from './glucose-device-link-screen';

const LINKED = { linked: true, vendor: 'dev-cgm', linked_at: '2026-11-23T10:00:00.000Z' };

function setup(path: string, api: FakeHandlers = {}, mode = 'new') {
  const track = vi.fn();
  const r = renderWithRegistry(
    <AnalyticsContext.Provider value={track}>
      <GlucoseDeviceLinkScreen />
    </AnalyticsContext.Provider>,
    {
      path,
      api,
      profile: participant(),
      storage: { [SESSION_KEYS.token]: userToken(), [SESSION_KEYS.glucoseDeviceMode]: mode },
    },
  );
  return { ...r, track };
}

describe('GlucoseDeviceLinkScreen', () => {
  it('completes the link once, reports the connection and hands off to the survey (new mode)', async () => {
    const r = setup('/glucose-device/link?code=abc&state=s1', {
      completeGlucoseDeviceLink: {
        body: { ...LINKED, mode: 'new', already_linked: false, handoff: { study_id: 3, user_study_id: 9 } },
      },
    });
    const heading = await screen.findByRole('heading', { level: 1, name: 'Your glucose device is connected' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(await announced('status')).toHaveTextContent('Researchers can now use your CGM readings');
    expect(r.api.called('completeGlucoseDeviceLink')).toHaveLength(1);
    expect(r.api.called('completeGlucoseDeviceLink')[0]).toMatchObject({
      params: { id: 7 },
      body: { code: 'abc', state: 's1' },
    });
    expect(r.track).toHaveBeenCalledWith({ name: 'glucose_device_connected', vendor: 'dev-cgm' });
    const links = screen.getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links.slice(-2)).toEqual([
      ['Continue to the questionnaire', '/survey/study/3/user-study/9/user/7'],
      ['Back to your dashboard', '/dashboard'],
    ]);
    // The stored mode is used up: reloading the return route now leads to the dashboard.
    expect(r.session.glucoseDeviceMode.value).toBeNull();
  });

  it('an account that was already linked is not reported again; the old mode goes back first', async () => {
    const r = setup(
      '/glucose-device/link?code=abc&state=s1',
      { completeGlucoseDeviceLink: { body: { ...LINKED, mode: 'old', already_linked: true, handoff: null } } },
      'old',
    );
    expect(await screen.findByRole('heading', { name: 'Your glucose device was already connected' })).toBeVisible();
    expect(r.track).not.toHaveBeenCalled();
    const links = screen.getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links.slice(-2)).toEqual([
      ['Back to your dashboard', '/dashboard'],
      ['Continue to the questionnaire', '/dashboard/jump-to-core-study'],
    ]);
  });

  it("shows the server's refusal with a way to start again", async () => {
    const r = setup(
      '/glucose-device/link?code=abc&state=used',
      { completeGlucoseDeviceLink: { status: 400, body: { state: ['This connection request is not valid.'] } } },
      'old',
    );
    expect(await announced('alert')).toHaveTextContent('This connection request is not valid.');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('We could not connect your glucose device');
    expect(screen.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/glucose-device?mode=old');
    expect(r.track).not.toHaveBeenCalled();
  });

  it('does not call the server when the participant refused at the vendor', async () => {
    const r = setup('/glucose-device/link?error=access_denied&state=s1');
    expect(await announced('alert')).toHaveTextContent("You did not allow the connection on the CGM maker's");
    expect(r.api.calls).toHaveLength(0);
    expect(screen.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/glucose-device?mode=new');
  });
});
