import type { ProcedureId, Question, QuestionOption, QuestionRule } from '@contract/study';
import { evaluateConditions, type ConditionContext, type StoredAnswer } from './conditions';
import { isAnswered, NON_ANSWER_WIDGETS, RADIO_WIDGETS } from './widget-values';

/** What the question logic reads: the study's questions and rules, this user study's answers. */
export interface QuestionFlow {
  questions: readonly Question[];
  rules: readonly QuestionRule[];
  answers: readonly StoredAnswer[];
  /** `now`, the participant, and stored answers of other studies. */
  context: ConditionContext;
}

// A flow is one immutable snapshot (definition + answers after one change). What is derived from
// it is kept per snapshot, so visibility is computed once per change however many screen functions
// ask (progress, the list, the question tree, navigation), and rules are indexed once per definition.
const contexts = new WeakMap<QuestionFlow, ConditionContext>();
const visibleByRules = new WeakMap<QuestionFlow, Map<number, boolean>>();
const rulesByQuestion = new WeakMap<readonly QuestionRule[], Map<number, QuestionRule[]>>();
const parentByOption = new WeakMap<readonly Question[], Map<number, Question>>();
const subQuestionIndex = new WeakMap<readonly Question[], Map<number, Question[]>>();
const answersByOption = new WeakMap<QuestionFlow, Map<number, StoredAnswer[]>>();
const completeCache = new WeakMap<QuestionFlow, Map<number, boolean>>();
const answeredCache = new WeakMap<QuestionFlow, Map<number, boolean>>();
const orderedCache = new WeakMap<QuestionFlow, Map<ProcedureId, readonly Question[]>>();

/** A per-snapshot memo of `compute` for one question or option id. */
function memo<K extends object>(store: WeakMap<K, Map<number, boolean>>, key: K, id: number, compute: () => boolean) {
  let cache = store.get(key);
  if (!cache) store.set(key, (cache = new Map()));
  let value = cache.get(id);
  if (value === undefined) {
    value = compute();
    cache.set(id, value);
  }
  return value;
}

/** Rules read this user study's answers as well as answers stored elsewhere. */
export function ruleContext(flow: QuestionFlow): ConditionContext {
  let context = contexts.get(flow);
  if (!context) {
    context = { ...flow.context, storedAnswers: [...flow.answers, ...(flow.context.storedAnswers ?? [])] };
    contexts.set(flow, context);
  }
  return context;
}

function rulesOf(rules: readonly QuestionRule[], questionId: number): readonly QuestionRule[] {
  let index = rulesByQuestion.get(rules);
  if (!index) {
    index = new Map();
    for (const rule of rules) index.set(rule.question, [...(index.get(rule.question) ?? []), rule]);
    rulesByQuestion.set(rules, index);
  }
  return index.get(questionId) ?? [];
}

/** isVisibleByRules for this snapshot, computed once per question. */
export function shownByRules(flow: QuestionFlow, question: Question): boolean {
  let cache = visibleByRules.get(flow);
  if (!cache) {
    cache = new Map();
    visibleByRules.set(flow, cache);
  }
  let shown = cache.get(question.id);
  if (shown === undefined) {
    shown = isVisibleByRules(question, flow.rules, ruleContext(flow));
    cache.set(question.id, shown);
  }
  return shown;
}

/**
 * Question rules (spec 001 §4): if any rule on the question has action show, the question is
 * hidden by default and shown when a show rule matches; otherwise a matching rule hides it. A
 * matching hide rule wins over a show rule. Without rules, `visible_by_default` decides.
 */
export function isVisibleByRules(
  question: Pick<Question, 'id' | 'visible_by_default'>,
  rules: readonly QuestionRule[],
  context: ConditionContext,
): boolean {
  const own = rulesOf(rules, question.id);
  if (own.length === 0) return question.visible_by_default ?? true;
  const matches = (r: QuestionRule) => evaluateConditions(r.conditions, context);
  const hidden = own.some((r) => r.rule_action === 'hide' && matches(r));
  if (own.some((r) => r.rule_action === 'show'))
    return !hidden && own.some((r) => r.rule_action === 'show' && matches(r));
  return !hidden;
}

export function optionAnswered(flow: QuestionFlow, option: QuestionOption): boolean {
  let index = answersByOption.get(flow);
  if (!index) {
    index = new Map();
    for (const a of flow.answers) index.set(a.question_option, [...(index.get(a.question_option) ?? []), a]);
    answersByOption.set(flow, index);
  }
  return (index.get(option.id) ?? []).some((a) => isAnswered(option.widget, a.value));
}

