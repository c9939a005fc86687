import { randomBytes } from 'node:crypto';
import {
  NOTIFICATION_TOPICS,
  type NotificationSettings,
  type SmsConsentStatus,
  type SmsConsentUpdate,
  type SmsOffAnswer,
} from '@contract';
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
  participantsWithPhone,
  saveNotificationSettings,
  smsUnsubscribeTokenOwner,
  useUpSmsUnsubscribeToken,
} from './repository';

// Text messages (spec 000 §4 SMS consent): the consent question, asked until the participant
// accepts with a phone or skips it, the unsubscribe link every text carries, and the STOP and START
// a participant replies to a text with (the relay passes them on).

export const SMS_OFF_LINK_INVALID =
  'This unsubscribe link is not valid. Sign in and switch text messages off under My Profile, or contact us.';

/** Required until the participant has either accepted (with a phone) or skipped. */
export const smsConsentStatus = (me: ParticipantRow): SmsConsentStatus => ({ required: me.sms_consent === null });

/** A fresh unsubscribe link for a text sent to `phone`; the token is random, so it cannot be guessed. */
export async function smsUnsubscribeLink(
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
    await saveNotificationSettings(tx, me.id, textsBackOn(settings));
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

/** Texts on again (the consent accepted, START): the opt-out ends and the reminders go by text. */
function textsBackOn(settings: NotificationSettings): NotificationSettings {
  settings.sms_opted_out = false;
  settings.reminders_new_ro_and_studies.sms_on = true;
  settings.reminders_ongoing_studies.sms_on = true;
  return settings;
}

/** Every text off: the opt-out, and each topic's text switch (My Profile shows them off). */
function textsOff(settings: NotificationSettings): NotificationSettings {
  for (const topic of NOTIFICATION_TOPICS) settings[topic].sms_on = false;
  settings.sms_opted_out = true;
  return settings;
}

/** The keywords a relay (Twilio's, and most carriers') treats as opting out of texts, or back in. */
const STOP_WORDS = new Set(['STOP', 'STOPALL', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT', 'OPTOUT', 'REVOKE']);
const START_WORDS = new Set(['START', 'UNSTOP', 'YES', 'OPTIN']);

/**
 * A text a participant sent to the registry's number, passed on by the relay: STOP (and its
 * synonyms) switches texts off for every participant with that number; START switches them back on
 * for those who accepted the SMS consent (the others only leave the opt-out). Anything else changes
 * nothing. Answers what it did.
 */
export async function smsReply(
  ctx: ServerContext,
  from: string,
  body: string,
): Promise<'stopped' | 'started' | 'none'> {
  const word = body.trim().toUpperCase();
  const stop = STOP_WORDS.has(word);
  if (!stop && !START_WORDS.has(word)) return 'none';
  const phone = normalisePhone(from) ?? from;
  await ctx.db.transaction(async (tx) => {
    for (const { id, sms_consent } of await participantsWithPhone(tx, phone)) {
      const settings = await loadNotificationSettings(tx, id);
      if (stop) textsOff(settings);
      else if (sms_consent === 'accepted') textsBackOn(settings);
      else settings.sms_opted_out = false;
      await saveNotificationSettings(tx, id, settings);
    }
  });
  return stop ? 'stopped' : 'started';
}

/** `POST /registry/sms-off`: needs no sign-in; opening the same link twice is fine. */
export async function switchSmsOff(ctx: ServerContext, token: string): Promise<SmsOffAnswer> {
  const participantId = await smsUnsubscribeTokenOwner(ctx.db, token);
  if (participantId === undefined) throw new HttpError(400, { detail: SMS_OFF_LINK_INVALID });
  await ctx.db.transaction(async (tx) => {
    await saveNotificationSettings(tx, participantId, textsOff(await loadNotificationSettings(tx, participantId)));
    await useUpSmsUnsubscribeToken(tx, token);
  });
  return { status: 'unsubscribed' };
}
