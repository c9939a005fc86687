import type { ProcedureId } from '@contract/study';
import { orderedQuestions, type QuestionFlow } from '@engine';
import { activeQuestionView } from '@engine/screen';
import { SURVEY_TEXT as T } from './survey-texts';

/** A question title longer than this is cut in the tab's title (the page's h1 keeps it whole). */
const TAB_QUESTION_MAX = 80;

const cut = (text: string) =>
  text.length > TAB_QUESTION_MAX ? `${text.slice(0, TAB_QUESTION_MAX - 1).trimEnd()}…` : text;

/**
 * The browser tab's title of a survey step (WCAG 2.4.2): the step and the study, and on a question
 * its position and title before them, so that each question's page is named for itself.
 */
export function surveyTabTitle(
  study: string | undefined,
  step: { id: ProcedureId; title: string } | null,
  flow: QuestionFlow | null,
  questionId: number | null,
): string | undefined {
  if (!study || !step) return study;
  const ordered = flow && questionId != null ? orderedQuestions(flow, step.id) : [];
  const question = ordered.find((q) => q.id === questionId);
  if (!question) return T.stepTab(step.title, study);
  const view = activeQuestionView(
    ordered.map((q) => q.id),
    question.id,
  );
  const position = T.progressOf(view.numberOfCurrentQuestion, view.total);
  const title = question.title?.trim();
  return title
    ? T.questionTab(position, cut(title), step.title, study)
    : T.stepTab(position, T.stepTab(step.title, study));
}
