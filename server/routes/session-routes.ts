import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { LoginPayload, OtpPayload, PartnerRegistrationPayload, RegistrationPayload, type RegistrationPayload as Registration } from '../../src/shared/api/contract';
import { checkOtp, issueOtp, OTP_EXPIRED, OTP_WRONG_CODE } from '../modules/session/otp';
import { findParticipantByEmail, findParticipantById, loadProfile, updateParticipant, type ParticipantRow } from '../modules/accounts/participants';
import { createParticipant, EMAIL_TAKEN_MESSAGE, EmailTakenError, registrationErrors } from '../modules/accounts/registration';
import { authenticate, currentUser } from '../auth/guard';
import { hashPassword, verifyPassword } from '../modules/accounts/password';
import { RATE_LIMIT_MESSAGE } from '../modules/session/rate-limit';
import type { ServerContext } from '../context';
import { one } from '../db/database';
import { badRequest, conflict, forbidden, tooManyRequests } from '../http/errors';

export const BAD_CREDENTIALS = 'Unable to log in with provided credentials.';
export const REGISTRATION_BLOCKED = 'registration is blocked';
export const WITHDRAWN_SIGN_IN = 'This account has been withdrawn from the registry and can no longer sign in.';
export const INVALID_INVITATION = 'This invitation link is invalid or has already been used.';

let decoy: Promise<string> | undefined;
const timingDecoy = () => (decoy ??= hashPassword(`decoy-${Math.random()}`));

/** A signed-in answer: the token, after recording the sign-in. */
export async function signIn(ctx: ServerContext, request: FastifyRequest, participant: ParticipantRow): Promise<string> {
  await updateParticipant(ctx.db, participant.id, { last_login: new Date(), last_ip_address: request.ip });
  return ctx.tokens.issue({ user_id: participant.id, account_status: participant.state, role: participant.role });
}

export function refuseInactive(participant: ParticipantRow) {
  if (participant.account_status === 'withdrawn') throw forbidden(WITHDRAWN_SIGN_IN);
  if (participant.account_status !== 'active') throw forbidden('This account cannot sign in. Please contact the registry team.');
}

/** The registration guard's verdict travels in reg_guard_data; a flagged duplicate is refused. */
function isBlockedRegistration(payload: Registration): boolean {
  const guard = payload.reg_guard_data ?? {};
  return guard.is_duplicate === true || (typeof guard.risk_score === 'number' && guard.risk_score >= 0.9);
}

export function sessionRoutes(ctx: ServerContext) {
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<TypeBoxTypeProvider>();

    const register = async (request: FastifyRequest, payload: Registration, source: 'registry' | 'jaeb' | 'registry_jaeb', jtoken?: string) => {
      const errors = registrationErrors(payload);
      if (Object.keys(errors).length > 0) throw badRequest(errors);
      if (isBlockedRegistration(payload)) throw forbidden(REGISTRATION_BLOCKED);
      try {
        const id = await ctx.db.transaction(async (tx) => {
          if (jtoken) {
            const invitation = await one<{ email: string; source: 'jaeb' | 'registry_jaeb' }>(
              tx,
              'select email, source from invitations where jtoken = $1 and used_at is null and (expires_at is null or expires_at > now()) for update',
              [jtoken],
            );
            if (!invitation) throw badRequest({ jtoken: [INVALID_INVITATION] });
            if (invitation.email.toLowerCase() !== payload.email.trim().toLowerCase()) throw badRequest({ email: ['Email does not match the invitation.'] });
            source = invitation.source;
          }
          const newId = await createParticipant(tx, { ...payload, source, auth_methods: ['native'] });
          if (jtoken) await tx.query('update invitations set used_at = now(), participant_id = $2 where jtoken = $1', [jtoken, newId]);
          return newId;
        });
        const participant = (await findParticipantById(ctx.db, id))!;
        return { id, access_token: await signIn(ctx, request, participant) };
      } catch (error) {
        if (error instanceof EmailTakenError) throw conflict({ email: [EMAIL_TAKEN_MESSAGE] });
        // A concurrent registration with the same address loses on the unique index.
        if ((error as { code?: string }).code === '23505') throw conflict({ email: [EMAIL_TAKEN_MESSAGE] });
        throw error;
      }
    };

    api.post('/registry/signup', { schema: { body: RegistrationPayload } }, async (request, reply) => {
      reply.code(201);
      return register(request, request.body, 'registry');
    });

    api.post('/registry/jaeb_signup', { schema: { body: PartnerRegistrationPayload } }, async (request, reply) => {
      const { jtoken, ...payload } = request.body;
      reply.code(201);
      return register(request, payload, 'jaeb', jtoken);
    });

    api.post('/registry/login', { schema: { body: LoginPayload } }, async (request) => {
      const email = request.body.email.trim().toLowerCase();
      if (await ctx.limiter.isBlocked('login', email, request.ip)) throw tooManyRequests(RATE_LIMIT_MESSAGE);
      const participant = await findParticipantByEmail(ctx.db, email);
      // An unknown address costs the same hash as a known one, so timing does not reveal accounts.
      const ok = await verifyPassword(request.body.password, participant?.password_hash ?? (await timingDecoy()));
      await ctx.limiter.record('login', email, request.ip, !!participant && ok);
      if (!participant || !ok) throw badRequest({ non_field_errors: [BAD_CREDENTIALS] });
      refuseInactive(participant);
      if (participant.dual_factor) return { otp_id: await issueOtp(ctx.db, participant) };
      return { token: await signIn(ctx, request, participant) };
    });

    api.post('/registry/otp', { schema: { body: OtpPayload } }, async (request) => {
      const { otp_id, password } = request.body;
      const owner = await one<{ email: string }>(ctx.db, 'select p.email from otp_codes o join participants p on p.id = o.participant_id where o.id = $1', [otp_id]);
      const key = owner?.email ?? `otp:${otp_id}`;
      if (await ctx.limiter.isBlocked('otp', key, request.ip)) throw tooManyRequests(RATE_LIMIT_MESSAGE);
      const result = await checkOtp(ctx.db, otp_id, password);
      await ctx.limiter.record('otp', key, request.ip, result.ok);
      if (!result.ok) throw badRequest({ password: [result.reason === 'wrong' ? OTP_WRONG_CODE : OTP_EXPIRED] });
      const participant = (await findParticipantById(ctx.db, result.participantId))!;
      refuseInactive(participant);
      return { token: await signIn(ctx, request, participant) };
    });

    api.get('/registry/me', { onRequest: authenticate(ctx) }, async (request) => loadProfile(ctx.db, currentUser(request)));
  };
}

