import type { Question, QuestionOption, Widget } from '@contract/study-questions';

// How a question's options become widgets on screen: radios and checkboxes of a question form one
// group (the question's fieldset); the options of a dropdown, an autocomplete or a multiselect form
// one control; every other option is a widget of its own.

export type ChoiceWidget = 'radio' | 'radio_with_text' | 'option' | 'option_with_text';
export type GroupKind = 'drop_down' | 'autocomplete' | 'multiselect';
/** The widgets that share one control with the other options of their kind in a question. */
export type GroupWidget =
  'drop_down' | 'autocomplete_item' | 'autocomplete_text' | 'multiselect_item' | 'multiselect_text';

export type Segment =
  | { kind: 'choices'; options: QuestionOption[] }
  | { kind: 'group'; group: GroupKind; options: QuestionOption[] }
  | { kind: 'single'; option: QuestionOption };

export const CHOICE_WIDGETS: readonly Widget[] = ['radio', 'radio_with_text', 'option', 'option_with_text'];

const GROUP_OF: Partial<Record<Widget, GroupKind>> & Record<GroupWidget, GroupKind> = {
  drop_down: 'drop_down',
  autocomplete_item: 'autocomplete',
  autocomplete_text: 'autocomplete',
  multiselect_item: 'multiselect',
  multiselect_text: 'multiselect',
};

export function groupOf(widget: Widget): GroupKind | undefined {
  return GROUP_OF[widget];
}

const byOrder = (a: QuestionOption, b: QuestionOption) => a.order - b.order || a.id - b.id;

/** The question's options in order, as segments: consecutive choices together, each group once. */
export function optionSegments(question: Pick<Question, 'options'>): Segment[] {
  const segments: Segment[] = [];
  const groups = new Map<GroupKind, Segment & { kind: 'group' }>();
  for (const option of [...question.options].sort(byOrder)) {
    const group = groupOf(option.widget);
    const last = segments[segments.length - 1];
    if (group) {
      const existing = groups.get(group);
      if (existing) existing.options.push(option);
      else {
        const segment = { kind: 'group' as const, group, options: [option] };
        groups.set(group, segment);
        segments.push(segment);
      }
    } else if (CHOICE_WIDGETS.includes(option.widget)) {
      if (last?.kind === 'choices') last.options.push(option);
      else segments.push({ kind: 'choices', options: [option] });
    } else segments.push({ kind: 'single', option });
  }
  return segments;
}
