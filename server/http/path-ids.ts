import type { TSchema } from 'typebox';
import type { FieldErrors } from '@contract';

// Path ids are judged on their raw text, before the schema converts them: `7.0`, `+7` and `0x7`
// would otherwise become 7 and pass, and 2^31 would reach the database as an overflow.

export const MAX_PATH_ID = 2 ** 31 - 1;
export const PATH_ID_MESSAGE = `Must be a whole number from 1 to ${MAX_PATH_ID}.`;

const DIGITS = /^[1-9][0-9]*$/;

/** Whether raw path text is a strict positive integer below 2^31. */
export const isStrictPathId = (raw: string): boolean => DIGITS.test(raw) && Number(raw) <= MAX_PATH_ID;

/** The integer parameters of a params schema (the ids). */
export function idParamNames(params: TSchema | undefined): string[] {
  const properties = (params as { properties?: Record<string, { type?: unknown }> } | undefined)?.properties ?? {};
  return Object.entries(properties)
    .filter(([, schema]) => schema.type === 'integer')
    .map(([name]) => name);
}

/** `{name: [message]}` for every id parameter whose raw text is not a strict id. */
export function loosePathIdErrors(params: TSchema | undefined, raw: Record<string, string | undefined>): FieldErrors {
  const errors: FieldErrors = {};
  for (const name of idParamNames(params)) if (!isStrictPathId(raw[name] ?? '')) errors[name] = [PATH_ID_MESSAGE];
  return errors;
}
