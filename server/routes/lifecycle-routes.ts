import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { OAuthAccountPayload, ReconsentReassignPayload, SmsConsentUpdate, WITHDRAWAL_MESSAGES, WITHDRAWAL_REASONS, WithdrawalReasonForm } from '../../src/shared/api/contract';
import { recordAchievement } from '../modules/accounts/achievements';
import { findParticipantByEmail, findParticipantById, loadProfile, updateParticipant } from '../modules/accounts/participants';
import { issueResetLink } from '../modules/accounts/password-reset';
import { childErrors, normalisePhone } from '../modules/accounts/profile-rules';
import { createParticipant, EMAIL_TAKEN_MESSAGE } from '../modules/accounts/registration';
import { authenticate, currentUser, requireOwnId } from '../auth/guard';
import type { ServerContext } from '../context';
import { one } from '../db/database';
import { badRequest, conflict } from '../http/errors';
import { sendMessage } from '../modules/accounts/outbox';
import { IdParams } from './params';
import { smsUnsubscribeLink } from './sms-off-routes';
import { loadNotificationSettings, saveNotificationSettings } from './profile-routes';
import { refuseInactive, signIn } from './session-routes';

export const OAUTH_UNVERIFIED = 'Could not verify the sign-in with the identity provider.';
export const NOT_IN_STATE = (state: string) => `This step is available only while the account is in the ${state} state.`;

