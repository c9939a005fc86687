import type { ServerContext } from '../../context';
import type { Serve } from '../../http/endpoint-adapter';
import { echoPartnerRef, partnerMarkOf } from '../../http/partner-ref';
import { requestLocale as lang } from '../../http/request-locale';
import { currentUser as me } from '../accounts/service';
import { accountAdmission } from '../session/service';
import { callerId } from '../../http/participant-scope';
import * as study from './service';

/** The study calls of spec 001 §7: study-level reads, the participant's procedures and answers, activity. */
export function studyRoutes(ctx: ServerContext, serve: Serve) {
  const db = ctx.db;
  serve('getStudy', async (request) => study.studyView(db, me(request), request.params.studyId, lang()));
  serve('listProcedures', async (request) => study.studyProcedures(db, me(request), request.params.studyId, lang()));
  serve('listQuestions', async (request) =>
    study.studyQuestions(db, me(request), request.params.studyId, request.params.profileType, lang()),
  );
  serve('listQuestionRules', async (request) => study.studyQuestionRules(db, me(request), request.params.studyId));
  serve('listIntroPages', async (request) => study.studyIntroPages(db, me(request), request.params.studyId, lang()));
  serve('getModuleSettings', async (request) =>
    study.studyModuleSettings(db, me(request), request.query.study_id, lang()),
  );
  serve('listStudyPromotions', async (request) =>
    study.studyPromotions(db, me(request), request.query.study_id, lang()),
  );
  serve('listTexts', async (request) => study.findTexts(request.query, lang()));
  serve('getDataInsights', async (request) => study.dataInsights(db, me(request), request.query.study_id, lang()));

  serve('listUserProcedures', async (request) =>
    study.userProcedures(db, await study.requireUserStudy(db, me(request).id, request.params.userStudyId)),
  );
  // A procedure submitted through a partner's gadget keeps the partner's reference, which is
  // answered back to that partner only (http/partner-ref.ts).
  serve('submitProcedure', async (request, reply) => {
    const { userStudyId } = request.params;
    const procedure = request.body.procedure_id;
    const partner = partnerMarkOf(request, ctx.allowedOrigins);
    const answer = await study.submitProcedure(db, me(request), userStudyId, procedure, undefined, lang(), partner);
    echoPartnerRef(request, reply, await study.procedurePartnerRef(db, userStudyId, procedure));
    return answer;
  });
  serve('listAnswers', async (request) =>
    study.listAnswers(db, me(request), request.params.userStudyId, request.query),
  );
  // answer-save.ts judges the body itself, to refuse it in the answer-save format (DECISIONS §4).
  serve(
    'saveAnswers',
    async (request) => {
      const flag = request.query.get_all_answers;
      const all = flag !== undefined && flag !== 'false' && flag !== '0';
      const { userStudyId, questionId } = request.params;
      const caller = { id: callerId(request), admit: accountAdmission(request) };
      return study.saveAnswers(db, caller, userStudyId, questionId, request.body, all, lang);
    },
    // The save's one read admits the caller's account too (a round trip less than authentication's).
    { validateBody: false, accountInRead: true },
  );
  serve('preselectConvertedUser', async (request) =>
    study.preselectProcedure(db, me(request), request.body.user_study_id),
  );
  serve('getResearch', async (request) => study.researchPage(db, me(request), request.params.userStudyId, lang()));

  serve('listEvents', async (request) => study.listEvents(db, me(request).id, request.query));
  serve('logEvent', async (request) => study.addEvent(ctx, me(request).id, request.body));
  serve('listUserStudyPromotions', async (request) =>
    study.userStudyPromotions(db, me(request).id, request.params.userStudyId, lang()),
  );
  serve('clickPromotion', async (request) =>
    study.clickPromotion(db, me(request).id, request.params.userStudyId, request.params.promotionId),
  );
  serve('donateGiftCard', async (request) => study.donate(db, me(request).id, request.body.study_id));
  serve('updateStudyEmails', async (request) =>
    study.setStudyEmails(db, me(request).id, request.params.studyId, request.body.email_notification_toggle),
  );
  serve('storeRelevantId', async (request) => study.recordRelevantId(ctx, me(request).id, request.body));
}
