import type { AchievementCode, ContentLang, ProcedureId, StudyDefinition, UserProcedure, UserStudy } from '@contract';
import {
  applicableConsents,
  hiddenAnswers,
  isEligible,
  procedureGate,
  ruleContext,
  submitRefusals,
  type QuestionFlow,
} from '@engine';
import { type Database, type Queryable } from '../../db/database';
import { badRequest, HttpError } from '../../http/errors';
import type { PartnerMark } from '../../http/partner-ref';
import { iso } from '../../lib/dates';
import { recordAchievement, setParticipantEligibility, type ParticipantRow } from '../accounts/service';
import { recordAudit } from '../audit/service';
import {
  assignOpenStudies,
  findUserStudy,
  progressOf,
  saveProgress,
  setUserStudyEligibility,
  toUserStudy,
} from '../user-studies/service';
import { deleteOptionAnswers, insertUserProcedure, signedConsentIds, submittedProcedure } from './repository';
import { loadStudyFlow, requireUserStudy, userProcedures, type StudyUserStudy } from './study-store';

// Procedure submit (spec 001 §4, DECISIONS §4): the server decides, with the engine. The engine's
// gate says whether the procedure may complete now; answers left on questions the participant is
// no longer shown are removed first; every shown answer is judged again, and a procedure with
// unanswered or refused answers is refused with the missing-answers message; screening is judged
// by the study's screening rules; consent needs every consent that applies to the participant signed.

export const STUDY_CLOSED = 'This study is closed.';
export const NOT_ELIGIBLE = 'You are not eligible to continue this study.';
export const completeFirst = (title: string) => `Please complete the ${title} first.`;
export const unsignedConsentsMessage = (ids: readonly number[]) => `There are not signed consents: ${ids.join(', ')}`;

/** A refused submit: 400 with a list of messages (DECISIONS §4). */
export const refused = (...messages: string[]) => new HttpError(400, messages);

export type SubmitResponse = UserStudy & UserProcedure;

const QUESTIONNAIRE_ACHIEVEMENT: Partial<Record<StudyDefinition['study']['study_type'], AchievementCode>> = {
  core_study: 'questionnaire',
  annual_questionnaire: 'annual_questionnaire',
  sub_study: 'substudy',
};

/** What the client reads back: the user study with the submitted procedure and its eligibility. */
export async function submitResponse(
  tx: Queryable,
  participantId: number,
  userStudyId: number,
  procedureId: ProcedureId,
  lang: ContentLang = 'en',
): Promise<SubmitResponse> {
  const row = (await findUserStudy(tx, participantId, userStudyId))!;
  const done = await submittedProcedure(tx, userStudyId, procedureId);
  return {
    ...toUserStudy(row, lang),
    procedure_id: procedureId,
    created_at: iso(done!.created_at)!,
    user_study_id: userStudyId,
    user_study_is_eligible: row.is_eligible ?? done!.user_study_is_eligible,
  };
}

/** Checks that must hold before the procedure may complete; returns the eligibility to record. */
async function judge(
  tx: Queryable,
  us: StudyUserStudy,
  procedureId: ProcedureId,
  flow: QuestionFlow,
): Promise<boolean | null> {
  const def = us.definition;
  const hasScreening = def.procedures.some((p) => p.id === 'screening');
  if (procedureId === 'intro' || procedureId === 'research') return us.is_eligible ?? (hasScreening ? null : true);
  const refusals = submitRefusals(flow, procedureId);
  if (refusals.length > 0) throw refused(...refusals);
  const context = ruleContext(flow);
  if (procedureId === 'screening') return isEligible(def.screening_rules, context);
  if (procedureId === 'consent') {
    const signed = await signedConsentIds(tx, us.id);
    const unsigned = applicableConsents(def.consents, context).filter((c) => !signed.has(c.id));
    if (unsigned.length > 0) throw refused(unsignedConsentsMessage(unsigned.map((c) => c.id)));
  }
  return us.is_eligible ?? (hasScreening ? null : true);
}

export async function submitProcedure(
  db: Database,
  participant: ParticipantRow,
  userStudyId: number,
  procedureId: ProcedureId,
  now = new Date(),
  lang: ContentLang = 'en',
  partner?: PartnerMark | null,
): Promise<SubmitResponse> {
  return db.transaction(async (tx) => {
    // The row stays locked until the submit commits: a save's conditional write waits for it and
    // then finds the version moved, so no answer changes between the judgement and the record.
    const us = await requireUserStudy(tx, participant.id, userStudyId, true);
    const def = us.definition;
    const studyFlow = await loadStudyFlow(tx, participant, us, now);
    const done = await userProcedures(tx, us);
    const gate = procedureGate(
      {
        procedures: def.procedures,
        userProcedures: done,
        questions: studyFlow.questions,
        answers: studyFlow.flow.answers,
        userStudy: us,
      },
      procedureId,
      'submit',
    );
    if (!gate.open) {
      if (gate.reason === 'unknown')
        throw badRequest({ procedure_id: [`This study has no "${procedureId}" procedure.`] });
      // Submitting twice is harmless: the first completion stands (a new screening goes through screening_reattempt).
      if (gate.reason === 'submitted') return submitResponse(tx, participant.id, us.id, procedureId, lang);
      if (gate.reason === 'previous-open') throw refused(completeFirst(gate.previous.title));
      throw refused(gate.reason === 'closed' ? STUDY_CLOSED : NOT_ELIGIBLE);
    }

    // Answers the participant is no longer shown (stored before the engine refused them) never count.
    const hidden = hiddenAnswers(studyFlow.flow, new Set(done.map((p) => p.procedure_id)));
    if (hidden.length > 0)
      await deleteOptionAnswers(
        tx,
        us.id,
        hidden.map((a) => a.question_option),
      );
    const flow = { ...studyFlow.flow, answers: studyFlow.flow.answers.filter((a) => !hidden.includes(a)) };

    const eligible = await judge(tx, us, procedureId, flow);
    await insertUserProcedure(tx, us.id, procedureId, eligible, now, partner);
    await recordAudit(tx, {
      action: 'procedure_submitted',
      participantId: participant.id,
      userStudyId: us.id,
      detail: {
        procedure: procedureId,
        eligible,
        ...(hidden.length > 0 ? { hidden_answers_removed: hidden.map((a) => a.question_option) } : {}),
      },
    });
    await setUserStudyEligibility(tx, us.id, eligible);
    if (procedureId === 'screening' && us.study_type === 'core_study') {
      await setParticipantEligibility(tx, participant.id, eligible);
    }
    // A core study's consent complete (even one asking for no signature) enrols the participant.
    if (procedureId === 'consent' && us.study_type === 'core_study') await assignOpenStudies(tx, participant.id);
    const completed = new Set([...done.map((p) => p.procedure_id), procedureId]);
    await saveProgress(
      tx,
      us.id,
      progressOf({
        procedures: def.procedures,
        completed,
        isEligible: eligible,
        touched: { id: procedureId, kind: 'submitted' },
      }),
    );

    const achievement =
      procedureId === 'screening'
        ? 'screening'
        : procedureId === 'questionnaire'
          ? QUESTIONNAIRE_ACHIEVEMENT[us.study_type]
          : undefined;
    if (achievement)
      await recordAchievement(tx, {
        participantId: participant.id,
        code: achievement,
        studyId: us.study_id,
        userStudyId: us.id,
      });
    return submitResponse(tx, participant.id, us.id, procedureId, lang);
  });
}
