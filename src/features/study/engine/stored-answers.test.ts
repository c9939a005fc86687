import { describe, expect, it } from 'vitest';
import type { StudyDefinition } from '@contract/study';
import { questionsReadFromOtherStudies, storedAnswerReferences } from './stored-answers';

// A sub study that reads answers of the core study (question 10 with a study id, question 11
// without one), and one of its own (question 30).
const def = {
  study: { id: 3, study_type: 'sub_study', title: 'Sub', status: 'active', assign_to: 'all' },
  procedures: [{ id: 'screening', title: 'Screening', order: 1 }],
  questions: {
    adult: [
      {
        id: 30,
        title: 'A1c',
        order: 1,
        procedure: 'screening',
        question_type: 'single',
        options: [
          {
            id: 300,
            widget: 'numerical',
            title: null,
            order: 1,
            option_validators: [{ message: 'Differs', r_value_source: 'stored_answer', stored_question_id: 11 }],
          },
        ],
      },
      {
        id: 31,
        title: 'Since',
        order: 2,
        procedure: 'screening',
        question_type: 'single',
        options: [
          {
            id: 310,
            widget: 'date',
            title: null,
            order: 1,
            option_validators: [
              { message: 'Before', r_value_source: 'stored_answer', stored_question_id: 30, stored_study_id: 3 },
            ],
          },
        ],
      },
    ],
    child: [],
  },
  question_rules: [
    {
      question: 31,
      rule_action: 'show',
      conditions: [{ l_value: 'stored_answer', operator: 'exists', stored_answer_path: { question_id: 30 } }],
    },
  ],
  screening_rules: [
    {
      conditions: [
        {
          l_value: 'stored_answer',
          operator: 'exists',
          stored_answer_path: { question_id: 10, option_id: 100, study_id: 1 },
        },
        { l_value: 'age_years', operator: 'ge', r_value: '18' },
      ],
    },
  ],
  consents: [
    {
      id: 5,
      consent_type: 'adult',
      order: 1,
      agreement_text: 'I agree',
      rule: {
        conditions: [
          { l_value: 'stored_answer', operator: 'exists', stored_answer_path: { question_id: 10, study_id: 1 } },
        ],
      },
    },
  ],
  module_settings: [],
  intro_pages: [],
  research: null,
  promotions: [],
} as unknown as StudyDefinition;

describe('stored answers a study reads (001 §3 condition stored_answer_path, option validator stored_*)', () => {
  it('001 §3 every reference, with the place it is written', () => {
    expect(storedAnswerReferences(def)).toEqual([
      { path: '/question_rules/0/conditions/0/stored_answer_path', study_id: null, question_id: 30, option_id: null },
      { path: '/screening_rules/0/conditions/0/stored_answer_path', study_id: 1, question_id: 10, option_id: 100 },
      { path: '/consents/0/rule/conditions/0/stored_answer_path', study_id: 1, question_id: 10, option_id: null },
      { path: '/questions/adult/0/options/0/option_validators/0', study_id: null, question_id: 11, option_id: null },
      { path: '/questions/adult/1/options/0/option_validators/0', study_id: 3, question_id: 30, option_id: null },
    ]);
  });

  it('DECISIONS §4 the questions of other studies it reads, with or without a study id', () => {
    expect(questionsReadFromOtherStudies(def)).toEqual([10, 11]);
  });
});
