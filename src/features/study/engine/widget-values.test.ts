import { describe, expect, it } from 'vitest';
import type { Widget } from '@contract/study';
import {
  A1C_INITIAL_PAIRS,
  A1C_MAX_PAIRS,
  a1cRowsForEditing,
  canAddA1cRow,
  isAnswered,
  metadataList,
  parseA1c,
  parseDateRange,
  parseLikert,
  parseMatrix,
  parseMultiselect,
  type AnswerText,
  serializeA1c,
  serializeDateRange,
  serializeMatrix,
  serializeMultiselect,
} from './widget-values';

describe('value shapes (001 §3)', () => {
  it('001 §3 date range: JSON with start and end, round trip', () => {
    const text = serializeDateRange({ start: '2024-01-01', end: '2024-02-01' });
    expect(text).toBe('{"start":"2024-01-01","end":"2024-02-01"}');
    expect(parseDateRange(text)).toEqual({ start: '2024-01-01', end: '2024-02-01' });
  });

  it.each<[string, AnswerText]>([
    ['malformed JSON', '{"start":'],
    ['an array', '["2024-01-01"]'],
    ['null', null],
    ['a JSON number', '5'],
  ])('001 §8 date range: malformed stored value (%s) is tolerated', (_n, value) => {
    expect(parseDateRange(value)).toBeNull();
  });

  it('001 §8 date range: missing ends read as empty', () => {
    expect(parseDateRange('{"start":"2024-01-01"}')).toEqual({ start: '2024-01-01', end: '' });
  });

  it('001 §3 multiselect text: JSON text of tags', () => {
    expect(serializeMultiselect(['Pump', 'CGM'])).toBe('["Pump","CGM"]');
    expect(parseMultiselect('["Pump","CGM",""]')).toEqual(['Pump', 'CGM']);
    expect(parseMultiselect('true')).toEqual([]);
    expect(parseMultiselect('not json')).toEqual([]);
    expect(parseMultiselect('{"a":1}')).toEqual([]);
  });

  it('001 §3 matrix: JSON array of per-row values, false = unanswered', () => {
    expect(serializeMatrix([2, false, 'Often'])).toBe('[2,false,"Often"]');
    expect(parseMatrix('[2,false,"Often",null]')).toEqual([2, false, 'Often', false]);
    expect(parseMatrix('[1]', 3)).toEqual([1, false, false]);
    expect(parseMatrix('oops', 2)).toEqual([false, false]);
  });

  it.each<[AnswerText, number | null]>([
    ['3', 3],
    ['0', 0],
    ['2', 2],
    ['-1', null],
    ['1.5', null],
    [' 2', null],
    ['2.0', null],
    ['', null],
    [null, null],
    ['true', null],
  ])('001 §3 likert: numeric index from %s', (value, expected) => {
    expect(parseLikert(value)).toBe(expected);
  });

  it('001 §3 a1c: up to 12 value/date pairs', () => {
    const many = JSON.stringify(
      Array.from({ length: 14 }, (_, i) => ({ value: String(6 + i / 10), date: '2024-01-01' })),
    );
    expect(parseA1c(many)).toHaveLength(A1C_MAX_PAIRS);
    expect(parseA1c('[{"value":6.5,"date":"2024-01-01"},null,{"value":"7"}]')).toEqual([
      { value: '6.5', date: '2024-01-01' },
      { value: '7', date: '' },
    ]);
  });

  it.each([['{broken'], ['{"value":1}'], ['']])(
    '001 §8 a1c: malformed stored JSON %s falls back to empty rows',
    (value) => {
      expect(parseA1c(value)).toEqual([]);
      expect(a1cRowsForEditing(parseA1c(value))).toEqual(Array.from({ length: 4 }, () => ({ value: '', date: '' })));
    },
  );

  it("001 §4 a1c: starts with 4 pairs; 'Add More' up to 12", () => {
    expect(A1C_INITIAL_PAIRS).toBe(4);
    const six = Array.from({ length: 6 }, () => ({ value: '6', date: '2024-01-01' }));
    expect(a1cRowsForEditing(six)).toHaveLength(6);
    expect(canAddA1cRow(a1cRowsForEditing([]))).toBe(true);
    expect(canAddA1cRow(Array.from({ length: 12 }, () => ({ value: '', date: '' })))).toBe(false);
  });

  it('001 §3 a1c: stored form drops empty rows and trims', () => {
    expect(
      serializeA1c([
        { value: ' 6.5 ', date: '2024-01-01' },
        { value: '', date: '' },
      ]),
    ).toBe('[{"value":"6.5","date":"2024-01-01"}]');
  });
});

describe('answered values (001 §3)', () => {
  it.each<[string, Widget, AnswerText, boolean]>([
    ['dropdown true', 'drop_down', 'true', true],
    ['radio empty', 'radio', '', false],
    ['null', 'text', null, false],
    ['blank text', 'text', '  ', false],
    ['text', 'text', 'hello', true],
    ['likert index 0', 'likert_scale', '0', true],
    ['multiselect with tags', 'multiselect_text', '["a"]', true],
    ['multiselect empty', 'multiselect_text', '[]', false],
    ['multiselect item chosen', 'multiselect_item', 'true', true],
    ['a1c complete pair', 'a1c_dynamic', '[{"value":"6","date":"2024-01-01"}]', true],
    ['a1c half pair', 'a1c_dynamic', '[{"value":"6","date":""}]', false],
    ['date range both ends', 'date_range', '{"start":"2024-01-01","end":"2024-01-02"}', true],
    ['date range one end', 'date_range', '{"start":"2024-01-01","end":""}', false],
    ['date range malformed', 'date_range', 'x', false],
    ['matrix all rows', 'matrix_scale', '[1,2]', true],
    ['matrix unanswered row', 'matrix_scale', '[1,false]', false],
    ['matrix empty', 'matrix_scale', '[]', false],
  ])('001 §3 value shapes: %s', (_n, widget, value, expected) => {
    expect(isAnswered(widget, value)).toBe(expected);
  });

  it('001 §3 option metadata: rows, columns and scale as strings', () => {
    expect(metadataList({ metadata: { rows: ['A', 2], scale: 'x' } }, 'rows')).toEqual(['A', '2']);
    expect(metadataList({ metadata: { rows: [{}] } }, 'rows')).toEqual(['']);
    expect(metadataList({ metadata: { scale: 'x' } }, 'scale')).toEqual([]);
    expect(metadataList({ metadata: null }, 'columns')).toEqual([]);
  });
});
