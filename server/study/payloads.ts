import { Type, type Static } from 'typebox';

// Bodies and queries of the study calls the contract does not describe yet (spec 001 §7 names
// their fields). Validated like every other body: unknown fields are dropped, bad ones answer 400.

const Id = Type.Integer({ minimum: 1 });

export const StudyIdQuery = Type.Object({ study_id: Id });
export const OptionalStudyIdQuery = Type.Object({ study_id: Type.Optional(Id) });

export const AnswersQuery = Type.Object({
  procedure: Type.Optional(Type.Enum(['intro', 'screening', 'consent', 'questionnaire', 'research'])),
  question: Type.Optional(Id),
});

/** `?get_all_answers` (present, empty or true): answer every answer of the user study. */
export const SaveAnswersQuery = Type.Object({ get_all_answers: Type.Optional(Type.String({ maxLength: 10 })) });

export const AqDonationPayload = Type.Object({ study_id: Id });
export type AqDonationPayload = Static<typeof AqDonationPayload>;

export const UpdateStudyPayload = Type.Object({ email_notification_toggle: Type.Boolean() });
export type UpdateStudyPayload = Static<typeof UpdateStudyPayload>;

export const ImperiumRelevantPayload = Type.Object({
  participant: Id,
  study: Id,
  user_study: Id,
  is_relevant_id_data_available: Type.Boolean(),
  raw_analysis_results: Type.Optional(Type.Unknown()),
  relevantID_failure_reason: Type.Optional(Type.Union([Type.String({ maxLength: 500 }), Type.Null()])),
});
export type ImperiumRelevantPayload = Static<typeof ImperiumRelevantPayload>;

export const EventsQuery = Type.Object({
  study: Type.Optional(Id),
  user_study: Type.Optional(Id),
  event: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
});

export const EventPayload = Type.Object({
  study: Type.Optional(Type.Union([Id, Type.Null()])),
  user_study: Type.Optional(Type.Union([Id, Type.Null()])),
  event: Type.String({ minLength: 1, maxLength: 100 }),
});
export type EventPayload = Static<typeof EventPayload>;

export const TextsQuery = Type.Object({
  source: Type.Optional(Type.String({ maxLength: 50 })),
  action: Type.Optional(Type.String({ maxLength: 50 })),
  study_type: Type.Optional(Type.String({ maxLength: 50 })),
});
