import { randomBytes } from 'node:crypto';
import type { SmsConsentStatus, SmsConsentUpdate, SmsOffAnswer } from '@contract';
import type { ServerContext } from '../../context';
import type { Queryable } from '../../db/database';
import { badRequest, HttpError } from '../../http/errors';
import { linkIn, messagesIn } from '../../lib/messages-texts';
import { isFullPhoneNumber, normalisePhone, PHONE_MESSAGE } from '../../lib/phone';
import { updateParticipant, type ParticipantRow } from '../accounts/service';
import { queueMessage } from '../delivery/service';
import {
  insertSmsUnsubscribeToken,
  loadNotificationSettings,
  saveNotificationSettings,
  smsUnsubscribeTokenOwner,
  useUpSmsUnsubscribeToken,
} from './repository';

// Text messages (spec 000 §4 SMS consent): the consent question, asked until the participant
// accepts with a phone or skips it, and the unsubscribe link every text carries.

export const SMS_OFF_LINK_INVALID =
  'This unsubscribe link is not valid. Sign in and switch text messages off under My Profile, or contact us.';

/** Required until the participant has either accepted (with a phone) or skipped. */
export const smsConsentStatus = (me: ParticipantRow): SmsConsentStatus => ({ required: me.sms_consent === null });

/** A fresh unsubscribe link for a text sent to `phone`; the token is random, so it cannot be guessed. */
async function smsUnsubscribeLink(
  db: Queryable,
  participantId: number,
  phone: string,
  publicUrl: string,
): Promise<string> {
  const token = randomBytes(24).toString('base64url');
  await insertSmsUnsubscribeToken(db, token, participantId, phone);
  return `${publicUrl.replace(/\/$/, '')}/sms-off?token=${token}`;
}

export async function updateSmsConsent(
  ctx: ServerContext,
  me: ParticipantRow,
  body: SmsConsentUpdate,
  linkOrigin: string,
): Promise<SmsConsentStatus> {
  if (body.status === 'skipped') {
    await updateParticipant(ctx.db, me.id, { sms_consent: 'skipped' });
    return { required: false };
  }
  const phone = normalisePhone(body.phone) ?? '';
  if (!isFullPhoneNumber(phone)) throw badRequest({ phone: [PHONE_MESSAGE] });
  // The consent, the settings it switches on and the confirmation text are one change.
  await ctx.db.transaction(async (tx) => {
    await updateParticipant(tx, me.id, { sms_consent: 'accepted', phone });
    const settings = await loadNotificationSettings(tx, me.id);
    settings.sms_opted_out = false;
    settings.reminders_new_ro_and_studies.sms_on = true;
    settings.reminders_ongoing_studies.sms_on = true;
    await saveNotificationSettings(tx, me.id, settings);
    const link = linkIn(me.preferred_language, await smsUnsubscribeLink(tx, me.id, phone, linkOrigin));
    await queueMessage(
      tx,
      {
        to: phone,
        kind: 'sms_consent',
        locale: me.preferred_language,
        ...messagesIn(me.preferred_language).smsConsent(link),
        link,
        participantId: me.id,
      },
      ctx.messages,
    );
  });
  return { required: false };
}

/** `POST /registry/sms-off`: needs no sign-in; opening the same link twice is fine. */
export async function switchSmsOff(ctx: ServerContext, token: string): Promise<SmsOffAnswer> {
  const participantId = await smsUnsubscribeTokenOwner(ctx.db, token);
  if (participantId === undefined) throw new HttpError(400, { detail: SMS_OFF_LINK_INVALID });
  await ctx.db.transaction(async (tx) => {
    const settings = await loadNotificationSettings(tx, participantId);
    for (const topic of [
      'reminders_new_ro_and_studies',
      'reminders_ongoing_studies',
      'newsletter',
      'management_resources',
    ] as const) {
      settings[topic].sms_on = false;
    }
    settings.sms_opted_out = true;
    await saveNotificationSettings(tx, participantId, settings);
    await useUpSmsUnsubscribeToken(tx, token);
  });
  return { status: 'unsubscribed' };
}
