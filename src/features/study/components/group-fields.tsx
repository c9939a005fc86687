import { useState } from 'react';
import type { QuestionOption } from '@contract/study-questions';
import type { ChoiceItem, WidgetEmission } from '@/shared/widgets/types';
import type { AnswerChange } from '@engine/screen';
import { isOptionOfQuestion, isPresent } from '@engine';
import { canAddMultiselectTag, matchAutocomplete, multiselectSuggestions } from '@engine/screen';
import { InLang } from './content-lang';
import { CHOSEN, CODECS } from './value-codecs';
import { answerOf, baseProps, type QuestionScope } from './field-context';
import { renderWidget } from './single-option-field';

// One control for several options of a question: a dropdown, an autocomplete, a multiselect. The
// widget speaks of items and text; here they become answers on the question's options.

interface GroupProps {
  scope: QuestionScope;
  options: QuestionOption[];
}

const items = (options: readonly QuestionOption[], widget: string): ChoiceItem[] =>
  options.filter((o) => o.widget === widget).map((o) => ({ id: o.id, title: o.title ?? '' }));

const norm = (s: string) => s.trim().toLowerCase();

/** Every option of the group gets its new value (null clears), clearing first so that sub-answers go. */
function groupChanges(
  scope: QuestionScope,
  options: readonly QuestionOption[],
  values: Map<number, AnswerChange['value']>,
) {
  const question = scope.question.id;
  const changes = options.map((o) => ({ question, question_option: o.id, value: values.get(o.id) ?? null }));
  return [...changes.filter((c) => c.value === null), ...changes.filter((c) => c.value !== null)];
}

/** The question's title names the control; the question's legend shows it, unless the control's label does. */
function groupBase(scope: QuestionScope, options: QuestionOption[]) {
  const title = scope.question.title ?? '';
  const label = title ? <InLang of={scope.question}>{title}</InLang> : '';
  return { ...baseProps(scope, options), label, hideLabel: !!title && !scope.titleOnControl };
}

export function DropdownField({ scope, options }: GroupProps) {
  const { question, flow } = scope;
  const selected = options.find((o) => isPresent(answerOf(flow.answers, question.id, o.id)))?.id ?? null;
  return renderWidget('drop_down', {
    ...groupBase(scope, options),
    items: items(options, 'drop_down'),
    value: selected,
    judge: (id) => ({
      valid: id === null || isOptionOfQuestion(question, { question: question.id, question_option: Number(id) }),
    }),
    onChange: (e) => scope.edit(groupChanges(scope, options, new Map([[Number(e.value), CHOSEN]])), e.source),
  });
}

export function AutocompleteField({ scope, options }: GroupProps) {
  const { question, flow } = scope;
  const answered = options.find((o) => isPresent(answerOf(flow.answers, question.id, o.id)));
  const stored = answered ? answerOf(flow.answers, question.id, answered.id) : undefined;
  const derived = !answered ? '' : answered.widget === 'autocomplete_text' ? String(stored) : (answered.title ?? '');
  // The text as typed: kept while it says the same as the answers (case, spaces) or matches nothing.
  const [typed, setTyped] = useState<{ text: string; message?: string } | null>(null);
  const keep = typed && (typed.message || norm(typed.text) === norm(derived));
  const judge = (text: string) => {
    if (text.trim() === '') return { valid: true };
    const match = matchAutocomplete(question, text);
    return 'valid' in match ? { valid: false, message: match.message } : { valid: true };
  };
  const onChange = (e: WidgetEmission<string>) => {
    const match = e.value.trim() === '' ? null : matchAutocomplete(question, e.value);
    const answer = match && 'question_option' in match ? match : null;
    setTyped({ text: e.value, message: match && !answer ? e.message : undefined });
    const values = new Map(answer ? [[answer.question_option, answer.value]] : []);
    scope.edit(groupChanges(scope, options, values), e.source);
  };
  const base = groupBase(scope, options);
  return renderWidget('autocomplete_item', {
    ...base,
    error: [...base.error, ...(keep && typed?.message ? [typed.message] : [])],
    items: items(options, 'autocomplete_item'),
    value: keep ? typed.text : derived,
    judge,
    onChange,
  });
}

export function MultiselectField({ scope, options }: GroupProps) {
  const { question, flow } = scope;
  const itemOptions = options.filter((o) => o.widget === 'multiselect_item');
  const textOption = options.find((o) => o.widget === 'multiselect_text');
  const chosen = itemOptions
    .filter((o) => isPresent(answerOf(flow.answers, question.id, o.id)))
    .map((o) => o.title ?? '');
  const free = textOption
    ? CODECS.multiselect_text.parse(answerOf(flow.answers, question.id, textOption.id), textOption)
    : [];
  const tags = [...chosen, ...free];
  const onChange = (e: WidgetEmission<string[]>) => {
    const values = new Map<number, AnswerChange['value']>();
    const typed: string[] = [];
    for (const tag of e.value) {
      const item = itemOptions.find((o) => norm(o.title ?? '') === norm(tag));
      if (item) values.set(item.id, CHOSEN);
      else typed.push(tag);
    }
    if (textOption && typed.length) values.set(textOption.id, CODECS.multiselect_text.serialize(typed, textOption));
    scope.edit(groupChanges(scope, options, values), e.source);
  };
  return renderWidget('multiselect_item', {
    ...groupBase(scope, options),
    items: items(options, 'multiselect_item'),
    value: tags,
    suggest: (query, current) =>
      multiselectSuggestions(itemOptions, query, current).map((o) => ({ id: o.id, title: o.title ?? '' })),
    canAdd: textOption ? (text, current) => canAddMultiselectTag(text, current, options) : undefined,
    judge: (list) => ({ valid: list.length > 0 }),
    onChange,
  });
}
