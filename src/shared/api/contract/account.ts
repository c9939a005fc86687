import { Type, type Static } from 'typebox';
import { AccountState, JsonValue, Nullable } from './common';
import { ContentLang } from './study-translations';
import { DateOnly, Email, Line, Name, Phone } from './account-fields';

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
