import { Type } from 'typebox';

// The kinds of value a server setting takes. Every variable is a string in the environment; each
// kind checks the string (a wrong one stops the start, naming the variable and `accepts`) and
// decodes it into what the server uses. The annotations are what the start message, the README
// check and `--print-config` read.

export interface SettingNotes {
  /** What the variable does, in one line (the README says more). */
  description: string;
  /** The value used when the variable is unset, as it would be written (`8080`). */
  default?: string;
  /** What unset means, when no single value stands for it ("generated once, kept in the database"). */
  unset?: string;
  /**
   * How `--print-config` masks it: the whole value, each item of a list, a URL's password, or the
   * key and secret fields of a JSON value.
   */
  secret?: 'value' | 'list' | 'url-password' | 'json-keys';
}

/** What every setting's schema carries besides its type. */
export interface SettingAnnotations extends SettingNotes {
  /** What the variable accepts, as the start's message says it: "REGISTRY_X must be <accepts>". */
  accepts: string;
}

const annotated = (notes: SettingNotes, accepts: string) => ({ ...notes, accepts });

/** A path, a host name or another free text (blank counts as unset). */
export const text = (notes: SettingNotes, accepts = 'a text') => Type.String(annotated(notes, accepts));

/** A whole number from `min` to `max`, decoded to a number. */
export function wholeNumber(notes: SettingNotes, min = 1, max = Number.MAX_SAFE_INTEGER) {
  const accepts =
    max === Number.MAX_SAFE_INTEGER
      ? min === 1
        ? 'a positive whole number'
        : `a whole number from ${min}`
      : `a whole number from ${min} to ${max}`;
  const checked = Type.Refine(Type.String({ ...annotated(notes, accepts), pattern: '^[0-9]+$' }), (v: string) => {
    const n = Number(v);
    return Number.isSafeInteger(n) && n >= min && n <= max;
  });
  return Type.Decode(checked, (v: string) => Number(v));
}

/** A TCP port to listen on; `anyFree` also takes 0, the system's choice of a free port. */
export const port = (notes: SettingNotes, anyFree = false) => wholeNumber(notes, anyFree ? 0 : 1, 65535);

/** A switch written as 1 (on) or 0 (off), decoded to a boolean. */
export const flag = (notes: SettingNotes) =>
  Type.Decode(Type.Enum(['0', '1'], annotated(notes, '1 (on) or 0 (off)')), (v: string) => v === '1');

/** One of a few names. */
export const oneOf = <const V extends string>(values: readonly V[], notes: SettingNotes, accepts?: string) =>
  Type.Enum([...values], annotated(notes, accepts ?? `one of ${values.join(', ')}`));

const parsedUrl = (v: string): URL | undefined => {
  try {
    return new URL(v);
  } catch {
    return undefined;
  }
};

/** An http:// or https:// address without user, query or fragment (a trailing slash is dropped). */
export const isWebAddress = (v: string) => {
  const url = parsedUrl(v);
  return !!url && (url.protocol === 'http:' || url.protocol === 'https:') && !url.username && !url.search && !url.hash;
};

/** An http(s) address (a registry's own origin, a script's address). */
export const webAddress = (notes: SettingNotes, accepts = 'an http:// or https:// address') =>
  Type.Refine(Type.String(annotated(notes, accepts)), isWebAddress);

/** A script's address: an http(s) address, or a path on the registry's own origin. */
export const scriptAddress = (notes: SettingNotes) =>
  Type.Refine(
    Type.String(annotated(notes, 'an http:// or https:// address, or a path on this server starting with /')),
    (v: string) => isWebAddress(v) || (/^\/[^/\\]/.test(v) && !/\s/.test(v)),
  );

const isOrigin = (v: string) => {
  const url = parsedUrl(v);
  return !!url && (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === v;
};
/** The items of a comma-separated list, trimmed, blanks left out. */
export const listItems = (v: string) =>
  v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

/** Comma-separated origins (`https://partner.example.org`), decoded to a list (a trailing slash is dropped). */
export const origins = (notes: SettingNotes) =>
  Type.Decode(
    Type.Refine(
      Type.String(
        annotated(notes, 'a comma-separated list of origins, scheme and host only (https://partner.example.org)'),
      ),
      (v: string) => listItems(v).every((o) => isOrigin(o.replace(/\/$/, ''))),
    ),
    (v: string) => listItems(v).map((o) => o.replace(/\/$/, '')),
  );

/** A PostgreSQL connection URL. */
export const postgresUrl = (notes: SettingNotes) =>
  Type.Refine(
    Type.String(annotated(notes, 'a PostgreSQL URL (postgres://user:password@host:5432/database)')),
    (v: string) => ['postgres:', 'postgresql:'].includes(parsedUrl(v)?.protocol ?? ''),
  );

/** A secret of at least one character (its value is never shown). */
export const secret = (notes: Omit<SettingNotes, 'secret'>, accepts = 'a secret text') =>
  Type.String(annotated({ ...notes, secret: 'value' }, accepts));

/** Comma-separated secrets, each checked by `check`, decoded to a list. */
export const secretList = (notes: Omit<SettingNotes, 'secret'>, accepts: string, check = (_s: string) => true) =>
  Type.Decode(
    Type.Refine(Type.String(annotated({ ...notes, secret: 'list' }, accepts)), (v: string) =>
      listItems(v).every(check),
    ),
    listItems,
  );

/** A JSON value that `check` accepts, decoded. */
export function json<T>(check: (value: unknown) => boolean, notes: SettingNotes, accepts: string) {
  const parse = (v: string): unknown => {
    try {
      return JSON.parse(v);
    } catch {
      return undefined;
    }
  };
  return Type.Decode(
    Type.Refine(Type.String(annotated(notes, accepts)), (v: string) => check(parse(v))),
    (v: string) => parse(v) as T,
  );
}
