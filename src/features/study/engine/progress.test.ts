import { describe, expect, it } from 'vitest';
import type { Question, QuestionOption, Widget } from '@contract/study';
import type { StoredAnswer } from './conditions';
import {
  activeQuestionView,
  firstUnansweredQuestionId,
  nextQuestionId,
  previousQuestionId,
  procedureProgress,
  progressPercent,
  questionList,
} from './progress';
import {
  missingAnswersMessage,
  parseMissingAnswersMessage,
  QUESTIONNAIRE_INCOMPLETE,
  unansweredQuestionIds,
} from './required-answers';
import type { QuestionFlow } from './visibility';
import { questionLanding, submitPageState } from './landing';

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
    title: 'Diagnosed?',
    order: 1,
    procedure: 'questionnaire',
    question_type: 'single',
    options: [opt(11, 'radio', { question_ids: [4] }), opt(12, 'radio')],
  },
  {
    id: 4,
    title: 'When?',
    order: 1,
    procedure: 'questionnaire',
    question_type: 'single',
    parent_option_id: 11,
    options: [opt(41, 'date', { question_ids: [7] })],
  },
  {
    id: 7,
    title: 'Where?',
    order: 1,
    procedure: 'questionnaire',
    question_type: 'single',
    parent_option_id: 41,
    options: [opt(71, 'text')],
  },
  {
    id: 2,
    title: null,
    order: 2,
    procedure: 'questionnaire',
    question_type: 'single',
    options: [opt(21, 'numerical')],
  },
  {
    id: 3,
    title: 'Zip',
    order: 3,
    procedure: 'questionnaire',
    question_type: 'single',
    options: [opt(31, 'zip_code')],
  },
  {
    id: 5,
    title: 'Hidden',
    order: 4,
    procedure: 'questionnaire',
    question_type: 'single',
    visible_by_default: false,
    options: [opt(51, 'text')],
  },
  { id: 6, title: 'Screening', order: 1, procedure: 'screening', question_type: 'single', options: [opt(61, 'text')] },
];
const a = (question: number, question_option: number, value: StoredAnswer['value'] = 'true'): StoredAnswer => ({
  question,
  question_option,
  value,
});
const flow = (answers: StoredAnswer[]): QuestionFlow => ({
  questions,
  rules: [],
  answers,
  context: { now: new Date(2026, 0, 1) },
});

describe('progress (001 §4, §9)', () => {
  it.each([
    [0, 3, 0],
    [1, 3, 33],
    [2, 3, 67],
    [3, 3, 100],
    [1, 8, 13],
    [0, 0, 0],
  ])('001 §4 progress: %i of %i is %i %% (rounded)', (done, total, percent) => {
    expect(progressPercent(done, total)).toBe(percent);
  });

  it('001 §4 progress: counts completed shown top-level questions', () => {
    expect(procedureProgress(flow([a(1, 12), a(2, 21, '5')]), 'questionnaire')).toEqual({
      completed: 2,
      total: 3,
      percent: 67,
    });
    expect(procedureProgress(flow([a(1, 11)]), 'questionnaire')).toEqual({ completed: 0, total: 3, percent: 0 });
  });

  it('001 §2 question list: active, completed and disabled items', () => {
    expect(questionList(flow([a(1, 12)]), 'questionnaire', 2)).toEqual([
      { id: 1, titleForList: 'Diagnosed?', completed: true, disabled: false, active: false },
      { id: 2, titleForList: '', completed: false, disabled: false, active: true },
      { id: 3, titleForList: 'Zip', completed: false, disabled: true, active: false },
    ]);
  });
});

