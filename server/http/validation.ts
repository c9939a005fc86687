import type { FastifyInstance, FastifySchemaCompiler } from 'fastify';
import type { TSchema } from 'typebox';
import { Compile } from 'typebox/compile';
import { SINGLE_LINE_MESSAGE, SINGLE_LINE_PATTERN, type FieldErrors } from '@contract';
import { isDatabaseUnavailable, RETRY_AFTER_SECONDS } from '../db/unavailable';
import { HttpError, UNAVAILABLE } from './errors';
import { refusalIn } from './refusal-texts';
import { requestLocale } from './request-locale';
import { ContractMismatchError } from './response-check';

/** Field a non-field problem is reported under (the whole body is missing or the wrong kind). */
export const NON_FIELD = 'non_field_errors';
/** A required field left out, empty, or (where the server trims it) of spaces alone. */
export const REQUIRED = 'This field is required.';

interface ErrorLike {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
  message: string;
}

function messageOf(error: ErrorLike): string {
  switch (error.keyword) {
    case 'required':
      return REQUIRED;
    case 'minLength':
      return error.params.limit === 1
        ? REQUIRED
        : `Ensure this field has at least ${String(error.params.limit)} characters.`;
    case 'maxLength':
      return `Ensure this field has no more than ${String(error.params.limit)} characters.`;
    case 'type':
      return `Must be of type ${String(error.params.type)}.`;
    case 'enum':
    case 'const':
      return 'Select a valid choice.';
    case '~refine':
      return error.message;
    case 'pattern':
      return error.params.pattern === SINGLE_LINE_PATTERN ? SINGLE_LINE_MESSAGE : 'Enter a valid value.';
    default:
      return error.message.charAt(0).toUpperCase() + error.message.slice(1) + '.';
  }
}

/** Turns typebox errors into `{field: [messages]}` (the first path segment names the field). */
export function toFieldErrors(errors: ErrorLike[]): FieldErrors {
  const out: FieldErrors = {};
  const add = (field: string, message: string) => {
    const list = (out[field] ??= []);
    if (!list.includes(message)) list.push(message);
  };
  for (const error of errors) {
    if (error.keyword === 'anyOf' || error.keyword === 'oneOf') continue;
    // A Nullable field's null branch adds "must be null", which only repeats the real complaint.
    if (error.keyword === 'type' && error.params.type === 'null') continue;
    if (error.keyword === 'required') {
      const names = (error.params.requiredProperties as string[] | undefined) ?? [];
      const prefix = error.instancePath.split('/').filter(Boolean)[0];
      for (const name of names) add(prefix ?? name, REQUIRED);
      continue;
    }
    const field = error.instancePath.split('/').filter(Boolean)[0] ?? NON_FIELD;
    add(field, messageOf(error));
  }
  if (Object.keys(out).length === 0 && errors.length > 0) add(NON_FIELD, 'Invalid input.');
  return out;
}

const SCALAR_TYPES = new Set(['string', 'integer', 'number', 'boolean', 'null']);

/** The property names of an object schema whose properties are all scalars, or undefined. */
function flatProperties(schema: TSchema): ReadonlySet<string> | undefined {
  const { type, properties } = schema as { type?: unknown; properties?: Record<string, { type?: unknown }> };
  if (type !== 'object' || !properties) return undefined;
  const scalar = Object.values(properties).every((p) => typeof p.type === 'string' && SCALAR_TYPES.has(p.type));
  return scalar ? new Set(Object.keys(properties)) : undefined;
}

function onlyKnownKeys(value: unknown, known: ReadonlySet<string>): boolean {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
  // Own and inherited enumerable keys alike (the router's params object has a prototype of its own).
  for (const key in value) if (!known.has(key)) return false;
  return true;
}

/**
 * Validates with the contract's typebox schemas: query strings are converted to the declared types,
 * unknown fields are stripped (never stored), and failures carry `{field: [messages]}`.
 */
export const typeboxValidatorCompiler: FastifySchemaCompiler<TSchema> = ({ schema, httpPart }) => {
  const validator = Compile(schema);
  const flat = flatProperties(schema);
  return (data: unknown) => {
    let value = data;
    if (httpPart === 'querystring' || httpPart === 'params') value = validator.Convert(value);
    // Cleaning strips unknown fields; an object of a flat schema holding none has nothing to strip
    // (the path ids and queries of every call: Clean was a tenth of a millisecond per save).
    if (!flat || !onlyKnownKeys(value, flat)) value = validator.Clean(value);
    if (validator.Check(value)) return { value };
    return { error: new HttpError(400, toFieldErrors(validator.Errors(value) as ErrorLike[])) as unknown as Error };
  };
};

/**
 * Sends HttpErrors as they are (in the request's language); a body that is not JSON answers 400;
 * a database that cannot be reached 503 with Retry-After; anything else is a logged 500.
 */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error, request, reply) => {
    // Refusals the server words itself go in the request's language (the page's or the participant's).
    const send = (status: number, body: unknown) => reply.code(status).send(refusalIn(requestLocale(), body));
    if (error instanceof HttpError) return send(error.statusCode, error.body);
    // Test mode only: the reason goes into the answer, so the failing test shows it.
    if (error instanceof ContractMismatchError) return reply.code(500).send({ detail: error.message });
    const status = (error as { statusCode?: number }).statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message =
        status === 415
          ? 'Unsupported media type.'
          : status === 413
            ? 'Request body is too large.'
            : 'Malformed request.';
      return send(status, { [NON_FIELD]: [message] });
    }
    // The database away (stopped, restarting, unreachable): nothing was changed, so say when to try again.
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      reply.header('Retry-After', String(RETRY_AFTER_SECONDS));
      return send(503, { detail: UNAVAILABLE });
    }
    request.log.error({ err: error }, 'request failed');
    return send(500, { detail: 'Internal server error.' });
  });
}
