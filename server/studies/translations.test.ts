import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { StudyDefinition } from '@contract';
import { checkDefinitionText } from '../modules/study/load-definitions';

// The demo core study and annual questionnaire carry complete Spanish texts in their top-level
// `translations.es` block: every text a participant reads has one, keyed by the object's id and nested
// as in the object; nothing else is translated (values and widgets stay as they are; a matrix's
// translated columns are shown, its English columns stay the stored values).

const DIR = resolve(fileURLToPath(new URL('.', import.meta.url)));
const TRANSLATED_FILES = ['core-study.json', 'annual-questionnaire.json'];

type Kind =
  | 'study'
  | 'procedures'
  | 'questions'
  | 'options'
  | 'consents'
  | 'module_settings'
  | 'intro_pages'
  | 'research'
  | 'promotions';
type Translations = Partial<Record<Kind, Record<string, unknown>>>;
type Translated = StudyDefinition & { translations?: { es?: Translations } };

/**
 * The fields a participant reads, by kind (paths inside the object). Options' validator messages
 * are `validators.<position>.message`; a matrix's `columns` are read too (shown translated, while the
 * answer stores the English column: answer values never change with the language).
 */
const TEXT_FIELDS: Record<Kind, string[]> = {
  study: ['title', 'approximate_complete_time', 'reward_text', 'custom_tag_text'],
  procedures: ['title'],
  questions: ['title', 'confirmation_warning'],
  options: ['title', 'metadata.scale', 'metadata.rows', 'metadata.columns'],
  consents: ['description', 'text', 'agreement_text'],
  module_settings: ['content.title', 'content.label', 'content.body_text', 'content.button_text'],
  intro_pages: ['content'],
  research: ['title', 'text', 'button_text'],
  promotions: ['title', 'text', 'button_text'],
};

/** Texts the same in both languages: product names, insurance programmes, a unit, "No". */
const SAME_IN_SPANISH = new Set([
  'No',
  'Neutral',
  'A1c (%)',
  'Tandem t:slim X2',
  'Omnipod 5',
  'Medtronic MiniMed 780G',
  'Beta Bionics iLet',
  'Dexcom G7',
  'Dexcom G6',
  'FreeStyle Libre 3',
  'FreeStyle Libre 2',
  'Medtronic Guardian 4',
  'Medicare',
  'Medicaid',
]);

const KINDS = Object.keys(TEXT_FIELDS) as Kind[];
/** Kinds whose translation may carry a `child` wording. */
const AUDIENCE_KINDS: Kind[] = ['questions', 'options'];

function get(object: unknown, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>((v, key) => (v && typeof v === 'object' ? (v as never)[key] : undefined), object);
}

/** Every leaf of a translation, as `path → value` (arrays by position). */
function leaves(value: unknown, path = ''): [string, unknown][] {
  if (value === null || typeof value !== 'object') return [[path, value]];
  return Object.entries(value).flatMap(([k, v]) => leaves(v, path ? `${path}.${k}` : k));
}

/** An object's English texts by path; a text that is empty or null has nothing to translate. */
function englishTexts(kind: Kind, object: Record<string, unknown>): Map<string, string> {
  const texts = new Map<string, string>();
  for (const field of TEXT_FIELDS[kind])
    for (const [path, v] of leaves(get(object, field), field)) texts.set(path, v as string);
  if (kind === 'options')
    ((object.option_validators as { message: string }[] | undefined) ?? []).forEach((validator, i) =>
      texts.set(`validators.${i}.message`, validator.message),
    );
  for (const [path, text] of texts) if (typeof text !== 'string' || text.trim() === '') texts.delete(path);
  return texts;
}

/** The objects of each kind by id; a question (and its options) may be listed for both audiences. */
function objectsOf(definition: StudyDefinition): Record<Kind, [string, Record<string, unknown>][]> {
  const questions = [...definition.questions.adult, ...definition.questions.child];
  const byId = (list: { id: number | string }[]) => list.map((o) => [String(o.id), o as Record<string, unknown>]);
  return {
    study: byId([definition.study]),
    procedures: byId(definition.procedures),
    questions: byId(questions),
    options: byId(questions.flatMap((q) => q.options)),
    consents: byId(definition.consents),
    module_settings: byId(definition.module_settings),
    intro_pages: byId(definition.intro_pages),
    research: byId(definition.research ? [definition.research] : []),
    promotions: byId(definition.promotions),
  } as Record<Kind, [string, Record<string, unknown>][]>;
}

const tagsOf = (text: string) => text.match(/<[^>]*>/g) ?? [];

