import { Type, type Static } from 'typebox';
import { Nullable, SingleLine } from './common';
import { NOTIFICATION_TOPICS } from './account';
import { BodyId } from './account-fields';

// What the registry's services carry beside the account itself (spec 000 §5, §7): the address and
// time-zone lists, the e-mail spelling check, front-end error logs, missed opportunities, the
// documents' query, the development outbox, the one-click unsubscribes and the reminder run.

/** A one-line text of at most `maxLength` characters. */
const Line = (maxLength: number) => SingleLine({ maxLength });

export const AddrState = Type.Object({ name: Type.String(), abbreviation: Type.String() });
export type AddrState = Static<typeof AddrState>;

/** An IANA time zone (`id`) with a label. */
export const TimeZone = Type.Object({ id: Type.String(), name: Type.String() });
export type TimeZone = Static<typeof TimeZone>;

export const EmailSpellingPayload = Type.Object({ email: Line(254) });
export type EmailSpellingPayload = Static<typeof EmailSpellingPayload>;
/** `is_ok: false` → the 'spelling error' warning; a `message` → a blocking error. */
export const EmailSpellingStatus = Type.Object({
  is_ok: Type.Boolean(),
  message: Type.Optional(Type.String()),
  suggestion: Type.Optional(Type.String()),
});
export type EmailSpellingStatus = Static<typeof EmailSpellingStatus>;

export const FrontendLogPayload = Type.Object({
  message: Type.String({ maxLength: 4000 }),
  stackTrace: Type.Optional(Nullable(Type.String({ maxLength: 20000 }))),
});
export type FrontendLogPayload = Static<typeof FrontendLogPayload>;

export const MissedOpportunitiesQuery = Type.Object({ notified: Type.Optional(Type.Boolean()) });
export type MissedOpportunitiesQuery = Static<typeof MissedOpportunitiesQuery>;
/** Marks missed studies as notified (all of them when `ids` is absent). */
export const MissedOpportunitiesPatch = Type.Object({
  ids: Type.Optional(Type.Array(BodyId, { maxItems: 1000 })),
  notified: Type.Boolean(),
});
export type MissedOpportunitiesPatch = Static<typeof MissedOpportunitiesPatch>;

export const ViewedAnswer = Type.Object({ viewed_at: Type.String() });
export type ViewedAnswer = Static<typeof ViewedAnswer>;

/**
 * The zone of the browser asking for a document: its times are written in the participant's zone,
 * the profile's, else this one (an IANA name; one the server does not know is ignored).
 */
const ReaderTimeZone = Type.Optional(Type.String({ maxLength: 64, pattern: '^[A-Za-z0-9_+/-]+$' }));
export const DocumentQuery = Type.Object({ time_zone: ReaderTimeZone });
export type DocumentQuery = Static<typeof DocumentQuery>;
export const AnswersDocQuery = Type.Object({ document_format: Type.Enum(['html', 'pdf']), time_zone: ReaderTimeZone });
export type AnswersDocQuery = Static<typeof AnswersDocQuery>;

/** A message of the outbox queue, as the development outbox shows it (DECISIONS §1). */
export const OutboxMessage = Type.Object({
  to: Type.String(),
  kind: Type.String(),
  subject: Type.String(),
  body: Type.String(),
  code: Type.Optional(Type.String()),
  link: Type.Optional(Type.String()),
  /** Where the delivery queue has it: pending, sending, sent or dead (never sent). */
  status: Type.Optional(Type.Enum(['pending', 'sending', 'sent', 'dead'])),
  created_at: Type.String(),
});
export type OutboxMessage = Static<typeof OutboxMessage>;

/** One-click SMS unsubscribe (sms-off page): the token comes from the link in a text message. */
export const SmsOffPayload = Type.Object(
  { token: Type.String({ minLength: 16, maxLength: 128, pattern: '^[A-Za-z0-9_-]+$' }) },
  { additionalProperties: false },
);
export type SmsOffPayload = Static<typeof SmsOffPayload>;

export const SmsOffAnswer = Type.Object({ status: Type.Literal('unsubscribed') });
export type SmsOffAnswer = Static<typeof SmsOffAnswer>;

/**
 * One-click e-mail unsubscribe (the email-off page): the token of a reminder e-mail's link names one
 * participant and one topic; the answer names the topic whose e-mails are now off.
 */
export const EmailOffPayload = Type.Object(
  { token: Type.String({ minLength: 16, maxLength: 128, pattern: '^[A-Za-z0-9_.-]+$' }) },
  { additionalProperties: false },
);
export type EmailOffPayload = Static<typeof EmailOffPayload>;

export const EmailOffAnswer = Type.Object({
  status: Type.Literal('unsubscribed'),
  topic: Type.Enum(NOTIFICATION_TOPICS),
});
export type EmailOffAnswer = Static<typeof EmailOffAnswer>;

/** Development only: one run of the reminder scheduler at a moment of the caller's choosing (e2e). */
export const DevReminderRun = Type.Object(
  { at: Type.Optional(Type.String({ maxLength: 40 })) },
  { additionalProperties: false },
);
export const DevReminderRunAnswer = Type.Object({
  ran: Type.Boolean(),
  missedRecorded: Type.Integer(),
  sent: Type.Integer(),
  setAside: Type.Integer(),
  waiting: Type.Integer(),
});
