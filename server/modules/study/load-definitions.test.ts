import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import type { StudyDefinition } from '@contract';
import { readStudyDefinitions, StudyDefinitionError } from './load-definitions';

const DEMO = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../studies');
const demo = (file: string): StudyDefinition => JSON.parse(readFileSync(join(DEMO, file), 'utf8'));
const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

function folder(files: Record<string, unknown>): string {
  const dir = mkdtempSync(join(tmpdir(), 'studies-'));
  dirs.push(dir);
  for (const [name, content] of Object.entries(files))
    writeFileSync(join(dir, name), typeof content === 'string' ? content : JSON.stringify(content, null, 2));
  return dir;
}

function problemsOf(dir: string) {
  try {
    readStudyDefinitions(dir);
  } catch (error) {
    expect(error).toBeInstanceOf(StudyDefinitionError);
    return { problems: (error as StudyDefinitionError).problems, message: (error as Error).message };
  }
  throw new Error('expected the definitions to be refused');
}

type Mutation = (d: StudyDefinition & Record<string, unknown>) => void;
const cases: Array<[string, Mutation, string, RegExp]> = [
  [
    'an unknown widget',
    (d) => ((d.questions.adult[3].options[0] as { widget: string }).widget = 'slider'),
    '/questions/adult/3/options/0/widget',
    /must be one of .*"zip_code" \(found "slider"\)/,
  ],
  [
    'a missing required field',
    (d) => delete (d.procedures[1] as Partial<{ title: string }>).title,
    '/procedures/1',
    /missing required property "title"/,
  ],
  ['a wrong type', (d) => ((d.study as { id: unknown }).id = '101'), '/study/id', /must be integer \(found "101"\)/],
  ['an id that is not positive', (d) => (d.questions.adult[0].id = 0), '/questions/adult/0/id', /at least 1/],
  [
    'an unknown operator',
    (d) => ((d.question_rules[0].conditions[0] as { operator: string }).operator = 'approx'),
    '/question_rules/0/conditions/0/operator',
    /found "approx"/,
  ],
  [
    'a misspelt key',
    (d) => ((d.questions.adult[0] as Record<string, unknown>).visible_by_defualt = false),
    '/questions/adult/0/visible_by_defualt',
    /unknown property "visible_by_defualt"/,
  ],
  ['a misspelt top-level key', (d) => (d.questons = []), '/questons', /unknown property "questons"/],
  [
    'a question of a procedure the study lacks',
    (d) => ((d.questions.adult[0] as { procedure: string }).procedure = 'research'),
    '/questions/adult/0/procedure',
    /procedure "research" is not one of the study's procedures/,
  ],
  [
    'a sub-question under an unknown option',
    (d) => (d.questions.adult.find((q) => q.parent_option_id)!.parent_option_id = 999999),
    '/questions/adult/6/parent_option_id',
    /option 999999 is not an option/,
  ],
  [
    'question_ids naming a question without the parent link',
    (d) => (d.questions.adult[6].parent_option_id = null),
    '/questions/adult/5/options/1/question_ids/0',
    /must have "parent_option_id": 110202/,
  ],
  [
    'a rule on a question of no study',
    (d) => (d.question_rules[0].question = 424242),
    '/question_rules/0/question',
    /question 424242 is not a question of this study/,
  ],
  [
    'a comparison without a right value',
    (d) => delete d.screening_rules[0].conditions[0].r_value,
    '/screening_rules/0/conditions/0/r_value',
    /operator "le" needs an r_value/,
  ],
  [
    'a date comparison with an unreadable date',
    (d) =>
      (d.screening_rules[0].conditions[0] = {
        l_value: 'age_years',
        operator: 'lt',
        r_value: 'yesterday',
        comparison_data_type: 'date',
      }),
    '/screening_rules/0/conditions/0/r_value',
    /"yesterday" is not a date/,
  ],
  [
    'a stored answer of an unknown question',
    (d) => (d.screening_rules[1].conditions[0].stored_answer_path!.question_id = 777777),
    '/screening_rules/1/conditions/0/stored_answer_path',
    /question 777777 is not defined in any study file/,
  ],
  [
    'a stored answer of an option of another question',
    (d) => (d.screening_rules[1].conditions[0].stored_answer_path!.option_id = 100201),
    '/screening_rules/1/conditions/0/stored_answer_path',
    /option 100201 is not an option of question 1001/,
  ],
  [
    'a validator without its value',
    (d) => delete d.questions.adult[2].options[0].option_validators![0].r_value_dynamic,
    '/questions/adult/2/options/0/option_validators/0',
    /needs "r_value_dynamic"/,
  ],
  [
    'an unknown dynamic value',
    (d) => (d.questions.adult[2].options[0].option_validators![0].r_value_dynamic = 'tomorrow'),
    '/questions/adult/2/options/0/option_validators/0/r_value_dynamic',
    /"tomorrow" is not one of/,
  ],
  [
    'a module setting of a missing procedure',
    (d) => ((d.module_settings[0] as { procedure: string }).procedure = 'research'),
    '/module_settings/0/procedure',
    /procedure "research"/,
  ],
  [
    'a research object without a research procedure',
    (d) => (d.research = { id: 99, title: 'x', text: 'y' }),
    '/research',
    /needs a "research" procedure/,
  ],
  [
    'a core study offered only to enrolled participants',
    (d) => (d.study.assign_to = 'enrolled'),
    '/study/assign_to',
    /a core study cannot be "enrolled"/,
  ],
  [
    'a procedure listed twice',
    (d) => d.procedures.push({ id: 'consent', title: 'Again', order: 9 }),
    '/procedures/4/id',
    /listed twice/,
  ],
  [
    'an option id reused in the same list',
    (d) => (d.questions.adult[1].options[0].id = 100101),
    '/questions/adult/1/options/0/id',
    /option id 100101 is used twice/,
  ],
  [
    'a profile field an answer cannot set',
    (d) => (d.questions.adult[2].options[0].metadata = { profile_field: 'zip_code' }),
    '/questions/adult/2/options/0/metadata/profile_field',
    /must be one of birthday/,
  ],
  [
    'a birthday set by an option that is not a date',
    (d) => (d.questions.adult[1].options[0].metadata = { profile_field: 'birthday' }),
    '/questions/adult/1/options/0/metadata/profile_field',
    /the birthday is set by a "date" option only/,
  ],
];

