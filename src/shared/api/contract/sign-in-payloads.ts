import { Type, type Static } from 'typebox';
import { JsonValue, Nullable, SingleLine } from './common';
import { BodyId, DateOnly, Email, Line, Name, Phone } from './account-fields';
import { PreferredLanguage, ProfileType, REG_GUARD_DATA_MAX_BYTES } from './account';

// Registration, sign-in, one-time codes, passwords, the hand-off and withdrawal: the payloads of the
// account's own calls (spec 000 §3, §7). Field names are the spec's.

const RegistrationFields = {
  first_name: Name,
  last_name: Name,
  email: Email,
  password: Type.String({ minLength: 1, maxLength: 128 }),
  profile_type: ProfileType,
  phone: Type.Optional(Nullable(Phone)),
  birthday: Type.Optional(Nullable(DateOnly)),
  gender_identity: Type.Optional(Nullable(Line(64))),
  timezone: Type.Optional(Nullable(Line(64))),
  address: Type.Optional(Nullable(Line(200))),
  city: Type.Optional(Nullable(Line(100))),
  country_state: Type.Optional(Nullable(Line(100))),
  zip_code: Type.Optional(Nullable(Line(10))),
  child_first_name: Type.Optional(Name),
  child_last_name: Type.Optional(Name),
  /** The language chosen when registering (DECISIONS §12); English when absent. */
  preferred_language: Type.Optional(PreferredLanguage),
  recaptcha_token: Type.Optional(Nullable(Type.String({ maxLength: 4096 }))),
  reg_guard_data: Type.Optional(
    Nullable(JsonValue(REG_GUARD_DATA_MAX_BYTES, Type.Record(Type.String(), Type.Unknown()))),
  ),
};

export const RegistrationPayload = Type.Object(RegistrationFields);
export type RegistrationPayload = Static<typeof RegistrationPayload>;

/** Partner-network registration (`/registry/jaeb_signup`): the invitation's jtoken confirms the account. */
export const PartnerRegistrationPayload = Type.Object({
  ...RegistrationFields,
  jtoken: Type.String({ minLength: 1, maxLength: 256 }),
});
export type PartnerRegistrationPayload = Static<typeof PartnerRegistrationPayload>;

export const RegistrationAnswer = Type.Object({ id: Type.Integer(), access_token: Type.String() });
export type RegistrationAnswer = Static<typeof RegistrationAnswer>;

export const LoginPayload = Type.Object({
  email: SingleLine({ minLength: 1, maxLength: 254 }),
  password: Type.String({ minLength: 1, maxLength: 128 }),
  recaptcha_token: Type.Optional(Nullable(Type.String({ maxLength: 4096 }))),
});
export type LoginPayload = Static<typeof LoginPayload>;

export const TokenAnswer = Type.Object({ token: Type.String() });
export type TokenAnswer = Static<typeof TokenAnswer>;
/** Token renewal (DECISIONS §3) carries nothing: the token in the header says whose session it is. */
export const TokenRefreshPayload = Type.Object({}, { additionalProperties: false });
export type TokenRefreshPayload = Static<typeof TokenRefreshPayload>;
export const OtpChallenge = Type.Object({ otp_id: Type.String() });
export type OtpChallenge = Static<typeof OtpChallenge>;
/** Login answers a token, or an otp id when dual factor is on. */
export const LoginAnswer = Type.Union([TokenAnswer, OtpChallenge]);
export type LoginAnswer = Static<typeof LoginAnswer>;

/** The one-time code travels in `password` (spec 000 §7). */
export const OtpPayload = Type.Object({
  otp_id: Type.String({ minLength: 1, maxLength: 64 }),
  password: Type.String({ minLength: 1, maxLength: 16 }),
});
export type OtpPayload = Static<typeof OtpPayload>;

export const SmsConsentStatus = Type.Object({ required: Type.Boolean() });
export type SmsConsentStatus = Static<typeof SmsConsentStatus>;
export const SmsConsentUpdate = Type.Union([
  Type.Object({ status: Type.Literal('accepted'), phone: SingleLine({ minLength: 1, maxLength: 32 }) }),
  Type.Object({ status: Type.Literal('skipped') }),
]);
export type SmsConsentUpdate = Static<typeof SmsConsentUpdate>;

