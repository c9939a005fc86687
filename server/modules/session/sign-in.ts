import type { FastifyRequest } from 'fastify';
import type {
  LoginAnswer,
  LoginPayload,
  OAuthAccountPayload,
  OtpPayload,
  ParticipantSource,
  PartnerRegistrationPayload,
  RegistrationAnswer,
  RegistrationPayload,
  TokenAnswer,
  TokenPayload,
} from '@contract';
import { toSingleLine } from '@contract';
import type { ServerContext, SignInStep } from '../../context';
import { badRequest, conflict, forbidden, HttpError, tooManyRequests, unauthorized } from '../../http/errors';
import { callerToken } from '../../http/participant-scope';
import { adoptParticipantLocale, requestLocale } from '../../http/request-locale';
import type { PartnerMark } from '../../http/partner-ref';
import { readToken } from '../../http/tokens';
import { normaliseEmail } from '../../lib/email';
import {
  createParticipant,
  EMAIL_TAKEN_MESSAGE,
  EmailTakenError,
  findParticipantByEmail,
  findParticipantById,
  hashPassword,
  registrationErrors,
  tokenFor,
  updateParticipant,
  type ParticipantRow,
  queueWelcome,
  savePartnerRef,
} from '../accounts/service';
import { recordAudit } from '../audit/service';
import { checkOtp, issueOtp, OTP_EXPIRED, OTP_WRONG_CODE } from './otp';
import { admitTry } from './account-lock';
import { passwordTry } from './password-tries';
import { ADDRESS_QUOTA_MESSAGE } from './rate-limit';
import { linkedParticipantId, linkIdentity, lockOpenInvitation, otpOwnerEmail, useUpInvitation } from './repository';

// Getting a token (spec 000 §7, DECISIONS §2–3): registration, sign-in with a password and the
// dual-factor code, sign-in through the external identity provider; and checking one.

export const BAD_CREDENTIALS = 'Unable to log in with provided credentials.';
export const WITHDRAWN_SIGN_IN = 'This account has been withdrawn from the registry and can no longer sign in.';
export const INVALID_INVITATION = 'This invitation link is invalid or has already been used.';
export const OAUTH_UNVERIFIED = 'Could not verify the sign-in with the identity provider.';
export const OAUTH_EMAIL_UNVERIFIED =
  'The identity provider has not verified this e-mail address, so it cannot sign in to the registry account that uses it. Verify the address with the provider, or sign in with your password.';

let decoy: Promise<string> | undefined;
const timingDecoy = () => (decoy ??= hashPassword(`decoy-${Math.random()}`));

/** A signed-in answer: the token, after recording the sign-in (on the account and in the audit trail). */
async function signIn(ctx: ServerContext, ip: string, participant: ParticipantRow, step: SignInStep): Promise<string> {
  await ctx.db.transaction(async (tx) => {
    await updateParticipant(tx, participant.id, { last_login: new Date(), last_ip_address: ip });
    await recordAudit(tx, { action: 'sign_in', participantId: participant.id, detail: { step, outcome: 'ok' } });
  });
  return tokenFor(ctx.tokens, participant);
}

/**
 * Runs a sign-in step of a known account; a refusal of it (a wrong password or code, an inactive
 * account: `refused`; the tries limit: `locked`) is recorded in the audit trail, then answered.
 * Tries at addresses without an account name no one and are not recorded.
 */
async function auditedRefusals<T>(
  ctx: ServerContext,
  participantId: number | undefined,
  step: SignInStep,
  work: () => Promise<T>,
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (participantId !== undefined && error instanceof HttpError && error.statusCode < 500) {
      const outcome = error.statusCode === 429 ? 'locked' : 'refused';
      await ctx.db.transaction((tx) =>
        recordAudit(tx, { action: 'sign_in', participantId, detail: { step, outcome } }),
      );
    }
    throw error;
  }
}

function refuseInactive(participant: ParticipantRow) {
  if (participant.account_status === 'withdrawn') throw forbidden(WITHDRAWN_SIGN_IN);
  if (participant.account_status !== 'active')
    throw forbidden('This account cannot sign in. Please contact the registry team.');
}

