import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { AnswersDocQuery, MissedOpportunitiesPatch, MissedOpportunitiesQuery, type Achievement, type MissedStudy } from '../../src/shared/api/contract';
import { authenticate, currentUser, requireOwnId } from '../auth/guard';
import type { ServerContext } from '../context';
import { assignOpenStudies } from '../modules/user-studies/assignment';
import { resetScreening, SCREENING_REATTEMPT_LIMIT } from '../modules/user-studies/screening-reattempt';
import { findUserStudy, listUserStudies, toUserStudy } from '../modules/user-studies/user-studies';
import { one } from '../db/database';
import { buildAnswersDocument } from '../modules/documents/answers-model';
import { answersFileName, renderAnswersHtml, renderAnswersPdf } from '../modules/documents/answers-render';
import { badRequest, conflict, notFound } from '../http/errors';
import { IdParams, UserStudyParams } from './params';

export const MAX_REATTEMPTS = 'Max number of screening reattempts reached';
export const REATTEMPT_NOT_NEEDED = 'Screening can be retaken only after a not-eligible result.';

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);

export function dashboardRoutes(ctx: ServerContext) {
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<TypeBoxTypeProvider>();
    app.addHook('onRequest', authenticate(ctx));
    const own = { preValidation: requireOwnId };

    api.get('/participant/:id/user-studies', { ...own, schema: { params: IdParams } }, async (request) => {
      const id = currentUser(request).id;
      await assignOpenStudies(ctx.db, id);
      return (await listUserStudies(ctx.db, id)).map((row) => toUserStudy(row));
    });

    api.get('/participant/:id/achievements', { ...own, schema: { params: IdParams } }, async (request): Promise<Achievement[]> => {
      const rows = await ctx.db.query<{ title: string; created_at: Date; code: Achievement['code']; study_id: number | null; user_study_id: number | null; payload: Achievement['payload'] }>(
        'select title, created_at, code, study_id, user_study_id, payload from achievements where participant_id = $1 order by created_at, id',
        [currentUser(request).id],
      );
      return rows.map((r) => ({ ...r, created_at: iso(r.created_at)!, payload: r.payload ?? {} }));
    });

    api.get('/participant/:id/missed-opportunities', { ...own, schema: { params: IdParams, querystring: MissedOpportunitiesQuery } }, async (request): Promise<MissedStudy[]> => {
      const rows = await ctx.db.query<{ id: number; study_id: number; user_study_id: number; study_type: MissedStudy['study_type']; title: string; missed_at: Date; notified: boolean; notified_at: Date | null }>(
        `select m.id, m.study_id, m.user_study_id, s.study_type, s.title, m.missed_at, m.notified, m.notified_at
           from missed_studies m join studies s on s.id = m.study_id
          where m.participant_id = $1 and ($2::boolean is null or m.notified = $2) order by m.missed_at desc, m.id`,
        [currentUser(request).id, request.query.notified ?? null],
      );
      return rows.map((r) => ({ ...r, missed_at: iso(r.missed_at)!, notified_at: iso(r.notified_at) }));
    });

    api.patch('/participant/:id/missed-opportunities', { ...own, schema: { params: IdParams, body: MissedOpportunitiesPatch } }, async (request) => {
      const { ids, notified } = request.body;
      const rows = await ctx.db.query<{ id: number }>(
        `update missed_studies set notified = $2, notified_at = case when $2 then now() else null end
          where participant_id = $1 and ($3::int[] is null or id = any($3::int[])) returning id`,
        [currentUser(request).id, notified, ids ?? null],
      );
      return { updated: rows.map((r) => r.id) };
    });

    api.patch('/participant/:id/user_study/:userStudyId/viewed', { ...own, schema: { params: UserStudyParams } }, async (request) => {
      const found = await findUserStudy(ctx.db, currentUser(request).id, request.params.userStudyId);
      if (!found) throw notFound();
      // The first view counts; later views keep that date.
      const row = await one<{ viewed_at: Date }>(ctx.db, 'update user_studies set viewed_at = coalesce(viewed_at, now()), updated_at = now() where id = $1 returning viewed_at', [found.id]);
      return { viewed_at: iso(row!.viewed_at)! };
    });

    api.post('/participants/:id/user-studies/:userStudyId/screening_reattempt', { ...own, schema: { params: UserStudyParams } }, async (request) => {
      const found = await findUserStudy(ctx.db, currentUser(request).id, request.params.userStudyId);
      if (!found) throw notFound();
      if (found.screening_reattempts >= SCREENING_REATTEMPT_LIMIT) throw badRequest({ non_field_errors: [MAX_REATTEMPTS] });
      if (found.is_eligible !== false) throw conflict({ detail: REATTEMPT_NOT_NEEDED });
      await resetScreening(ctx.db, found);
      return toUserStudy((await findUserStudy(ctx.db, found.participant_id, found.id))!);
    });

    api.get(
      '/participants/:id/user-studies/:userStudyId/procedures/:procedureId/answers_doc',
      { ...own, schema: { params: Type.Object({ ...UserStudyParams.properties, procedureId: Type.Enum(['intro', 'screening', 'consent', 'questionnaire', 'research']) }), querystring: AnswersDocQuery } },
      async (request, reply) => {
        const me = currentUser(request);
        const found = await findUserStudy(ctx.db, me.id, request.params.userStudyId);
        if (!found) throw notFound();
        const submitted = await one<{ created_at: Date }>(ctx.db, 'select created_at from user_procedures where user_study_id = $1 and procedure_id = $2', [found.id, request.params.procedureId]);
        if (!submitted) throw notFound('This procedure has not been submitted.');
        const doc = await buildAnswersDocument(ctx.db, found, me, request.params.procedureId, submitted.created_at);
        const format = request.query.document_format;
        reply.header('content-disposition', `attachment; filename="${answersFileName(doc, format)}"`).header('cache-control', 'no-store');
        if (format === 'html') return reply.type('text/html; charset=utf-8').send(renderAnswersHtml(doc));
        return reply.type('application/pdf').send(await renderAnswersPdf(doc));
      },
    );
  };
}
