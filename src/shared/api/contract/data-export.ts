import { Type, type Static } from 'typebox';
import { NotificationSettings, ParticipantProfile } from './account';
import { Nullable } from './common';
import { ContentLang } from './study-translations';
import { Achievement } from './user-study';

// What a participant's own copy of their record holds (`GET /registry/participant/{id}/export`):
// `data.json` inside the ZIP has this shape; `summary.pdf` reads the same in the participant's
// language, and `consents/` holds each signed consent's PDF as signed.

export const DataExportConsent = Type.Object({
  signed_consent_id: Type.Integer(),
  study_title: Type.String(),
  description: Nullable(Type.String()),
  consent_type: Type.String(),
  /** The language it was signed in: its text and PDF are in it. */
  lang: ContentLang,
  subject_name: Type.String(),
  signed_at: Type.String(),
  /** The consent's PDF inside the ZIP. */
  file: Type.String(),
});

export const DataExportQuestionnaire = Type.Object({
  user_study_id: Type.Integer(),
  study_title: Type.String(),
  procedure: Type.String(),
  procedure_title: Type.String(),
  /** When it was submitted; null while in progress. */
  submitted_at: Nullable(Type.String()),
  /** The questions answered, each answer as the answers document reads it. */
  answers: Type.Array(Type.Object({ question: Type.String(), answer: Type.Array(Type.String()) })),
});

export const DataExportMessage = Type.Object({
  kind: Type.String(),
  channel: Type.Union([Type.Literal('email'), Type.Literal('sms')]),
  written_at: Type.String(),
  sent_at: Nullable(Type.String()),
  status: Type.String(),
});

export const DataExportSignIn = Type.Object({
  at: Type.String(),
  step: Type.String(),
  outcome: Type.String(),
});

export const ParticipantDataExport = Type.Object({
  exported_at: Type.String(),
  lang: ContentLang,
  profile: ParticipantProfile,
  consents: Type.Array(DataExportConsent),
  questionnaires: Type.Array(DataExportQuestionnaire),
  achievements: Type.Array(Achievement),
  notification_settings: NotificationSettings,
  /** The messages the registry wrote to the participant: what and when, never their codes or links. */
  messages: Type.Array(DataExportMessage),
  sign_ins: Type.Array(DataExportSignIn),
});
export type ParticipantDataExport = Static<typeof ParticipantDataExport>;