/** What is wrong with a definition's Spanish block, one line per problem (none: complete and well-formed). */
function spanishProblems(definition: Translated): string[] {
  const problems: string[] = [];
  const block = definition.translations?.es;
  if (!block || typeof block !== 'object') return ['no translations.es block'];
  for (const key of Object.keys(block)) if (!KINDS.includes(key as Kind)) problems.push(`${key}: not a kind`);
  const objects = objectsOf(definition);
  for (const kind of KINDS) {
    const translations = (block[kind] ?? {}) as Record<string, unknown>;
    const englishById = new Map<string, Map<string, string>[]>();
    for (const [id, object] of objects[kind])
      englishById.set(id, [...(englishById.get(id) ?? []), englishTexts(kind, object)]);
    for (const [id, translation] of Object.entries(translations)) {
      const variants = englishById.get(id);
      if (!variants) {
        problems.push(`${kind} ${id}: no such ${kind} in the definition`);
        continue;
      }
      for (const [leaf, spanish] of leaves(translation)) {
        // A question's or an option's `child` block is its wording for a parent answering about the
        // child (server/studies/README.md): the same fields as the object's.
        const path = AUDIENCE_KINDS.includes(kind) ? leaf.replace(/^child\./, '') : leaf;
        const english = variants.map((v) => v.get(path)).filter((t): t is string => t !== undefined);
        if (english.length === 0) problems.push(`${kind} ${id} ${leaf}: not a text field of the object`);
        else if (typeof spanish !== 'string' || spanish.trim() === '') problems.push(`${kind} ${id} ${leaf}: empty`);
        else {
          if (english.some((e) => e === spanish) && !SAME_IN_SPANISH.has(spanish))
            problems.push(`${kind} ${id} ${leaf}: left in English`);
          for (const e of english)
            if (JSON.stringify(tagsOf(e)) !== JSON.stringify(tagsOf(spanish)))
              problems.push(`${kind} ${id} ${path}: tags ${tagsOf(spanish).join('')} instead of ${tagsOf(e).join('')}`);
        }
      }
    }
    for (const [id, variants] of englishById)
      for (const path of new Set(variants.flatMap((v) => [...v.keys()])))
        if (get(translations[id], path) === undefined || get(translations[id], path) === null)
          problems.push(`${kind} ${id} ${path}: no Spanish text`);
  }
  return [...new Set(problems)];
}

const read = (file: string) => readFileSync(join(DIR, file), 'utf8');
const definitionOf = (file: string) => JSON.parse(read(file)) as Translated;

describe('the Spanish texts of the demo core study and annual questionnaire', () => {
  it.each(TRANSLATED_FILES)('%s still loads with its translations block (no schema or rule problem)', (file) => {
    const { definition, problems } = checkDefinitionText(file, read(file));
    expect(problems).toEqual([]);
    expect(definition).toBeDefined();
  });

  it.each(TRANSLATED_FILES)(
    '%s: every text a participant reads has a Spanish text, of an existing object, with the same tags',
    (file) => {
      expect(spanishProblems(definitionOf(file))).toEqual([]);
    },
  );

  it('covers every audience list, the consents (legal texts, same links) and the option validators by position', () => {
    const core = definitionOf('core-study.json');
    const es = core.translations!.es!;
    const childOnly = core.questions.child.find((q) => !core.questions.adult.some((a) => a.id === q.id))!;
    expect(es.questions![String(childOnly.id)]).toMatchObject({ title: expect.any(String) });
    for (const consent of core.consents) {
      const spanish = es.consents![String(consent.id)] as { text: string; agreement_text: string };
      expect(tagsOf(spanish.text)).toEqual(tagsOf(consent.text!));
      expect(spanish.text.length).toBeGreaterThan(consent.text!.length * 0.8);
      expect(spanish.agreement_text).not.toBe(consent.agreement_text);
    }
    expect((es.options!['100301'] as { validators: unknown[] }).validators).toHaveLength(3);
  });
});

describe('spanishProblems finds what is wrong', () => {
  const mutated = (change: (es: Record<string, Record<string, Record<string, unknown>>>) => void) => {
    const core = definitionOf('core-study.json');
    change(core.translations!.es as never);
    return spanishProblems(core);
  };

  it.each<[string, Parameters<typeof mutated>[0], string]>([
    ['a missing question', (es) => delete es.questions['1119'], 'questions 1119 title: no Spanish text'],
    ['an empty text', (es) => (es.procedures.intro.title = ' '), 'procedures intro title: empty'],
    ['an id not in the definition', (es) => (es.options['999999'] = { title: 'X' }), 'options 999999: no such options'],
    ['a text left in English', (es) => (es.options['100101'].title = 'Yes'), 'options 100101 title: left in English'],
    [
      'a matrix column left untranslated',
      (es) => delete (es.options['111401'].metadata as Record<string, unknown>).columns,
      'options 111401 metadata.columns.0: no Spanish text',
    ],
    ['a translated widget', (es) => (es.options['100101'].widget = 'radio'), 'options 100101 widget: not a text field'],
    [
      'a validator message missing by position',
      (es) => ((es.options['100301'].validators as unknown[])[1] = null),
      'options 100301 validators.1.message: no Spanish text',
    ],
    [
      'a link changed in a consent',
      (es) => (es.consents['101'].text = String(es.consents['101'].text).replace('tel:+18005550123', 'tel:+1')),
      'consents 101 text: tags',
    ],
    [
      'a tag dropped from a module setting',
      (es) => ((es.module_settings['1'].content as Record<string, string>).body_text = 'Conteste'),
      'module_settings 1 content.body_text: tags',
    ],
  ])('%s', (_label, change, expected) => {
    const problems = mutated(change);
    expect(
      problems.some((p) => p.startsWith(expected)),
      JSON.stringify(problems),
    ).toBe(true);
  });
});
