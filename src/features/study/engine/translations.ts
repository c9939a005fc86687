import type { ContentLang, DefinitionTexts, StudyDefinition } from '@contract';
import { AUDIENCES, type QuestionAudience } from '@contract/study-translations';

// A study definition in a language (DECISIONS §12), for the server's study calls: each translatable object's texts from
// `translations.<lang>` where the file carries them, field by field, English otherwise, and each
// object marked with `lang`, the language of its texts, so the client can mark an English fallback.
// Only texts change: ids, values, widgets, rules and urls are the definition's own.

export type TranslationKind = keyof DefinitionTexts;

/** A translatable object of a definition: its id as the translations name it, and where it is. */
export interface Translatable {
  kind: TranslationKind;
  id: string;
  path: string;
  object: Record<string, unknown>;
  /** A question's or option's list: the translation's `adult` or `child` entry applies to it there. */
  audience?: QuestionAudience;
}

/**
 * The text fields of each kind, main text first (an object's `lang` is its main text's language).
 * Nested fields are written `content.title`. Options' validators and matrix/Likert labels are apart.
 */
export const TEXT_FIELDS: Record<TranslationKind, readonly string[]> = {
  study: ['title', 'approximate_complete_time', 'reward_text', 'custom_tag_text'],
  procedures: ['title'],
  questions: ['title', 'confirmation_warning'],
  options: ['title'],
  consents: ['text', 'description', 'agreement_text', 'rule_description'],
  module_settings: ['content.title', 'content.body_text', 'content.label', 'content.button_text'],
  intro_pages: ['content'],
  research: ['title', 'text', 'button_text'],
  promotions: ['title', 'text', 'button_text'],
};

/**
 * Label lists of an option's metadata translated by position. A matrix's columns are its answer
 * values: their translation goes beside them, as `column_labels`, and the columns stay English.
 */
export const LABEL_LISTS = ['rows', 'scale', 'columns'] as const;
const TRANSLATED_INTO = { rows: 'rows', scale: 'scale', columns: 'column_labels' } as const;

const asRecord = (v: unknown) => v as Record<string, unknown>;

/** Every translatable object of the definition (a question listed for both audiences appears twice). */
export function translatables(def: StudyDefinition): Translatable[] {
  const out: Translatable[] = [
    { kind: 'study', id: String(def.study.id), path: '/study', object: asRecord(def.study) },
  ];
  const add = (
    kind: TranslationKind,
    list: ReadonlyArray<{ id: number | string }>,
    path: string,
    audience?: QuestionAudience,
  ) =>
    list.forEach((o, i) => out.push({ kind, id: String(o.id), path: `${path}/${i}`, object: asRecord(o), audience }));
  add('procedures', def.procedures, '/procedures');
  for (const audience of AUDIENCES) {
    const path = `/questions/${audience}`;
    add('questions', def.questions[audience], path, audience);
    def.questions[audience].forEach((q, qi) => add('options', q.options, `${path}/${qi}/options`, audience));
  }
  add('consents', def.consents, '/consents');
  add('module_settings', def.module_settings, '/module_settings');
  add('intro_pages', def.intro_pages, '/intro_pages');
  if (def.research)
    out.push({ kind: 'research', id: String(def.research.id), path: '/research', object: asRecord(def.research) });
  add('promotions', def.promotions, '/promotions');
  return out;
}

/** The value at a dotted field path (`content.title`). */
export function fieldAt(object: unknown, field: string): unknown {
  return field
    .split('.')
    .reduce<unknown>((o, key) => (o && typeof o === 'object' ? asRecord(o)[key] : undefined), object);
}

const isText = (v: unknown): v is string => typeof v === 'string' && v.trim() !== '';

/** A copy of `object` with `field` set (copying each nested object on the way). */
function withField(object: Record<string, unknown>, field: string, value: unknown): Record<string, unknown> {
  const [head, ...rest] = field.split('.');
  if (rest.length === 0) return { ...object, [head]: value };
  return { ...object, [head]: withField(asRecord(object[head] ?? {}), rest.join('.'), value) };
}

/**
 * A question's or option's translation as one audience reads it: the entry's texts with what its
 * `adult` or `child` part says for that audience in their place.
 */
