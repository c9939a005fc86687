import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { OptionalStudyIdQuery, ProfileType, StudyIdQuery, TextsQuery } from '../../../src/shared/api/contract';
import { authenticate, currentUser } from '../../auth/guard';
import type { ServerContext } from '../../context';
import { one } from '../../db/database';
import { notFound } from '../../http/errors';
import { consentBody } from '../../modules/consents/consents';
import { computeGivebacks } from '../../modules/study/givebacks';
import { questionsFor, studyForParticipant, type StudyRow } from '../../modules/study/study-store';
import { fullStudy, moduleSettingsView, proceduresView } from '../../modules/study/study-views';
import { findTexts } from '../../modules/study/texts';

const StudyParams = Type.Object({ id: Type.Integer({ minimum: 1 }) });

/**
 * Study-level reads of spec 001 §7 (a study's procedures, questions, rules, intro pages, consent
 * bodies, module settings, promotions; texts; data insights). Every call needs a token; a study
 * answers only to a participant it is assigned to (403 otherwise, 404 when it does not exist).
 */
export function studyRoutes(ctx: ServerContext) {
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<TypeBoxTypeProvider>();
    app.addHook('onRequest', authenticate(ctx));
    const assigned = (request: Parameters<typeof currentUser>[0], studyId: number) => studyForParticipant(ctx.db, currentUser(request).id, studyId);

    api.get('/admin/studies/:id', { schema: { params: StudyParams } }, async (request) => {
      const { study, userStudyId } = await assigned(request, request.params.id);
      return fullStudy(ctx.db, study, userStudyId);
    });

    api.get('/studies/:id/procedures', { schema: { params: StudyParams } }, async (request) => {
      const { study, userStudyId } = await assigned(request, request.params.id);
      return proceduresView(ctx.db, study, userStudyId);
    });

    api.get('/studies/:id/profile-type/:profileType/questions', { schema: { params: Type.Object({ id: Type.Integer({ minimum: 1 }), profileType: ProfileType }) } }, async (request) => {
      const { study } = await assigned(request, request.params.id);
      return questionsFor(study.definition, request.params.profileType);
    });

    api.get('/studies/:id/question_rules', { schema: { params: StudyParams } }, async (request) => (await assigned(request, request.params.id)).study.definition.question_rules);

    api.get('/studies/:id/intro-pages', { schema: { params: StudyParams } }, async (request) => (await assigned(request, request.params.id)).study.definition.intro_pages);

    api.get('/consents/:id', { schema: { params: StudyParams } }, async (request) => consentBody(ctx.db, currentUser(request).id, request.params.id));

    api.get('/v2/ui-module-settings', { schema: { querystring: StudyIdQuery } }, async (request) => moduleSettingsView((await assigned(request, request.query.study_id)).study.definition));

    api.get('/promotions', { schema: { querystring: StudyIdQuery } }, async (request) => (await assigned(request, request.query.study_id)).study.definition.promotions);

    api.get('/texts', { schema: { querystring: TextsQuery } }, async (request) => findTexts(request.query));

    // Without study_id: the core study's insights (the Data Insights button belongs to it).
    api.get('/live_data_givebacks', { schema: { querystring: OptionalStudyIdQuery } }, async (request) => {
      const studyId = request.query.study_id ?? (await one<{ id: number }>(ctx.db, `select id from studies where study_type = 'core_study' order by (status = 'active') desc, id limit 1`))?.id;
      if (!studyId) throw notFound('Study not found.');
      const { study } = await assigned(request, studyId);
      return computeGivebacks(ctx.db, study as StudyRow);
    });
  };
}
