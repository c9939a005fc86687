import {
  NOTIFICATION_TOPICS,
  type ChildInfo,
  type ChildInfoUpdate,
  type HouseholdInfo,
  type HouseholdInfoUpdate,
  type NotificationSettings,
  type NotificationSettingsUpdate,
  type NotificationTopic,
  type ParticipantProfile,
  type FieldErrors,
  type ProfileUpdate,
  type TokenPayload,
} from '@contract';
import type { ServerContext } from '../../context';
import type { Database } from '../../db/database';
import { badRequest, conflict } from '../../http/errors';
import { normaliseEmail } from '../../lib/email';
import { messagesIn } from '../../lib/messages-texts';
import { isFullPhoneNumber, normalisePhone } from '../../lib/phone';
import { findUsState } from '../../lib/us-states';
import {
  childErrors,
  EMAIL_TAKEN_MESSAGE,
  findParticipantByEmail,
  householdErrors,
  loadProfile,
  profileErrors,
  tokenFor,
  updateParticipant,
  type ParticipantRow,
} from '../accounts/service';
import { hasSignedCoreConsent } from '../consents/service';
import { queueMessage } from '../delivery/service';
import { confirmOwnPassword } from '../session/service';
import { loadNotificationSettings, saveNotificationSettings } from './repository';

// The participant's own profile (spec 000 §7): personal fields, the child's and the household's,
// notification settings; the SMS consent and the unsubscribe link live in sms.ts.

export { smsConsentStatus, smsReply, smsUnsubscribeLink, switchSmsOff, updateSmsConsent } from './sms';
export { loadNotificationSettings } from './repository';

/** One topic's e-mails off (a reminder's one-click unsubscribe); the other switches stay as they are. */
export async function switchTopicEmailOff(db: Database, participantId: number, topic: NotificationTopic) {
  await db.transaction(async (tx) => {
    const settings = await loadNotificationSettings(tx, participantId);
    settings[topic].email_on = false;
    await saveNotificationSettings(tx, participantId, settings);
  });
}

function failOn(errors: Record<string, string[]>) {
  if (Object.keys(errors).length > 0) throw badRequest(errors);
}

/** An optional text field: undefined keeps the stored value, an empty one clears it. */
const cleared = <T>(value: T | null | undefined, clean: (v: T) => T | null | undefined) =>
  value === undefined ? undefined : (value === null ? null : clean(value)) || null;

export async function updateProfile(
  ctx: ServerContext,
  me: ParticipantRow,
  body: ProfileUpdate,
  token: TokenPayload,
  ip: string,
): Promise<ParticipantProfile> {
  failOn(profileErrors(body, { zone: me.timezone }));
  await refuseConsentedChanges(ctx, me, body);
  const emailChanges = !!body.email && normaliseEmail(body.email) !== me.email;
  if (emailChanges) {
    // The password first: only a confirmed one learns that the address is taken.
    await confirmEmailChange(ctx, me, body.current_password, ip);
    if (await findParticipantByEmail(ctx.db, body.email!)) throw conflict({ email: [EMAIL_TAKEN_MESSAGE] });
  }
  // The notice to the old address is queued with the change that causes it, in one transaction.
  const updated = await ctx.db.transaction(async (tx) => {
    const row = await updateParticipant(tx, me.id, {
      first_name: body.first_name?.trim(),
      last_name: body.last_name?.trim(),
      email: body.email === undefined ? undefined : normaliseEmail(body.email),
      phone: cleared(body.phone, normalisePhone),
      timezone: body.timezone,
      gender_identity: body.gender_identity,
      birthday: body.birthday,
      profile_type: body.profile_type,
      banners_visibility: body.bannersVisibility
        ? newestBanners({ ...me.banners_visibility, ...body.bannersVisibility })
        : undefined,
      child_email: cleared(body.child_email, normaliseEmail),
      reconsent_step1_finished: body.reconsentStep1Finished,
      preferred_language: body.preferred_language,
    });
    if (emailChanges) await queueMessage(tx, emailChangedNotice(me, row.email), ctx.messages);
    return row;
  });
  const profile = await loadProfile(ctx.db, updated);
  // A new token when what the token or the sign-in rests on changed since it was issued.
  const stale = token.account_status !== updated.state || updated.email !== me.email;
  if (stale) profile.new_jwt_token = await tokenFor(ctx.tokens, updated, token.orig_iat);
  return profile;
}

/** How many banners' visibility a participant keeps: the newest (highest ids), so repeated updates cannot grow it. */
export const BANNERS_KEPT = 200;

function newestBanners(visibility: Record<string, boolean>): Record<string, boolean> {
  const ids = Object.keys(visibility).sort((a, b) => Number(b) - Number(a));
  return Object.fromEntries(ids.slice(0, BANNERS_KEPT).map((id) => [id, visibility[id]]));
}

export const CORE_CONSENT_SIGNED =
  'This cannot be changed after you signed the consent of the registry study: the consent was given for it. Please contact the registry team if it is wrong.';

/**
 * A signed core-study consent was given for the profile type and the age the birthday makes: once
 * one is signed, neither changes here (the same values may still be sent).
 */
async function refuseConsentedChanges(
  ctx: ServerContext,
  me: ParticipantRow,
  body: { profile_type?: string | null; birthday?: string | null },
) {
  const changes: FieldErrors = {};
  if (body.profile_type !== undefined && body.profile_type !== me.profile_type)
    changes.profile_type = [CORE_CONSENT_SIGNED];
  if (body.birthday !== undefined && body.birthday !== me.birthday) changes.birthday = [CORE_CONSENT_SIGNED];
  if (Object.keys(changes).length > 0 && (await hasSignedCoreConsent(ctx.db, me.id))) throw badRequest(changes);
}

