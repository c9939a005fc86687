import { describe, expect, it } from 'vitest';
import { Compile } from 'typebox/compile';
import { Value } from 'typebox/value';
import type { TSchema } from 'typebox';
import * as contract from './index';
import {
  Answer,
  AnswerInput,
  AnswerSaveErrors,
  AqDonationPayload,
  EventPayload,
  Givebacks,
  ImperiumRelevantPayload,
  OptionValidator,
  Question,
  StudyDefinition,
  TextsQuery,
  UpdateStudyPayload,
  WIDGETS,
} from './study';

const definition = {
  study: { id: 1, study_type: 'core_study', title: 'Core study', status: 'active', assign_to: 'all' },
  procedures: [
    { id: 'screening', title: 'Screening', order: 1 },
    { id: 'questionnaire', title: 'Questionnaire', order: 2 },
  ],
  questions: {
    adult: [
      {
        id: 10,
        title: 'Were you diagnosed with type 1 diabetes?',
        order: 1,
        procedure: 'screening',
        question_type: 'single',
        options: [
          { id: 100, widget: 'radio', title: 'Yes', order: 1, question_ids: [11] },
          { id: 101, widget: 'radio', title: 'No', order: 2 },
        ],
      },
      {
        id: 11,
        title: 'When?',
        order: 1,
        procedure: 'screening',
        question_type: 'single',
        parent_option_id: 100,
        options: [
          {
            id: 110,
            widget: 'date',
            title: null,
            order: 1,
            option_validators: [
              {
                message: 'Date cannot be in the future.',
                action: 'error',
                operator: 'le',
                r_value_source: 'dynamic',
                r_value_dynamic: 'now',
              },
            ],
          },
        ],
      },
    ],
    child: [],
  },
  question_rules: [
    { id: 1, question: 11, rule_action: 'show', conditions: [{ l_value: 'age_years', operator: 'ge', r_value: '18' }] },
  ],
  screening_rules: [
    {
      conditions: [
        {
          l_value: 'stored_answer',
          operator: 'eq',
          r_value: 'true',
          stored_answer_path: { question_id: 10, option_id: 100 },
        },
      ],
    },
  ],
  consents: [
    {
      id: 1,
      consent_type: 'adult',
      order: 1,
      text: '<p>Consent</p>',
      agreement_text: 'I agree to take part',
      rule: null,
    },
  ],
  module_settings: [
    {
      id: 1,
      procedure: 'screening',
      module_type: 'popup',
      stage: 'before_procedure',
      content: { title: "Let's start" },
    },
  ],
  intro_pages: [{ id: 1, content: '<p>Welcome</p>' }],
  research: null,
  promotions: [],
};

describe('study contract (001 §3, DECISIONS §4)', () => {
  it('DECISIONS §4 StudyDefinition: a complete small definition is valid (checker and compiler agree)', () => {
    expect(Value.Check(StudyDefinition, definition)).toBe(true);
    expect(Compile(StudyDefinition).Check(definition)).toBe(true);
  });

  it.each<[string, (d: any) => void]>([
    ['assign_to outside all|none', (d) => (d.study.assign_to = 'some')],
    ['an unknown procedure id', (d) => (d.procedures[0].id = 'survey')],
    ['an unknown widget', (d) => (d.questions.adult[0].options[0].widget = 'slider')],
    ['an unknown operator', (d) => (d.question_rules[0].conditions[0].operator = 'between')],
    ['an unknown l_value', (d) => (d.screening_rules[0].conditions[0].l_value = 'weight')],
    ['an unknown question_type', (d) => (d.questions.adult[0].question_type = 'any')],
    ['a consent without agreement_text', (d) => delete d.consents[0].agreement_text],
    ['a zero id', (d) => (d.questions.adult[0].id = 0)],
    ['missing research key', (d) => delete d.research],
    ['missing child questions', (d) => delete d.questions.child],
  ])('DECISIONS §4 StudyDefinition: rejects %s', (_n, mutate) => {
    const bad = structuredClone(definition);
    mutate(bad);
    expect(Value.Check(StudyDefinition, bad)).toBe(false);
    expect([...Value.Errors(StudyDefinition, bad)].length).toBeGreaterThan(0);
  });

  it('001 §3 widgets: all 20 answer widgets', () => {
    expect(WIDGETS).toHaveLength(20);
    expect(new Set(WIDGETS).size).toBe(20);
  });

  it('001 §3 option validator defaults: action warning, operator ne, skip_if_no_stored_answer true', () => {
    expect(Value.Default(OptionValidator, { message: 'm', r_value_source: 'static' })).toMatchObject({
      action: 'warning',
      operator: 'ne',
      skip_if_no_stored_answer: true,
    });
  });

  it('001 §3 question: title nullable, options required', () => {
    expect(
      Value.Check(Question, {
        id: 1,
        title: null,
        order: 1,
        procedure: 'questionnaire',
        question_type: 'multiple',
        options: [],
      }),
    ).toBe(true);
    expect(
      Value.Check(Question, { id: 1, title: null, order: 1, procedure: 'questionnaire', question_type: 'multiple' }),
    ).toBe(false);
  });

  it('DECISIONS §4 answer save errors: [{question, question_option, error_message}]', () => {
    expect(Value.Check(AnswerSaveErrors, [{ question: 1, question_option: 2, error_message: 'Invalid date.' }])).toBe(
      true,
    );
    expect(Value.Check(AnswerSaveErrors, [{ question: 1, error_message: 'x' }])).toBe(false);
  });
});

