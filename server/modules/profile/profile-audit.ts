import { NOTIFICATION_TOPICS, type NotificationSettings } from '@contract';
import type { Queryable } from '../../db/database';
import { changedFields, recordAudit } from '../audit/service';
import { updateParticipant, type ParticipantRow } from '../accounts/service';

// The profile's changes as the audit trail records them (before and after), written with the
// transaction of the change: the fields of the account, and the notification settings.

/** Updates the participant's fields with `tx` and records each field that changed, before and after. */
export async function changeProfile(
  tx: Queryable,
  me: ParticipantRow,
  fields: Record<string, unknown>,
): Promise<ParticipantRow> {
  const row = await updateParticipant(tx, me.id, fields);
  const changes = changedFields(
    me as unknown as Record<string, unknown>,
    row as unknown as Record<string, unknown>,
    Object.keys(fields).filter((f) => fields[f] !== undefined),
  );
  if (Object.keys(changes).length > 0)
    await recordAudit(tx, { action: 'profile_changed', participantId: me.id, detail: { changes } });
  return row;
}

/**
 * Records the notification settings' topics that changed (and the opt-out); `by` says how when it
 * was not the participant's own form (a link in a message, a STOP or START text).
 */
export async function auditSettings(
  tx: Queryable,
  participantId: number,
  before: NotificationSettings,
  after: NotificationSettings,
  by?: 'email link' | 'text link' | 'text reply' | 'sms consent',
): Promise<void> {
  const changes = changedFields(before, after, ['sms_opted_out', ...NOTIFICATION_TOPICS]);
  if (Object.keys(changes).length === 0) return;
  await recordAudit(tx, {
    action: 'profile_changed',
    participantId,
    detail: { notification_settings: changes, ...(by ? { by } : {}) },
  });
}
