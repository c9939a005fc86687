import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { EmailSpellingPayload, FrontendLogPayload } from '../../src/shared/api/contract';
import { readToken } from '../auth/guard';
import type { ServerContext } from '../context';
import { checkEmailSpelling } from '../lib/email';
import { listOutbox } from '../modules/accounts/outbox';
import { US_STATES, US_TIME_ZONES } from '../lib/us-states';

/** Public look-ups and fire-and-forget logging calls. */
export function referenceRoutes(ctx: ServerContext) {
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<TypeBoxTypeProvider>();
    api.get('/registry/admin/addr_states', async () => US_STATES);
    api.get('/registry/time-zones', async () => US_TIME_ZONES);
    api.post('/email-spelling-status', { schema: { body: EmailSpellingPayload } }, async (request) => checkEmailSpelling(request.body.email));

    api.get('/email-click/:id', { schema: { params: Type.Object({ id: Type.String({ minLength: 1, maxLength: 128, pattern: '^[A-Za-z0-9_.:-]+$' }) }) } }, async (request, reply) => {
      await ctx.db.query('insert into email_clicks (email_id) values ($1)', [request.params.id]);
      reply.type('text/plain; charset=utf-8');
      return 'ok';
    });

    // Stored, not written to the server log: a stack trace may carry form values.
    api.post('/registry/frontend-log', { schema: { body: FrontendLogPayload } }, async (request, reply) => {
      const raw = readToken(request.headers.authorization);
      const token = raw ? await ctx.tokens.verify(raw) : undefined;
      await ctx.db.query('insert into frontend_logs (participant_id, message, stack_trace) values ($1, $2, $3)', [
        token?.user_id ?? null,
        request.body.message,
        request.body.stackTrace ?? null,
      ]);
      reply.code(201);
      return { detail: 'logged' };
    });

    if (ctx.devOutbox) {
      api.get('/dev/outbox', { schema: { querystring: Type.Object({ to: Type.Optional(Type.String({ maxLength: 254 })) }) } }, async (request) =>
        listOutbox(ctx.db, request.query.to),
      );
    }
  };
}
