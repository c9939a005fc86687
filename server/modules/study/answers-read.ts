import type { Answer, AnswersQuery } from '../../../src/shared/api/contract';
import type { Queryable } from '../../db/database';
import type { ParticipantRow } from '../accounts/service';
import { audienceOf, participantAnswers, questionsFor, requireUserStudy, toAnswer } from './study-store';

// `GET …/user-studies/{id}/answers` (spec 001 §7): the user study's answers, filtered by procedure
// or question, plus the answers of other studies this study's rules and validators read.
// (Moved unchanged from the former study-participant-routes.ts.)

export async function listAnswers(db: Queryable, me: ParticipantRow, userStudyId: number, query: AnswersQuery): Promise<Answer[]> {
  const us = await requireUserStudy(db, me.id, userStudyId);
  const { procedure, question } = query;
  const procedureOf = new Map(questionsFor(us.definition, audienceOf(me)).map((q) => [q.id, q.procedure]));
  const rows = await participantAnswers(db, me.id);
  const own = rows.filter((r) => r.user_study_id === us.id && (!question || r.question_id === question) && (!procedure || procedureOf.get(r.question_id) === procedure));
  // Answers of other studies that this study's rules and validators read (stored answers).
  const referenced = referencedQuestions(us.definition);
  const others = question || procedure ? [] : rows.filter((r) => r.user_study_id !== us.id && referenced.has(`${r.study_id}:${r.question_id}`));
  return [...own.map((r) => toAnswer(r)), ...others.map((r) => toAnswer(r, true))];
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