export function audienceEntry(entry: unknown, audience: QuestionAudience): Record<string, unknown> | undefined {
  if (!entry || typeof entry !== 'object') return undefined;
  const { adult, child, ...shared } = entry as Record<string, unknown>;
  const own = (audience === 'adult' ? adult : child) as Record<string, unknown> | undefined;
  return { ...shared, ...own };
}

/** One object in `lang`: its translated fields, the others English, and `lang` its main text's language. */
function localizeObject(
  kind: TranslationKind,
  object: Record<string, unknown>,
  entry: Record<string, unknown> | undefined,
): Record<string, unknown> {
  let copy: Record<string, unknown> = { ...object };
  let main: ContentLang | undefined;
  for (const field of TEXT_FIELDS[kind]) {
    const english = fieldAt(object, field);
    const translated = entry ? fieldAt(entry, field) : undefined;
    const use = isText(english) && isText(translated);
    if (use) copy = withField(copy, field, translated);
    if (main === undefined && isText(english)) main = use ? 'es' : 'en';
  }
  copy.lang = main ?? (entry ? 'es' : 'en');
  if (kind === 'options') copy = localizeOptionParts(copy, entry);
  return copy;
}

/** An option's label lists and its validators' messages, by position. */
function localizeOptionParts(option: Record<string, unknown>, entry: Record<string, unknown> | undefined) {
  const out = { ...option };
  const metadata = option.metadata as Record<string, unknown> | null | undefined;
  const labels = entry?.metadata as Record<string, unknown> | undefined;
  if (metadata && labels) {
    const copy = { ...metadata };
    for (const list of LABEL_LISTS) {
      const english = metadata[list];
      const translated = labels[list];
      if (Array.isArray(english) && Array.isArray(translated) && translated.length === english.length)
        copy[TRANSLATED_INTO[list]] = english.map((e, i) => (isText(translated[i]) ? translated[i] : e));
    }
    out.metadata = copy;
  }
  const validators = option.option_validators as Array<Record<string, unknown>> | undefined;
  if (validators) {
    const texts = (entry?.validators ?? []) as Array<Record<string, unknown> | null>;
    out.option_validators = validators.map((v, i) => {
      const t = texts[i];
      const message = t && isText(t.message) ? t.message : undefined;
      const label = t && isText(t.label) && isText(v.label) ? t.label : v.label;
      return {
        ...v,
        ...(message ? { message } : {}),
        ...(label !== undefined ? { label } : {}),
        lang: message ? 'es' : 'en',
      };
    });
  }
  return out;
}

const cache = new WeakMap<StudyDefinition, StudyDefinition>();

/**
 * The definition as a request in `lang` reads it. English is the definition as it is (objects
 * without `lang` are English); Spanish is built once per definition object and shared (read only).
 */
export function localizedDefinition(def: StudyDefinition, lang: ContentLang): StudyDefinition {
  if (lang === 'en') return def;
  const cached = cache.get(def);
  if (cached) return cached;
  const texts = def.translations?.[lang] ?? {};
  const one = <T>(kind: TranslationKind, object: T, id: number | string, audience?: QuestionAudience): T => {
    const entry = texts[kind]?.[String(id)];
    const own = audience ? audienceEntry(entry, audience) : (entry as Record<string, unknown> | undefined);
    return localizeObject(kind, object as Record<string, unknown>, own) as T;
  };
  const many = <T extends { id: number | string }>(
    kind: TranslationKind,
    list: readonly T[],
    audience?: QuestionAudience,
  ): T[] => list.map((o) => one(kind, o, o.id, audience));
  const questions = (audience: QuestionAudience) =>
    def.questions[audience].map((q) => ({
      ...one('questions', q, q.id, audience),
      options: many('options', q.options, audience),
    }));
  const localized: StudyDefinition = {
    ...def,
    study: one('study', def.study, def.study.id),
    procedures: many('procedures', def.procedures),
    questions: { adult: questions('adult'), child: questions('child') },
    consents: many('consents', def.consents),
    module_settings: many('module_settings', def.module_settings),
    intro_pages: many('intro_pages', def.intro_pages),
    research: def.research ? one('research', def.research, def.research.id) : null,
    promotions: many('promotions', def.promotions),
  };
  cache.set(def, localized);
  return localized;
}
