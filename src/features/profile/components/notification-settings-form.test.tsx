import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { NotificationSettings } from '@contract';
import type { FakeHandlers } from '@/testing/fake-api';
import { renderWithRegistry } from '@/testing/render-with-registry';
import { NotificationSettingsForm } from './notification-settings-form';

const OFF = { email_on: false, sms_on: false };
const STORED: NotificationSettings = {
  reminders_new_ro_and_studies: { email_on: true, sms_on: false },
  reminders_ongoing_studies: OFF,
  newsletter: { email_on: true, sms_on: false },
  management_resources: OFF,
  sms_opted_out: false,
};

function renderForm({
  api = {},
  settings = STORED,
  smsDisabled = false,
}: {
  api?: FakeHandlers;
  settings?: NotificationSettings;
  smsDisabled?: boolean;
} = {}) {
  const onSaved = vi.fn();
  const r = renderWithRegistry(
    <NotificationSettingsForm
      participantId={7}
      settings={settings}
      smsDisabled={smsDisabled}
      onSaved={onSaved}
      onDirty={() => {}}
    />,
    { api },
  );
  const topic = (name: string) => within(screen.getByRole('group', { name }));
  const save = () => userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
  return { ...r, onSaved, topic, save };
}

describe('NotificationSettingsForm', () => {
  it('shows each topic with its stored e-mail and text-message choices; reminders open with Manage', async () => {
    const { topic } = renderForm();
    expect(topic('Newsletters').getByRole('checkbox', { name: 'Email' })).toBeChecked();
    expect(topic('Newsletters').getByRole('checkbox', { name: 'Text message (SMS)' })).not.toBeChecked();
    expect(topic('Management Resources').getByRole('checkbox', { name: 'Email' })).not.toBeChecked();
    // The reminders are folded away until asked for.
    expect(screen.queryByRole('group', { name: 'Studies you have started' })).toBeNull();
    const manage = screen.getByRole('button', { name: 'Manage reminders' });
    expect(manage).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(manage);
    expect(screen.getByRole('button', { name: 'Close reminders' })).toHaveAttribute('aria-expanded', 'true');
    expect(topic('New studies and research opportunities').getByRole('checkbox', { name: 'Email' })).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Close reminders' }));
    expect(screen.queryByRole('group', { name: 'Studies you have started' })).toBeNull();
  });

  it('sends only the channels that changed, per topic', async () => {
    const saved = { ...STORED, newsletter: OFF, management_resources: { email_on: false, sms_on: true } };
    const { topic, save, api, onSaved } = renderForm({ api: { updateNotificationSettings: { body: saved } } });
    await userEvent.click(topic('Newsletters').getByRole('checkbox', { name: 'Email' }));
    await userEvent.click(topic('Management Resources').getByRole('checkbox', { name: 'Text message (SMS)' }));
    await save();
    await waitFor(() => expect(api.called('updateNotificationSettings')).toHaveLength(1));
    const [call] = api.called('updateNotificationSettings');
    expect(call.params).toEqual({ id: 7 });
    expect(call.body).toEqual({ newsletter: { email_on: false }, management_resources: { sms_on: true } });
    expect(await screen.findByText('Your account has been updated')).toBeInTheDocument();
    expect(onSaved.mock.calls[0][0]).toEqual(saved);
  });

  it('without a valid phone, explains why text messages cannot be switched on and disables them', () => {
    const { topic } = renderForm({ smsDisabled: true });
    expect(
      screen.getByText('Add a valid phone number under Personal information to receive text messages.'),
    ).toBeInTheDocument();
    expect(topic('Newsletters').getByRole('checkbox', { name: 'Text message (SMS)' })).toBeDisabled();
    expect(topic('Newsletters').getByRole('checkbox', { name: 'Email' })).toBeEnabled();
  });

  it('after an opt-out, switching a text message on again also ends the opt-out', async () => {
    const settings = { ...STORED, sms_opted_out: true };
    const { topic, save, api } = renderForm({ settings, api: { updateNotificationSettings: { body: STORED } } });
    expect(
      screen.getByText('You have opted out of text messages. Switch a text message option on to receive them again.'),
    ).toBeInTheDocument();
    await userEvent.click(topic('Newsletters').getByRole('checkbox', { name: 'Text message (SMS)' }));
    await save();
    await waitFor(() => expect(api.called('updateNotificationSettings')).toHaveLength(1));
    expect(api.called('updateNotificationSettings')[0].body).toEqual({
      newsletter: { sms_on: true },
      sms_opted_out: false,
    });
  });

  it('says nothing has changed instead of sending an untouched form', async () => {
    const { save, api } = renderForm();
    await save();
    expect(await screen.findByText('Nothing has changed yet.')).toBeInTheDocument();
    expect(api.called('updateNotificationSettings')).toHaveLength(0);
  });

  it('a refused reminder opens the reminders to show its message, and the ticks stay', async () => {
    const { topic, save } = renderForm({
      api: {
        updateNotificationSettings: {
          status: 400,
          body: { reminders_ongoing_studies: ['A phone number is needed for text messages.'] },
        },
      },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Manage reminders' }));
    await userEvent.click(topic('Studies you have started').getByRole('checkbox', { name: 'Email' }));
    await userEvent.click(screen.getByRole('button', { name: 'Close reminders' }));
    await save();
    expect(await screen.findByText('A phone number is needed for text messages.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Close reminders' })).toHaveAttribute('aria-expanded', 'true');
    expect(topic('Studies you have started').getByRole('checkbox', { name: 'Email' })).toBeChecked();
  });

  it('a refused topic can be changed and saved again: the message goes with the change', async () => {
    const { topic, save, api } = renderForm({
      api: {
        updateNotificationSettings: {
          status: 400,
          body: { newsletter: ['A phone number is needed for text messages.'] },
        },
      },
    });
    await userEvent.click(topic('Newsletters').getByRole('checkbox', { name: 'Text message (SMS)' }));
    await save();
    expect(await screen.findByText('A phone number is needed for text messages.')).toBeVisible();
    api.answer({ updateNotificationSettings: { body: { ...STORED, newsletter: OFF } } });
    await userEvent.click(topic('Newsletters').getByRole('checkbox', { name: 'Text message (SMS)' }));
    await userEvent.click(topic('Newsletters').getByRole('checkbox', { name: 'Email' }));
    expect(screen.queryByText('A phone number is needed for text messages.')).toBeNull();
    await save();
    await waitFor(() => expect(api.called('updateNotificationSettings')).toHaveLength(2));
    expect(api.called('updateNotificationSettings')[1].body).toEqual({ newsletter: { email_on: false } });
  });

  it('Save asks the server again after a refusal, as the phone may have been added since', async () => {
    const { topic, save, api } = renderForm({
      api: { updateNotificationSettings: { status: 400, body: { newsletter: ['Add a phone number first.'] } } },
    });
    await userEvent.click(topic('Newsletters').getByRole('checkbox', { name: 'Text message (SMS)' }));
    await save();
    expect(await screen.findByText('Add a phone number first.')).toBeVisible();
    api.answer({ updateNotificationSettings: { body: { ...STORED, newsletter: { email_on: true, sms_on: true } } } });
    await save();
    await waitFor(() => expect(api.called('updateNotificationSettings')).toHaveLength(2));
    expect(api.called('updateNotificationSettings')[1].body).toEqual({ newsletter: { sms_on: true } });
    expect(await screen.findByText('Your account has been updated')).toBeInTheDocument();
  });
});