export const EMAIL_CHANGE_MESSAGES = {
  passwordNeeded: 'Please enter your current password to change your email.',
  wrongPassword: 'The current password is not correct.',
  externalOnly: 'You sign in through the external provider: change your email address there.',
} as const;

/**
 * The sign-in e-mail is the key to the account: a native account confirms the change with its
 * password (a stolen session alone cannot take the account over), as a try at its sign-in that
 * counts in the same limits (a locked account answers 429); one that signs in only through the
 * external provider changes it there.
 */
async function confirmEmailChange(ctx: ServerContext, me: ParticipantRow, password: string | undefined, ip: string) {
  if (!me.auth_methods.includes('native')) throw badRequest({ email: [EMAIL_CHANGE_MESSAGES.externalOnly] });
  if (!password) throw badRequest({ current_password: [EMAIL_CHANGE_MESSAGES.passwordNeeded] });
  if (!(await confirmOwnPassword(ctx, me, password, ip)))
    throw badRequest({ current_password: [EMAIL_CHANGE_MESSAGES.wrongPassword] });
}

/**
 * The notice to the old address, so a participant learns of a change they did not make; in the
 * language the account had before this update.
 */
/** To the address the account had: if someone else changed it, its owner hears of it there. */
const emailChangedNotice = (me: ParticipantRow, newEmail: string) => ({
  to: me.email,
  kind: 'email_changed' as const,
  locale: me.preferred_language,
  ...messagesIn(me.preferred_language).emailChanged(me.first_name, newEmail),
  participantId: me.id,
});

/** The child of a child profile; its date of birth is the profile's birthday, fixed once a core consent is signed. */
export const childInfo = async (ctx: ServerContext, p: ParticipantRow): Promise<ChildInfo> => ({
  child_first_name: p.child_first_name,
  child_last_name: p.child_last_name,
  child_email: p.child_email,
  child_phone: p.child_phone,
  birthday: p.birthday,
  birthday_locked: await hasSignedCoreConsent(ctx.db, p.id),
});

export async function updateChildInfo(
  ctx: ServerContext,
  me: ParticipantRow,
  body: ChildInfoUpdate,
): Promise<ChildInfo> {
  failOn({ ...childErrors(body), ...profileErrors({ birthday: body.birthday }, { zone: me.timezone }) });
  await refuseConsentedChanges(ctx, me, { birthday: body.birthday });
  const updated = await updateParticipant(ctx.db, me.id, {
    child_first_name: body.child_first_name?.trim(),
    child_last_name: body.child_last_name?.trim(),
    child_email: cleared(body.child_email, normaliseEmail),
    child_phone: cleared(body.child_phone, normalisePhone),
    birthday: body.birthday,
  });
  return childInfo(ctx, updated);
}

export const householdInfo = (p: ParticipantRow): HouseholdInfo => ({
  address: p.address,
  city: p.city,
  country_state: p.country_state,
  zip_code: p.zip_code,
});

export async function updateHouseholdInfo(
  ctx: ServerContext,
  me: ParticipantRow,
  body: HouseholdInfoUpdate,
): Promise<HouseholdInfo> {
  failOn(householdErrors(body));
  const state = body.country_state ? findUsState(body.country_state)?.name : body.country_state;
  const updated = await updateParticipant(ctx.db, me.id, {
    address: body.address?.trim(),
    city: body.city?.trim(),
    country_state: state === '' ? null : state,
    zip_code: body.zip_code?.trim(),
  });
  return householdInfo(updated);
}

export const SMS_NEEDS_PHONE =
  'Add a valid mobile phone number with its country code under Personal information to receive text messages.';

export async function updateNotificationSettings(
  ctx: ServerContext,
  me: ParticipantRow,
  body: NotificationSettingsUpdate,
): Promise<NotificationSettings> {
  const id = me.id;
  // Spec 000 §3 smsDisabled: without a valid phone there is nowhere to send a text, so SMS stays off.
  if (!me.phone || !isFullPhoneNumber(me.phone)) {
    const asked = NOTIFICATION_TOPICS.filter((topic) => body[topic]?.sms_on === true);
    failOn(Object.fromEntries(asked.map((topic) => [topic, [SMS_NEEDS_PHONE]])));
  }
  const current = await loadNotificationSettings(ctx.db, id);
  const next: NotificationSettings = { ...current, sms_opted_out: body.sms_opted_out ?? current.sms_opted_out };
  for (const topic of NOTIFICATION_TOPICS) next[topic] = { ...current[topic], ...(body[topic] ?? {}) };
  if (next.sms_opted_out) for (const topic of NOTIFICATION_TOPICS) next[topic].sms_on = false;
  await saveNotificationSettings(ctx.db, id, next);
  return next;
}

export async function setProfileType(
  ctx: ServerContext,
  me: ParticipantRow,
  pathId: number,
  body: { id: number; profile_type: 'adult' | 'child' },
) {
  if (body.id !== pathId) throw badRequest({ id: ['Does not match the participant.'] });
  await refuseConsentedChanges(ctx, me, body);
  const updated = await updateParticipant(ctx.db, me.id, { profile_type: body.profile_type });
  return { id: updated.id, profile_type: updated.profile_type! };
}
