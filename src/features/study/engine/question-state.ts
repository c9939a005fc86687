import type { Question } from '@contract/study';
import type { ChangeSource } from './answer-changes';
import type { StoredAnswer } from './conditions';
import { optionVerdict } from './option-verdict';
import { isQuestionComplete, optionAnswered, ruleContext, type QuestionFlow } from './visibility';
import { NON_ANSWER_WIDGETS } from './widget-values';

/** What a question emits to its parent (spec 001 §4): validity, warnings, and per-option messages. */
export interface QuestionState {
  /** True when no unfilled required answers remain and no answer is invalid or blocked. */
  valid: boolean;
  hasWarning: boolean;
  errors: Record<number, string[]>;
  warnings: Record<number, string[]>;
  /** Options hint mode highlights (show_hint): those still needing an answer. */
  unfilledOptionIds: number[];
}

/**
 * Judges a question's draft answers: the engine's verdict per answered option (optionVerdict),
 * and completeness by question type including shown sub-questions. Warnings alone never make it
 * invalid.
 */
export function questionState(flow: QuestionFlow, question: Question): QuestionState {
  const errors: Record<number, string[]> = {};
  const warnings: Record<number, string[]> = {};
  // Validators compare with this study's answers (the drafts) as well as other studies', as the
  // server's save does with everything stored: both judge alike.
  const context = ruleContext(flow);
  for (const answer of flow.answers.filter((a) => a.question === question.id)) {
    const option = question.options.find((o) => o.id === answer.question_option);
    if (!option) continue;
    const verdict = optionVerdict(option, answer.value, context);
    if (verdict.errors.length) errors[option.id] = verdict.errors;
    if (verdict.warnings.length) warnings[option.id] = verdict.warnings;
  }
  const complete = isQuestionComplete(flow, question);
  const answerable = question.options.filter((o) => !NON_ANSWER_WIDGETS.includes(o.widget));
  const unanswered = answerable.filter((o) => !optionAnswered(flow, o));
  const needsAll = question.question_type === 'all_required';
  const unfilledOptionIds = complete
    ? []
    : (needsAll || unanswered.length === answerable.length ? unanswered : []).map((o) => o.id);
  return {
    valid: complete && Object.keys(errors).length === 0,
    hasWarning: Object.keys(warnings).length > 0,
    errors,
    warnings,
    unfilledOptionIds,
  };
}

/** What a question emits to the survey screen (spec 001 §4): the drafts, and the engine's verdict on them. */
export interface QuestionEmission {
  /** The top-level question the change belongs to. */
  question: number;
  /** Every draft answer after the change. */
  answers: StoredAnswer[];
  /** No unfilled required answer and no invalid or blocked answer remains. */
  valid: boolean;
  hasWarning: boolean;
  source: ChangeSource;
}

/** The emission of a question with these drafts: its validity and warnings by questionState. */
export function questionEmission(
  flow: QuestionFlow,
  question: Question,
  answers: StoredAnswer[],
  source: ChangeSource,
): QuestionEmission {
  const state = questionState({ ...flow, answers }, question);
  return { question: question.id, answers, valid: state.valid, hasWarning: state.hasWarning, source };
}
