import { Type } from 'typebox';
import { Compile } from 'typebox/compile';
import { AnswerInput, type Answer, type AnswerSaveErrors, type StudyDefinition } from '../../../src/shared/api/contract';
import { answerSaveErrors, descendantOptionIds, isPresent, optionAnswered, procedureStates, RADIO_WIDGETS, withCompletion } from '../../../src/features/study/engine';
import type { ParticipantRow } from '../accounts/service';
import type { Database } from '../../db/database';
import { HttpError, notFound } from '../../http/errors';
import { loadStudyFlow, participantAnswers, requireUserStudy, toAnswer, userProcedures } from './study-store';
import { progressOf, saveProgress } from '../user-studies/service';

// Saving the answers of one question (spec 001 §7): the body holds every answer the question has
// now, so it replaces the stored ones; an empty value clears its option. Each answer is judged by
// the engine (widget rules of §5 and error-level option validators) before anything is written;
// answers of sub-questions under options no longer chosen are removed.

export const PROCEDURE_SUBMITTED = 'This procedure has already been submitted.';
export const PROCEDURE_NOT_OPEN = 'Please complete the previous step first.';
export const ONE_RADIO = 'Only one of these options can be chosen.';

const checkBody = Compile(Type.Array(AnswerInput, { maxItems: 200 }));

/** A refusal in the answer-save format: 400 `[{question, question_option, error_message}]`. */
const refusal = (errors: AnswerSaveErrors) => new HttpError(400, errors);

export async function saveAnswers(db: Database, participant: ParticipantRow, userStudyId: number, questionId: number, body: unknown, allAnswers: boolean, now = new Date()): Promise<Answer[]> {
  const whole = (message: string) => refusal([{ question: questionId, question_option: null, error_message: message }]);
  if (!checkBody.Check(body)) {
    const first = [...checkBody.Errors(body)][0] as { instancePath?: string; message?: string } | undefined;
    throw whole(`Invalid answers${first?.instancePath ? ` at ${first.instancePath}` : ''}: ${first?.message ?? 'expected a list of {question, question_option, value}'}.`);
  }
  const inputs = body;
  return db.transaction(async (tx) => {
    const us = await requireUserStudy(tx, participant.id, userStudyId);
    const def: StudyDefinition = us.definition;
    const { flow, context, questions } = await loadStudyFlow(tx, participant, us, now);
    const question = questions.find((q) => q.id === questionId);
    if (!question) throw notFound('Question not found in this study.');
    if (us.study_status === 'closed') throw whole('This study is closed.');
    const done = await userProcedures(tx, us);
    if (done.some((p) => p.procedure_id === question.procedure)) throw whole(PROCEDURE_SUBMITTED);
    if (us.is_eligible === false && question.procedure !== 'screening') throw whole('You are not eligible to continue this study.');
    const state = procedureStates(withCompletion(def.procedures, done), questions, flow.answers).find((p) => p.id === question.procedure);
    if (!state?.enabled) throw whole(PROCEDURE_NOT_OPEN);

    const given = inputs.filter((a) => isPresent(a.value));
    const errors = answerSaveErrors(question, given, context);
    const radios = given.filter((a) => RADIO_WIDGETS.includes(question.options.find((o) => o.id === a.question_option)?.widget ?? 'text'));
    if (radios.length > 1) errors.push(...radios.slice(1).map((a) => ({ question: question.id, question_option: a.question_option, error_message: ONE_RADIO })));
    const seen = new Set<number>();
    for (const a of given) {
      if (seen.has(a.question_option)) errors.push({ question: question.id, question_option: a.question_option, error_message: 'This option is answered twice.' });
      seen.add(a.question_option);
    }
    if (errors.length > 0) throw refusal(errors);

    await tx.query('delete from answers where user_study_id = $1 and question_id = $2', [us.id, question.id]);
    for (const a of given) {
      const widget = question.options.find((o) => o.id === a.question_option)!.widget;
      // Values are stored as text; numbers (a Likert index) and true keep their JSON spelling.
      const value = typeof a.value === 'string' ? a.value : JSON.stringify(a.value);
      await tx.query('insert into answers (user_study_id, question_id, question_option_id, value, widget) values ($1, $2, $3, $4, $5)', [us.id, question.id, a.question_option, value, widget]);
    }
    // Clearing an option clears everything under it (spec 001 §4 widget behaviour).
    const after = { ...flow, answers: given.map((a) => ({ question: a.question, question_option: a.question_option, value: a.value })) };
    const orphaned = question.options.filter((o) => !optionAnswered(after, o)).flatMap((o) => descendantOptionIds(questions, o));
    if (orphaned.length > 0) await tx.query('delete from answers where user_study_id = $1 and question_option_id = any($2::int[])', [us.id, orphaned]);

    const completed = new Set(done.map((p) => p.procedure_id));
    await saveProgress(tx, us.id, progressOf({ procedures: def.procedures, completed, isEligible: us.is_eligible, touched: { id: question.procedure, kind: 'answered' } }));
    const rows = (await participantAnswers(tx, participant.id)).filter((r) => r.user_study_id === us.id);
    return rows.filter((r) => allAnswers || r.question_id === question.id).map((r) => toAnswer(r));
  });
}
