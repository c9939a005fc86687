import { describe, expect, it } from 'vitest';
import { WIDGETS, type QuestionOption, type Widget } from '@contract/study-questions';
import { CODECS } from './value-codecs';

describe('value codecs (the engine parses, DECISIONS §10)', () => {
  const option = (widget: Widget, extra: Partial<QuestionOption> = {}): QuestionOption => ({
    id: 1,
    widget,
    title: 'x',
    order: 1,
    ...extra,
  });

  it('text keeps what is typed and clears when blank', () => {
    expect(CODECS.text.serialize('Omni ', option('text'))).toBe('Omni ');
    expect(CODECS.text.serialize('  ', option('text'))).toBeNull();
    expect(CODECS.numerical.parse('7', option('numerical'))).toBe('7');
    expect(CODECS.numerical.parse(null, option('numerical'))).toBe('');
  });

  it('a choice with text: null unchecked, "true" without text, the text as typed (spaces kept)', () => {
    const o = option('radio_with_text');
    expect(CODECS.radio_with_text.serialize({ checked: false, text: 'x' }, o)).toBeNull();
    expect(CODECS.radio_with_text.serialize({ checked: true, text: ' ' }, o)).toBe('true');
    expect(CODECS.radio_with_text.serialize({ checked: true, text: 'Omni pod ' }, o)).toBe('Omni pod ');
    expect(CODECS.radio_with_text.parse('Omni', o)).toEqual({ checked: true, text: 'Omni' });
    expect(CODECS.radio_with_text.parse('true', o)).toEqual({ checked: true, text: '' });
  });

  it('every widget of the contract has its codec; items of a list store "true" when chosen', () => {
    expect(Object.keys(CODECS).sort()).toEqual([...WIDGETS].sort());
    expect(CODECS.drop_down.serialize(true, option('drop_down'))).toBe('true');
    expect(CODECS.autocomplete_item.parse('true', option('autocomplete_item'))).toBe(true);
    expect(CODECS.autocomplete_text.serialize('Tandem', option('autocomplete_text'))).toBe('Tandem');
  });

  it('typed multiselect tags are a JSON list of texts; none clears', () => {
    const o = option('multiselect_text');
    expect(CODECS.multiselect_text.serialize(['Asthma', 'Celiac'], o)).toBe('["Asthma","Celiac"]');
    expect(CODECS.multiselect_text.serialize([], o)).toBeNull();
    expect(CODECS.multiselect_text.parse('["Asthma"]', o)).toEqual(['Asthma']);
    expect(CODECS.multiselect_text.parse(undefined, o)).toEqual([]);
  });

  it('a date range, a matrix and A1C rows are JSON; empty ones clear', () => {
    expect(CODECS.date_range.serialize({ start: '', end: '' }, option('date_range'))).toBeNull();
    expect(CODECS.date_range.parse('oops', option('date_range'))).toEqual({ start: '', end: '' });
    const matrix = option('matrix_scale', { metadata: { rows: ['a', 'b'] } });
    expect(CODECS.matrix_scale.parse(undefined, matrix)).toEqual([false, false]);
    expect(CODECS.matrix_scale.serialize([false, false], matrix)).toBeNull();
    expect(CODECS.a1c_dynamic.parse('not json', option('a1c_dynamic'))).toHaveLength(4);
    expect(CODECS.a1c_dynamic.serialize([{ value: '', date: '' }], option('a1c_dynamic'))).toBeNull();
  });
});
