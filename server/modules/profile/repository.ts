import { NOTIFICATION_TOPICS, type NotificationSettings } from '@contract';
import { one, type Queryable } from '../../db/database';

// Every statement of the profile module: notification settings and the SMS unsubscribe links.

type StoredTopics = Omit<NotificationSettings, 'sms_opted_out'>;

export async function loadNotificationSettings(db: Queryable, participantId: number): Promise<NotificationSettings> {
  const row = await one<{ settings: StoredTopics; sms_opted_out: boolean }>(
    db,
    'select settings, sms_opted_out from notification_settings where participant_id = $1',
    [participantId],
  );
  const off = { email_on: false, sms_on: false };
  const settings = Object.fromEntries(NOTIFICATION_TOPICS.map((t) => [t, { ...off, ...(row?.settings?.[t] ?? {}) }]));
  return { ...(settings as StoredTopics), sms_opted_out: row?.sms_opted_out ?? false };
}

export async function saveNotificationSettings(
  db: Queryable,
  participantId: number,
  settings: NotificationSettings,
): Promise<void> {
  const { sms_opted_out, ...topics } = settings;
  await db.query(
    `insert into notification_settings (participant_id, settings, sms_opted_out, updated_at) values ($1, $2, $3, now())
     on conflict (participant_id) do update set settings = excluded.settings, sms_opted_out = excluded.sms_opted_out,
       updated_at = now()`,
    [participantId, JSON.stringify(topics), sms_opted_out],
  );
}

/** The participants whose phone is this number (in E.164 form), and whether each accepted the SMS consent. */
export function participantsWithPhone(db: Queryable, phone: string) {
  return db.query<{ id: number; sms_consent: 'accepted' | 'skipped' | null }>(
    'select id, sms_consent from participants where phone = $1 order by id',
    [phone],
  );
}

export async function insertSmsUnsubscribeToken(db: Queryable, token: string, participantId: number, phone: string) {
  await db.query('insert into sms_unsubscribe_tokens (token, participant_id, phone) values ($1, $2, $3)', [
    token,
    participantId,
    phone,
  ]);
}

export async function smsUnsubscribeTokenOwner(db: Queryable, token: string): Promise<number | undefined> {
  const sql = 'select participant_id from sms_unsubscribe_tokens where token = $1';
  return (await one<{ participant_id: number }>(db, sql, [token]))?.participant_id;
}

/** Opening the same link twice is fine: the first use stands. */
export async function useUpSmsUnsubscribeToken(db: Queryable, token: string) {
  await db.query('update sms_unsubscribe_tokens set used_at = coalesce(used_at, now()) where token = $1', [token]);
}
