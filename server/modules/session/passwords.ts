import {
  isStrongPassword,
  PASSWORD_MESSAGES,
  type ChangePasswordPayload,
  type CreateNewPasswordPayload,
  type FieldErrors,
  type TokenAnswer,
} from '@contract';
import type { ServerContext } from '../../context';
import { badRequest, tooManyRequests } from '../../http/errors';
import { requestLocale } from '../../http/request-locale';
import { ADDRESS_QUOTA_MESSAGE } from './rate-limit';
import {
  consumeResetTokens,
  endSessions,
  findParticipantByEmail,
  findParticipantById,
  hashPassword,
  issueResetLink,
  RESET_LINK_INVALID,
  resetTokenOwner,
  tokenFor,
  updateParticipant,
  type ParticipantRow,
} from '../accounts/service';
import { confirmOwnPassword } from './password-tries';

// Passwords (spec 000 §7): the reset link by e-mail, a new password through it, and a change
// while signed in (which answers a fresh token).

export const RESET_SENT = 'If an account exists for this email, a link to reset the password has been sent.';
export const WRONG_OLD_PASSWORD = 'Current password is incorrect.';

function newPasswordErrors(password: string, confirmation: string): FieldErrors {
  const errors: FieldErrors = {};
  if (!isStrongPassword(password)) errors.new_password = [PASSWORD_MESSAGES.rule];
  if (password !== confirmation) errors.new_password_confirm = [PASSWORD_MESSAGES.confirmationMismatch];
  return errors;
}

const withNative = (methods: ParticipantRow['auth_methods']) =>
  methods.includes('native') ? methods : [...methods, 'native' as const];

/** Every reset request answers after at least this long, so its timing does not tell whether the account exists. */
export const RESET_REQUEST_MIN_MS = 100;

/** The same answer, in the same time, whether or not the address is known, so the form cannot probe for accounts. */
export async function requestPasswordReset(ctx: ServerContext, ip: string, email: string, linkOrigin: string) {
  if (!(await ctx.limiter.take('password_reset', ip))) throw tooManyRequests(ADDRESS_QUOTA_MESSAGE);
  const started = Date.now();
  const participant = await findParticipantByEmail(ctx.db, email);
  if (participant && participant.account_status === 'active')
    await ctx.db.transaction((tx) => issueResetLink(tx, participant, linkOrigin, ctx.messages, requestLocale()));
  const left = RESET_REQUEST_MIN_MS - (Date.now() - started);
  if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
  return { detail: RESET_SENT };
}

/** A usable link answers the sign-in of its account: the link went to that mailbox, and Sign In is filled in with it. */
export async function checkResetToken(ctx: ServerContext, token: string) {
  const owner = await resetTokenOwner(ctx.db, token);
  const participant = owner ? await findParticipantById(ctx.db, owner) : undefined;
  if (!participant) throw badRequest({ token: [RESET_LINK_INVALID] });
  return { detail: 'Token is valid.', email: participant.email };
}

export async function createNewPassword(
  ctx: ServerContext,
  { token, new_password, new_password_confirm }: CreateNewPasswordPayload,
) {
  const owner = await resetTokenOwner(ctx.db, token);
  if (!owner) throw badRequest({ token: [RESET_LINK_INVALID] });
  const errors = newPasswordErrors(new_password, new_password_confirm);
  if (Object.keys(errors).length > 0) throw badRequest(errors);
  const participant = (await findParticipantById(ctx.db, owner))!;
  const hash = await hashPassword(new_password);
  await ctx.db.transaction(async (tx) => {
    await updateParticipant(tx, owner, {
      password_hash: hash,
      auth_methods: withNative(participant.auth_methods),
      reconsent_password_required: false,
    });
    await consumeResetTokens(tx, owner);
    await endSessions(tx, owner);
  });
  // The link proved the mailbox, as an unlock link does: a lock from failed tries ends too.
  await ctx.limiter.unlock(participant.email);
  return { detail: 'Your password has been reset.' };
}

/**
 * A change while signed in. An account with a password confirms the old one first, as a try at its
 * sign-in (password-tries.ts): a locked account answers 429 whatever is sent. Nothing after that
 * tells a right old password from a wrong one until it is right: an invalid new password answers
 * its own errors alike for both (the try still counts), and only then is a wrong old one named.
 */
export async function changePassword(
  ctx: ServerContext,
  me: ParticipantRow,
  body: ChangePasswordPayload,
  origIat: number,
  ip: string,
): Promise<TokenAnswer> {
  const { old_password, new_password, new_password_confirm } = body;
  // A handed-off account has no password until the child's link sets one, so a session alone
  // never sets it here without the current password.
  const asksOld = me.auth_methods.includes('native');
  const oldRight = asksOld && !!old_password && (await confirmOwnPassword(ctx, me, old_password, ip));
  const errors = newPasswordErrors(new_password, new_password_confirm);
  if (asksOld && !old_password) errors.old_password = ['This field is required.'];
  if (Object.keys(errors).length > 0) throw badRequest(errors);
  if (asksOld && !oldRight) throw badRequest({ old_password: [WRONG_OLD_PASSWORD] });
  if (asksOld && old_password === new_password) throw badRequest({ new_password: [PASSWORD_MESSAGES.sameAsOld] });
  const hash = await hashPassword(new_password);
  // Other sessions and reset links issued before end; this session continues with the answer's token.
  const updated = await ctx.db.transaction(async (tx) => {
    await updateParticipant(tx, me.id, {
      password_hash: hash,
      auth_methods: withNative(me.auth_methods),
      reconsent_password_required: false,
    });
    await consumeResetTokens(tx, me.id);
    return endSessions(tx, me.id);
  });
  return { token: await tokenFor(ctx.tokens, updated, origIat) };
}
