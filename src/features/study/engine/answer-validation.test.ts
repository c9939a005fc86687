import { describe, expect, it } from 'vitest';
import type { AnswerInput, Question } from '@contract/study';
import {
  answerSaveErrors,
  DUPLICATE_OPTION_MESSAGE,
  ONE_CHOICE_MESSAGE,
  UNKNOWN_OPTION_MESSAGE,
} from './answer-validation';

// The answer save check both sides run (DECISIONS §4: 400 [{question, question_option, error_message}]).

const now = new Date('2026-06-15T16:00:00Z');
const question: Question = {
  id: 7,
  title: 'How do you take insulin?',
  order: 1,
  procedure: 'questionnaire',
  question_type: 'multiple_or_single_radio',
  options: [
    { id: 71, widget: 'radio', title: 'Injections', order: 1 },
    { id: 72, widget: 'radio_with_text', title: 'Other', order: 2 },
    { id: 73, widget: 'option', title: 'Also a CGM', order: 3 },
    { id: 74, widget: 'option', title: 'Also a pump', order: 4 },
  ],
};
const answer = (question_option: number, value = 'true'): AnswerInput => ({ question: 7, question_option, value });

describe('answerSaveErrors (001 §4 widget behaviour, §5 validation)', () => {
  it.each<[string, AnswerInput[], Array<[number, string]>]>([
    ['001 §4 radio: one radio', [answer(71)], []],
    ['001 §4 the other options without the radio', [answer(73), answer(74)], []],
    [
      '001 §4 a radio stands alone: options beside it are refused',
      [answer(71), answer(73), answer(74)],
      [
        [73, ONE_CHOICE_MESSAGE],
        [74, ONE_CHOICE_MESSAGE],
      ],
    ],
    [
      '001 §4 a radio stands alone: a radio after an option is refused',
      [answer(73), answer(71)],
      [[71, ONE_CHOICE_MESSAGE]],
    ],
    [
      '001 §4 radio: a second radio of the question is refused',
      [answer(71), answer(72, 'Pen')],
      [[72, ONE_CHOICE_MESSAGE]],
    ],
    [
      '001 §4 radio: every radio after the first is named',
      [answer(72, 'Pen'), answer(71), answer(73)],
      [
        [71, ONE_CHOICE_MESSAGE],
        [73, ONE_CHOICE_MESSAGE],
      ],
    ],
    ['001 §4 radio: a cleared radio does not count', [answer(71), answer(72, '')], []],
    ['DECISIONS §4 one answer per option', [answer(73), answer(73)], [[73, DUPLICATE_OPTION_MESSAGE]]],
    [
      '001 §5 dropdown: an option of another question',
      [{ question: 7, question_option: 99, value: 'true' }],
      [[99, UNKNOWN_OPTION_MESSAGE]],
    ],
  ])('%s', (_name, inputs, expected) => {
    expect(answerSaveErrors(question, inputs, { now })).toEqual(
      expected.map(([question_option, error_message]) => ({ question: 7, question_option, error_message })),
    );
  });
});

describe('one choice per dropdown and per autocomplete (001 §5)', () => {
  const choices: Question = {
    id: 8,
    title: 'Which pump, which sensor?',
    order: 1,
    procedure: 'questionnaire',
    question_type: 'multiple',
    options: [
      { id: 81, widget: 'drop_down', title: 'Pump A', order: 1 },
      { id: 82, widget: 'drop_down', title: 'Pump B', order: 2 },
      { id: 83, widget: 'autocomplete_item', title: 'Sensor A', order: 3 },
      { id: 84, widget: 'autocomplete_item', title: 'Sensor B', order: 4 },
      { id: 85, widget: 'autocomplete_text', title: 'Other sensor', order: 5 },
    ],
  };
  const pick = (question_option: number, value = 'true'): AnswerInput => ({ question: 8, question_option, value });
  it.each<[string, AnswerInput[], Array<[number, string]>]>([
    ['001 §5 dropdown and autocomplete: one of each', [pick(81), pick(84)], []],
    ['001 §5 dropdown: a second selection is refused', [pick(81), pick(82)], [[82, ONE_CHOICE_MESSAGE]]],
    ['001 §5 autocomplete: a second item is refused', [pick(83), pick(84)], [[84, ONE_CHOICE_MESSAGE]]],
    [
      '001 §5 autocomplete: an item and typed text are two answers',
      [pick(83), pick(85, 'Sensor C')],
      [[85, ONE_CHOICE_MESSAGE]],
    ],
  ])('%s', (_name, inputs, expected) => {
    expect(answerSaveErrors(choices, inputs, { now })).toEqual(
      expected.map(([question_option, error_message]) => ({ question: 8, question_option, error_message })),
    );
  });
});
