import { describe, expect, it } from 'vitest';
import type { Answer, ConsentInfo, Question, QuestionRule, ScreeningRule } from '@contract/study';
import * as engine from './index';
import * as screen from './screen';

// One participant walked through a small study with the public surface only, the way the server
// and the screens call it.

const now = new Date(2026, 5, 15, 12);
const questions: Question[] = [
  {
    id: 1,
    title: 'Do you have type 1 diabetes?',
    order: 1,
    procedure: 'screening',
    question_type: 'single',
    options: [
      { id: 11, widget: 'radio', title: 'Yes', order: 1 },
      { id: 12, widget: 'radio', title: 'No', order: 2 },
    ],
  },
  {
    id: 2,
    title: 'Diagnosis date',
    order: 1,
    procedure: 'questionnaire',
    question_type: 'single',
    options: [
      {
        id: 21,
        widget: 'date',
        title: null,
        order: 1,
        option_validators: [
          {
            message: 'Diagnosis cannot be before birth',
            action: 'error',
            operator: 'ge',
            r_value_source: 'profile_field',
            profile_field: 'birthday',
          },
        ],
      },
    ],
  },
  {
    id: 3,
    title: 'Pump brand',
    order: 2,
    procedure: 'questionnaire',
    question_type: 'single',
    options: [{ id: 31, widget: 'text', title: null, order: 1 }],
  },
];
const rules: QuestionRule[] = [
  { question: 3, rule_action: 'show', conditions: [{ l_value: 'age_years', operator: 'ge', r_value: '18' }] },
];
const screening: ScreeningRule[] = [
  {
    conditions: [
      {
        l_value: 'stored_answer',
        operator: 'eq',
        r_value: 'true',
        stored_answer_path: { question_id: 1, option_id: 11 },
      },
    ],
  },
];
const consents: ConsentInfo[] = [
  {
    id: 1,
    consent_type: 'adult',
    order: 1,
    rule: { conditions: [{ l_value: 'age_years', operator: 'ge', r_value: '18' }] },
  },
];

describe('engine public surface: a participant walk-through', () => {
  it('DECISIONS §4 one implementation, two callers: screening, consent, questionnaire', () => {
    const participant = { id: 3, birthday: '1990-02-01', profile_type: 'adult', source: 'registry' };
    const ctx = { now, participant };

    let answers: Answer[] = [];
    expect(engine.isEligible(screening, { ...ctx, storedAnswers: answers })).toBe(false);
    answers = screen.applyAnswerChange(questions, answers, {
      question: 1,
      question_option: 11,
      value: 'true',
    }) as Answer[];
    expect(engine.isEligible(screening, { ...ctx, storedAnswers: answers })).toBe(true);

    expect(engine.applicableConsents(consents, ctx).map((c) => c.id)).toEqual([1]);
    expect(screen.consentVariant(engine.applicableConsents(consents, ctx))).toBe('adult');

    const flow = () => ({ questions, rules, answers, context: ctx });
    expect(engine.unansweredQuestionIds(flow(), 'questionnaire')).toEqual([2, 3]);
    expect(engine.missingAnswersMessage(engine.unansweredQuestionIds(flow(), 'questionnaire'))).toBe(
      'There are not answered questions: 2, 3',
    );

    expect(
      engine.answerSaveErrors(questions[1], [{ question: 2, question_option: 21, value: '1989-01-01' }], ctx),
    ).toEqual([{ question: 2, question_option: 21, error_message: 'Diagnosis cannot be before birth' }]);
    answers = [
      ...answers,
      { question: 2, question_option: 21, value: '2001-03-04' },
      { question: 3, question_option: 31, value: 'Acme' },
    ];
    expect(engine.unansweredQuestionIds(flow(), 'questionnaire')).toEqual([]);
    expect(screen.procedureProgress(flow(), 'questionnaire').percent).toBe(100);
    expect(screen.firstUnansweredQuestionId(flow(), 'questionnaire')).toBeNull();
  });

  it('001 §4 a child participant sees fewer questions and signs parental consent', () => {
    const ctx = { now, participant: { birthday: '2016-01-01', profile_type: 'child' } };
    const flow = { questions, rules, answers: [], context: ctx };
    expect(engine.orderedQuestions(flow, 'questionnaire').map((q) => q.id)).toEqual([2]);
    expect(engine.requiredConsentTypes('child', engine.ageInYears(ctx.participant.birthday, now))).toEqual([
      'parental',
    ]);
  });
});
