import type { FastifyInstance } from 'fastify';
import type { FieldErrors } from '@contract';
import { badRequest } from './errors';
import { MAX_JSON_DEPTH, shownFieldName, TOO_DEEP_MESSAGE } from './json-body';
import { NON_FIELD } from './validation';

// PostgreSQL text cannot hold a NUL character: one that reached a query answered 500. A lone UTF-16
// surrogate (a JSON "\ud800" escape) is no character at all: it was stored as U+FFFD. One step for
// every route refuses both wherever they are (path, query, JSON body, keys and values at any depth)
// with the top-level field named, before the schema or a handler sees the value.

export const NUL_MESSAGE = 'This field must not contain a NUL character.';
export const SURROGATE_MESSAGE = 'This field must not contain an unpaired UTF-16 surrogate.';

/** In a `u` pattern a paired surrogate is one astral character: only a lone one matches. */
const LONE_SURROGATE = /\p{Cs}/u;

function stringProblem(text: string): string | undefined {
  if (text.includes('\u0000')) return NUL_MESSAGE;
  if (LONE_SURROGATE.test(text)) return SURROGATE_MESSAGE;
  return undefined;
}

/**
 * What is wrong with a value whose container sits at `depth` (the body itself is 1), if anything.
 * JSON bodies deeper than MAX_JSON_DEPTH never get here (json-body.ts); past it the walk stops and
 * refuses, so it never nears the call stack's edge and never lets an unread value through.
 */
function problemIn(value: unknown, depth: number): string | undefined {
  if (typeof value === 'string') return stringProblem(value);
  if (value === null || typeof value !== 'object') return undefined;
  if (depth > MAX_JSON_DEPTH) return TOO_DEEP_MESSAGE;
  for (const [key, inner] of Array.isArray(value) ? value.entries() : Object.entries(value)) {
    const problem = (typeof key === 'string' ? stringProblem(key) : undefined) ?? problemIn(inner, depth + 1);
    if (problem) return problem;
  }
  return undefined;
}

/** `{field: [message]}` for every top-level field of `part` holding a NUL character or a lone surrogate. */
export function nulErrors(part: unknown): FieldErrors {
  const errors: FieldErrors = {};
  if (typeof part === 'string' || Array.isArray(part)) {
    const problem = problemIn(part, 1);
    if (problem) errors[NON_FIELD] = [problem];
    return errors;
  }
  if (part === null || typeof part !== 'object') return errors;
  for (const [name, value] of Object.entries(part)) {
    const problem = stringProblem(name) ?? problemIn(value, 2);
    if (problem) errors[shownFieldName(name)] = [problem];
  }
  return errors;
}

function refuse(part: unknown) {
  const errors = nulErrors(part);
  if (Object.keys(errors).length > 0) throw badRequest(errors);
}

export function registerNulCheck(app: FastifyInstance) {
  // Path and query first (before the participant scope reads the path ids), the body once parsed.
  app.addHook('onRequest', async (request) => {
    refuse(request.params);
    refuse(request.query);
  });
  app.addHook('preValidation', async (request) => refuse(request.body));
}
