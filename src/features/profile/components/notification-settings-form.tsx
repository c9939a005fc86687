import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useApiClient } from '@/shared/api/api-context';
import {
  NOTIFICATION_TOPICS,
  type NotificationSettings,
  type NotificationSettingsUpdate,
  type NotificationTopic,
} from '@contract';
import { useRecordForm } from '@/shared/forms/use-record-form';
import { Button } from '@/shared/ui/button';
import { Checkbox } from '@/shared/ui/checkbox';
import { updateNotificationSettings } from '../api/update-notification-settings';
import { PROFILE_TEXT } from '../content/profile-texts';
import { SectionForm } from './section-form';

const REMINDERS = ['reminders_new_ro_and_studies', 'reminders_ongoing_studies'] as const;
const FIELDS = [...NOTIFICATION_TOPICS] as const;

export interface NotificationSettingsFormProps {
  participantId: number;
  settings: NotificationSettings;
  /** Spec 000 §3 smsDisabled: no valid phone, so no text message can be switched on. */
  smsDisabled: boolean;
  onSaved: (settings: NotificationSettings) => void;
  onDirty: (dirty: boolean) => void;
}

/** The changed channels only, per topic. */
function settingsUpdate(before: NotificationSettings, after: NotificationSettings): NotificationSettingsUpdate {
  const update: NotificationSettingsUpdate = {};
  for (const topic of NOTIFICATION_TOPICS) {
    const changes: { email_on?: boolean; sms_on?: boolean } = {};
    if (after[topic].email_on !== before[topic].email_on) changes.email_on = after[topic].email_on;
    if (after[topic].sms_on !== before[topic].sms_on) changes.sms_on = after[topic].sms_on;
    if (Object.keys(changes).length) update[topic] = changes;
  }
  // Switching a text message on again ends the opt-out of every text message.
  if (before.sms_opted_out && NOTIFICATION_TOPICS.some((t) => update[t]?.sms_on)) update.sms_opted_out = false;
  return update;
}

function TopicChannels({
  form,
  topic,
  smsDisabled,
}: {
  form: UseFormReturn<NotificationSettings>;
  topic: NotificationTopic;
  smsDisabled: boolean;
}) {
  const T = PROFILE_TEXT.notifications; // read when rendering: the texts of the language shown
  const error = form.formState.errors[topic]?.message;
  return (
    <fieldset className="registry-profile__topic">
      <legend>{T.topics[topic]}</legend>
      <div className="registry-profile__channels">
        <Checkbox label={T.email} {...form.register(`${topic}.email_on`)} />
        <Checkbox label={T.sms} disabled={smsDisabled} {...form.register(`${topic}.sms_on`)} error={error} />
      </div>
    </fieldset>
  );
}

/** Notification settings (spec 000 §2): Reminders (Manage/Close), Newsletters, Management Resources; e-mail and SMS each. */
export function NotificationSettingsForm({
  participantId,
  settings,
  smsDisabled,
  onSaved,
  onDirty,
}: NotificationSettingsFormProps) {
  const T = PROFILE_TEXT.notifications;
  const client = useApiClient();
  const { form, busy, submit, message, status } = useRecordForm({
    values: settings,
    fields: FIELDS,
    // As before this hook: a checkbox form is checked on Save only.
    mode: 'onSubmit',
    toUpdate: (values) => settingsUpdate(settings, values),
    save: (update) => updateNotificationSettings(client, participantId, update),
    resetTo: (saved) => saved,
    onSaved,
    onDirty,
    texts: { nothingChanged: PROFILE_TEXT.nothingChanged, saved: PROFILE_TEXT.updated },
  });
  const [remindersOpen, setRemindersOpen] = useState(false);
  const remindersError = REMINDERS.some((t) => form.formState.errors[t]);

  const panelId = `registry-reminders-${participantId}`;
  return (
    <SectionForm
      label={PROFILE_TEXT.sections.notifications}
      onSubmit={submit}
      message={message}
      status={status}
      busy={busy}
    >
      {smsDisabled && <p className="registry-profile__note">{T.smsDisabled}</p>}
      {settings.sms_opted_out && !smsDisabled && <p className="registry-profile__note">{T.optedOut}</p>}
      <div className="registry-profile__group">
        <div className="registry-profile__group-head">
          <h3 className="registry-profile__group-title">{T.reminders}</h3>
          <Button
            variant="secondary"
            aria-expanded={remindersOpen || remindersError}
            aria-controls={panelId}
            onClick={() => setRemindersOpen((open) => !open)}
          >
            {remindersOpen || remindersError ? T.closeReminders : T.manage}
            <span className="registry-visually-hidden"> {T.reminders.toLowerCase()}</span>
          </Button>
        </div>
        <p className="registry-profile__group-summary">{T.remindersSummary}</p>
        <div id={panelId} hidden={!(remindersOpen || remindersError)}>
          {REMINDERS.map((topic) => (
            <TopicChannels key={topic} form={form} topic={topic} smsDisabled={smsDisabled} />
          ))}
        </div>
      </div>
      <TopicChannels form={form} topic="newsletter" smsDisabled={smsDisabled} />
      <TopicChannels form={form} topic="management_resources" smsDisabled={smsDisabled} />
    </SectionForm>
  );
}
