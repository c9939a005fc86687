import type { FastifyInstance } from 'fastify';
import type { FieldErrors } from '../../src/shared/api/contract';
import { badRequest } from './errors';
import { NON_FIELD } from './validation';

// PostgreSQL text cannot hold a NUL character: one that reached a query answered 500 (issue 11).
// One step for every route refuses it wherever it is (path, query, JSON body, at any depth) with
// the top-level field named, before the schema or a handler sees the value.

export const NUL_MESSAGE = 'This field must not contain a NUL character.';

function holdsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  // The body limit bounds the work; the depth bound keeps the walk off the call stack's edge.
  if (depth > 64 || value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some((v) => holdsNul(v, depth + 1));
  return Object.entries(value).some(([k, v]) => k.includes('\u0000') || holdsNul(v, depth + 1));
}

/** `{field: [NUL_MESSAGE]}` for every top-level field of `part` that holds a NUL character. */
export function nulErrors(part: unknown): FieldErrors {
  const errors: FieldErrors = {};
  if (typeof part === 'string' || Array.isArray(part)) {
    if (holdsNul(part)) errors[NON_FIELD] = [NUL_MESSAGE];
    return errors;
  }
  if (part === null || typeof part !== 'object') return errors;
  for (const [name, value] of Object.entries(part)) {
    if (name.includes('\u0000') || holdsNul(value)) errors[name.split('\u0000').join('') || NON_FIELD] = [NUL_MESSAGE];
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
