import type { StudyDefinition } from '@contract';
import type { DefinitionProblem } from './definition-checks';
import { AUDIENCES, type QuestionAudience } from '@contract/study-translations';
import { fieldAt, LABEL_LISTS, TEXT_FIELDS, translatables, type Translatable, type TranslationKind } from '@engine';

// What the schema cannot say about a definition's `translations` (DECISIONS §12): every id names an
// object of its kind (a typo would leave a text silently in English), every field translated is a
// text the object has, label lists and validators line up by position, and an HTML text keeps the
// links of its English. The schema has already checked the shape and the field names.

const isText = (v: unknown): v is string => typeof v === 'string' && v.trim() !== '';

/** The links of an HTML text, in order. */
const links = (html: string) => [...html.matchAll(/href\s*=\s*["']([^"']*)["']/gi)].map((m) => m[1]);

const flatFields = (entry: unknown, prefix = ''): Array<[string, unknown]> =>
  Object.entries((entry ?? {}) as Record<string, unknown>).flatMap(([key, value]) =>
    value && typeof value === 'object' && !Array.isArray(value) && key === 'content'
      ? flatFields(value, `${prefix}${key}.`)
      : [[`${prefix}${key}`, value] as [string, unknown]],
  );

export function translationProblems(file: string, def: StudyDefinition): DefinitionProblem[] {
  const problems: DefinitionProblem[] = [];
  const objects = translatables(def);
  // The names are checked here as well as by the schema, so the checks hold whatever cleans the schema's view.
  const unknown = (path: string, key: string) => problems.push({ file, path, reason: `unknown property "${key}"` });
  for (const [lang, texts] of Object.entries(def.translations ?? {})) {
    if (lang !== 'es') {
      unknown(`/translations/${lang}`, lang);
      continue;
    }
    for (const [kind, entries] of Object.entries(texts ?? {}) as Array<[TranslationKind, Record<string, unknown>]>) {
      if (!(kind in TEXT_FIELDS)) {
        unknown(`/translations/${lang}/${kind}`, kind);
        continue;
      }
      for (const [id, entry] of Object.entries(entries ?? {})) {
        const path = `/translations/${lang}/${kind}/${id}`;
        const add = (sub: string, reason: string) => problems.push({ file, path: `${path}${sub}`, reason });
        // A question or option listed for both audiences is translated once: the first one says which texts it has.
        const target = objects.find((o) => o.kind === kind && o.id === id);
        if (!target) {
          add('', `no ${kind.replace(/s$/, '').replace('_', ' ')} of this study has the id ${JSON.stringify(id)}`);
          continue;
        }
        const { adult, child, ...shared } = (entry ?? {}) as Record<string, unknown>;
        const perAudience = kind === 'questions' || kind === 'options';
        problems.push(...entryProblems(file, path, kind, target, perAudience ? shared : (entry as object)));
        if (!perAudience) continue;
        const parts: Record<QuestionAudience, unknown> = { adult, child };
        for (const audience of AUDIENCES) {
          const own = parts[audience];
          if (own === undefined) continue;
          // What one audience reads is checked against that audience's list.
          const listed = objects.find((o) => o.kind === kind && o.id === id && o.audience === audience);
          if (!listed) add(`/${audience}`, `the ${audience} questions have no ${kind.replace(/s$/, '')} ${id}`);
          else problems.push(...entryProblems(file, `${path}/${audience}`, kind, listed, own as object));
        }
      }
    }
  }
  return problems;
}

/** The texts of one entry (or one audience's part of it) against the object they translate. */
function entryProblems(
  file: string,
  path: string,
  kind: TranslationKind,
  target: Translatable,
  entry: object,
): DefinitionProblem[] {
  const problems: DefinitionProblem[] = [];
  const add = (sub: string, reason: string) => problems.push({ file, path: `${path}${sub}`, reason });
  for (const [field, value] of flatFields(entry)) {
    const sub = `/${field.replace('.', '/')}`;
    if (kind === 'options' && (field === 'metadata' || field === 'validators')) continue;
    if (!TEXT_FIELDS[kind].includes(field)) {
      add(sub, `unknown property "${field.split('.').pop()!}"`);
      continue;
    }
    const english = fieldAt(target.object, field);
    if (!isText(english)) add(sub, `${target.path} has no "${field}" text to translate`);
    else if (!isText(value)) add(sub, 'a translation cannot be empty');
    else if (links(english).join('\n') !== links(value).join('\n'))
      add(sub, `the translation must keep the links of the English (${links(english).join(', ') || 'none'})`);
  }
  if (kind === 'options') problems.push(...optionProblems(file, path, target.object, entry));
  return problems;
}

function optionProblems(
  file: string,
  path: string,
  option: Record<string, unknown>,
  entry: unknown,
): DefinitionProblem[] {
  const problems: DefinitionProblem[] = [];
  const e = entry as { metadata?: Record<string, unknown>; validators?: Array<Record<string, unknown> | null> };
  const metadata = (option.metadata ?? {}) as Record<string, unknown>;
  for (const key of Object.keys(e.metadata ?? {}))
    if (!(LABEL_LISTS as readonly string[]).includes(key))
      problems.push({ file, path: `${path}/metadata/${key}`, reason: `unknown property "${key}"` });
  for (const list of LABEL_LISTS) {
    const translated = e.metadata?.[list];
    if (translated === undefined) continue;
    const english = metadata[list];
    if (!Array.isArray(english))
      problems.push({ file, path: `${path}/metadata/${list}`, reason: `the option has no "${list}" labels` });
    else if (!Array.isArray(translated) || translated.length !== english.length)
      problems.push({
        file,
        path: `${path}/metadata/${list}`,
        reason: `needs ${english.length} labels, one per English label in order`,
      });
  }
  const validators = (option.option_validators ?? []) as Array<Record<string, unknown>>;
  (e.validators ?? []).forEach((v, i) => {
    const at = `${path}/validators/${i}`;
    if (i >= validators.length)
      problems.push({ file, path: at, reason: `the option has ${validators.length} validators (by position)` });
    else if (v && v.label !== undefined && !isText(validators[i].label))
      problems.push({ file, path: `${at}/label`, reason: 'this validator has no "label" text to translate' });
    else if (v && v.message !== undefined && !isText(v.message))
      problems.push({ file, path: `${at}/message`, reason: 'a translation cannot be empty' });
  });
  return problems;
}
