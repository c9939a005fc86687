import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { AqDonationPayload, EventPayload, EventsQuery, ImperiumRelevantPayload, UpdateStudyPayload } from '../../../src/shared/api/contract';
import { authenticate, currentUser, requireOwnId } from '../../auth/guard';
import type { ServerContext } from '../../context';
import { addEvent, clickPromotion, donate, listEvents, recordRelevantId, setStudyEmails, userStudyPromotions } from '../../modules/study/activity';
import { IdParams, UserStudyParams } from '../../routes/params';

const Id = Type.Integer({ minimum: 1 });

/** Events, promotions and their clicks, the gift card donation, the e-mail toggle and Relevant ID records. */
export function studyActivityRoutes(ctx: ServerContext) {
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<TypeBoxTypeProvider>();
    app.addHook('onRequest', authenticate(ctx));
    const own = { preHandler: requireOwnId };

    api.get('/participant/:id/events', { ...own, schema: { params: IdParams, querystring: EventsQuery } }, async (request) => listEvents(ctx.db, currentUser(request).id, request.query));

    api.post('/participant/:id/events', { ...own, schema: { params: IdParams, body: EventPayload } }, async (request, reply) => {
      reply.code(201);
      return addEvent(ctx.db, currentUser(request).id, request.body);
    });

    api.get('/participant/:id/user_study/:userStudyId/promotions', { ...own, schema: { params: UserStudyParams } }, async (request) =>
      userStudyPromotions(ctx.db, currentUser(request).id, request.params.userStudyId),
    );

    api.post('/:id/user_study/:userStudyId/promotions/:promotionId/click', { ...own, schema: { params: Type.Object({ id: Id, userStudyId: Id, promotionId: Id }) } }, async (request, reply) => {
      reply.code(201);
      return clickPromotion(ctx.db, currentUser(request).id, request.params.userStudyId, request.params.promotionId);
    });

    api.post('/aq_donation', { schema: { body: AqDonationPayload } }, async (request) => donate(ctx.db, currentUser(request).id, request.body.study_id));

    api.patch('/:id/update_study/:studyId', { ...own, schema: { params: Type.Object({ id: Id, studyId: Id }), body: UpdateStudyPayload } }, async (request) =>
      setStudyEmails(ctx.db, currentUser(request).id, request.params.studyId, request.body.email_notification_toggle),
    );

    api.post('/imperium-relevant', { schema: { body: ImperiumRelevantPayload } }, async (request, reply) => {
      const record = await recordRelevantId(ctx.db, currentUser(request).id, request.body);
      reply.code(201);
      return record;
    });
  };
}
