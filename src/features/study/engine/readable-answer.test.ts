import { describe, expect, it } from 'vitest';
import { WIDGETS, type QuestionOption, type Widget } from '@contract/study';
import { readableAnswer, readableDay, readableLineText, readableMonth, type ReadableLine } from './index';

// Each widget's stored value read back as the participant chose it (one test per widget of the
// contract's list, with the exact lines).

const option = (
  id: number,
  widget: Widget,
  title: string | null,
  extra: Partial<QuestionOption> = {},
): QuestionOption => ({
  id,
  widget,
  title,
  order: id,
  ...extra,
});

/** The lines of a question made of `options` with `values` stored by option id. */
function read(options: QuestionOption[], values: Record<number, string>): ReadableLine[] {
  return readableAnswer(
    { options },
    Object.entries(values).map(([id, value]) => ({ question_option: Number(id), value })),
  );
}

const CASES: Record<Widget, () => void> = {
  a1c_dynamic: () => {
    const pairs = JSON.stringify([
      { value: '7.1', date: '2025-06-10' },
      { value: '6.9', date: '2025-12-01' },
    ]);
    expect(read([option(1, 'a1c_dynamic', 'A1c and date of the test')], { 1: pairs })).toEqual([
      { label: 'A1c and date of the test', values: ['7.1% on 06/10/2025', '6.9% on 12/01/2025'] },
    ]);
    const mmol = option(1, 'a1c_dynamic', 'A1c', { metadata: { unit: 'mmol_mol' } });
    expect(read([mmol], { 1: JSON.stringify([{ value: '53', date: '2026-08-14' }]) })).toEqual([
      { label: 'A1c', values: ['53 mmol/mol on 08/14/2026'] },
    ]);
  },
  autocomplete_item: () => {
    const options = [option(1, 'autocomplete_item', 'Dexcom G7'), option(2, 'autocomplete_text', 'Other CGM')];
    expect(read(options, { 1: 'true' })).toEqual([{ label: null, values: ['Dexcom G7'] }]);
  },
  autocomplete_text: () => {
    const options = [option(1, 'autocomplete_item', 'Dexcom G7'), option(2, 'autocomplete_text', 'Other CGM')];
    expect(read(options, { 2: 'Eversense' })).toEqual([{ label: 'Other CGM', values: ['Eversense'] }]);
  },
  multiselect_item: () => {
    const options = [
      option(1, 'multiselect_item', 'Celiac disease'),
      option(2, 'multiselect_item', 'Hypothyroidism'),
      option(3, 'multiselect_item', 'Anxiety'),
    ];
    expect(read(options, { 1: 'true', 3: 'true' })).toEqual([{ label: null, values: ['Celiac disease', 'Anxiety'] }]);
  },
  multiselect_text: () => {
    const options = [
      option(1, 'multiselect_item', 'Celiac disease'),
      option(2, 'multiselect_text', 'Other conditions'),
      option(3, 'radio', 'None of these'),
    ];
    expect(read(options, { 1: 'true', 2: '["Asthma","Migraine"]' })).toEqual([
      { label: null, values: ['Celiac disease', 'Asthma', 'Migraine'] },
    ]);
    expect(readableLineText(read(options, { 2: '["Asthma","Migraine"]' })[0])).toBe('Asthma, Migraine');
  },
  date: () => {
    expect(read([option(1, 'date', 'Date of the visit')], { 1: '2026-08-14' })).toEqual([
      { label: 'Date of the visit', values: ['08/14/2026'] },
    ]);
  },
  date_range: () => {
    expect(
      read([option(1, 'date_range', 'Dates of the stay')], { 1: '{"start":"2026-01-03","end":"2026-01-09"}' }),
    ).toEqual([{ label: 'Dates of the stay', values: ['01/03/2026 – 01/09/2026'] }]);
  },
  drop_down: () => {
    const options = [option(1, 'drop_down', 'Tandem t:slim X2'), option(2, 'drop_down', 'Omnipod 5')];
    expect(read(options, { 2: 'true' })).toEqual([{ label: null, values: ['Omnipod 5'] }]);
  },
  numerical_float: () => {
    expect(read([option(1, 'numerical_float', 'Weight (pounds)')], { 1: '160.5' })).toEqual([
      { label: 'Weight (pounds)', values: ['160.5'] },
    ]);
  },
  label: () => {
    expect(read([option(1, 'label', 'The next questions are about insulin.')], { 1: 'true' })).toEqual([]);
  },
  likert_scale: () => {
    const scale = ['Never', 'Once or twice', 'Weekly', 'Several times a week', 'Daily'];
    const likert = option(1, 'likert_scale', 'Frequency', { metadata: { scale } });
    expect(read([likert], { 1: '1' })).toEqual([{ label: 'Frequency', values: ['Once or twice'] }]);
    expect(readableLineText(read([likert], { 1: '0' })[0])).toBe('Frequency: Never');
  },
  matrix_scale: () => {
    const matrix = option(1, 'matrix_scale', 'Statements', {
      metadata: {
        rows: ['I feel confident', 'Low blood sugar at night worries me', 'Devices are easy to use'],
        columns: ['Disagree', 'Neutral', 'Agree'],
      },
    });
    expect(read([matrix], { 1: '["Agree","Neutral",0]' })).toEqual([
      { label: 'I feel confident', values: ['Agree'] },
      { label: 'Low blood sugar at night worries me', values: ['Neutral'] },
      { label: 'Devices are easy to use', values: ['Disagree'] },
    ]);
    // Translated (the study call's column_labels): the stored English column is read in Spanish.
    const spanish = option(1, 'matrix_scale', 'Frases', {
      metadata: {
        rows: ['Me siento seguro(a)'],
        columns: ['Disagree', 'Neutral', 'Agree'],
        column_labels: ['En desacuerdo', 'Neutral', 'De acuerdo'],
      },
    });
    expect(read([spanish], { 1: '["Agree"]' })).toEqual([{ label: 'Me siento seguro(a)', values: ['De acuerdo'] }]);
  },
  numerical: () => {
    const options = [option(1, 'numerical', 'Height (inches)'), option(2, 'numerical_float', 'Weight (pounds)')];
    expect(read(options, { 1: '68', 2: '160.5' }).map(readableLineText)).toEqual([
      'Height (inches): 68',
      'Weight (pounds): 160.5',
    ]);
  },
  option: () => {
    const options = [option(1, 'option', 'Private insurance'), option(2, 'option', 'Medicare')];
    expect(read(options, { 1: 'true', 2: 'true' })).toEqual([
      { label: null, values: ['Private insurance'] },
      { label: null, values: ['Medicare'] },
    ]);
  },
  option_with_text: () => {
    const options = [option(1, 'option', 'Medicare'), option(2, 'option_with_text', 'Other (please specify)')];
    expect(read(options, { 1: 'true', 2: 'Tricare' }).map(readableLineText)).toEqual([
      'Medicare',
      'Other (please specify): Tricare',
    ]);
    expect(read(options, { 2: 'true' })).toEqual([{ label: null, values: ['Other (please specify)'] }]);
  },
  radio: () => {
    const options = [option(1, 'radio', 'Yes'), option(2, 'radio', 'No')];
    expect(read(options, { 2: 'true' })).toEqual([{ label: null, values: ['No'] }]);
  },
  radio_with_text: () => {
    const options = [option(1, 'radio', 'Pump'), option(2, 'radio_with_text', 'Other')];
    expect(read(options, { 2: 'Inhaled insulin' })).toEqual([{ label: 'Other', values: ['Inhaled insulin'] }]);
  },
  date_short: () => {
    expect(read([option(1, 'date_short', 'Month and year')], { 1: '2024-03' })).toEqual([
      { label: 'Month and year', values: ['03/2024'] },
    ]);
  },
  text: () => {
    expect(read([option(1, 'text', 'Your answer')], { 1: ' Nothing else, thank you. ' })).toEqual([
      { label: 'Your answer', values: ['Nothing else, thank you.'] },
    ]);
  },
  zip_code: () => {
    expect(read([option(1, 'zip_code', 'Zip code')], { 1: '02139' })).toEqual([
      { label: 'Zip code', values: ['02139'] },
    ]);
  },
};

