// The contract: typebox schemas of every entity the client and the reference server exchange, and
// the endpoint table that says where each call goes and what it carries. Types are Static<> of the
// schemas; the server validates bodies with the same schemas. Published as the package's
// `./contract` entry, so every export is named here (no `export *`: the surface is what this file
// lists). Files: common (errors, tokens, privileges), user-study (dashboard and study flow), account
// (profile and settings; spec 000 §3) with sign-in-payloads (registration, sign-in, passwords,
// hand-off, withdrawal) and registry-services (lists, spelling, logs, documents, unsubscribes), study
// (the study definition file; spec 001 §3) with its parts study-procedures, study-questions,
// study-consents and study-activity, and the
// endpoint table: routes (plain data), endpoints (schemas by row) and endpoint-types.

// The endpoint table.
export { routes, fillPath, pathParamNames } from './routes';
export type { Access, EndpointName, HttpMethod, PendingPrivilege, RouteRow, Routes } from './routes';
export { endpoints, endpointSchemas, PathId } from './endpoints';
export type { AnyEndpoint, Endpoint, EndpointSchemas, EndpointSchemaTable } from './endpoints';
export type { AnswerOf, BodyOf, CallAnswer, CallInput, ErrorOf, ParamsOf, QueryOf } from './endpoint-types';

// Errors, tokens, privileges, versions.
export {
  AccountState,
  DateTime,
  Day,
  Detail,
  FieldErrors,
  Nullable,
  isSingleLineText,
  NAME_MAX_LENGTH,
  Privilege,
  SINGLE_LINE_MESSAGE,
  SINGLE_LINE_PATTERN,
  SingleLine,
  TokenPayload,
  toSingleLine,
  VersionInfo,
} from './common';

// Dashboard entities.
export { Achievement, AchievementCode, DashboardStatus, MissedStudy, Promotion, STUDY_STATUS } from './user-study';
export { StudyStatus, StudyType, UserStudy } from './user-study';

// Accounts: profile, settings, sign-in and registration payloads (spec 000 §3).
export { AuthMethod } from './account';
export { ChildInfo, ChildInfoUpdate } from './account';
export { HouseholdInfo, HouseholdInfoUpdate, isStrongPassword } from './account';
export { NOTIFICATION_TOPICS } from './account';
export { NotificationChannels, NotificationEntry, NotificationSettings, NotificationSettingsUpdate } from './account';
export { ParticipantFlag } from './account';
export { ParticipantProfile, ParticipantSource, ParticipantStatus } from './account';
export { isPartnerSource, PARTNER_SOURCES, type PartnerSource } from './account';
export { BIRTHDAY_MAX_AGE_YEARS, BIRTHDAY_MESSAGES, birthdayError } from './account';
export { PASSWORD_MESSAGES, PASSWORD_MIN_LENGTH, PASSWORD_PATTERN } from './account';
export { ProfileType, ProfileUpdate } from './account';

export type { NotificationTopic } from './account';
// Registration, sign-in, passwords, hand-off and withdrawal payloads.
export {
  ChangePasswordPayload,
  CheckResetTokenAnswer,
  CheckResetTokenPayload,
  CreateNewPasswordPayload,
  LoginAnswer,
  LoginPayload,
  OAuthAccountPayload,
  OtpChallenge,
  OtpPayload,
  PartnerRegistrationPayload,
  ProfileSetupAnswer,
  ProfileSetupPayload,
  ReconsentReassignPayload,
  RegistrationAnswer,
  RegistrationPayload,
  ResetPasswordPayload,
  SmsConsentStatus,
  SmsConsentUpdate,
  TokenAnswer,
  TokenRefreshPayload,
  UnlockAccountPayload,
  WITHDRAWAL_MESSAGES,
  WITHDRAWAL_REASONS,
  WithdrawalReasonForm,
  type WithdrawalReasonKey,
} from './sign-in-payloads';
// What the registry's services carry beside the account (lists, spelling, logs, documents, unsubscribes).
export {
  AddrState,
  AnswersDocQuery,
  DocumentQuery,
  EmailOffAnswer,
  EmailOffPayload,
  EmailSpellingPayload,
  EmailSpellingStatus,
  FrontendLogPayload,
  MissedOpportunitiesPatch,
  MissedOpportunitiesQuery,
  OutboxMessage,
  SmsOffAnswer,
  SmsOffPayload,
  TimeZone,
  ViewedAnswer,
} from './registry-services';

// The study definition file (DECISIONS §4) and its parts (spec 001 §3).
export { StudyDefinition } from './study';
export {
  EntityId,
  IntroPage,
  ModuleSetting,
  ModuleSettingContent,
  ModuleSettingsByProcedure,
} from './study-procedures';
export { NullableText, Procedure, ProcedureId, ProcedureSubmit, ResearchProcedure } from './study-procedures';
export { PreselectAnswer, PreselectPayload } from './study-procedures';
export { ResearchPromotion, Study, StudyMinimal, UserProcedure } from './study-procedures';
export { ContentLang, DefinitionTexts, StudyTranslations } from './study-translations';
export {
  Answer,
  AnswerInput,
  AnswerSaveErrors,
  AnswersQuery,
  AnswerValue,
  ComparisonDataType,
} from './study-questions';
export { Condition, NumericLimits, Operator, OptionValidator, Question, QuestionOption } from './study-questions';
export { QuestionRule, QuestionType, SaveAnswersQuery, ScreeningRule, StoredAnswerPath } from './study-questions';
export { ANSWER_VALUE_MAX_LENGTH, SubmitErrors, Widget, WIDGETS } from './study-questions';
export { ConsentBody, ConsentInfo, ConsentRule, ConsentType, SignedConsent, Signature } from './study-consents';
export { SignPayload, SignResponse, UserConsent } from './study-consents';
export { AssentTarget, ProviderReauthPayload, REAUTH_HEADER, ReauthAnswer, ReauthPayload } from './study-consents';
export { CLIENT_REQUEST_HEADERS } from './request-headers';
export { PARTNER_REF_HEADER, PARTNER_REF_MAX_LENGTH, PartnerRef } from './partner-ref';
export { EVENTS_PAGE_SIZE } from './event-names';
export {
  AqDonationPayload,
  AqDonationResponse,
  EventLog,
  EventPayload,
  EventsQuery,
  Givebacks,
} from './study-activity';
export { GivebacksChoiceChart, GivebacksNumberChart, ImperiumRelevantPayload } from './study-activity';
export { ImperiumRelevantRecord, OptionalStudyIdQuery, RelevantIdResponse, StudyEvent } from './study-activity';
export { StudyIdQuery, TextBlock, TextsQuery, UpdateStudyPayload, UpdateStudyResponse } from './study-activity';
export { GlucoseDeviceMode, GlucoseHandoff, GlucoseLinkComplete, GlucoseLinkCompletePayload } from './glucose-device';
export { GlucoseLinkStart, GlucoseLinkStartPayload, GlucoseLinkStatus } from './glucose-device';
export { GlucoseReturnOrigin, GlucoseReturnQuery } from './glucose-device';
export { DataExportConsent, DataExportMessage, DataExportQuestionnaire, DataExportSignIn } from './data-export';
export { ParticipantDataExport } from './data-export';
