import { describe, expect, it } from 'vitest';
import type { StudyDefinition } from '@contract';
import { localizedDefinition } from './translations';

// A definition in Spanish: texts from its translation field by field, English where none, each
// object marked with its language; ids, widgets, values and rules exactly the definition's.

const DEF = {
  study: { id: 7, study_type: 'sub_study', title: 'Sleep', status: 'active', assign_to: 'all', reward_text: 'A gift' },
  procedures: [{ id: 'questionnaire', title: 'Questionnaire', order: 1 }],
  questions: {
    adult: [
      {
        id: 1,
        title: 'How do you feel?',
        confirmation_warning: 'Are you sure?',
        order: 1,
        procedure: 'questionnaire',
        question_type: 'single',
        options: [
          {
            id: 11,
            widget: 'matrix_scale',
            title: 'Statements',
            order: 1,
            metadata: { rows: ['I sleep well', 'I wake up'], columns: ['Disagree', 'Agree'] },
          },
          {
            id: 12,
            widget: 'numerical',
            title: 'Hours',
            order: 2,
            option_validators: [
              { message: 'Too many hours.', r_value_source: 'static', r_value_static: '24', operator: 'gt' },
              { message: 'Quite few.', r_value_source: 'static', r_value_static: '3', operator: 'lt' },
            ],
          },
        ],
      },
    ],
    child: [],
  },
  question_rules: [],
  screening_rules: [],
  consents: [],
  module_settings: [
    {
      id: 3,
      procedure: 'questionnaire',
      module_type: 'popup',
      stage: 'confirmation',
      content: { title: 'Done', body_text: '<p>Thanks</p>', contact_email: 'a@b.org' },
    },
  ],
  intro_pages: [],
  research: null,
  promotions: [],
  translations: {
    es: {
      study: { '7': { title: 'Sueño' } },
      questions: { '1': { title: '¿Cómo se siente?' } },
      options: {
        '11': {
          title: 'Frases',
          metadata: { rows: ['Duermo bien', 'Me despierto'], columns: ['En desacuerdo', 'De acuerdo'] },
        },
        '12': { validators: [null, { message: 'Bastante pocas.' }] },
      },
      module_settings: { '3': { content: { title: 'Listo' } } },
    },
  },
} as unknown as StudyDefinition;

describe('localizedDefinition', () => {
  it('English is the definition itself', () => {
    expect(localizedDefinition(DEF, 'en')).toBe(DEF);
  });

  it('Spanish: translated fields, English fallbacks, lang on each object, built once', () => {
    const es = localizedDefinition(DEF, 'es');
    expect(localizedDefinition(DEF, 'es')).toBe(es);
    expect(es.study).toMatchObject({ title: 'Sueño', reward_text: 'A gift', lang: 'es' });
    expect(es.procedures[0]).toMatchObject({ title: 'Questionnaire', lang: 'en' });
    const [question] = es.questions.adult;
    // The main text translated, the confirmation left English.
    expect(question).toMatchObject({ title: '¿Cómo se siente?', confirmation_warning: 'Are you sure?', lang: 'es' });
    const [matrix, hours] = question.options;
    expect(matrix).toMatchObject({ title: 'Frases', lang: 'es' });
    // The columns stay the values a row stores; their translation is what the matrix shows.
    expect(matrix.metadata).toEqual({
      rows: ['Duermo bien', 'Me despierto'],
      columns: ['Disagree', 'Agree'],
      column_labels: ['En desacuerdo', 'De acuerdo'],
    });
    expect(hours).toMatchObject({ title: 'Hours', lang: 'en' });
    expect(hours.option_validators!.map((v) => [v.message, v.lang, v.r_value_static])).toEqual([
      ['Too many hours.', 'en', '24'],
      ['Bastante pocas.', 'es', '3'],
    ]);
    expect(es.module_settings[0]).toMatchObject({
      content: { title: 'Listo', body_text: '<p>Thanks</p>', contact_email: 'a@b.org' },
      lang: 'es',
    });
  });

  it('never changes what code compares: ids, widgets, orders, column values, rules', () => {
    const es = localizedDefinition(DEF, 'es');
    const shape = (def: StudyDefinition) =>
      def.questions.adult.map((q) => ({
        id: q.id,
        order: q.order,
        procedure: q.procedure,
        options: q.options.map((o) => ({ id: o.id, widget: o.widget, columns: o.metadata?.columns })),
      }));
    expect(shape(es)).toEqual(shape(DEF));
    expect(es.question_rules).toBe(DEF.question_rules);
    // The shared definition is not touched.
    expect(DEF.questions.adult[0].title).toBe('How do you feel?');
    expect(DEF.questions.adult[0]).not.toHaveProperty('lang');
  });

  it('a question listed for adults and children: each audience reads its own texts, the shared ones where it has none', () => {
    const both = {
      ...DEF,
      questions: {
        adult: DEF.questions.adult,
        child: [{ ...DEF.questions.adult[0], title: 'How does your child feel?' }],
      },
      translations: {
        es: {
          ...DEF.translations!.es,
          questions: { '1': { title: '¿Cómo se siente?', child: { title: '¿Cómo se siente su hijo o hija?' } } },
          options: {
            '12': {
              validators: [null, { message: 'Bastante pocas.' }],
              child: { validators: [null, { message: 'Su hijo o hija duerme pocas horas.' }] },
            },
          },
        },
      },
    } as unknown as StudyDefinition;
    const es = localizedDefinition(both, 'es');
    expect(es.questions.adult[0]).toMatchObject({ title: '¿Cómo se siente?', confirmation_warning: 'Are you sure?' });
    expect(es.questions.child[0]).toMatchObject({ title: '¿Cómo se siente su hijo o hija?', lang: 'es' });
    expect(es.questions.adult[0].options[1].option_validators![1].message).toBe('Bastante pocas.');
    expect(es.questions.child[0].options[1].option_validators![1].message).toBe('Su hijo o hija duerme pocas horas.');
    // No audience's part shows as a field of the question.
    expect(es.questions.child[0]).not.toHaveProperty('child');
  });

  it('a definition without translations: every object English, marked so', () => {
    const { translations: _t, ...plain } = DEF;
    const es = localizedDefinition(plain as StudyDefinition, 'es');
    expect(es.study).toMatchObject({ title: 'Sleep', lang: 'en' });
    expect(es.questions.adult[0].options[0]).toMatchObject({ title: 'Statements', lang: 'en' });
  });
});
