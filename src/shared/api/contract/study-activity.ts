import { Type, type Static } from 'typebox';
import { JsonValue, Nullable, SingleLine } from './common';
import { EVENTS_PAGE_SIZE } from './event-names';
import { EntityId as Id, NullableText } from './study-procedures';
import { StudyType } from './user-study';

// The participant's other study calls (spec 001 §7): events, texts, the gift card donation, the
// e-mail toggle per study, the Relevant ID record, and the Data Insights figures (live data
// givebacks). Bodies and queries carry the limits the server enforces.

/** `?study_id=` of the calls that name one study (module settings, promotions). */
export const StudyIdQuery = Type.Object({ study_id: Id });
export type StudyIdQuery = Static<typeof StudyIdQuery>;

/** `?study_id=` where it may be left out (live data givebacks: the core study then). */
export const OptionalStudyIdQuery = Type.Object({ study_id: Type.Optional(Id) });
export type OptionalStudyIdQuery = Static<typeof OptionalStudyIdQuery>;

/**
 * An event's name: one line of visible text (the single-line rule of names and addresses), at most
 * 100 characters; the server stores it trimmed and refuses one of spaces alone.
 */
const EventName = SingleLine({ minLength: 1, maxLength: 100 });

/**
 * An event (body of `POST …/participant/{id}/events`): study begin (`fe_study_begin`), the jaeb
 * intro dialog, per-procedure welcome dialogs. A user study given must be the participant's.
 */
export const EventPayload = Type.Object({
  study: Type.Optional(Nullable(Id)),
  user_study: Type.Optional(Nullable(Id)),
  event: EventName,
});
export type EventPayload = Static<typeof EventPayload>;

/** The fields of an event the study flow reads (welcome dialogs already shown). */
export const EventLog = EventPayload;
export type EventLog = Static<typeof EventLog>;

/** An item of `GET …/participant/{id}/events` and the answer of its POST. */
export const StudyEvent = Type.Object({
  id: Type.Integer(),
  study: Nullable(Type.Integer()),
  user_study: Nullable(Type.Integer()),
  event: Type.String(),
  created_at: Type.String(),
});
export type StudyEvent = Static<typeof StudyEvent>;

/**
 * Filters of `GET …/participant/{id}/events`, and its page: the events come in the order they were
 * logged, at most `limit` (default and most: EVENTS_PAGE_SIZE) of those logged after the event `after`.
 * A page shorter than its limit is the last.
 */
export const EventsQuery = Type.Object({
  study: Type.Optional(Id),
  user_study: Type.Optional(Id),
  event: Type.Optional(EventName),
  after: Type.Optional(Id),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: EVENTS_PAGE_SIZE })),
});
export type EventsQuery = Static<typeof EventsQuery>;

export const TextBlock = Type.Object({
  source: Type.String(),
  action: Type.String(),
  study_type: Type.Optional(Nullable(StudyType)),
  title: Type.Optional(NullableText),
  text: Type.Optional(NullableText),
});
export type TextBlock = Static<typeof TextBlock>;

export const TextsQuery = Type.Object({
  source: Type.Optional(Type.String({ maxLength: 50 })),
  action: Type.Optional(Type.String({ maxLength: 50 })),
  study_type: Type.Optional(Type.String({ maxLength: 50 })),
});
export type TextsQuery = Static<typeof TextsQuery>;

/** Answer of a promotion click: the participant's clicks so far (the 5th, 10th and 15th earn achievements). */
export const PromotionClick = Type.Object({
  promotion_id: Type.Integer(),
  user_study_id: Type.Integer(),
  clicks: Type.Integer(),
});
export type PromotionClick = Static<typeof PromotionClick>;

/** Body of `POST /aq_donation`: donate the reward of a study (once). */
export const AqDonationPayload = Type.Object({ study_id: Id });
export type AqDonationPayload = Static<typeof AqDonationPayload>;

export const AqDonationResponse = Type.Object({
  study_id: Type.Integer(),
  user_study_id: Type.Integer(),
  is_donated: Type.Boolean(),
});
export type AqDonationResponse = Static<typeof AqDonationResponse>;

/** Body of `PATCH /{id}/update_study/{studyId}` (and its answer): e-mails about this study on or off. */
export const UpdateStudyPayload = Type.Object({ email_notification_toggle: Type.Boolean() });
export type UpdateStudyPayload = Static<typeof UpdateStudyPayload>;

export const UpdateStudyResponse = Type.Object({ study_id: Type.Integer(), email_notification_toggle: Type.Boolean() });
export type UpdateStudyResponse = Static<typeof UpdateStudyResponse>;

/** What the Relevant ID service answered the client. */
export const RelevantIdResponse = Type.Object({
  data: Type.Unknown(),
  isResponseAvailable: Type.Boolean(),
  failureReason: Type.Optional(NullableText),
});
export type RelevantIdResponse = Static<typeof RelevantIdResponse>;

/** The largest Relevant ID analysis the server keeps, as JSON text (the service answers a few KiB). */
export const RELEVANT_ID_DATA_MAX_BYTES = 16 * 1024;

/** Body of `POST /imperium-relevant`: the Relevant ID outcome of a user study, or why there is none. */
export const ImperiumRelevantPayload = Type.Object({
  participant: Id,
  study: Id,
  user_study: Id,
  is_relevant_id_data_available: Type.Boolean(),
  raw_analysis_results: Type.Optional(JsonValue(RELEVANT_ID_DATA_MAX_BYTES, Type.Unknown())),
  relevantID_failure_reason: Type.Optional(Nullable(Type.String({ maxLength: 500 }))),
});
export type ImperiumRelevantPayload = Static<typeof ImperiumRelevantPayload>;

export const ImperiumRelevantRecord = Type.Object({ id: Type.Integer(), created_at: Type.String() });
export type ImperiumRelevantRecord = Static<typeof ImperiumRelevantRecord>;

// What every chart of the Data Insights page names: its question, a title and how many answered.
const chartOf = { question_id: Type.Integer(), title: Type.String(), respondents: Type.Integer() };

/** A choice question: how many respondents chose each option. */
export const GivebacksChoiceChart = Type.Object({
  kind: Type.Literal('choice'),
  ...chartOf,
  items: Type.Array(Type.Object({ label: Type.String(), count: Type.Integer(), percent: Type.Number() })),
});
export type GivebacksChoiceChart = Static<typeof GivebacksChoiceChart>;

/** A number option: the mean over its respondents (never a min, max or median: each is one person's). */
export const GivebacksNumberChart = Type.Object({
  kind: Type.Literal('number'),
  ...chartOf,
  option_id: Type.Integer(),
  mean: Type.Number(),
});
export type GivebacksNumberChart = Static<typeof GivebacksNumberChart>;

/** `GET /live_data_givebacks`: aggregates only; a figure needs at least `min_group_size` respondents. */
export const Givebacks = Type.Object({
  study_id: Type.Integer(),
  study_title: Type.String(),
  min_group_size: Type.Integer(),
  /** Participants whose submitted questionnaire is counted. */
  participants: Type.Integer(),
  charts: Type.Array(Type.Union([GivebacksChoiceChart, GivebacksNumberChart])),
});
export type Givebacks = Static<typeof Givebacks>;