/** Re-consent hand-off: the parent gives the child's contact so the account passes to the child. */
export const ReconsentReassignPayload = Type.Object({
  child_email: Email,
  child_phone: Type.Optional(Nullable(Phone)),
  child_first_name: Type.Optional(Name),
  child_last_name: Type.Optional(Name),
});
export type ReconsentReassignPayload = Static<typeof ReconsentReassignPayload>;

export const ProfileSetupPayload = Type.Object({ id: BodyId, profile_type: ProfileType });
export type ProfileSetupPayload = Static<typeof ProfileSetupPayload>;
export const ProfileSetupAnswer = ProfileSetupPayload;
export type ProfileSetupAnswer = Static<typeof ProfileSetupAnswer>;

export const WITHDRAWAL_REASONS = [
  'receiving_too_many_emails',
  'have_data_privacy_concerns',
  'takes_too_much_time_to_complete_qs',
  'not_wish_be_presented_with_pro',
  'have_difficult_accessing_account',
  'was_signed_up_by_parent',
  'was_signed_up_for_my_child',
  'not_wish_to_disclose_my_reason',
  'other',
] as const;
export type WithdrawalReasonKey = (typeof WITHDRAWAL_REASONS)[number];

export const WithdrawalReasonForm = Type.Object({
  receiving_too_many_emails: Type.Optional(Type.Boolean()),
  have_data_privacy_concerns: Type.Optional(Type.Boolean()),
  takes_too_much_time_to_complete_qs: Type.Optional(Type.Boolean()),
  not_wish_be_presented_with_pro: Type.Optional(Type.Boolean()),
  have_difficult_accessing_account: Type.Optional(Type.Boolean()),
  was_signed_up_by_parent: Type.Optional(Type.Boolean()),
  was_signed_up_for_my_child: Type.Optional(Type.Boolean()),
  not_wish_to_disclose_my_reason: Type.Optional(Type.Boolean()),
  other: Type.Optional(Type.Boolean()),
  reason: Type.Optional(Type.String({ maxLength: 2000 })),
});
export type WithdrawalReasonForm = Static<typeof WithdrawalReasonForm>;
export const WITHDRAWAL_MESSAGES = {
  noReason: 'Please select at least one reason for withdrawal.',
  noOwnReason: 'Please state your own reason for withdrawal.',
} as const;

export const OAuthAccountPayload = Type.Object({
  provider: Type.String({ minLength: 1, maxLength: 64 }),
  token: Type.String({ minLength: 1, maxLength: 8192 }),
});
export type OAuthAccountPayload = Static<typeof OAuthAccountPayload>;

export const ResetPasswordPayload = Type.Object({ email: SingleLine({ minLength: 1, maxLength: 254 }) });
export type ResetPasswordPayload = Static<typeof ResetPasswordPayload>;
export const CheckResetTokenPayload = Type.Object({ token: Type.String({ minLength: 1, maxLength: 256 }) });
export type CheckResetTokenPayload = Static<typeof CheckResetTokenPayload>;
/**
 * A usable link: ours, `email` is the sign-in of the account it sets the password of (the mailbox
 * the link was sent to), so the page that uses it can fill in Sign In afterwards.
 */
export const CheckResetTokenAnswer = Type.Object({ detail: Type.String(), email: Type.Optional(Type.String()) });
export type CheckResetTokenAnswer = Static<typeof CheckResetTokenAnswer>;

/** The token of the e-mailed link that unlocks an account locked by failed sign-in tries (DECISIONS §3). */
export const UnlockAccountPayload = Type.Object({ token: Type.String({ minLength: 1, maxLength: 256 }) });
export type UnlockAccountPayload = Static<typeof UnlockAccountPayload>;
export const CreateNewPasswordPayload = Type.Object({
  token: Type.String({ minLength: 1, maxLength: 256 }),
  new_password: Type.String({ minLength: 1, maxLength: 128 }),
  new_password_confirm: Type.String({ minLength: 1, maxLength: 128 }),
});
export type CreateNewPasswordPayload = Static<typeof CreateNewPasswordPayload>;

export const ChangePasswordPayload = Type.Object({
  username: Type.Optional(Line(254)),
  /** Absent for accounts without the native auth method (external sign-in only). */
  old_password: Type.Optional(Type.String({ maxLength: 128 })),
  new_password: Type.String({ minLength: 1, maxLength: 128 }),
  new_password_confirm: Type.String({ minLength: 1, maxLength: 128 }),
});
export type ChangePasswordPayload = Static<typeof ChangePasswordPayload>;