describe('readableAnswer: each widget reads as it was chosen', () => {
  it('covers every widget of the contract', () => {
    expect(Object.keys(CASES).sort()).toEqual([...WIDGETS].sort());
  });

  it.each([...WIDGETS])('%s', (widget) => CASES[widget]());
});

describe('readableAnswer: what is left out or kept as stored', () => {
  it('orders lines by the options, not by the answers', () => {
    const options = [option(2, 'option', 'B'), option(1, 'option', 'A')];
    expect(read(options, { 2: 'true', 1: 'true' }).map(readableLineText)).toEqual(['A', 'B']);
  });

  it('leaves out empty values, unanswered matrix rows and answers naming another question’s option', () => {
    const matrix = option(1, 'matrix_scale', 'M', { metadata: { rows: ['R1', 'R2'], columns: ['No', 'Yes'] } });
    expect(read([matrix], { 1: '["Yes",false]', 9: 'true' })).toEqual([{ label: 'R1', values: ['Yes'] }]);
    expect(read([option(1, 'text', 'T')], { 1: '  ' })).toEqual([]);
  });

  it('keeps values it cannot read as stored (a malformed date, a Likert index past the scale)', () => {
    expect(read([option(1, 'date', 'D')], { 1: '14/08/2026' })).toEqual([{ label: 'D', values: ['14/08/2026'] }]);
    const likert = option(1, 'likert_scale', 'L', { metadata: { scale: ['No', 'Yes'] } });
    expect(read([likert], { 1: '7' })).toEqual([{ label: 'L', values: ['7'] }]);
    expect(read([option(1, 'a1c_dynamic', 'A')], { 1: '{oops' })).toEqual([]);
  });

  it('an option without a title has no label', () => {
    expect(read([option(1, 'numerical', null)], { 1: '3' })).toEqual([{ label: null, values: ['3'] }]);
  });

  it('dates: MM/DD/YYYY and MM/YYYY, other text unchanged', () => {
    expect(readableDay('2026-08-14')).toBe('08/14/2026');
    expect(readableDay('2026-02-30')).toBe('2026-02-30');
    expect(readableMonth('2026-08')).toBe('08/2026');
    expect(readableMonth('08/2026')).toBe('08/2026');
  });
});
