import type { Answer, AnswersQuery } from '@contract';
import type { Queryable } from '../../db/database';
import type { ParticipantRow } from '../accounts/service';
import { audienceOf, questionsFor, requireUserStudy, studyAnswers, toAnswer } from './study-store';

// `GET …/user-studies/{id}/answers` (spec 001 §7): the user study's answers, filtered by procedure
// or question, plus the answers of other studies this study's rules and validators read (the engine
// names them; studyAnswers reads only those).

export async function listAnswers(
  db: Queryable,
  me: ParticipantRow,
  userStudyId: number,
  query: AnswersQuery,
): Promise<Answer[]> {
  const us = await requireUserStudy(db, me.id, userStudyId);
  const { procedure, question } = query;
  const procedureOf = new Map(questionsFor(us.definition, audienceOf(me)).map((q) => [q.id, q.procedure]));
  const rows = await studyAnswers(db, me.id, us);
  const own = rows.own.filter(
    (r) => (!question || r.question_id === question) && (!procedure || procedureOf.get(r.question_id) === procedure),
  );
  const others = question || procedure ? [] : rows.others;
  return [...own.map((r) => toAnswer(r)), ...others.map((r) => toAnswer(r, true))];
}
