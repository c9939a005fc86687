import { Type, type Static } from 'typebox';
import { AccountState, JsonValue, Nullable, PersonName, SingleLine } from './common';
import { ContentLang } from './study-translations';

// Accounts, profile, settings and their payloads (spec 000 §3, §5, §7). Field names are the spec's.

export const ParticipantStatus = Type.Enum(['active', 'deactivated', 'login_blocked', 'withdrawn']);
export type ParticipantStatus = Static<typeof ParticipantStatus>;

export const ParticipantFlag = Type.Enum(['no_flag', 'red_flag', 'yellow_flag']);
export type ParticipantFlag = Static<typeof ParticipantFlag>;

export const ProfileType = Type.Enum(['adult', 'child']);
export type ProfileType = Static<typeof ProfileType>;

export const ParticipantSource = Type.Enum(['registry', 'registry_jaeb', 'jaeb']);
export type ParticipantSource = Static<typeof ParticipantSource>;

export { isPartnerSource, PARTNER_SOURCES, type PartnerSource } from './partner-source';

export const AuthMethod = Type.Enum(['native', 'oauth']);
export type AuthMethod = Static<typeof AuthMethod>;

// The password and account-field rules live in plain modules so the forms can use them without typebox.
export { CHILD_EMAIL_IS_OWN, EMAIL_TAKEN_MESSAGE, EMAIL_WITHDRAWN_MESSAGE } from '../../lib/account-message-texts';
export { isStrongPassword, PASSWORD_MESSAGES, PASSWORD_MIN_LENGTH, PASSWORD_PATTERN } from '../../lib/password-rule';
export { BIRTHDAY_MAX_AGE_YEARS, BIRTHDAY_MESSAGES, birthdayError } from '../../lib/birthday-rule';
export {
  isFullPhoneNumber,
  isValidAddress,
  isValidCity,
  isValidEmail,
  isValidPersonName,
  isValidRegistrationEmail,
  isValidZip,
  normaliseEmail,
  normalisePhone,
} from '../../lib/account-field-rules';

/** A notification entry; only type `banner` is shown as a banner. */
export const NotificationEntry = Type.Object({
  id: Type.Integer(),
  type: Type.String(),
  title: Type.String(),
  text: Type.String(),
  created_at: Type.String(),
  /** The language the registry wrote the message in; none: English (the client marks it on other pages). */
  lang: Type.Optional(ContentLang),
});
export type NotificationEntry = Static<typeof NotificationEntry>;

/** The registry's languages (DECISIONS §12). */
export const PreferredLanguage = Type.Union([Type.Literal('en'), Type.Literal('es')]);
export type PreferredLanguage = Static<typeof PreferredLanguage>;

export const ParticipantProfile = Type.Object({
  id: Type.Integer(),
  first_name: Type.String(),
  last_name: Type.String(),
  email: Type.String(),
  phone: Nullable(Type.String()),
  address: Nullable(Type.String()),
  city: Nullable(Type.String()),
  country_state: Nullable(Type.String()),
  zip_code: Nullable(Type.String()),
  timezone: Nullable(Type.String()),
  profile_type: Nullable(ProfileType),
  gender_identity: Nullable(Type.String()),
  birthday: Nullable(Type.String()),
  age_years: Nullable(Type.Integer()),
  is_eligible: Nullable(Type.Boolean()),
  source: ParticipantSource,
  state: AccountState,
  account_status: ParticipantStatus,
  available_statuses: Type.Array(ParticipantStatus),
  flag: ParticipantFlag,
  auth_methods: Type.Array(AuthMethod),
  /** Banner visibility per notification id (`{ "12": false }`). */
  bannersVisibility: Type.Record(Type.String(), Type.Boolean()),
  child_first_name: Nullable(Type.String()),
  child_last_name: Nullable(Type.String()),
  child_email: Nullable(Type.String()),
  child_phone: Nullable(Type.String()),
  dateJoined: Type.String(),
  created_at: Type.String(),
  updated_at: Type.String(),
  last_ip_address: Nullable(Type.String()),
  last_login: Nullable(Type.String()),
  notifications: Type.Array(NotificationEntry),
  reconsentStep1Finished: Type.Boolean(),
  /** Ours: the account still has the password of the parent who handed it over; re-consent asks for one. */
  reconsentPasswordRequired: Type.Optional(Type.Boolean()),
  /** Present when the update changed what the token carries; the client stores it. */
  new_jwt_token: Type.Optional(Type.String()),
  /** The language the participant reads (DECISIONS §12): the app, messages and study content follow it. */
  preferred_language: Type.Optional(PreferredLanguage),
});
export type ParticipantProfile = Static<typeof ParticipantProfile>;

/** The registration guard's verdict is a few flags and scores: at most this much JSON text. */
export const REG_GUARD_DATA_MAX_BYTES = 4 * 1024;

/** Banner visibility per notification id: at most this much JSON text per update. */
export const BANNERS_VISIBILITY_MAX_BYTES = 4 * 1024;

