import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { SmsOffPayload } from '../../src/shared/api/contract';
import type { ServerContext } from '../context';
import type { Queryable } from '../db/database';
import { HttpError } from '../http/errors';
import { loadNotificationSettings, saveNotificationSettings } from './profile-routes';

export const SMS_OFF_LINK_INVALID = 'This unsubscribe link is not valid. Sign in and switch text messages off under My Profile, or contact us.';

/** A fresh unsubscribe link for a text sent to `phone`; the token is random, so it cannot be guessed. */
export async function smsUnsubscribeLink(db: Queryable, participantId: number, phone: string, publicUrl: string): Promise<string> {
  const token = randomBytes(24).toString('base64url');
  await db.query('insert into sms_unsubscribe_tokens (token, participant_id, phone) values ($1, $2, $3)', [token, participantId, phone]);
  return `${publicUrl.replace(/\/$/, '')}/sms-off?token=${token}`;
}

/** POST /registry/sms-off: needs no sign-in; opening the same link twice is fine. */
export function smsOffRoutes(ctx: ServerContext) {
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<TypeBoxTypeProvider>();
    api.post('/registry/sms-off', { schema: { body: SmsOffPayload } }, async (request) => {
      const [row] = await ctx.db.query<{ participant_id: number }>('select participant_id from sms_unsubscribe_tokens where token = $1', [request.body.token]);
      if (!row) throw new HttpError(400, { detail: SMS_OFF_LINK_INVALID });
      await ctx.db.transaction(async (tx) => {
        const settings = await loadNotificationSettings(tx, row.participant_id);
        for (const topic of ['reminders_new_ro_and_studies', 'reminders_ongoing_studies', 'newsletter', 'management_resources'] as const) {
          settings[topic].sms_on = false;
        }
        settings.sms_opted_out = true;
        await saveNotificationSettings(tx, row.participant_id, settings);
        await tx.query('update sms_unsubscribe_tokens set used_at = coalesce(used_at, now()) where token = $1', [request.body.token]);
      });
      return { status: 'unsubscribed' as const };
    });
  };
}
