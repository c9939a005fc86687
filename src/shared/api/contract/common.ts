import { Type, type Static, type TSchema } from 'typebox';
import { NAME_MAX_LENGTH, SINGLE_LINE_PATTERN } from '../../lib/account-field-rules';

// The single-line rule lives in a plain module so the forms can use it without typebox.
export {
  isSingleLineText,
  NAME_MAX_LENGTH,
  SINGLE_LINE_MESSAGE,
  SINGLE_LINE_PATTERN,
  toSingleLine,
} from '../../lib/account-field-rules';

/** `{ field: [messages] }`: the 400 body the server answers and the client maps onto form controls. */
export const FieldErrors = Type.Record(Type.String(), Type.Array(Type.String()));
export type FieldErrors = Static<typeof FieldErrors>;

/** A failure with one human-readable reason, e.g. 403 'registration is blocked'. */
export const Detail = Type.Object({ detail: Type.String() });
export type Detail = Static<typeof Detail>;

/** Privilege `{id: "<application>:<role>", title}` (DECISIONS §3). */
export const Privilege = Type.Object({
  id: Type.String({ pattern: '^[^:]+:[^:]+$' }),
  title: Type.String(),
});
export type Privilege = Static<typeof Privilege>;

export const AccountState = Type.Enum(['regular', 'pending', 'reconsent_pending', 'reconsent', 'assent']);
export type AccountState = Static<typeof AccountState>;

/** The JWT payload (spec 000 §3, DECISIONS §3). */
export const TokenPayload = Type.Object({
  user_id: Type.Integer(),
  account_status: AccountState,
  privileges: Type.Array(Privilege),
  exp: Type.Integer(),
  orig_iat: Type.Integer(),
  /** The server's per-participant token version; a stale one is refused with 401. */
  token_version: Type.Optional(Type.Integer()),
});
export type TokenPayload = Static<typeof TokenPayload>;

export const VersionInfo = Type.Object({ version: Type.String() });
export type VersionInfo = Static<typeof VersionInfo>;

/**
 * A pure date (a launch day, a close day, a birthday): 'YYYY-MM-DD', never a date-time, so no
 * time zone can move it to the day before (spec 001 §9 date formats). The default only lets test
 * fixtures build a valid value; the server never fills it in.
 */
export const Day = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', default: '2000-01-01' });

/** ISO date-time text as the server sends it. */
export const DateTime = Type.String({ format: 'date-time' });
export const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) =>
  Type.Union([schema, Type.Null()]);

/**
 * A single-line text of a request (a name, the typed signature, an address, a city, an e-mail, a
 * phone): line breaks, control, bidi and other invisible format characters are refused
 * (shared/lib/account-field-rules); the server answers the rule's message under the field's name.
 */
export const SingleLine = (limits: { minLength?: number; maxLength: number }) =>
  Type.String({ ...limits, pattern: SINGLE_LINE_PATTERN });

/** A person's name in a request (first, last, child's, the typed signature): one line, 1 to NAME_MAX_LENGTH characters. */
export const PersonName = SingleLine({ minLength: 1, maxLength: NAME_MAX_LENGTH });

/** The size of a value as stored JSON text, in UTF-8 bytes; Infinity when it cannot be written. */
export function jsonByteLength(value: unknown): number {
  try {
    return new TextEncoder().encode(JSON.stringify(value) ?? '').length;
  } catch {
    return Infinity;
  }
}

/**
 * A free JSON value the server stores (a partner's analysis, the registration guard's verdict):
 * refused with 400 beyond `maxBytes` as JSON text, so no request can store more than that.
 */
export const JsonValue = <T extends TSchema>(maxBytes: number, schema: T) =>
  Type.Refine(
    schema,
    (value: unknown) => jsonByteLength(value) <= maxBytes,
    () => `Ensure this value is no larger than ${maxBytes / 1024} KiB.`,
  );
