import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { Value } from 'typebox/value';
import { StudyDefinition } from '@contract';
import {
  crossFileProblems,
  definitionProblems,
  type DefinitionProblem,
  type LoadedDefinition,
} from './definition-checks';
import { translationProblems } from './translation-checks';

// The pure half of study loading (DECISIONS §4): read every `*.json` file of the studies folder,
// parse it, check it against the published `StudyDefinition` schema and the rules the schema
// cannot state (references, unique ids). Nothing touches the database here, so a bad file stops
// the start before anything is written.

export type { DefinitionProblem, LoadedDefinition } from './definition-checks';

export class StudyDefinitionError extends Error {
  constructor(
    readonly dir: string,
    readonly problems: DefinitionProblem[],
  ) {
    super(
      `Invalid study definitions in ${dir}:\n${problems.map((p) => `  ${p.file} at ${p.path}: ${p.reason}`).join('\n')}`,
    );
    this.name = 'StudyDefinitionError';
  }
}

interface SchemaError {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
  message: string;
}

const show = (v: unknown) => JSON.stringify(v);

/** Reads a value at a JSON Pointer (for quoting the offending value in a message). */
function at(value: unknown, pointer: string): unknown {
  let current = value;
  for (const raw of pointer.split('/').slice(1)) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

function reasonOf(error: SchemaError, data: unknown): string {
  const found = at(data, error.instancePath);
  switch (error.keyword) {
    case 'required': {
      const names = (error.params.requiredProperties as string[] | undefined) ?? [];
      return `missing required ${names.length > 1 ? 'properties' : 'property'} ${names.map(show).join(', ')}`;
    }
    case 'enum':
      return `must be one of ${((error.params.allowedValues as unknown[]) ?? []).map(show).join(', ')} (found ${show(found)})`;
    case 'type':
      return `must be ${String(error.params.type)} (found ${show(found)})`;
    case 'minimum':
      return `must be at least ${String(error.params.limit)} (found ${show(found)})`;
    default:
      return `${error.message} (found ${show(found)})`;
  }
}

/**
 * Schema problems, most specific first: a union (nullable field) reports both branches; the branch
 * errors deeper in the document say more than the `anyOf` summary, so the summary is dropped when
 * a deeper error exists under the same path.
 */
export function schemaProblems(file: string, data: unknown): DefinitionProblem[] {
  const errors = [...Value.Errors(StudyDefinition, data)] as SchemaError[];
  const specific = errors.filter(
    (e) =>
      !['anyOf', 'oneOf', 'allOf'].includes(e.keyword) ||
      !errors.some((other) => other !== e && other.instancePath.startsWith(`${e.instancePath}/`)),
  );
  const seen = new Set<string>();
  const problems: DefinitionProblem[] = [];
  for (const error of specific) {
    // A null where an object is allowed reports "must be null" too; the other branch says more.
    if (
      error.keyword === 'type' &&
      error.params.type === 'null' &&
      errors.some((o) => o !== error && o.instancePath === error.instancePath)
    )
      continue;
    const problem = { file, path: error.instancePath || '/', reason: reasonOf(error, data) };
    const key = `${problem.path} ${problem.reason}`;
    if (!seen.has(key)) problems.push(problem);
    seen.add(key);
  }
  return problems;
}

/** Keys the schema does not know: a typo such as `"questons"` would otherwise be ignored silently. */
export function unknownKeyProblems(file: string, data: unknown): DefinitionProblem[] {
  const cleaned = Value.Clean(StudyDefinition, structuredClone(data));
  const problems: DefinitionProblem[] = [];
  const walk = (original: unknown, kept: unknown, path: string) => {
    if (original === null || typeof original !== 'object' || kept === null || typeof kept !== 'object') return;
    if (Array.isArray(original)) {
      original.forEach((item, i) => walk(item, (kept as unknown[])[i], `${path}/${i}`));
      return;
    }
    for (const [key, value] of Object.entries(original)) {
      if (!(key in (kept as Record<string, unknown>)))
        problems.push({ file, path: `${path}/${key}`, reason: `unknown property ${show(key)}` });
      else walk(value, (kept as Record<string, unknown>)[key], `${path}/${key}`);
    }
  };
  walk(data, cleaned, '');
  return problems;
}

/** Parses and checks one file's text: its problems, and the definition when it has the schema's shape. */
export function checkDefinitionText(
  file: string,
  text: string,
): { definition?: StudyDefinition; problems: DefinitionProblem[] } {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    return { problems: [{ file, path: '/', reason: `not valid JSON: ${(error as Error).message}` }] };
  }
  const schema = schemaProblems(file, data);
  if (schema.length > 0) return { problems: schema };
  const unknown = unknownKeyProblems(file, data);
  const semantic = [
    ...definitionProblems(file, data as StudyDefinition),
    ...translationProblems(file, data as StudyDefinition),
  ];
  // Schema-valid files take part in the cross-file checks even with problems of their own, so
  // another file's references to them are not reported as dangling.
  // A name outside the translations' table is reported by both checks: once is enough.
  const seen = new Set<string>();
  const problems = [...unknown, ...semantic].filter((p) => {
    const key = `${p.path} ${p.reason}`;
    return !seen.has(key) && !!seen.add(key);
  });
  return { definition: data as StudyDefinition, problems };
}

/**
 * Reads and checks every `*.json` file of the folder (in name order). Throws one
 * StudyDefinitionError listing every problem (file, JSON path, reason) when any file is bad, so
 * either every definition loads or none does.
 */
export function readStudyDefinitions(dir: string): LoadedDefinition[] {
  if (!existsSync(dir) || !statSync(dir).isDirectory())
    throw new StudyDefinitionError(dir, [{ file: dir, path: '/', reason: 'the studies folder does not exist' }]);
  const files = readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort();
  const loaded: LoadedDefinition[] = [];
  const problems: DefinitionProblem[] = [];
  for (const file of files) {
    const result = checkDefinitionText(file, readFileSync(join(dir, file), 'utf8'));
    problems.push(...result.problems);
    if (result.definition) loaded.push({ file, definition: result.definition });
  }
  problems.push(...crossFileProblems(loaded));
  if (problems.length > 0) throw new StudyDefinitionError(dir, problems);
  return loaded;
}
