import {
  WITHDRAWAL_MESSAGES,
  WITHDRAWAL_REASONS,
  type ParticipantProfile,
  type ReconsentReassignPayload,
  type WithdrawalReasonForm,
} from '@contract';
import type { ServerContext } from '../../context';
import { badRequest, conflict, forbidden, HttpError } from '../../http/errors';
import { normaliseEmail } from '../../lib/email';
import { messagesIn } from '../../lib/messages-texts';
import { normalisePhone } from '../../lib/phone';
import { recordAchievement } from './achievements';
import { queueMessage } from '../delivery/service';
import type { ParticipantRow } from './participants';
import { issueHandoffLink } from './password-reset';
import { CHILD_EMAIL_IS_OWN } from '@contract/account';
import { childErrors } from './profile-rules';
import { EMAIL_TAKEN_MESSAGE } from './registration';
import {
  bumpTokenVersion,
  findParticipantByEmail,
  findParticipantById,
  revokeSignIns,
  updateParticipant,
} from './repository';
import { loadProfile, tokenFor } from './profile-view';

// The account's own lifecycle (spec 000 §4): a parent hands a grown child's account over, the
// child completes re-consent (or a teen assent), and a participant withdraws.

export const RECONSENT_PASSWORD_FIRST = 'Please choose your own password before you complete the re-consent.';
export const RECONSENT_DETAILS_FIRST = 'Please confirm your details (step 1) before you complete the re-consent.';
export const ASSENT_BY_SIGNING =
  'The assent ends only when you sign the child consent (Informed Consent and Assent) yourself.';

export const NOT_IN_STATE = (state: string) =>
  `This step is available only while the account is in the ${state} state.`;

/**
 * The parent hands the account over: the child's address becomes the sign-in and gets an e-mail of
 * its own saying so, with a link to choose a password. The parent keeps no way in: their tokens,
 * password, provider links and earlier links end here, so only the child's link opens the account again.
 */
export async function reassignAccount(
  ctx: ServerContext,
  me: ParticipantRow,
  body: ReconsentReassignPayload,
  linkOrigin: string,
): Promise<ParticipantProfile> {
  if (me.state !== 'reconsent_pending') throw conflict({ detail: NOT_IN_STATE('reconsent_pending') });
  const errors = childErrors(body, { registration: true });
  if (Object.keys(errors).length > 0) throw badRequest(errors);
  const childEmail = normaliseEmail(body.child_email);
  // Handing the account to the parent's own address would leave the child without it.
  if (childEmail === normaliseEmail(me.email)) throw badRequest({ child_email: [CHILD_EMAIL_IS_OWN] });
  const holder = await findParticipantByEmail(ctx.db, childEmail);
  if (holder && holder.id !== me.id) throw conflict({ child_email: [EMAIL_TAKEN_MESSAGE] });
  const updated = await ctx.db.transaction(async (tx) => {
    const row = await updateParticipant(tx, me.id, {
      state: 'reconsent',
      reconsent_password_required: true,
      email: childEmail,
      child_email: childEmail,
      child_phone: normalisePhone(body.child_phone) ?? undefined,
      child_first_name: body.child_first_name,
      child_last_name: body.child_last_name,
    });
    await revokeSignIns(tx, me.id);
    await issueHandoffLink(tx, row, linkOrigin, ctx.messages, row.preferred_language);
    return (await findParticipantById(tx, me.id))!;
  });
  return loadProfile(ctx.db, updated);
}

/**
 * Ends re-consent, and nothing else: the state becomes regular and a token without the privilege
 * goes back. Each restricted state ends only through its own step (DECISIONS §3, §7): re-consent
 * once the child chose their own password and confirmed their details, its agreement being this
 * call; assent only by signing the child consent (consents' assent.ts), never here.
 */
export async function completeReconsent(
  ctx: ServerContext,
  me: ParticipantRow,
  origIat: number,
): Promise<ParticipantProfile> {
  if (me.state === 'assent') throw forbidden(ASSENT_BY_SIGNING);
  if (me.state !== 'reconsent') throw conflict({ detail: NOT_IN_STATE('reconsent') });
  if (me.reconsent_password_required) throw new HttpError(400, { detail: RECONSENT_PASSWORD_FIRST });
  if (!me.reconsent_step1_finished) throw new HttpError(400, { detail: RECONSENT_DETAILS_FIRST });
  const updated = await updateParticipant(ctx.db, me.id, { state: 'regular', reconsent_step1_finished: false });
  await recordAchievement(ctx.db, { participantId: me.id, code: 'reconsent' });
  const profile = await loadProfile(ctx.db, updated);
  profile.new_jwt_token = await tokenFor(ctx.tokens, updated, origIat);
  return profile;
}

/** Withdraws from the registry: only the ticked reasons are stored, and a confirmation is sent. */
export async function withdraw(
  ctx: ServerContext,
  me: ParticipantRow,
  body: WithdrawalReasonForm,
): Promise<{ detail: string }> {
  const ticked = WITHDRAWAL_REASONS.filter((key) => body[key] === true);
  const reason = body.reason?.trim() ?? '';
  if (ticked.length === 0) throw badRequest({ non_field_errors: [WITHDRAWAL_MESSAGES.noReason] });
  if (ticked.includes('other') && !reason) throw badRequest({ reason: [WITHDRAWAL_MESSAGES.noOwnReason] });
  const withdrawal = {
    ...Object.fromEntries(ticked.map((k) => [k, true])),
    ...(ticked.includes('other') ? { reason } : {}),
  };
  await ctx.db.transaction(async (tx) => {
    await updateParticipant(tx, me.id, { account_status: 'withdrawn', withdrawal, withdrawn_at: new Date() });
    await bumpTokenVersion(tx, me.id);
    await queueMessage(
      tx,
      {
        to: me.email,
        kind: 'withdrawal_confirmation',
        locale: me.preferred_language,
        ...messagesIn(me.preferred_language).withdrawalConfirmation(me.first_name),
        participantId: me.id,
      },
      ctx.messages,
    );
  });
  return { detail: 'Your account has been withdrawn.' };
}