describe('readStudyDefinitions refuses a bad file, naming the file, the JSON path and the reason', () => {
  it.each(cases)('%s', (_label, mutate, path, reason) => {
    const bad = demo('core-study.json') as StudyDefinition & Record<string, unknown>;
    mutate(bad);
    const { problems, message } = problemsOf(
      folder({
        'core-study.json': bad,
        'annual-questionnaire.json': demo('annual-questionnaire.json'),
        'sub-study-sleep.json': demo('sub-study-sleep.json'),
      }),
    );
    const problem = problems.find((p) => p.path === path);
    expect(problem, JSON.stringify(problems)).toBeDefined();
    expect(problem!.file).toBe('core-study.json');
    expect(problem!.reason).toMatch(reason);
    expect(message).toContain(`core-study.json at ${path}: ${problem!.reason}`);
  });

  it('reports JSON syntax errors against the whole file', () => {
    const { problems } = problemsOf(folder({ 'broken.json': '{ "study": ' }));
    expect(problems).toEqual([{ file: 'broken.json', path: '/', reason: expect.stringMatching(/^not valid JSON: /) }]);
  });

  it('refuses an id declared in two files, naming the first place it is used', () => {
    const copy = demo('closed-study-exercise.json');
    copy.study.id = 102;
    const { problems } = problemsOf(folder({ 'a.json': demo('annual-questionnaire.json'), 'b.json': copy }));
    expect(problems).toContainEqual({
      file: 'b.json',
      path: '/study/id',
      reason: 'study id 102 is already used in a.json at /study/id',
    });
  });

  it('refuses a question id reused by another study', () => {
    const copy = demo('closed-study-exercise.json');
    copy.questions.adult[0].id = 2001;
    copy.questions.child = [];
    const { problems } = problemsOf(folder({ 'a.json': demo('annual-questionnaire.json'), 'b.json': copy }));
    expect(problems).toContainEqual({
      file: 'b.json',
      path: '/questions/adult/0/id',
      reason: 'question id 2001 is already used in a.json at /questions/adult/0/id',
    });
  });

  it('lists the problems of every bad file, and loads nothing', () => {
    const one = demo('annual-questionnaire.json') as StudyDefinition & Record<string, unknown>;
    one.extra = 1;
    const { problems } = problemsOf(
      folder({
        'one.json': one,
        'two.json': '[]',
        'ok.json': demo('closed-study-exercise.json'),
        'core.json': demo('core-study.json'),
      }),
    );
    expect([...new Set(problems.map((p) => p.file))].sort()).toEqual(['one.json', 'two.json']);
  });

  it('accepts a top-level "translations" block (texts in other languages), still refusing a misspelt key', () => {
    const translated = {
      ...demo('closed-study-exercise.json'),
      translations: { es: { study: { 104: { title: 'X' } } } },
    };
    expect(readStudyDefinitions(folder({ 'a.json': translated })).map((l) => l.definition.study.id)).toEqual([104]);
    const misspelt = { ...translated, translatons: {} };
    expect(problemsOf(folder({ 'a.json': misspelt })).problems).toEqual([
      { file: 'a.json', path: '/translatons', reason: 'unknown property "translatons"' },
    ]);
  });

  it('refuses a folder that does not exist', () => {
    expect(() => readStudyDefinitions('/nonexistent/studies')).toThrow(/the studies folder does not exist/);
  });

  it('ignores files that are not JSON (the README) and answers an empty list for an empty folder', () => {
    expect(readStudyDefinitions(folder({ 'README.md': '# notes' }))).toEqual([]);
  });

  it('answers the definitions in file-name order', () => {
    const loaded = readStudyDefinitions(
      folder({ 'b.json': demo('closed-study-exercise.json'), 'a.json': demo('research-opportunity-sleep-lab.json') }),
    );
    expect(loaded.map((l) => [l.file, l.definition.study.id])).toEqual([
      ['a.json', 105],
      ['b.json', 104],
    ]);
  });
});
