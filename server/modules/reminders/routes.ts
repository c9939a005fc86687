import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../../context';
import type { Serve } from '../../http/endpoint-adapter';
import { badRequest } from '../../http/errors';
import { emailOff, inboundSms, isOneClickBody } from './service';

/** The e-mail unsubscribe page's call, and the development route that runs the scheduler at a given moment. */
export function remindersRoutes(ctx: ServerContext, serve: Serve) {
  serve('emailOff', async (request) => emailOff(ctx, request.body.token));
  // Registered only with REGISTRY_DEV_OUTBOX=1 (the row is devOnly): the e2e tests move time with it.
  serve('devRunReminders', async (request) => {
    const at = request.body.at === undefined ? undefined : new Date(request.body.at);
    if (at && Number.isNaN(at.getTime())) throw badRequest({ at: ['Not a date and time.'] });
    return ctx.reminders.runOnce(at);
  });
}

const EMPTY_TWIML = '<?xml version="1.0" encoding="UTF-8"?><Response></Response>';

/**
 * Outside the endpoint table, for callers other than the app: a mail client's one-click POST to
 * the link of List-Unsubscribe (`/email-off?token=…`, whose GET is the page), and the SMS relay's
 * callback with the texts participants send (`{api}/hooks/sms-inbound`, Twilio's form).
 */
export async function remindersOutsideRoutes(ctx: ServerContext, app: FastifyInstance, apiBase: string) {
  await app.register(async (scope) => {
    // These two read forms (a mail client may send either kind), and nothing else.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      ['application/x-www-form-urlencoded', 'multipart/form-data'],
      { parseAs: 'string', bodyLimit: 16_384 },
      (_request, body, done) => done(null, body),
    );
    scope.post<{ Querystring: { token?: string } }>('/email-off', async (request, reply) => {
      if (!isOneClickBody(request.headers['content-type'], String(request.body ?? '')))
        return reply.code(400).send({ detail: 'Expected List-Unsubscribe=One-Click (RFC 8058).' });
      const answer = await emailOff(ctx, String(request.query.token ?? ''));
      return reply.send(answer);
    });
    scope.post(`${apiBase}/hooks/sms-inbound`, async (request, reply) => {
      if (!ctx.smsRelaySignature) return reply.code(404).send({ detail: 'Not found.' });
      const params = Object.fromEntries(new URLSearchParams(String(request.body ?? '')));
      const signature = String(request.headers['x-twilio-signature'] ?? '');
      const { outcome } = await inboundSms(ctx, `${ctx.publicUrl}${request.url}`, params, signature);
      if (outcome === 'refused') return reply.code(403).send({ detail: 'The signature is not the relay’s.' });
      return reply.type('text/xml').send(EMPTY_TWIML);
    });
  });
}
