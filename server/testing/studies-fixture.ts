import type { Queryable } from '../db/database';

/** A small core study with screening and questionnaire questions, inserted the way the study domain will. */
export const FIXTURE_DEFINITION = {
  procedures: [
    { id: 'screening', title: 'Screening', order: 1 },
    { id: 'consent', title: 'Consent', order: 2 },
    { id: 'questionnaire', title: 'Questionnaire', order: 3 },
  ],
  intro_pages: [{ id: 1, content: '<p>Welcome</p>' }],
  questions: {
    adult: [
      {
        id: 101,
        title: 'Do you have type 1 diabetes?',
        order: 1,
        procedure: 'screening',
        question_type: 'single',
        options: [
          { id: 1001, title: 'Yes', widget: 'radio' },
          { id: 1002, title: 'No', widget: 'radio' },
        ],
      },
      {
        id: 201,
        title: 'How often do you check your glucose – daily?',
        order: 1,
        procedure: 'questionnaire',
        question_type: 'single',
        options: [{ id: 2001, title: 'Times per day', widget: 'numerical' }],
      },
      {
        id: 202,
        title: 'Latest A1c values',
        order: 2,
        procedure: 'questionnaire',
        question_type: 'single',
        options: [{ id: 2002, title: '', widget: 'a1c_dynamic' }],
      },
      {
        id: 203,
        title: 'Unanswered question',
        order: 3,
        procedure: 'questionnaire',
        question_type: 'single',
        options: [{ id: 2003, title: 'x', widget: 'text' }],
      },
    ],
    child: [],
  },
  // The rest of a definition file (DECISIONS §4), empty: the study engine reads every key.
  question_rules: [],
  screening_rules: [],
  consents: [],
  module_settings: [],
  promotions: [],
  research: null,
};

export async function insertFixtureStudy(db: Queryable, id = 1, overrides: Record<string, unknown> = {}) {
  const s = { study_type: 'core_study', title: 'Core Study', status: 'active', assign_to: 'all', ...overrides };
  await db.query(
    `insert into studies (id, study_type, title, status, assign_to, approximate_complete_time, definition) values ($1, $2, $3, $4, $5, '20 minutes', $6)`,
    [id, s.study_type, s.title, s.status, s.assign_to, JSON.stringify({ study: { id, ...s }, ...FIXTURE_DEFINITION })],
  );
}
