import type { FastifyInstance } from 'fastify';
import { badRequest } from './errors';
import { NON_FIELD } from './validation';

// JSON.parse builds whatever nesting it is given, and every walk over the result (validation, the
// NUL check, serialising) recurses: a body of 500,000 opening brackets answered 500 after seconds
// and slowed every other request. No request of the contract nests deeper than a few levels, so a
// body deeper than MAX_JSON_DEPTH is refused from its raw text, before it is parsed at all.

/** Levels of [ and { a JSON body may nest; the body's own object or array is level 1. */
export const MAX_JSON_DEPTH = 64;
export const TOO_DEEP_MESSAGE = `This field nests deeper than ${MAX_JSON_DEPTH} levels.`;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/** A field name as an error can name it: NUL characters and lone surrogates dropped. */
export function shownFieldName(name: string): string {
  return (
    name
      .split('\u0000')
      .join('')
      .replace(/\p{Cs}/gu, '') || NON_FIELD
  );
}

/** A key's text as written between its quotes, decoded, for naming the field. */
function keyName(raw: string): string {
  try {
    return shownFieldName(String(JSON.parse(raw)));
  } catch {
    return NON_FIELD;
  }
}

/**
 * Where `text` first nests deeper than `max` levels of [ and { (outside strings), in one pass over
 * the raw text: the top-level field it happens in (NON_FIELD when the body is not an object), or
 * undefined when it stays within `max`.
 */
export function tooDeepField(text: string, max = MAX_JSON_DEPTH): string | undefined {
  let depth = 0;
  let inString = false;
  let topIsObject = false;
  let expectKey = false;
  let keyStart = -1;
  let field = NON_FIELD;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === BACKSLASH) i++;
      else if (c === QUOTE) {
        inString = false;
        if (keyStart >= 0) field = keyName(text.slice(keyStart, i + 1));
        keyStart = -1;
      }
    } else if (c === QUOTE) {
      inString = true;
      if (depth === 1 && expectKey) keyStart = i;
      expectKey = false;
    } else if (c === 0x7b || c === 0x5b) {
      depth++;
      if (depth === 1) expectKey = topIsObject = c === 0x7b;
      if (depth > max) return topIsObject ? field : NON_FIELD;
    } else if (c === 0x7d || c === 0x5d) depth--;
    else if (c === 0x2c && depth === 1) expectKey = topIsObject;
  }
  return undefined;
}

/** Fastify's own JSON parser (prototype poisoning refused), behind the depth scan. */
export function registerJsonBodyParser(app: FastifyInstance) {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    const field = tooDeepField(text);
    if (field !== undefined) return done(badRequest({ [field]: [TOO_DEEP_MESSAGE] }), undefined);
    return parse(request, text, done);
  });
}
