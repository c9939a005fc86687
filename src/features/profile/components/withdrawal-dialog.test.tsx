import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { FakeHandlers } from '@/testing/fake-api';
import { renderWithRegistry } from '@/testing/render-with-registry';
import { WithdrawalDialog } from './withdrawal-dialog';

async function renderDialog(api: FakeHandlers = {}) {
  const onClose = vi.fn();
  const r = renderWithRegistry(<WithdrawalDialog participantId={7} open onClose={onClose} />, {
    path: '/user-profile',
    api,
  });
  await screen.findByRole('dialog', { name: 'Why do you want to withdraw?' });
  const dialog = () => within(screen.getByRole('dialog', { name: 'Why do you want to withdraw?' }));
  const tick = (label: string) => userEvent.click(dialog().getByRole('checkbox', { name: label }));
  const withdraw = () => userEvent.click(dialog().getByRole('button', { name: 'Withdraw' }));
  const ownReason = () => dialog().getByLabelText('Your own reason') as HTMLTextAreaElement;
  return { ...r, onClose, dialog, tick, withdraw, ownReason };
}

describe('WithdrawalDialog', () => {
  it('lists the nine reasons and asks for at least one before anything is sent', async () => {
    const { dialog, withdraw, api } = await renderDialog();
    expect(dialog().getAllByRole('checkbox')).toHaveLength(9);
    expect(dialog().getByRole('checkbox', { name: 'I receive too many emails' })).not.toBeChecked();
    await withdraw();
    expect(await dialog().findByText('Please select at least one reason for withdrawal.')).toBeInTheDocument();
    expect(dialog().getByRole('group', { name: /Tick every reason that applies/ })).toBeInvalid();
    expect(api.called('withdraw')).toHaveLength(0);
  });

  it("enables the own reason only with 'Other', asks for it, and clears it when 'Other' is unticked", async () => {
    const { tick, withdraw, ownReason, dialog, api } = await renderDialog();
    expect(ownReason()).toBeDisabled();
    await tick('Other');
    expect(ownReason()).toBeEnabled();
    await withdraw();
    await waitFor(() =>
      expect(ownReason()).toHaveAccessibleDescription(/Please state your own reason for withdrawal\./),
    );
    await userEvent.type(ownReason(), 'Moving abroad');
    await tick('Other');
    expect(ownReason()).toBeDisabled();
    expect(ownReason()).toHaveValue('');
    expect(dialog().queryByText('Please state your own reason for withdrawal.')).toBeNull();
    expect(api.called('withdraw')).toHaveLength(0);
  });

  it('sends only the ticked reasons and the trimmed own reason, then ends the session on the way out', async () => {
    const { tick, withdraw, ownReason, api, current } = await renderDialog({ withdraw: { body: { detail: 'ok' } } });
    await tick('I have data privacy concerns');
    await tick('Other');
    await userEvent.type(ownReason(), '  Moving abroad ');
    await withdraw();
    await waitFor(() => expect(api.called('withdraw')).toHaveLength(1));
    const [call] = api.called('withdraw');
    expect(call.params).toEqual({ id: 7 });
    expect(call.body).toEqual({ have_data_privacy_concerns: true, other: true, reason: 'Moving abroad' });
    await waitFor(() => expect(current()).toBe('/logout?to=%2Fis-deactivated'));
  });

  it('keeps the ticked reasons and stays when the server refuses, showing its reason', async () => {
    const { tick, withdraw, dialog, current } = await renderDialog({
      withdraw: { status: 400, body: { non_field_errors: ['Withdrawal is not possible right now.'] } },
    });
    await tick('I do not wish to disclose my reason');
    await withdraw();
    expect(await dialog().findByRole('alert')).toHaveTextContent('Withdrawal is not possible right now.');
    expect(dialog().getByRole('checkbox', { name: 'I do not wish to disclose my reason' })).toBeChecked();
    expect(current()).toBe('/user-profile');
  });

  it('Cancel closes without sending and forgets the ticks', async () => {
    const { tick, dialog, onClose, api } = await renderDialog();
    await tick('I receive too many emails');
    await userEvent.click(dialog().getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(dialog().getByRole('checkbox', { name: 'I receive too many emails' })).not.toBeChecked();
    expect(api.called('withdraw')).toHaveLength(0);
  });
});