async function register(
  ctx: ServerContext,
  ip: string,
  payload: RegistrationPayload,
  source: ParticipantSource,
  jtoken?: string,
  partner?: PartnerMark | null,
): Promise<RegistrationAnswer> {
  if (!(await ctx.limiter.take('signup', ip))) throw tooManyRequests(ADDRESS_QUOTA_MESSAGE);
  const errors = registrationErrors(payload);
  if (Object.keys(errors).length > 0) throw badRequest(errors);
  // `reg_guard_data` comes from the browser, so whatever verdict it carries is kept as evidence
  // and never obeyed: a duplicate is an account that already has the address (409 below).
  try {
    const id = await ctx.db.transaction(async (tx) => {
      if (jtoken) {
        const invitation = await lockOpenInvitation(tx, jtoken);
        if (!invitation) throw badRequest({ jtoken: [INVALID_INVITATION] });
        if (normaliseEmail(invitation.email) !== normaliseEmail(payload.email))
          throw badRequest({ email: ['Email does not match the invitation.'] });
        source = invitation.source;
      }
      const newId = await createParticipant(tx, { ...payload, source, auth_methods: ['native'] });
      if (jtoken) await useUpInvitation(tx, jtoken, newId);
      // The partner whose gadget started the registration keeps its reference with it.
      if (partner) await savePartnerRef(tx, newId, partner);
      await queueWelcome(tx, (await findParticipantById(tx, newId))!, ctx.publicUrl, ctx.messages);
      return newId;
    });
    const participant = (await findParticipantById(ctx.db, id))!;
    return { id, access_token: await signIn(ctx, ip, participant, 'password') };
  } catch (error) {
    if (error instanceof EmailTakenError) throw conflict({ email: [error.message] });
    // A concurrent registration with the same address loses on the unique index.
    if ((error as { code?: string }).code === '23505') throw conflict({ email: [EMAIL_TAKEN_MESSAGE] });
    throw error;
  }
}

export const signUp = (ctx: ServerContext, ip: string, payload: RegistrationPayload, partner?: PartnerMark | null) =>
  register(ctx, ip, payload, 'registry', undefined, partner);

export function partnerSignUp(
  ctx: ServerContext,
  ip: string,
  { jtoken, ...payload }: PartnerRegistrationPayload,
  partner?: PartnerMark | null,
) {
  return register(ctx, ip, payload, 'jaeb', jtoken, partner);
}

export async function logIn(
  ctx: ServerContext,
  ip: string,
  body: LoginPayload,
  linkOrigin?: string,
): Promise<LoginAnswer> {
  const email = normaliseEmail(body.email);
  const participant = await findParticipantByEmail(ctx.db, email);
  // An unknown address costs the same hash as a known one, so timing does not reveal accounts.
  const stored = participant?.password_hash ?? (await timingDecoy());
  return auditedRefusals(ctx, participant?.id, 'password', async () => {
    const ok = await passwordTry(ctx, email, ip, body.password, stored, linkOrigin);
    if (!participant || !ok) throw badRequest({ non_field_errors: [BAD_CREDENTIALS] });
    refuseInactive(participant);
    if (participant.dual_factor) return { otp_id: await issueOtp(ctx.db, participant, ctx.messages) };
    return { token: await signIn(ctx, ip, participant, 'password') };
  });
}

export async function verifyCode(
  ctx: ServerContext,
  ip: string,
  { otp_id, password }: OtpPayload,
  linkOrigin?: string,
): Promise<TokenAnswer> {
  const owner = await otpOwnerEmail(ctx.db, otp_id);
  const key = owner ?? `otp:${otp_id}`;
  const known = owner === undefined ? undefined : await findParticipantByEmail(ctx.db, owner);
  return auditedRefusals(ctx, known?.id, 'code', async () => {
    const attempt = await admitTry(ctx, 'otp', key, ip, linkOrigin);
    const result = await checkOtp(ctx.db, otp_id, password);
    if (!result.ok) throw badRequest({ password: [result.reason === 'wrong' ? OTP_WRONG_CODE : OTP_EXPIRED] });
    await ctx.limiter.succeeded(attempt);
    const participant = (await findParticipantById(ctx.db, result.participantId))!;
    refuseInactive(participant);
    return { token: await signIn(ctx, ip, participant, 'code') };
  });
}

/**
 * What a provider's code proves (the consent's re-authentication, DECISIONS §11): the verified
 * identity and the registry account it is linked to; undefined when the provider does not vouch.
 */
