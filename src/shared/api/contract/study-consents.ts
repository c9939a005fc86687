import { Type, type Static } from 'typebox';
import { Nullable } from './common';
import { EntityId as Id, NullableText as Text } from './study-procedures';
import { Condition } from './study-questions';

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
});
export type ConsentBody = Static<typeof ConsentBody>;

/** The typed signature is a person's name: at most 100 characters, like every name in the contract. */
export const SignPayload = Type.Object({
  subject_name: Type.String({ minLength: 1, maxLength: 100 }),
  user_consent_id: Id,
});
export type SignPayload = Static<typeof SignPayload>;

export const SignResponse = Type.Object({ sms_consent_required: Type.Boolean() });
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
});
export type SignedConsent = Static<typeof SignedConsent>;
