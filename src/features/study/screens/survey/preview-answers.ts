import type { Question } from '@contract/study';
import { visibleAnswers, readableAnswer, readableLineText } from '@engine';
import type { QuestionFlow } from '@engine';

// The rows of the answers preview before submit: each shown question of the procedure with its
// answers in words, and the top-level question a Change link opens (a sub-question is answered on
// its parent's screen).

export interface PreviewRow {
  question: Question;
  /** The question the survey opens to change this answer. */
  opens: number;
  lines: string[];
}

/**
 * The preview's rows of the procedure's shown questions (the engine's shownQuestions, in the order a
 * participant meets them); label-only questions are left out.
 */
export function previewRows(flow: QuestionFlow, shown: readonly Question[]): PreviewRow[] {
  const answers = visibleAnswers(flow);
  const rootOf = (q: Question): number => {
    let current = q;
    for (let depth = 0; current.parent_option_id != null && depth < 20; depth++) {
      const parent = flow.questions.find((p) => p.options.some((o) => o.id === current.parent_option_id));
      if (!parent) break;
      current = parent;
    }
    return current.id;
  };
  return shown
    .filter((q) => !q.options.every((o) => o.widget === 'label'))
    .map((q) => {
      // In the words the participant chose them: the engine's readable answer, as on the documents.
      const lines = readableAnswer(
        q,
        answers.filter((a) => a.question === q.id),
      ).map(readableLineText);
      return { question: q, opens: rootOf(q), lines };
    });
}
