import { Type, type Static } from 'typebox';
import { Nullable, PersonName } from './common';
import { EntityId as Id, NullableText as Text } from './study-procedures';
import { Condition } from './study-questions';
import { ContentLang } from './study-translations';

// Consents (spec 001 §3, §7): who signs which consent, the list and body a participant reads, the
// signature and its payload, and the signed consent kept afterwards.

export const ConsentType = Type.Enum(['parental', 'child', 'adult', 'jaeb', 'universal']);
export type ConsentType = Static<typeof ConsentType>;

export const ConsentRule = Type.Object({
  consent_type: ConsentType,
  consent_id: Id,
  study_id: Id,
  conditions: Type.Optional(Type.Array(Condition)),
});
export type ConsentRule = Static<typeof ConsentRule>;

export const Signature = Type.Object({
  subject_name: Type.String(),
  user_consent_id: Type.Integer(),
  created_at: Type.String(),
});
export type Signature = Static<typeof Signature>;

/** `rule.conditions` decide which participants must sign; no rule: everyone. */
export const ConsentInfo = Type.Object({
  consent_type: ConsentType,
  id: Id,
  order: Type.Integer(),
  rule_description: Type.Optional(Text),
  rule: Type.Optional(Nullable(Type.Object({ conditions: Type.Array(Condition) }))),
  text: Type.Optional(Text),
  study: Type.Optional(Id),
  description: Type.Optional(Text),
  /** The language of this object's texts (DECISIONS §12); absent: English. */
  lang: Type.Optional(ContentLang),
});
export type ConsentInfo = Static<typeof ConsentInfo>;

/** An item of `GET …/user-studies/{id}/consents`: signed when it carries a signature. */
export const UserConsent = Type.Intersect([
  ConsentInfo,
  Type.Object({ user_consent_id: Type.Integer(), signature: Type.Optional(Nullable(Signature)) }),
]);
export type UserConsent = Static<typeof UserConsent>;

export const ConsentBody = Type.Object({
  agreement_text: Type.String(),
  consent: Type.String(),
  consent_type: ConsentType,
  description: Type.Optional(Text),
  id: Id,
  order: Type.Integer(),
  isChildConsent: Type.Optional(Type.Boolean()),
  isJAEB: Type.Optional(Type.Boolean()),
  /** The language of this object's texts (DECISIONS §12); absent: English. */
  lang: Type.Optional(ContentLang),
});
export type ConsentBody = Static<typeof ConsentBody>;

/**
 * The typed signature is a person's name: one line, no longer than a name can be (a line break, a
 * bidi control or a name too long to print could forge a line of the signed record).
 */
export const SignPayload = Type.Object({
  subject_name: PersonName,
  user_consent_id: Id,
});
export type SignPayload = Static<typeof SignPayload>;

/**
 * `new_jwt_token` (DECISIONS §7) comes back when the signature ends the assent state: a token
 * without the assent privilege, which the app stores before it goes to the dashboard.
 */
export const SignResponse = Type.Object({
  sms_consent_required: Type.Boolean(),
  new_jwt_token: Type.Optional(Type.String()),
});
export type SignResponse = Static<typeof SignResponse>;

export const SignedConsent = Type.Object({
  consent_type: ConsentType,
  created_at: Type.String(),
  subject_name: Type.String(),
  study_id: Type.Integer(),
  signed_consent_id: Type.Integer(),
  consent_id: Type.Integer(),
  consent_text: Type.String(),
  agreement_text: Type.String(),
  /** A parental consent: the child it was signed for, as the profile named them then ("the child named above"). */
  child_name: Type.Optional(Nullable(Type.String())),
  /** Beyond the spec (21 CFR 11.50): what the signature means, printed with the name and time. */
  signature_meaning: Type.Optional(Type.String()),
  /** The consent's description, a heading for the signed record. */
  description: Type.Optional(Nullable(Type.String())),
  study_title: Type.Optional(Type.String()),
  /** The language the consent was shown and signed in: its texts, title and PDF are in it. */
  lang: Type.Optional(ContentLang),
});
export type SignedConsent = Static<typeof SignedConsent>;

/** DECISIONS §11: the password of a native account, confirmed before the first signature of a session. */
export const ReauthPayload = Type.Object({ password: Type.String({ minLength: 1, maxLength: 128 }) });
export type ReauthPayload = Static<typeof ReauthPayload>;

/**
 * DECISIONS §11 for accounts that sign in only through the external provider: the code of a fresh
 * sign-in there (asked with `prompt=login` and `max_age=0`), exchanged by the server like a sign-in's.
 */
export const ProviderReauthPayload = Type.Object({
  provider: Type.String({ minLength: 1, maxLength: 40 }),
  code: Type.String({ minLength: 1, maxLength: 4096 }),
});
export type ProviderReauthPayload = Static<typeof ProviderReauthPayload>;

/** A short-lived token the sign call carries in the `X-Reauth` header; `expires_in` in seconds. */
export const ReauthAnswer = Type.Object({ reauth_token: Type.String(), expires_in: Type.Integer() });
export type ReauthAnswer = Static<typeof ReauthAnswer>;

/** The header the sign call carries the reauth token in. */
export const REAUTH_HEADER = 'X-Reauth';

/** `GET /participant/{id}/assent` (ours, DECISIONS §7): the user study whose child consent the teen signs at /assent. */
export const AssentTarget = Type.Object({ study_id: Id, user_study_id: Id });
export type AssentTarget = Static<typeof AssentTarget>;