describe('navigation (001 §4)', () => {
  it('001 §4 opening: the first unanswered question', () => {
    expect(firstUnansweredQuestionId(flow([]), 'questionnaire')).toBe(1);
    expect(firstUnansweredQuestionId(flow([a(1, 12)]), 'questionnaire')).toBe(2);
    expect(firstUnansweredQuestionId(flow([a(1, 11), a(2, 21, '1'), a(3, 31, '02139')]), 'questionnaire')).toBe(1);
  });

  it('001 §4 opening: all answered opens the submit page (null)', () => {
    expect(firstUnansweredQuestionId(flow([a(1, 12), a(2, 21, '1'), a(3, 31, '02139')]), 'questionnaire')).toBeNull();
  });

  it.each([
    ['001 §4 next: moves on', 1, 2],
    ['001 §4 next: after the last comes the submit page', 3, null],
    ['001 §4 next: from an unknown id starts at the first', 99, 1],
  ])('%s', (_n, current, expected) => {
    expect(nextQuestionId([1, 2, 3], current)).toBe(expected);
  });

  it.each([
    ['001 §4 previous: moves back', 3, 2],
    ['001 §4 previous: stays on the first', 1, 1],
    ['001 §4 previous: from the submit page goes to the last', 99, 3],
  ])('%s', (_n, current, expected) => {
    expect(previousQuestionId([1, 2, 3], current)).toBe(expected);
  });

  it('001 §4 navigation: no questions, nowhere to go', () => {
    expect(nextQuestionId([], 1)).toBeNull();
    expect(previousQuestionId([], 1)).toBeNull();
  });

  it("001 §2 active question: counter and the last question's Next reads Finish", () => {
    expect(activeQuestionView([1, 2, 3], 1)).toEqual({
      activeQuestionId: 1,
      isFirstQuestion: true,
      isLastQuestion: false,
      numberOfCurrentQuestion: 1,
      total: 3,
      nextButtonTitle: 'Next',
    });
    expect(activeQuestionView([1, 2, 3], 3)).toMatchObject({
      isFirstQuestion: false,
      isLastQuestion: true,
      numberOfCurrentQuestion: 3,
      nextButtonTitle: 'Finish',
    });
  });
});

describe('required answers (001 §5, DECISIONS §4)', () => {
  it('DECISIONS §4 submit: every shown question unanswered, sub-questions included, in order', () => {
    expect(unansweredQuestionIds(flow([]), 'questionnaire')).toEqual([1, 2, 3]);
    expect(unansweredQuestionIds(flow([a(1, 11), a(3, 31, '02139')]), 'questionnaire')).toEqual([4, 2]);
    expect(unansweredQuestionIds(flow([a(1, 11), a(4, 41, '2020-01-01')]), 'questionnaire')).toEqual([7, 2, 3]);
    expect(unansweredQuestionIds(flow([a(1, 12), a(2, 21, '1'), a(3, 31, '02139')]), 'questionnaire')).toEqual([]);
  });

  it("DECISIONS §4 submit: 'There are not answered questions: <id>, <id>'", () => {
    expect(missingAnswersMessage([4, 2])).toBe('There are not answered questions: 4, 2');
    expect(missingAnswersMessage([])).toBeNull();
  });

  it('001 §4 missing answers: the client reads the ids back to jump to the first', () => {
    expect(parseMissingAnswersMessage('There are not answered questions: 4, 2')).toEqual([4, 2]);
    expect(parseMissingAnswersMessage('Something else')).toBeNull();
  });
});

describe('malformed question trees', () => {
  it('001 §8 invalid question logic: a sub-question cycle ends (no endless walk)', () => {
    const cyc: Question[] = [
      {
        id: 20,
        title: 'x',
        order: 1,
        procedure: 'questionnaire',
        question_type: 'single',
        options: [opt(201, 'radio', { question_ids: [21] })],
      },
      {
        id: 21,
        title: 'y',
        order: 1,
        procedure: 'questionnaire',
        question_type: 'single',
        options: [opt(211, 'radio', { question_ids: [20] })],
      },
    ];
    const f: QuestionFlow = {
      questions: cyc,
      rules: [],
      answers: [a(20, 201), a(21, 211)],
      context: { now: new Date(2026, 0, 1) },
    };
    expect(unansweredQuestionIds(f, 'questionnaire')).toEqual([]);
    expect(procedureProgress(f, 'questionnaire')).toEqual({ completed: 2, total: 2, percent: 100 });
    const unanswered: QuestionFlow = { ...f, answers: [a(20, 201)] };
    expect(unansweredQuestionIds(unanswered, 'questionnaire')).toEqual([21]);
  });
});