export async function linkedAccountOf(ctx: ServerContext, provider: string, code: string) {
  const identity = await ctx.identities.verify(provider, code);
  if (!identity) return undefined;
  return { identity, participantId: await linkedParticipantId(ctx.db, identity.provider, identity.subject) };
}

/** Signs in (or up) through the external identity provider; the verifier is a seam (external-identity.ts). */
export async function externalSignIn(ctx: ServerContext, ip: string, body: OAuthAccountPayload): Promise<LoginAnswer> {
  const identity = await ctx.identities.verify(body.provider, body.token);
  if (!identity) throw badRequest({ token: [OAUTH_UNVERIFIED] });
  const linked = await linkedParticipantId(ctx.db, identity.provider, identity.subject);
  let participant = linked
    ? await findParticipantById(ctx.db, linked)
    : await findParticipantByEmail(ctx.db, identity.email);
  // An unverified address at the provider proves nothing about who owns the registry account.
  if (participant && !linked && !identity.email_verified) throw badRequest({ token: [OAUTH_EMAIL_UNVERIFIED] });
  if (!participant) {
    const id = await ctx.db.transaction(async (tx) => {
      const newId = await createParticipant(tx, {
        email: identity.email,
        // The provider's names are stored as one line, like every name typed here.
        first_name: toSingleLine(identity.first_name ?? ''),
        last_name: toSingleLine(identity.last_name ?? ''),
        auth_methods: ['oauth'],
        profile_type: null,
        // The page the participant signed up from chose the language, as registration's choice does.
        preferred_language: requestLocale(),
      });
      await queueWelcome(tx, (await findParticipantById(tx, newId))!, ctx.publicUrl, ctx.messages);
      return newId;
    });
    participant = (await findParticipantById(ctx.db, id))!;
  }
  const found = participant;
  await auditedRefusals(ctx, found.id, 'provider', async () => refuseInactive(found));
  if (!linked) {
    await linkIdentity(ctx.db, identity.provider, identity.subject, participant.id);
    if (!participant.auth_methods.includes('oauth')) {
      participant = await updateParticipant(ctx.db, participant.id, {
        auth_methods: [...participant.auth_methods, 'oauth'],
      });
    }
  }
  // The provider vouches for the identity, not for the account's second factor.
  if (participant.dual_factor) return { otp_id: await issueOtp(ctx.db, participant, ctx.messages) };
  return { token: await signIn(ctx, ip, participant, 'provider') };
}

/** The account behind a verified token may still act: it exists and is active, else 401. */
function admitAccount(
  token: Pick<TokenPayload, 'token_version'>,
  account: Pick<ParticipantRow, 'account_status' | 'token_version'> | undefined,
): void {
  if (!account || account.account_status !== 'active') throw unauthorized('Account is not active.');
  // A password reset, change or withdrawal since the token was issued ends it.
  if (token.token_version !== account.token_version)
    throw unauthorized('This session has ended. Please sign in again.');
}

/**
 * For the participant scope: a valid token of a participant who may still sign in, else 401.
 * The participant row rides on the request for the handlers (accounts' currentUser). With
 * `readAccount` false only the token is checked here: the route reads the account in its own
 * statement and admits it with `accountAdmission` (a round trip less on the answer save).
 */
export function participantAuthenticator(ctx: ServerContext) {
  return async (request: FastifyRequest, { readAccount = true } = {}): Promise<TokenPayload> => {
    const raw = readToken(request.headers.authorization);
    if (!raw) throw unauthorized();
    const token = await ctx.tokens.verify(raw);
    if (!token) throw unauthorized('Token is invalid or expired.');
    if (!readAccount) return token;
    const participant = await findParticipantById(ctx.db, token.user_id);
    admitAccount(token, participant);
    request.participant = participant;
    return token;
  };
}

/**
 * The check the authenticator skipped for a route that reads the caller's account itself: the
 * same 401s, then the account's language becomes the request's, as at authentication.
 */
export function accountAdmission(request: FastifyRequest) {
  const token = callerToken(request);
  return (account: Pick<ParticipantRow, 'account_status' | 'token_version' | 'preferred_language'> | undefined) => {
    admitAccount(token, account);
    adoptParticipantLocale(account!.preferred_language);
  };
}
