import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { AnswersQuery, ProcedureSubmit, SaveAnswersQuery, SignPayload } from '../../../src/shared/api/contract';
import { authenticate, currentUser, requireOwnId } from '../../auth/guard';
import { notFound } from '../../http/errors';
import { loadProfile } from '../../modules/accounts/participants';
import type { ServerContext } from '../../context';
import { saveAnswers } from '../../modules/study/answer-save';
import { consentFileName, renderConsentPdf } from '../../modules/consents/consent-pdf';
import { findSignedConsent, listConsents, signConsent } from '../../modules/consents/consents';
import { submitProcedure } from '../../modules/study/procedure-submit';
import { audienceOf, participantAnswers, questionsFor, requireUserStudy, toAnswer, userProcedures, userStudyView } from '../../modules/study/study-store';
import { IdParams, UserStudyParams } from '../../routes/params';

const Id = Type.Integer({ minimum: 1 });
const QuestionParams = Type.Object({ id: Id, userStudyId: Id, questionId: Id });
const ConsentParams = Type.Object({ id: Id, userStudyId: Id, consentId: Id });
const UserConsentParams = Type.Object({ id: Id, userConsentId: Id });

/**
 * A participant's own study data (spec 001 §7): user study, user procedures and submit, answers,
 * consents and signatures. `{id}` must be the token's user (403); a user study of someone else is
 * not found (404).
 */
export function studyParticipantRoutes(ctx: ServerContext) {
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<TypeBoxTypeProvider>();
    app.addHook('onRequest', authenticate(ctx));
    const own = { preHandler: requireOwnId };

    // Participant details as the study flow reads them (spec 001 §7): the profile, as /registry/me answers it.
    api.get('/me', async (request) => loadProfile(ctx.db, currentUser(request)));
    api.get('/participant/:id', { ...own, schema: { params: IdParams } }, async (request) => loadProfile(ctx.db, currentUser(request)));

    api.get('/participant/:id/user-studies/:userStudyId', { ...own, schema: { params: UserStudyParams } }, async (request) =>
      userStudyView(ctx.db, currentUser(request).id, request.params.userStudyId),
    );

    api.get('/participant/:id/user-studies/:userStudyId/user-procedures', { ...own, schema: { params: UserStudyParams } }, async (request) =>
      userProcedures(ctx.db, await requireUserStudy(ctx.db, currentUser(request).id, request.params.userStudyId)),
    );

    api.post('/participant/:id/user-studies/:userStudyId/user-procedures', { ...own, schema: { params: UserStudyParams, body: ProcedureSubmit } }, async (request) =>
      submitProcedure(ctx.db, currentUser(request), request.params.userStudyId, request.body.procedure_id),
    );

    api.get('/participants/:id/user-studies/:userStudyId/answers', { ...own, schema: { params: UserStudyParams, querystring: AnswersQuery } }, async (request) => {
      const me = currentUser(request);
      const us = await requireUserStudy(ctx.db, me.id, request.params.userStudyId);
      const { procedure, question } = request.query;
      const procedureOf = new Map(questionsFor(us.definition, audienceOf(me)).map((q) => [q.id, q.procedure]));
      const rows = await participantAnswers(ctx.db, me.id);
      const own = rows.filter((r) => r.user_study_id === us.id && (!question || r.question_id === question) && (!procedure || procedureOf.get(r.question_id) === procedure));
      // Answers of other studies that this study's rules and validators read (stored answers).
      const referenced = referencedQuestions(us.definition);
      const others = question || procedure ? [] : rows.filter((r) => r.user_study_id !== us.id && referenced.has(`${r.study_id}:${r.question_id}`));
      return [...own.map((r) => toAnswer(r)), ...others.map((r) => toAnswer(r, true))];
    });

    api.post('/participants/:id/user-studies/:userStudyId/questions/:questionId/answers', { ...own, schema: { params: QuestionParams, querystring: SaveAnswersQuery } }, async (request) => {
      const flag = request.query.get_all_answers;
      const all = flag !== undefined && flag !== 'false' && flag !== '0';
      return saveAnswers(ctx.db, currentUser(request), request.params.userStudyId, request.params.questionId, request.body, all);
    });

    // "Load research body" (spec 001 §7, path not shown): the research page of a research opportunity.
    api.get('/participant/:id/user-studies/:userStudyId/research', { ...own, schema: { params: UserStudyParams } }, async (request) => {
      const me = currentUser(request);
      const us = await requireUserStudy(ctx.db, me.id, request.params.userStudyId);
      if (!us.definition.research) throw notFound('This study has no research page.');
      return { ...us.definition.research, userID: me.id };
    });

    api.get('/participant/:id/user-studies/:userStudyId/consents', { ...own, schema: { params: UserStudyParams } }, async (request) =>
      listConsents(ctx.db, currentUser(request), request.params.userStudyId),
    );

    api.post('/participant/:id/user-studies/:userStudyId/consents/:consentId/sign', { ...own, schema: { params: ConsentParams, body: SignPayload } }, async (request) =>
      signConsent(ctx.db, currentUser(request), request.params.userStudyId, request.params.consentId, request.body),
    );

    api.get('/participant/:id/user-consents/:userConsentId', { ...own, schema: { params: UserConsentParams } }, async (request) =>
      findSignedConsent(ctx.db, currentUser(request).id, request.params.userConsentId),
    );

    api.get('/public/participant/:id/user-consents/:userConsentId/pdf', { ...own, schema: { params: UserConsentParams } }, async (request, reply) => {
      const me = currentUser(request);
      const consent = await findSignedConsent(ctx.db, me.id, request.params.userConsentId);
      const pdf = await renderConsentPdf(consent, me.timezone);
      return reply
        .header('content-disposition', `attachment; filename="${consentFileName(consent)}"`)
        .header('cache-control', 'no-store')
        .type('application/pdf')
        .send(pdf);
    });
  };
}

/** `study:question` keys of the stored answers a definition reads from other studies. */
function referencedQuestions(def: Parameters<typeof questionsFor>[0]): Set<string> {
  const keys = new Set<string>();
  const conditions = [...def.question_rules.flatMap((r) => r.conditions), ...def.screening_rules.flatMap((r) => r.conditions), ...def.consents.flatMap((c) => c.rule?.conditions ?? [])];
  for (const c of conditions) if (c.stored_answer_path?.study_id != null && c.stored_answer_path.study_id !== def.study.id) keys.add(`${c.stored_answer_path.study_id}:${c.stored_answer_path.question_id}`);
  for (const q of [...def.questions.adult, ...def.questions.child]) {
    for (const o of q.options) for (const v of o.option_validators ?? []) if (v.stored_study_id != null && v.stored_study_id !== def.study.id && v.stored_question_id != null) keys.add(`${v.stored_study_id}:${v.stored_question_id}`);
  }
  return keys;
}

