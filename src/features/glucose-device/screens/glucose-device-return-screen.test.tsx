import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithRegistry } from '@/testing/render-with-registry';
import { asReturnMessage } from '../model/popup-message';
import { GlucoseDeviceReturnScreen } from './glucose-device-return-screen';

describe('GlucoseDeviceReturnScreen', () => {
  it("hands the vendor's answer to the origin the state was started for, then closes", async () => {
    const opener = { postMessage: vi.fn() };
    const close = vi.fn();
    const r = renderWithRegistry(<GlucoseDeviceReturnScreen opener={opener} close={close} />, {
      path: '/glucose-device/return?code=c1&state=s1',
      api: { getGlucoseReturnOrigin: { body: { origin: 'https://partner.example.com' } } },
    });
    await waitFor(() => expect(close).toHaveBeenCalled());
    expect(r.api.called('getGlucoseReturnOrigin')[0]).toMatchObject({ query: { state: 's1' } });
    expect(opener.postMessage).toHaveBeenCalledWith(
      { type: 'registry-glucose-return', search: 'code=c1&state=s1' },
      'https://partner.example.com',
    );
    expect(asReturnMessage(opener.postMessage.mock.calls[0][0])).toBeTruthy();
  });

  it('hands nothing over for an unknown state or without an opener', async () => {
    const opener = { postMessage: vi.fn() };
    renderWithRegistry(<GlucoseDeviceReturnScreen opener={opener} close={vi.fn()} />, {
      path: '/glucose-device/return?code=c1&state=forged',
      api: { getGlucoseReturnOrigin: { status: 404, body: { detail: 'No connection is waiting for this answer.' } } },
    });
    expect(await screen.findByText(/This window has nothing more to do/)).toBeVisible();
    expect(opener.postMessage).not.toHaveBeenCalled();
  });

  it('reads only its own messages', () => {
    expect(asReturnMessage({ type: 'registry-glucose-return', search: 'code=1' })).toEqual({
      type: 'registry-glucose-return',
      search: 'code=1',
    });
    for (const other of [null, 'x', { type: 'other', search: '' }, { type: 'registry-glucose-return', search: 4 }])
      expect(asReturnMessage(other)).toBeUndefined();
  });
});