const Name = PersonName;
const Email = SingleLine({ minLength: 3, maxLength: 254 });
const Phone = SingleLine({ maxLength: 32 });
/** A one-line profile text of at most `maxLength` characters (time zone, gender identity, address, …). */
const Line = (maxLength: number) => SingleLine({ maxLength });
const DateOnly = Type.String({ maxLength: 10, pattern: '^\\d{4}-\\d{2}-\\d{2}$' });

/** Profile update (PATCH /registry/participant/{id}); every field optional. */
export const ProfileUpdate = Type.Object({
  first_name: Type.Optional(Name),
  last_name: Type.Optional(Name),
  email: Type.Optional(Email),
  phone: Type.Optional(Nullable(Phone)),
  timezone: Type.Optional(Nullable(Line(64))),
  gender_identity: Type.Optional(Nullable(Line(64))),
  birthday: Type.Optional(Nullable(DateOnly)),
  profile_type: Type.Optional(ProfileType),
  bannersVisibility: Type.Optional(
    JsonValue(BANNERS_VISIBILITY_MAX_BYTES, Type.Record(Type.String({ pattern: '^\\d{1,10}$' }), Type.Boolean())),
  ),
  child_email: Type.Optional(Nullable(Email)),
  reconsentStep1Finished: Type.Optional(Type.Boolean()),
  /** Required with a new `email` on accounts that sign in with a password. */
  current_password: Type.Optional(Type.String({ maxLength: 128 })),
  preferred_language: Type.Optional(PreferredLanguage),
});
export type ProfileUpdate = Static<typeof ProfileUpdate>;

export const ChildInfo = Type.Object({
  child_first_name: Nullable(Type.String({ maxLength: 100 })),
  child_last_name: Nullable(Type.String({ maxLength: 100 })),
  child_email: Nullable(Type.String({ maxLength: 254 })),
  child_phone: Nullable(Type.String({ maxLength: 32 })),
  /**
   * Ours: the child's date of birth, the child profile's `birthday` ('YYYY-MM-DD'; the core study's
   * screening sets it, DECISIONS §7). The reference server always sends it.
   */
  birthday: Type.Optional(Nullable(Type.String({ maxLength: 10 }))),
  /** Ours: a core-study consent was signed for the age it makes, so the date of birth no longer changes. */
  birthday_locked: Type.Optional(Type.Boolean()),
});
export type ChildInfo = Static<typeof ChildInfo>;
export const ChildInfoUpdate = Type.Partial(
  Type.Object({
    child_first_name: Nullable(Line(100)),
    child_last_name: Nullable(Line(100)),
    child_email: Nullable(Line(254)),
    child_phone: Nullable(Phone),
    /** The child's date of birth (a child profile's `birthday`); refused once a core-study consent is signed. */
    birthday: DateOnly,
  }),
);
export type ChildInfoUpdate = Static<typeof ChildInfoUpdate>;

export const HouseholdInfo = Type.Object({
  address: Nullable(Type.String({ maxLength: 200 })),
  city: Nullable(Type.String({ maxLength: 100 })),
  country_state: Nullable(Type.String({ maxLength: 100 })),
  zip_code: Nullable(Type.String({ maxLength: 10 })),
});
export type HouseholdInfo = Static<typeof HouseholdInfo>;
export const HouseholdInfoUpdate = Type.Partial(
  Type.Object({
    address: Nullable(Line(200)),
    city: Nullable(Line(100)),
    country_state: Nullable(Line(100)),
    zip_code: Nullable(Line(10)),
  }),
);
export type HouseholdInfoUpdate = Static<typeof HouseholdInfoUpdate>;

export const NotificationChannels = Type.Object({ email_on: Type.Boolean(), sms_on: Type.Boolean() });
export type NotificationChannels = Static<typeof NotificationChannels>;

export const NOTIFICATION_TOPICS = [
  'reminders_new_ro_and_studies',
  'reminders_ongoing_studies',
  'newsletter',
  'management_resources',
] as const;
export type NotificationTopic = (typeof NOTIFICATION_TOPICS)[number];

export const NotificationSettings = Type.Object({
  reminders_new_ro_and_studies: NotificationChannels,
  reminders_ongoing_studies: NotificationChannels,
  newsletter: NotificationChannels,
  management_resources: NotificationChannels,
  sms_opted_out: Type.Boolean(),
});
export type NotificationSettings = Static<typeof NotificationSettings>;

export const NotificationSettingsUpdate = Type.Object({
  reminders_new_ro_and_studies: Type.Optional(Type.Partial(NotificationChannels)),
  reminders_ongoing_studies: Type.Optional(Type.Partial(NotificationChannels)),
  newsletter: Type.Optional(Type.Partial(NotificationChannels)),
  management_resources: Type.Optional(Type.Partial(NotificationChannels)),
  sms_opted_out: Type.Optional(Type.Boolean()),
});
export type NotificationSettingsUpdate = Static<typeof NotificationSettingsUpdate>;

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

/** A participant id in a body: fits the database's 32-bit column. */
const BodyId = Type.Integer({ minimum: 1, maximum: 2147483647 });

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
