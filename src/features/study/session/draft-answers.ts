import type { AnswerInput, Question } from '@contract/study-questions';
import type { StoredAnswer } from '@engine';
import { isQuestionShown, subQuestionsOf, type QuestionFlow } from '@engine';

// Plain helpers of the study session's drafts: which questions a change touched, the answers of
// one question as the save body, the tree a top question saves, and merging the server's answer.

export const toInput = (a: StoredAnswer): AnswerInput => ({
  question: a.question,
  question_option: a.question_option,
  value: a.value as AnswerInput['value'],
});

export function answersOfQuestion(answers: readonly StoredAnswer[], questionId: number): AnswerInput[] {
  return answers.filter((a) => a.question === questionId).map(toInput);
}

const key = (answers: readonly AnswerInput[]) =>
  JSON.stringify([...answers].sort((a, b) => a.question_option - b.question_option));

/** Questions whose answers differ between two draft lists. */
export function changedQuestions(before: readonly StoredAnswer[], after: readonly StoredAnswer[]): number[] {
  const ids = new Set([...before, ...after].map((a) => a.question));
  return [...ids].filter((id) => key(answersOfQuestion(before, id)) !== key(answersOfQuestion(after, id)));
}

/** The top question, then every shown sub-question under its answered options, parents first. */
export function questionTree(flow: QuestionFlow, top: Question): Question[] {
  const out: Question[] = [];
  const visit = (q: Question, depth: number) => {
    if (out.includes(q) || depth > 20) return;
    out.push(q);
    for (const option of q.options)
      for (const sub of subQuestionsOf(flow, option)) if (isQuestionShown(flow, sub)) visit(sub, depth + 1);
  };
  visit(top, 0);
  return out;
}

/** Every question's own drafts, but the server's answers for questions with nothing unsaved. */
export function mergeStored(
  drafts: readonly StoredAnswer[],
  stored: readonly StoredAnswer[],
  unsaved: ReadonlySet<number>,
): StoredAnswer[] {
  return [...stored.filter((a) => !unsaved.has(a.question)), ...drafts.filter((a) => unsaved.has(a.question))];
}

/** Drafts with one question's answers replaced (restoring a kept draft). */
export function replaceQuestion(
  answers: readonly StoredAnswer[],
  questionId: number,
  given: readonly AnswerInput[],
): StoredAnswer[] {
  return [...answers.filter((a) => a.question !== questionId), ...given];
}