describe('study call payloads (001 §7): one contract for the client and the server', () => {
  const relevant = { participant: 1, study: 101, user_study: 5, is_relevant_id_data_available: false };
  it.each<[string, TSchema, unknown, boolean]>([
    ['aq_donation with a study', AqDonationPayload, { study_id: 102 }, true],
    ['aq_donation without a study', AqDonationPayload, {}, false],
    ['update_study toggle', UpdateStudyPayload, { email_notification_toggle: false }, true],
    ['update_study toggle as text', UpdateStudyPayload, { email_notification_toggle: 'no' }, false],
    ['an event with a null study', EventPayload, { study: null, event: 'fe_study_begin' }, true],
    ['an empty event name', EventPayload, { event: '' }, false],
    ['an event name over 100 characters', EventPayload, { event: 'e'.repeat(101) }, false],
    ['a Relevant ID record', ImperiumRelevantPayload, relevant, true],
    [
      'a Relevant ID failure reason over 500 characters',
      ImperiumRelevantPayload,
      { ...relevant, relevantID_failure_reason: 'x'.repeat(501) },
      false,
    ],
    ['a Relevant ID record of user study 0', ImperiumRelevantPayload, { ...relevant, user_study: 0 }, false],
    ['texts query', TextsQuery, { source: 'registry', action: 'screening_start' }, true],
    ['DECISIONS §10 an answer value as text', AnswerInput, { question: 1, question_option: 2, value: 'true' }, true],
    [
      'DECISIONS §10 an empty answer value (clears the option)',
      AnswerInput,
      { question: 1, question_option: 2, value: '' },
      true,
    ],
    ['DECISIONS §10 a boolean answer value', AnswerInput, { question: 1, question_option: 2, value: true }, false],
    ['DECISIONS §10 a number answer value', AnswerInput, { question: 1, question_option: 2, value: 3 }, false],
    ['DECISIONS §10 a null answer value', AnswerInput, { question: 1, question_option: 2, value: null }, false],
    [
      'DECISIONS §10 an answer value over 5,000 characters',
      AnswerInput,
      { question: 1, question_option: 2, value: 'x'.repeat(5001) },
      false,
    ],
    ['DECISIONS §10 a stored answer comes back as text', Answer, { question: 1, question_option: 2, value: '3' }, true],
    [
      'DECISIONS §10 a stored answer never comes back as a number',
      Answer,
      { question: 1, question_option: 2, value: 3 },
      false,
    ],
    ['001 §9 a user study launch day is a day', contract.UserStudy.properties.study_launch_on, '2025-01-15', true],
    [
      '001 §9 a user study launch day is not a date-time',
      contract.UserStudy.properties.study_launch_on,
      '2025-01-15T00:00:00.000Z',
      false,
    ],
    [
      '001 §9 a user study close day is not a date-time',
      contract.UserStudy.properties.study_closed_at,
      '2025-09-30T00:00:00.000Z',
      false,
    ],
    [
      '001 §9 a study launch day is a day',
      contract.StudyMinimal.properties.launch_on,
      '2025-01-15T00:00:00.000Z',
      false,
    ],
  ])('%s', (_name, schema, value, valid) => {
    expect(Value.Check(schema, value)).toBe(valid);
  });

  it('data insights: choice and number charts; a chart of another kind is refused', () => {
    const insights = {
      study_id: 101,
      study_title: 'Core',
      min_group_size: 5,
      participants: 6,
      charts: [
        {
          kind: 'choice',
          question_id: 1,
          title: 'Pump?',
          respondents: 6,
          items: [{ label: 'Yes', count: 4, percent: 66.7 }],
        },
        { kind: 'number', question_id: 2, option_id: 20, title: 'A1C', respondents: 6, mean: 7.1 },
      ],
    };
    expect(Value.Check(Givebacks, insights)).toBe(true);
    expect(Value.Check(Givebacks, { ...insights, charts: [{ ...insights.charts[1], kind: 'median' }] })).toBe(false);
  });

  it('the index publishes every study schema of the split files', () => {
    for (const name of [
      'StudyDefinition',
      'Question',
      'ConsentInfo',
      'ModuleSetting',
      'EventPayload',
      'Givebacks',
      'AnswersQuery',
      'StudyIdQuery',
    ] as const) {
      expect(contract[name], name).toBeDefined();
    }
  });
});