/** The option a sub-question hangs under, with the question owning it. */
export function parentOf(
  flow: QuestionFlow,
  question: Question,
): { question: Question; option: QuestionOption } | null {
  if (question.parent_option_id == null) return null;
  let index = parentByOption.get(flow.questions);
  if (!index) {
    index = new Map();
    for (const q of flow.questions) for (const o of q.options) if (!index.has(o.id)) index.set(o.id, q);
    parentByOption.set(flow.questions, index);
  }
  const owner = index.get(question.parent_option_id);
  const option = owner?.options.find((o) => o.id === question.parent_option_id);
  return owner && option ? { question: owner, option } : null;
}

/** Sub-questions under an option: named by `question_ids` or pointing back by `parent_option_id`. */
export function subQuestionsOf(flow: QuestionFlow, option: QuestionOption): Question[] {
  // Indexed once per definition: which questions point back to an option.
  let index = subQuestionIndex.get(flow.questions);
  if (!index) {
    index = new Map();
    for (const q of flow.questions)
      if (q.parent_option_id != null) index.set(q.parent_option_id, [...(index.get(q.parent_option_id) ?? []), q]);
    subQuestionIndex.set(flow.questions, index);
  }
  const named = option.question_ids?.length ? flow.questions.filter((q) => option.question_ids!.includes(q.id)) : [];
  const pointing = index.get(option.id) ?? [];
  return [...new Set([...named, ...pointing])].sort(byOrder);
}

export function byOrder(a: Pick<Question, 'order' | 'id'>, b: Pick<Question, 'order' | 'id'>): number {
  return a.order - b.order || a.id - b.id;
}

/** Shown: its rules allow it and, for a sub-question, its parent is shown and the parent option answered. */
export function isQuestionShown(
  flow: QuestionFlow,
  question: Question,
  seen: ReadonlySet<number> = new Set(),
): boolean {
  if (!shownByRules(flow, question)) return false;
  const parent = parentOf(flow, question);
  if (!parent) return true;
  if (seen.has(parent.question.id)) return false;
  return optionAnswered(flow, parent.option) && isQuestionShown(flow, parent.question, new Set([...seen, question.id]));
}

/**
 * Whether the question's own options hold an answer its type accepts: single and multiple need
 * one; all_required needs every option; the *_or_single_radio types need one radio, or every
 * other option (all_*) or at least one (multiple_*). Labels never need an answer.
 */
export function isQuestionAnswered(flow: QuestionFlow, question: Question): boolean {
  return memo(answeredCache, flow, question.id, () => questionAnswered(flow, question));
}

function questionAnswered(flow: QuestionFlow, question: Question): boolean {
  const answerable = question.options.filter((o) => !NON_ANSWER_WIDGETS.includes(o.widget));
  if (answerable.length === 0) return true;
  const answered = answerable.filter((o) => optionAnswered(flow, o));
  const radios = answered.filter((o) => RADIO_WIDGETS.includes(o.widget));
  const others = answerable.filter((o) => !RADIO_WIDGETS.includes(o.widget));
  switch (question.question_type) {
    case 'all_required':
      return answered.length === answerable.length;
    case 'all_or_single_radio':
    case 'all_mixed_or_single_radio':
      return radios.length > 0 || (others.length > 0 && others.every((o) => answered.includes(o)));
    default:
      return answered.length > 0;
  }
}

/** Answered, and every shown sub-question under its answered options complete too. */
export function isQuestionComplete(flow: QuestionFlow, question: Question, depth = 0): boolean {
  return memo(completeCache, flow, question.id, () => questionComplete(flow, question, depth));
}

function questionComplete(flow: QuestionFlow, question: Question, depth: number): boolean {
  if (!isQuestionAnswered(flow, question)) return false;
  if (depth > 20) return true;
  return question.options
    .filter((o) => optionAnswered(flow, o))
    .every((o) =>
      subQuestionsOf(flow, o).every((sub) => !shownByRules(flow, sub) || isQuestionComplete(flow, sub, depth + 1)),
    );
}

/**
 * The top-level questions of a procedure a participant sees, in order. One array per snapshot and
 * procedure: progress, the list, navigation and the screen all read the same one (never mutate it).
 */
export function orderedQuestions(flow: QuestionFlow, procedure: ProcedureId): readonly Question[] {
  let byProcedure = orderedCache.get(flow);
  if (!byProcedure) orderedCache.set(flow, (byProcedure = new Map()));
  let ordered = byProcedure.get(procedure);
  if (!ordered) {
    ordered = flow.questions
      .filter((q) => q.procedure === procedure && q.parent_option_id == null && isQuestionShown(flow, q))
      .sort(byOrder);
    byProcedure.set(procedure, ordered);
  }
  return ordered;
}

/** A question is disabled until the one before it has answers (spec 001 §4). */
export function isQuestionDisabled(flow: QuestionFlow, ordered: readonly Question[], index: number): boolean {
  return index > 0 && !isQuestionAnswered(flow, ordered[index - 1]);
}