describe('texts quoted verbatim (001 §5)', () => {
  it("001 §5 questionnaire finishing: 'To complete the questionnaire, please answer all of the required questions.'", () => {
    expect(QUESTIONNAIRE_INCOMPLETE).toBe(
      'To complete the questionnaire, please answer all of the required questions.',
    );
  });
});

describe('where a procedure opens (001 §4): coming back always leads on', () => {
  const all = [a(1, 12), a(2, 21, '5'), a(3, 31, '12345')];
  it.each([
    ['nothing asked, nothing answered: the first question', [], null, { kind: 'question', id: 1 }],
    ['nothing asked, some answered: the first unanswered', [a(1, 12)], null, { kind: 'question', id: 2 }],
    [
      'nothing asked, all answered (Resume after leaving the confirmation page): the confirmation page',
      all,
      null,
      { kind: 'submit' },
    ],
    ['an answered question asked for, all answered (preview): that question', all, 2, { kind: 'show', id: 2 }],
    ['a reachable question asked for: that question', [a(1, 12)], 2, { kind: 'show', id: 2 }],
    ['a question not reachable yet: the first unanswered', [], 3, { kind: 'question', id: 1 }],
    ['a hidden question asked for, all answered: the confirmation page', all, 5, { kind: 'submit' }],
    ['a question of another procedure asked for: the first unanswered', [a(1, 12)], 6, { kind: 'question', id: 2 }],
    [
      'a sub-question left unanswered: its top question',
      [a(1, 11), a(2, 21, '5'), a(3, 31, '12345')],
      null,
      { kind: 'question', id: 1 },
    ],
  ] as const)('%s', (_name, answers, asked, landing) => {
    expect(questionLanding(flow([...answers]), 'questionnaire', asked)).toEqual(landing);
  });

  describe('a question made only of labels', () => {
    const intro: Question = {
      id: 8,
      title: 'About your diabetes care',
      order: 0,
      procedure: 'questionnaire',
      question_type: 'single',
      options: [opt(81, 'label')],
    };
    const withIntro = (answers: StoredAnswer[]): QuestionFlow => ({
      ...flow(answers),
      questions: [intro, ...questions],
    });

    it('a fresh questionnaire opens on it: never shown, it counts as unanswered for opening', () => {
      expect(questionLanding(withIntro([]), 'questionnaire', null)).toEqual({ kind: 'question', id: 8 });
    });

    it('once shown (its label emitted on view) it is passed: opening leads on to the next question', () => {
      expect(questionLanding(withIntro([a(8, 81)]), 'questionnaire', null)).toEqual({ kind: 'question', id: 1 });
    });

    it('one gone past (a later question holds an answer) was passed: coming back leads on', () => {
      expect(questionLanding(withIntro([a(1, 12)]), 'questionnaire', null)).toEqual({ kind: 'question', id: 2 });
    });

    it('needs no answer for progress, reaching the next question or the confirmation page', () => {
      expect(procedureProgress(withIntro([]), 'questionnaire').completed).toBe(1);
      expect(questionLanding(withIntro([]), 'questionnaire', 1)).toEqual({ kind: 'show', id: 1 });
      expect(submitPageState(withIntro(all), 'questionnaire')).toEqual({ kind: 'ready' });
    });
  });

  it('the confirmation page offers Submit only when nothing is unanswered, else leads to the first unanswered', () => {
    expect(submitPageState(flow(all), 'questionnaire')).toEqual({ kind: 'ready' });
    expect(submitPageState(flow([a(1, 12)]), 'questionnaire')).toEqual({
      kind: 'incomplete',
      firstUnanswered: 2,
      message: 'To complete the questionnaire, please answer all of the required questions.',
    });
    expect(submitPageState(flow([a(1, 11), a(2, 21, '5'), a(3, 31, '12345')]), 'questionnaire')).toMatchObject({
      kind: 'incomplete',
      firstUnanswered: 1,
    });
    expect(submitPageState(flow([]), 'screening')).toEqual({ kind: 'incomplete', firstUnanswered: 6, message: null });
    // A procedure without questions has nothing to answer first.
    expect(submitPageState(flow([]), 'consent')).toEqual({ kind: 'ready' });
  });
});
