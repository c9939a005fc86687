import type { AnswerInput, AnswerSaveErrors, ProcedureId, Question } from '@contract/study';
import { answerSaveErrors } from './answer-validation';
import { REFUSAL_ENGLISH, REFUSAL_TEXT } from './engine-texts';
import { isPresent, type StoredAnswer } from './conditions';
import { isQuestionShown, ruleContext, type QuestionFlow } from './visibility';

// An answer counts only while its question is shown (spec 001 §4 question visibility): hidden by
// no rule, and for a sub-question, under an option that is chosen. Answers to hidden questions are
// refused on save; answers whose question a change hides are removed with that change; documents
// and rules never see them.

/** The refusal's English words; a save writes REFUSAL_TEXT.hiddenQuestion, in the reader's language. */
export const HIDDEN_QUESTION_MESSAGE = REFUSAL_ENGLISH.hiddenQuestion;

function questionOf(flow: QuestionFlow, id: number): Question | undefined {
  return flow.questions.find((q) => q.id === id);
}

/** Questions holding answers although they are not shown now (procedures listed in `final` are left alone). */
function hiddenAnsweredQuestions(flow: QuestionFlow, final: ReadonlySet<ProcedureId>): Set<number> {
  const hidden = new Set<number>();
  for (const id of new Set(flow.answers.map((a) => a.question))) {
    const question = questionOf(flow, id);
    if (question && !final.has(question.procedure) && !isQuestionShown(flow, question)) hidden.add(id);
  }
  return hidden;
}

/**
 * The answers of the flow whose questions are hidden, to be removed. Answers of submitted
 * procedures (`final`) are never touched: a submitted procedure is final. Removing one hidden
 * answer can show another question again (a rule reading it), so each round removes only the
 * answers of questions that stay hidden once every other hidden answer is gone, until none is left.
 */
export function hiddenAnswers(flow: QuestionFlow, final: ReadonlySet<ProcedureId> = new Set()): StoredAnswer[] {
  let answers = [...flow.answers];
  const removed: StoredAnswer[] = [];
  for (let round = 0; round < 100; round += 1) {
    const hidden = hiddenAnsweredQuestions({ ...flow, answers }, final);
    if (hidden.size === 0) break;
    const staysHidden = [...hidden].filter((id) => {
      const alone = answers.filter((a) => a.question === id || !hidden.has(a.question));
      return !isQuestionShown({ ...flow, answers: alone }, questionOf(flow, id)!);
    });
    // Questions that hide each other: none stays hidden alone, so all of them go.
    const drop = new Set(staysHidden.length > 0 ? staysHidden : hidden);
    removed.push(...answers.filter((a) => drop.has(a.question)));
    answers = answers.filter((a) => !drop.has(a.question));
  }
  return removed;
}

/** The answers a participant is shown (and a document prints): the flow's answers without the hidden ones. */
export function visibleAnswers(flow: QuestionFlow): StoredAnswer[] {
  const hidden = new Set(hiddenAnswers(flow));
  return flow.answers.filter((a) => !hidden.has(a));
}

export interface AnswerSavePlan {
  /** Refusals in the answer-save format (DECISIONS §4); nothing is written when there are any. */
  errors: AnswerSaveErrors;
  /** The question's answers to store in place of its old ones (empty values clear, so they are left out). */
  answers: AnswerInput[];
  /** Other answers of the user study that the change hides: they are removed with it. */
  removed: StoredAnswer[];
}

/**
 * What saving the answers of one question does (spec 001 §7): refused when the question is not
 * shown, or when an answer is refused (answerSaveErrors); otherwise the question's answers are
 * replaced and the answers the change hides go (clearing an option clears everything under it).
 * `final` names the procedures already submitted.
 */
export function planAnswerSave(
  flow: QuestionFlow,
  question: Question,
  inputs: readonly AnswerInput[],
  final: ReadonlySet<ProcedureId> = new Set(),
): AnswerSavePlan {
  const given = inputs.filter((a) => isPresent(a.value));
  const others = flow.answers.filter((a) => a.question !== question.id);
  if (given.length > 0 && !isQuestionShown({ ...flow, answers: others }, question)) {
    return {
      errors: [{ question: question.id, question_option: null, error_message: REFUSAL_TEXT.hiddenQuestion }],
      answers: [],
      removed: [],
    };
  }
  const errors = answerSaveErrors(question, inputs, ruleContext(flow));
  if (errors.length > 0) return { errors, answers: [], removed: [] };
  const after = { ...flow, answers: [...others, ...given] };
  return { errors: [], answers: given, removed: hiddenAnswers(after, final).filter((a) => a.question !== question.id) };
}
