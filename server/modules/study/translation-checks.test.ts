import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { StudyDefinition } from '@contract';
import { checkDefinitionText } from './load-definitions';
import { translationProblems } from './translation-checks';

// A definition's `translations` (DECISIONS §12) are checked when it loads: a typo in an id, a text
// the object does not have, labels or validators that do not line up, a lost link: each is a problem
// of the file (the start stops), never a text left silently in English.

const DEMO = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../studies');
const core = (): StudyDefinition & Record<string, unknown> => {
  const def = JSON.parse(readFileSync(join(DEMO, 'core-study.json'), 'utf8'));
  delete def.translations;
  return def;
};
const problemsWith = (es: unknown) => {
  const def = core();
  def.translations = { es } as StudyDefinition['translations'];
  return checkDefinitionText('core-study.json', JSON.stringify(def)).problems;
};

const GOOD = {
  study: { '101': { title: 'Estudio principal del Registro de DT1', custom_tag_text: 'Empiece aquí' } },
  procedures: { intro: { title: 'Introducción' } },
  questions: {
    '1001': {
      title: '¿Le han diagnosticado diabetes tipo 1?',
      child: { title: '¿A su hijo o hija le han diagnosticado diabetes tipo 1?' },
    },
  },
  options: {
    '100101': { title: 'Sí' },
    '100401': { title: 'Fecha de nacimiento', validators: [{ message: 'La fecha no puede ser futura.' }, null] },
    '111401': { metadata: { rows: ['Uno', 'Dos', 'Tres'] } },
  },
  consents: { '101': { description: 'Consentimiento para adultos', agreement_text: 'Acepto.' } },
  module_settings: { '1': { content: { title: 'Bienvenido' } } },
  intro_pages: { '1': { content: '<h2>Bienvenido al Registro de DT1</h2>' } },
  promotions: { '1': { title: 'Comparta los datos de su MCG' } },
};

describe('translations of a definition', () => {
  it('accepts translations of existing texts, by id, in part', () => {
    expect(problemsWith(GOOD)).toEqual([]);
  });

  it.each<[string, unknown, string, RegExp]>([
    [
      'an id of no question',
      { questions: { '10001': { title: 'x' } } },
      '/translations/es/questions/10001',
      /no question of this study has the id "10001"/,
    ],
    [
      'a study id that is not this study',
      { study: { '102': { title: 'x' } } },
      '/translations/es/study/102',
      /no study/,
    ],
    [
      'a procedure the study lacks',
      { procedures: { research: { title: 'x' } } },
      '/translations/es/procedures/research',
      /no procedure/,
    ],
    [
      'a misspelt field',
      { questions: { '1001': { titel: 'x' } } },
      '/translations/es/questions/1001/titel',
      /unknown property "titel"/,
    ],
    [
      'a field that is not a text (a widget)',
      { options: { '100101': { widget: 'text' } } },
      '/translations/es/options/100101/widget',
      /unknown property "widget"/,
    ],
    [
      "a matrix's columns, not one per English column",
      { options: { '111401': { metadata: { columns: ['a'] } } } },
      '/translations/es/options/111401/metadata/columns',
      /needs 3 labels, one per English label in order/,
    ],
    [
      'a text the object does not have',
      { questions: { '1001': { confirmation_warning: 'x' } } },
      '/translations/es/questions/1001/confirmation_warning',
      /has no "confirmation_warning" text to translate/,
    ],
    [
      'an empty translation',
      { questions: { '1001': { title: ' ' } } },
      '/translations/es/questions/1001/title',
      /cannot be empty/,
    ],
    [
      'more validators than the option has',
      { options: { '100401': { validators: [null, null, { message: 'x' }] } } },
      '/translations/es/options/100401/validators/2',
      /has 2 validators/,
    ],
    [
      'labels that do not line up',
      { options: { '111401': { metadata: { rows: ['Uno'] } } } },
      '/translations/es/options/111401/metadata/rows',
      /needs 3 labels/,
    ],
    [
      'a lost link',
      { consents: { '101': { text: '<p>Sin enlace</p>' } } },
      '/translations/es/consents/101/text',
      /must keep the links/,
    ],
    [
      "a child's text for a question the child list lacks",
      { questions: { '1001': { title: 'x' }, '1119': { adult: { title: 'x' } } } },
      '/translations/es/questions/1119/adult',
      /the adult questions have no question 1119/,
    ],
    [
      "a misspelt field of one audience's texts",
      { questions: { '1001': { child: { titel: 'x' } } } },
      '/translations/es/questions/1001/child/titel',
      /unknown property "titel"/,
    ],
    [
      "one audience's validators that do not line up",
      { options: { '100301': { child: { validators: [null, null, null, { message: 'x' }] } } } },
      '/translations/es/options/100301/child/validators/3',
      /has 3 validators/,
    ],
    ['a language other than Spanish', undefined, '/translations/fr', /unknown property "fr"/],
  ])('refuses %s', (_label, es, path, reason) => {
    const problems =
      es === undefined
        ? checkDefinitionText('core-study.json', JSON.stringify({ ...core(), translations: { fr: {} } })).problems
        : problemsWith(es);
    const problem = problems.find((p) => p.path === path);
    expect(problem, JSON.stringify(problems)).toBeDefined();
    expect(problem!.reason).toMatch(reason);
  });

  it('reports a name outside the table once, and by itself too (not only through the schema)', () => {
    const problems = problemsWith({
      questions: { '1001': { titel: 'x' } },
      options: { '111401': { metadata: { colums: ['a', 'b', 'c'] } } },
    });
    expect(problems.filter((p) => p.path === '/translations/es/questions/1001/titel')).toHaveLength(1);
    const def = core();
    def.translations = {
      es: { questions: { '1001': { titel: 'x' } }, options: { '111401': { metadata: { colums: ['a'] } } } },
    } as unknown as StudyDefinition['translations'];
    expect(translationProblems('core-study.json', def).map((p) => [p.path, p.reason])).toEqual([
      ['/translations/es/questions/1001/titel', 'unknown property "titel"'],
      ['/translations/es/options/111401/metadata/colums', 'unknown property "colums"'],
    ]);
  });
});
