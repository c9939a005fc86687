import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithRegistry } from '@/testing/render-with-registry';
import { MyDataDownload } from './my-data-download';

afterEach(() => vi.restoreAllMocks());

describe('MyDataDownload', () => {
  it('confirms the password first, then asks for the ZIP with the re-authentication and saves it', async () => {
    const created = vi.fn((_blob: Blob | MediaSource) => 'blob:zip');
    vi.spyOn(URL, 'createObjectURL').mockImplementation(created);
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { api } = renderWithRegistry(<MyDataDownload participantId={7} providerOnly={false} />, {
      path: '/user-profile',
      api: {
        reauth: { body: { reauth_token: 'fresh', expires_in: 900 } },
        exportMyData: {
          body: new Blob(['PK']),
          headers: { 'content-disposition': 'attachment; filename="t1d-registry-my-data-7-2030-01-01.zip"' },
        },
      },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Download my data' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Confirm it is you' }));
    expect(api.called('exportMyData')).toHaveLength(0);
    await userEvent.type(dialog.getByLabelText('Password'), 'Str0ng-Passw0rd!');
    await userEvent.click(dialog.getByRole('button', { name: 'Confirm and download' }));
    await vi.waitFor(() => expect(clicked).toHaveBeenCalled());
    const [call] = api.called('exportMyData');
    expect(call.params).toEqual({ id: 7 });
    expect(call.headers['x-reauth']).toBe('fresh');
    expect(created).toHaveBeenCalledTimes(1);
  });

  it('offline, the password check says it needs a connection and asks nothing of the registry', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { api } = renderWithRegistry(<MyDataDownload participantId={7} providerOnly={false} />, {
      path: '/user-profile',
      api: { reauth: { body: { reauth_token: 'fresh', expires_in: 900 } } },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Download my data' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Confirm it is you' }));
    await userEvent.type(dialog.getByLabelText('Password'), 'Str0ng-Passw0rd!');
    await userEvent.click(dialog.getByRole('button', { name: 'Confirm and download' }));
    expect(
      await dialog.findByText('Confirming your password needs a connection. Try again when you are back online.'),
    ).toBeVisible();
    expect(dialog.getByLabelText('Password')).toHaveValue('Str0ng-Passw0rd!');
    expect(api.called('reauth')).toHaveLength(0);
  });
});
