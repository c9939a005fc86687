import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  ChangePasswordPayload,
  CheckResetTokenPayload,
  CreateNewPasswordPayload,
  isStrongPassword,
  PASSWORD_MESSAGES,
  ResetPasswordPayload,
  type FieldErrors,
} from '../../src/shared/api/contract';
import { findParticipantByEmail, findParticipantById, updateParticipant } from '../modules/accounts/participants';
import { consumeResetTokens, issueResetLink, RESET_LINK_INVALID, resetTokenOwner } from '../modules/accounts/password-reset';
import { authenticate, currentUser } from '../auth/guard';
import { hashPassword, verifyPassword } from '../modules/accounts/password';
import type { ServerContext } from '../context';
import { badRequest } from '../http/errors';

export const RESET_SENT = 'If an account exists for this email, a link to reset the password has been sent.';
export const WRONG_OLD_PASSWORD = 'Current password is incorrect.';

function newPasswordErrors(password: string, confirmation: string): FieldErrors {
  const errors: FieldErrors = {};
  if (!isStrongPassword(password)) errors.new_password = [PASSWORD_MESSAGES.rule];
  if (password !== confirmation) errors.new_password_confirm = [PASSWORD_MESSAGES.confirmationMismatch];
  return errors;
}

export function passwordRoutes(ctx: ServerContext) {
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<TypeBoxTypeProvider>();

    // The same answer whether or not the address is known, so the form cannot probe for accounts.
    api.post('/registry/reset_password', { schema: { body: ResetPasswordPayload } }, async (request) => {
      const participant = await findParticipantByEmail(ctx.db, request.body.email);
      if (participant && participant.account_status === 'active') await issueResetLink(ctx.db, participant, ctx.publicUrl);
      return { detail: RESET_SENT };
    });

    api.post('/registry/check-reset-password-token', { schema: { body: CheckResetTokenPayload } }, async (request) => {
      if (!(await resetTokenOwner(ctx.db, request.body.token))) throw badRequest({ token: [RESET_LINK_INVALID] });
      return { detail: 'Token is valid.' };
    });

    api.post('/registry/create_new_password', { schema: { body: CreateNewPasswordPayload } }, async (request) => {
      const { token, new_password, new_password_confirm } = request.body;
      const owner = await resetTokenOwner(ctx.db, token);
      if (!owner) throw badRequest({ token: [RESET_LINK_INVALID] });
      const errors = newPasswordErrors(new_password, new_password_confirm);
      if (Object.keys(errors).length > 0) throw badRequest(errors);
      const participant = (await findParticipantById(ctx.db, owner))!;
      const methods = participant.auth_methods.includes('native') ? participant.auth_methods : [...participant.auth_methods, 'native'];
      await updateParticipant(ctx.db, owner, { password_hash: await hashPassword(new_password), auth_methods: methods });
      await consumeResetTokens(ctx.db, owner);
      return { detail: 'Your password has been reset.' };
    });

    api.post('/registry/change_password', { schema: { body: ChangePasswordPayload }, onRequest: authenticate(ctx) }, async (request) => {
      const participant = currentUser(request);
      const { old_password, new_password, new_password_confirm } = request.body;
      const errors = newPasswordErrors(new_password, new_password_confirm);
      if (participant.auth_methods.includes('native')) {
        if (!old_password) errors.old_password = ['This field is required.'];
        else if (!(await verifyPassword(old_password, participant.password_hash))) errors.old_password = [WRONG_OLD_PASSWORD];
        else if (old_password === new_password) errors.new_password = [PASSWORD_MESSAGES.sameAsOld];
      }
      if (Object.keys(errors).length > 0) throw badRequest(errors);
      const methods = participant.auth_methods.includes('native') ? participant.auth_methods : [...participant.auth_methods, 'native'];
      const updated = await updateParticipant(ctx.db, participant.id, { password_hash: await hashPassword(new_password), auth_methods: methods });
      return { token: await ctx.tokens.issue({ user_id: updated.id, account_status: updated.state, role: updated.role, orig_iat: request.auth!.token.orig_iat }) };
    });
  };
}
