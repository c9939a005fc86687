import { describe, expect, it } from 'vitest';
import type { Question, QuestionOption, Widget } from '@contract/study';
import {
  applyAnswerChange,
  applyAnswerChanges,
  descendantOptionIds,
  exclusiveOptionIds,
  hasRadioSibling,
} from './answer-changes';
import type { StoredAnswer } from './conditions';

const opt = (id: number, widget: Widget, over: Partial<QuestionOption> = {}): QuestionOption => ({
  id,
  widget,
  title: `o${id}`,
  order: id,
  ...over,
});
const questions: Question[] = [
  {
    id: 1,
    title: 'Devices',
    order: 1,
    procedure: 'questionnaire',
    question_type: 'multiple_or_single_radio',
    options: [opt(11, 'radio', { question_ids: [2] }), opt(12, 'radio_with_text'), opt(13, 'option')],
  },
  {
    id: 2,
    title: 'Which pump?',
    order: 1,
    procedure: 'questionnaire',
    question_type: 'single',
    parent_option_id: 11,
    options: [opt(21, 'radio', { question_ids: [3] })],
  },
  {
    id: 3,
    title: 'Since when?',
    order: 1,
    procedure: 'questionnaire',
    question_type: 'single',
    parent_option_id: 21,
    options: [opt(31, 'date')],
  },
  { id: 4, title: 'Other', order: 2, procedure: 'questionnaire', question_type: 'single', options: [opt(41, 'text')] },
];
const a = (question: number, question_option: number, value: StoredAnswer['value'] = 'true'): StoredAnswer => ({
  question,
  question_option,
  value,
});
const options = (list: StoredAnswer[]) => list.map((x) => x.question_option).sort((p, q) => p - q);

describe('widget behaviour (001 §4)', () => {
  it('001 §4 sub-questions: options below an option, at any depth', () => {
    expect(descendantOptionIds(questions, questions[0].options[0]).sort()).toEqual([21, 31]);
    expect(descendantOptionIds(questions, questions[0].options[2])).toEqual([]);
  });

  it.each<[string, StoredAnswer[], StoredAnswer, 'user' | 'click', number[]]>([
    [
      '001 §4 radio: a user selection unselects the other radios of the question and the other options',
      [a(1, 12, 'text'), a(1, 13)],
      a(1, 11),
      'user',
      [11],
    ],
    [
      '001 §4 radio: unselecting a radio clears the answers under it',
      [a(1, 11), a(2, 21), a(3, 31, '2020-01-01'), a(4, 41, 'x')],
      a(1, 12, 'why'),
      'user',
      [12, 41],
    ],
    ['001 §4 radio: a click emission does not unselect', [a(1, 12, 'text')], a(1, 11), 'click', [11, 12]],
    [
      '001 §4 clearing a value clears descendant answers',
      [a(1, 11), a(2, 21), a(3, 31, '2020-01-01')],
      a(1, 11, null),
      'user',
      [],
    ],
    [
      '001 §4 clearing a leaf clears only it',
      [a(1, 11), a(2, 21), a(3, 31, '2020-01-01')],
      a(3, 31, ''),
      'user',
      [11, 21],
    ],
    ['001 §4 a checkbox clears the radios and what is below them', [a(1, 11), a(2, 21)], a(1, 13), 'user', [13]],
    [
      '001 §3 a click on an empty option lets go of the radios, stores nothing',
      [a(1, 11)],
      a(1, 13, null),
      'click',
      [],
    ],
    ['001 §3 a click leaves the other options alone', [a(1, 13), a(4, 41, 'x')], a(1, 13, null), 'click', [13, 41]],
    ['001 §4 a changed value replaces the old one', [a(4, 41, 'old')], a(4, 41, 'new'), 'user', [41]],
    ['001 §8 an unknown option changes nothing', [a(4, 41, 'old')], a(9, 99, 'x'), 'user', [41]],
  ])('%s', (_n, before, change, source, after) => {
    expect(options(applyAnswerChange(questions, before, change, source))).toEqual(after);
  });

  it('001 §4 the new value is kept', () => {
    expect(
      applyAnswerChange(questions, [a(4, 41, 'old')], a(4, 41, 'new')).find((x) => x.question_option === 41)?.value,
    ).toBe('new');
  });

  it('001 §8 a cycle in sub-questions is walked once', () => {
    const cyc: Question[] = [
      {
        id: 7,
        title: 'x',
        order: 1,
        procedure: 'screening',
        question_type: 'single',
        options: [opt(71, 'radio', { question_ids: [8] })],
      },
      {
        id: 8,
        title: 'y',
        order: 1,
        procedure: 'screening',
        question_type: 'single',
        parent_option_id: 71,
        options: [opt(81, 'radio', { question_ids: [7] })],
      },
    ];
    expect(descendantOptionIds(cyc, cyc[0].options[0]).sort()).toEqual([81]);
  });
});

describe('a radio stands alone in its question', () => {
  const insurance = {
    options: [opt(1, 'option'), opt(2, 'option'), opt(3, 'option_with_text'), opt(4, 'radio'), opt(9, 'label')],
  };
  const hospital = { options: [opt(5, 'date_range'), opt(6, 'radio')] };
  const devices = { options: [opt(7, 'radio'), opt(8, 'radio_with_text')] };

  it('a radio is exclusive with every other option but the label', () => {
    expect(exclusiveOptionIds(insurance, 4)).toEqual([1, 2, 3]);
    expect(exclusiveOptionIds(devices, 7)).toEqual([8]);
  });
  it('another option is exclusive with the radios only', () => {
    expect(exclusiveOptionIds(insurance, 2)).toEqual([4]);
    expect(exclusiveOptionIds(hospital, 5)).toEqual([6]);
  });
  it('labels and unknown options are exclusive with nothing', () => {
    expect(exclusiveOptionIds(insurance, 9)).toEqual([]);
    expect(exclusiveOptionIds(insurance, 99)).toEqual([]);
  });
  it('knows which options have a radio sibling', () => {
    expect(hasRadioSibling(hospital, 5)).toBe(true);
    expect(hasRadioSibling({ options: [opt(1, 'text')] }, 1)).toBe(false);
    expect(hasRadioSibling(devices, 7)).toBe(true);
  });
  it('changes apply one after the other', () => {
    const changes = [a(1, 13), a(1, 11)];
    expect(options(applyAnswerChanges(questions, [a(4, 41, 'x')], changes))).toEqual([11, 41]);
  });
});
