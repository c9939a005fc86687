import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  ChildInfoUpdate,
  HouseholdInfoUpdate,
  NotificationSettingsUpdate,
  NOTIFICATION_TOPICS,
  ProfileSetupPayload,
  ProfileUpdate,
  type ChildInfo,
  type HouseholdInfo,
  type NotificationSettings,
} from '../../src/shared/api/contract';
import { findParticipantByEmail, loadNotifications, loadProfile, updateParticipant, type ParticipantRow } from '../modules/accounts/participants';
import { childErrors, householdErrors, normalisePhone, profileErrors } from '../modules/accounts/profile-rules';
import { EMAIL_TAKEN_MESSAGE } from '../modules/accounts/registration';
import { authenticate, currentUser, requireOwnId } from '../auth/guard';
import type { ServerContext } from '../context';
import { one, type Queryable } from '../db/database';
import { findUsState } from '../lib/us-states';
import { badRequest, conflict } from '../http/errors';
import { IdParams } from './params';

const childInfo = (p: ParticipantRow): ChildInfo => ({
  child_first_name: p.child_first_name,
  child_last_name: p.child_last_name,
  child_email: p.child_email,
  child_phone: p.child_phone,
});
const householdInfo = (p: ParticipantRow): HouseholdInfo => ({ address: p.address, city: p.city, country_state: p.country_state, zip_code: p.zip_code });

export async function loadNotificationSettings(db: Queryable, participantId: number): Promise<NotificationSettings> {
  const row = await one<{ settings: Omit<NotificationSettings, 'sms_opted_out'>; sms_opted_out: boolean }>(
    db,
    'select settings, sms_opted_out from notification_settings where participant_id = $1',
    [participantId],
  );
  const off = { email_on: false, sms_on: false };
  const settings = Object.fromEntries(NOTIFICATION_TOPICS.map((t) => [t, { ...off, ...(row?.settings?.[t] ?? {}) }]));
  return { ...(settings as Omit<NotificationSettings, 'sms_opted_out'>), sms_opted_out: row?.sms_opted_out ?? false };
}

export async function saveNotificationSettings(db: Queryable, participantId: number, settings: NotificationSettings): Promise<void> {
  const { sms_opted_out, ...topics } = settings;
  await db.query(
    `insert into notification_settings (participant_id, settings, sms_opted_out, updated_at) values ($1, $2, $3, now())
     on conflict (participant_id) do update set settings = excluded.settings, sms_opted_out = excluded.sms_opted_out, updated_at = now()`,
    [participantId, JSON.stringify(topics), sms_opted_out],
  );
}

function failOn(errors: Record<string, string[]>) {
  if (Object.keys(errors).length > 0) throw badRequest(errors);
}

export function profileRoutes(ctx: ServerContext) {
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<TypeBoxTypeProvider>();
    app.addHook('onRequest', authenticate(ctx));
    const own = { preValidation: requireOwnId };

    api.patch('/registry/participant/:id', { ...own, schema: { params: IdParams, body: ProfileUpdate } }, async (request) => {
      const me = currentUser(request);
      const body = request.body;
      failOn(profileErrors(body));
      if (body.email && body.email.trim().toLowerCase() !== me.email) {
        if (await findParticipantByEmail(ctx.db, body.email)) throw conflict({ email: [EMAIL_TAKEN_MESSAGE] });
      }
      const updated = await updateParticipant(ctx.db, me.id, {
        first_name: body.first_name?.trim(),
        last_name: body.last_name?.trim(),
        email: body.email?.trim().toLowerCase(),
        phone: body.phone === undefined ? undefined : normalisePhone(body.phone) || null,
        timezone: body.timezone,
        gender_identity: body.gender_identity,
        birthday: body.birthday,
        profile_type: body.profile_type,
        banners_visibility: body.bannersVisibility ? { ...me.banners_visibility, ...body.bannersVisibility } : undefined,
        child_email: body.child_email === undefined ? undefined : body.child_email?.trim().toLowerCase() || null,
        reconsent_step1_finished: body.reconsentStep1Finished,
      });
      const profile = await loadProfile(ctx.db, updated);
      // A new token when what the token or the sign-in rests on changed since it was issued.
      const stale = request.auth!.token.account_status !== updated.state || updated.email !== me.email;
      if (stale) profile.new_jwt_token = await ctx.tokens.issue({ user_id: updated.id, account_status: updated.state, role: updated.role, orig_iat: request.auth!.token.orig_iat });
      return profile;
    });

    api.get('/registry/participant/:id/child-info', { ...own, schema: { params: IdParams } }, async (request) => childInfo(currentUser(request)));
    api.patch('/registry/participant/:id/child-info', { ...own, schema: { params: IdParams, body: ChildInfoUpdate } }, async (request) => {
      const body = request.body;
      failOn(childErrors(body));
      const updated = await updateParticipant(ctx.db, currentUser(request).id, {
        child_first_name: body.child_first_name?.trim(),
        child_last_name: body.child_last_name?.trim(),
        child_email: body.child_email === undefined ? undefined : body.child_email?.trim().toLowerCase() || null,
        child_phone: body.child_phone === undefined ? undefined : normalisePhone(body.child_phone) || null,
      });
      return childInfo(updated);
    });

    api.get('/registry/participant/:id/household-info', { ...own, schema: { params: IdParams } }, async (request) => householdInfo(currentUser(request)));
    api.patch('/registry/participant/:id/household-info', { ...own, schema: { params: IdParams, body: HouseholdInfoUpdate } }, async (request) => {
      const body = request.body;
      failOn(householdErrors(body));
      const state = body.country_state ? findUsState(body.country_state)?.name : body.country_state;
      const updated = await updateParticipant(ctx.db, currentUser(request).id, {
        address: body.address?.trim(),
        city: body.city?.trim(),
        country_state: state === '' ? null : state,
        zip_code: body.zip_code?.trim(),
      });
      return householdInfo(updated);
    });

    api.get('/registry/participant/:id/notification-settings', { ...own, schema: { params: IdParams } }, async (request) =>
      loadNotificationSettings(ctx.db, currentUser(request).id),
    );
    api.patch('/registry/participant/:id/notification-settings', { ...own, schema: { params: IdParams, body: NotificationSettingsUpdate } }, async (request) => {
      const id = currentUser(request).id;
      const current = await loadNotificationSettings(ctx.db, id);
      const next: NotificationSettings = { ...current, sms_opted_out: request.body.sms_opted_out ?? current.sms_opted_out };
      for (const topic of NOTIFICATION_TOPICS) next[topic] = { ...current[topic], ...(request.body[topic] ?? {}) };
      if (next.sms_opted_out) for (const topic of NOTIFICATION_TOPICS) next[topic].sms_on = false;
      await saveNotificationSettings(ctx.db, id, next);
      return next;
    });

    api.get('/registry/participant/:id/notifications', { ...own, schema: { params: IdParams } }, async (request) => loadNotifications(ctx.db, currentUser(request).id));

    api.post('/registry/participant/:id/profile_setup', { ...own, schema: { params: IdParams, body: ProfileSetupPayload } }, async (request) => {
      if (request.body.id !== request.params.id) throw badRequest({ id: ['Does not match the participant.'] });
      const updated = await updateParticipant(ctx.db, currentUser(request).id, { profile_type: request.body.profile_type });
      return { id: updated.id, profile_type: updated.profile_type! };
    });
  };
}
