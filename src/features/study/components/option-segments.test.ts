import { describe, expect, it } from 'vitest';
import type { QuestionOption, Widget } from '@contract/study-questions';
import { optionSegments } from './option-segments';

const opt = (id: number, widget: Widget, order = id): QuestionOption => ({ id, widget, title: `o${id}`, order });
const shape = (options: QuestionOption[]) =>
  optionSegments({ options }).map((s) => {
    if (s.kind === 'single') return `single:${s.option.id}`;
    return `${s.kind === 'group' ? s.group : 'choices'}:${s.options.map((o) => o.id).join(',')}`;
  });

describe('option segments', () => {
  it('keeps consecutive radios and checkboxes together', () => {
    expect(shape([opt(1, 'option'), opt(2, 'option_with_text'), opt(3, 'radio')])).toEqual(['choices:1,2,3']);
  });
  it('makes one control of a dropdown, autocomplete or multiselect', () => {
    expect(shape([opt(1, 'drop_down'), opt(2, 'drop_down')])).toEqual(['drop_down:1,2']);
    expect(shape([opt(1, 'autocomplete_item'), opt(2, 'autocomplete_text')])).toEqual(['autocomplete:1,2']);
    expect(shape([opt(1, 'multiselect_item'), opt(2, 'multiselect_text'), opt(3, 'radio')])).toEqual([
      'multiselect:1,2',
      'choices:3',
    ]);
  });
  it('gives every other option its own widget, in option order', () => {
    expect(shape([opt(2, 'radio', 2), opt(1, 'date_range', 1)])).toEqual(['single:1', 'choices:2']);
    expect(shape([opt(1, 'numerical'), opt(2, 'numerical_float')])).toEqual(['single:1', 'single:2']);
  });
  it('splits choices around another widget', () => {
    expect(shape([opt(1, 'radio'), opt(2, 'text'), opt(3, 'radio')])).toEqual(['choices:1', 'single:2', 'choices:3']);
  });
});