export function lifecycleRoutes(ctx: ServerContext) {
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<TypeBoxTypeProvider>();
    const auth = { onRequest: authenticate(ctx), preValidation: requireOwnId };

    // Required until the participant has either accepted (with a phone) or skipped.
    const smsRequired = { ...auth, schema: { params: IdParams } };
    const smsStatus = async (request: { auth?: { participant: { sms_consent: string | null } } }) => ({ required: request.auth!.participant.sms_consent === null });
    api.get('/participant/:id/sms_consent', smsRequired, smsStatus);
    api.get('/registry/participant/:id/sms_consent', smsRequired, smsStatus);

    api.post('/registry/participant/:id/sms_consent', { ...auth, schema: { params: IdParams, body: SmsConsentUpdate } }, async (request) => {
      const me = currentUser(request);
      if (request.body.status === 'skipped') {
        await updateParticipant(ctx.db, me.id, { sms_consent: 'skipped' });
        return { required: false };
      }
      const phone = normalisePhone(request.body.phone)!;
      if (!/^\+\d{6,15}$/.test(phone)) throw badRequest({ phone: ['Missing country code'] });
      await updateParticipant(ctx.db, me.id, { sms_consent: 'accepted', phone });
      const settings = await loadNotificationSettings(ctx.db, me.id);
      settings.sms_opted_out = false;
      settings.reminders_new_ro_and_studies.sms_on = true;
      settings.reminders_ongoing_studies.sms_on = true;
      await saveNotificationSettings(ctx.db, me.id, settings);
      const link = await smsUnsubscribeLink(ctx.db, me.id, phone, ctx.publicUrl);
      await sendMessage(ctx.db, {
        to: phone,
        kind: 'sms_consent',
        subject: 'Text reminders on',
        body: `You are now subscribed to registry text reminders and announcements. Reply STOP or open ${link} to unsubscribe.`,
        link,
      });
      return { required: false };
    });

    // The parent hands the account over: the child's address becomes the sign-in and gets a link to set a password.
    api.post('/registry/participant/:id/reconsent/reassign_account', { ...auth, schema: { params: IdParams, body: ReconsentReassignPayload } }, async (request) => {
      const me = currentUser(request);
      if (me.state !== 'reconsent_pending') throw conflict({ detail: NOT_IN_STATE('reconsent_pending') });
      const errors = childErrors(request.body);
      if (Object.keys(errors).length > 0) throw badRequest(errors);
      const childEmail = request.body.child_email.trim().toLowerCase();
      const holder = await findParticipantByEmail(ctx.db, childEmail);
      if (holder && holder.id !== me.id) throw conflict({ child_email: [EMAIL_TAKEN_MESSAGE] });
      const updated = await ctx.db.transaction(async (tx) => {
        const row = await updateParticipant(tx, me.id, {
          state: 'reconsent',
          email: childEmail,
          child_email: childEmail,
          child_phone: normalisePhone(request.body.child_phone) ?? undefined,
          child_first_name: request.body.child_first_name,
          child_last_name: request.body.child_last_name,
        });
        await issueResetLink(tx, row, ctx.publicUrl);
        await sendMessage(tx, {
          to: childEmail,
          kind: 'child_handoff',
          subject: 'Your registry account is ready for you',
          body: 'Your parent or guardian passed your registry account to you. Use the password link we sent to this address, sign in, and review and sign the consent for yourself.',
        });
        return row;
      });
      return loadProfile(ctx.db, updated);
    });

    api.post('/registry/participant/:id/reconsent/complete', { ...auth, schema: { params: IdParams } }, async (request) => {
      const me = currentUser(request);
      if (me.state !== 'reconsent' && me.state !== 'assent') throw conflict({ detail: NOT_IN_STATE('reconsent') });
      const updated = await updateParticipant(ctx.db, me.id, { state: 'regular', reconsent_step1_finished: false });
      await recordAchievement(ctx.db, { participantId: me.id, code: me.state === 'assent' ? 'assent' : 'reconsent' });
      const profile = await loadProfile(ctx.db, updated);
      profile.new_jwt_token = await ctx.tokens.issue({ user_id: updated.id, account_status: updated.state, role: updated.role, orig_iat: request.auth!.token.orig_iat });
      return profile;
    });

    api.post('/registry/participant-withdraw/:id', { ...auth, schema: { params: IdParams, body: WithdrawalReasonForm } }, async (request) => {
      const me = currentUser(request);
      const ticked = WITHDRAWAL_REASONS.filter((key) => request.body[key] === true);
      const reason = request.body.reason?.trim() ?? '';
      if (ticked.length === 0) throw badRequest({ non_field_errors: [WITHDRAWAL_MESSAGES.noReason] });
      if (ticked.includes('other') && !reason) throw badRequest({ reason: [WITHDRAWAL_MESSAGES.noOwnReason] });
      const withdrawal = { ...Object.fromEntries(ticked.map((k) => [k, true])), ...(ticked.includes('other') ? { reason } : {}) };
      await ctx.db.transaction(async (tx) => {
        await updateParticipant(tx, me.id, { account_status: 'withdrawn', withdrawal, withdrawn_at: new Date() });
        await sendMessage(tx, {
          to: me.email,
          kind: 'withdrawal_confirmation',
          subject: 'You have withdrawn from the registry',
          body: `Dear ${me.first_name}, your registry account has been deleted and you have been withdrawn from the registry. If this was a mistake, please contact the registry team.`,
        });
      });
      return { detail: 'Your account has been withdrawn.' };
    });

    // Signs in (or up) through the external identity provider; the verifier is a seam (server/auth/external-identity.ts).
    api.post('/registry/oauth/account', { schema: { body: OAuthAccountPayload } }, async (request) => {
      const identity = await ctx.identities.verify(request.body.provider, request.body.token);
      if (!identity) throw badRequest({ token: [OAUTH_UNVERIFIED] });
      const linked = await one<{ participant_id: number }>(ctx.db, 'select participant_id from external_identities where provider = $1 and subject = $2', [identity.provider, identity.subject]);
      let participant = linked ? await findParticipantById(ctx.db, linked.participant_id) : await findParticipantByEmail(ctx.db, identity.email);
      if (!participant) {
        const id = await ctx.db.transaction((tx) =>
          createParticipant(tx, { email: identity.email, first_name: identity.first_name ?? '', last_name: identity.last_name ?? '', auth_methods: ['oauth'], profile_type: null }),
        );
        participant = (await findParticipantById(ctx.db, id))!;
      }
      refuseInactive(participant);
      if (!linked) {
        await ctx.db.query('insert into external_identities (provider, subject, participant_id) values ($1, $2, $3) on conflict do nothing', [identity.provider, identity.subject, participant.id]);
        if (!participant.auth_methods.includes('oauth')) participant = await updateParticipant(ctx.db, participant.id, { auth_methods: [...participant.auth_methods, 'oauth'] });
      }
      return { token: await signIn(ctx, request, participant) };
    });
  };
}
