import { Type, type TSchema } from 'typebox';
import * as A from './account';
import * as S from './registry-services';
import * as P from './sign-in-payloads';
import * as G from './glucose-device';
import { Detail, FieldErrors, VersionInfo } from './common';
import { routes, type EndpointName, type RouteRow } from './routes';
import {
  Givebacks,
  ImperiumRelevantPayload,
  ImperiumRelevantRecord,
  AqDonationPayload,
  AqDonationResponse,
} from './study-activity';
import { EVENTS_PAGE_SIZE } from './event-names';
import {
  EventPayload,
  EventsQuery,
  OptionalStudyIdQuery,
  StudyEvent,
  StudyIdQuery,
  TextBlock,
  TextsQuery,
} from './study-activity';
import { PromotionClick } from './study-activity';
import { UpdateStudyPayload, UpdateStudyResponse } from './study-activity';
import {
  AssentTarget,
  ConsentBody,
  ProviderReauthPayload,
  ReauthAnswer,
  ReauthPayload,
  SignedConsent,
  SignPayload,
  SignResponse,
  UserConsent,
} from './study-consents';
import {
  EntityId,
  IntroPage,
  ModuleSettingsByProcedure,
  PreselectAnswer,
  PreselectPayload,
  Procedure,
  ProcedureId,
  ProcedureSubmit,
} from './study-procedures';
import { ResearchProcedure, Study, UserProcedure } from './study-procedures';
import {
  Answer,
  AnswerInput,
  AnswerSaveErrors,
  AnswersQuery,
  QuestionRule,
  Question,
  SaveAnswersQuery,
  SubmitErrors,
} from './study-questions';
import { Achievement, MissedStudy, Promotion, UserStudy } from './user-study';

// The endpoint table, part two: the schemas of each row of routes.ts, by the same name: path
// parameters, query, body, and each answer by status (the errors a caller handles itself are
// listed too). The server validates requests with them; outside prod, staging, sb and qa the
// client checks answers with them; tests check every fake and every served answer against them.

export interface EndpointSchemas {
  readonly params?: TSchema;
  readonly query?: TSchema;
  readonly body?: TSchema;
  readonly responses: { readonly [status: number]: TSchema };
}

/** A path id: a strict positive integer below 2^31 (the server refuses `7.0`, `+7`, `0x7`). */
export const PathId = Type.Integer({ minimum: 1, maximum: 2147483647 });

const ids = <const N extends string>(...names: N[]) =>
  Type.Object(Object.fromEntries(names.map((n) => [n, PathId])) as { [K in N]: typeof PathId });

const Own = ids('id');
const OwnUserStudy = ids('id', 'userStudyId');
const StudyParam = ids('studyId');
const Created = <T extends TSchema>(schema: T) => ({ 201: schema, 400: FieldErrors }) as const;
const Ok = <T extends TSchema>(schema: T) => ({ 200: schema }) as const;
const OkOr400 = <T extends TSchema>(schema: T) => ({ 200: schema, 400: FieldErrors }) as const;
/** A file answer (PDF or HTML); its bytes are not JSON. */
const File = Type.Unknown({ description: 'file' });

export const endpointSchemas = {
  metaVersion: { responses: Ok(VersionInfo) },
  registryVersion: { responses: Ok(VersionInfo) },

  signup: {
    body: P.RegistrationPayload,
    responses: { ...Created(P.RegistrationAnswer), 403: Detail, 409: FieldErrors },
  },
  partnerSignup: {
    body: P.PartnerRegistrationPayload,
    responses: { ...Created(P.RegistrationAnswer), 403: Detail, 409: FieldErrors },
  },
  login: { body: P.LoginPayload, responses: { 200: P.LoginAnswer, 400: FieldErrors, 403: Detail, 429: Detail } },
  verifyOtp: { body: P.OtpPayload, responses: { 200: P.TokenAnswer, 400: FieldErrors, 403: Detail, 429: Detail } },
  oauthAccount: { body: P.OAuthAccountPayload, responses: { 200: P.LoginAnswer, 400: FieldErrors, 403: Detail } },
  tokenRefresh: { body: P.TokenRefreshPayload, responses: { 200: P.TokenAnswer, 403: Detail } },
  getMe: { responses: Ok(A.ParticipantProfile) },
  getStudyMe: { responses: Ok(A.ParticipantProfile) },
  getParticipant: { params: Own, responses: Ok(A.ParticipantProfile) },

  requestPasswordReset: { body: P.ResetPasswordPayload, responses: OkOr400(Detail) },
  checkResetToken: { body: P.CheckResetTokenPayload, responses: OkOr400(P.CheckResetTokenAnswer) },
  createNewPassword: { body: P.CreateNewPasswordPayload, responses: OkOr400(Detail) },
  unlockAccount: { body: P.UnlockAccountPayload, responses: OkOr400(Detail) },
  // 429: the old password is a try at the account's sign-in, limited and locked with it (DECISIONS §3).
  changePassword: { body: P.ChangePasswordPayload, responses: { ...OkOr400(P.TokenAnswer), 429: Detail } },

  // 429: an e-mail change's current password, as above.
  updateProfile: { params: Own, body: A.ProfileUpdate, responses: { ...OkOr400(A.ParticipantProfile), 429: Detail } },
  getChildInfo: { params: Own, responses: Ok(A.ChildInfo) },
  updateChildInfo: { params: Own, body: A.ChildInfoUpdate, responses: OkOr400(A.ChildInfo) },
  getHouseholdInfo: { params: Own, responses: Ok(A.HouseholdInfo) },
  updateHouseholdInfo: { params: Own, body: A.HouseholdInfoUpdate, responses: OkOr400(A.HouseholdInfo) },
  getNotificationSettings: { params: Own, responses: Ok(A.NotificationSettings) },
  updateNotificationSettings: {
    params: Own,
    body: A.NotificationSettingsUpdate,
    responses: OkOr400(A.NotificationSettings),
  },
  getNotifications: { params: Own, responses: Ok(Type.Array(A.NotificationEntry)) },
  setupProfileType: { params: Own, body: P.ProfileSetupPayload, responses: OkOr400(P.ProfileSetupAnswer) },

  getSmsConsent: { params: Own, responses: Ok(P.SmsConsentStatus) },
  updateSmsConsent: { params: Own, body: P.SmsConsentUpdate, responses: OkOr400(P.SmsConsentStatus) },
  reassignAccount: {
    params: Own,
    body: P.ReconsentReassignPayload,
    responses: { ...OkOr400(A.ParticipantProfile), 409: Type.Union([FieldErrors, Detail]) },
  },
  // A step of re-consent not done yet answers 400 with a detail (a malformed id, field errors).
  completeReconsent: {
    params: Own,
    responses: { 200: A.ParticipantProfile, 400: Type.Union([FieldErrors, Detail]), 403: Detail, 409: Detail },
  },
  withdraw: { params: Own, body: P.WithdrawalReasonForm, responses: OkOr400(Detail) },
  // A body the schema refuses answers field errors; a link that is not valid answers a detail.
  smsOff: { body: S.SmsOffPayload, responses: { 200: S.SmsOffAnswer, 400: Type.Union([FieldErrors, Detail]) } },
  emailOff: { body: S.EmailOffPayload, responses: { 200: S.EmailOffAnswer, 400: Type.Union([FieldErrors, Detail]) } },

  getStates: { responses: Ok(Type.Array(S.AddrState)) },
  getTimeZones: { responses: Ok(Type.Array(S.TimeZone)) },
  checkEmailSpelling: { body: S.EmailSpellingPayload, responses: OkOr400(S.EmailSpellingStatus) },
  logEmailClick: {
    params: Type.Object({ emailId: Type.String({ minLength: 1, maxLength: 128, pattern: '^[A-Za-z0-9_.:-]+$' }) }),
    // 429: the address followed too many different links within 15 minutes.
    responses: { 200: Type.String(), 429: Detail },
  },
  logFrontendError: { body: S.FrontendLogPayload, responses: Created(Detail) },
  devOutbox: {
    query: Type.Object({ to: Type.Optional(Type.String({ maxLength: 254 })) }),
    responses: Ok(Type.Array(S.OutboxMessage)),
  },
  devRunReminders: { body: S.DevReminderRun, responses: { 200: S.DevReminderRunAnswer, 400: Detail } },

  listUserStudies: { params: Own, responses: Ok(Type.Array(UserStudy)) },
  listAchievements: { params: Own, responses: Ok(Type.Array(Achievement)) },
  listMissedOpportunities: { params: Own, query: S.MissedOpportunitiesQuery, responses: Ok(Type.Array(MissedStudy)) },
  updateMissedOpportunities: {
    params: Own,
    body: S.MissedOpportunitiesPatch,
    responses: OkOr400(Type.Object({ updated: Type.Array(Type.Integer()) })),
  },
  markUserStudyViewed: { params: OwnUserStudy, responses: Ok(S.ViewedAnswer) },
  reattemptScreening: { params: OwnUserStudy, responses: { ...OkOr400(UserStudy), 409: Detail } },
  getAnswersDocument: {
    params: Type.Object({ id: PathId, userStudyId: PathId, procedureId: ProcedureId }),
    query: S.AnswersDocQuery,
    responses: Ok(File),
  },

  getStudy: { params: StudyParam, responses: Ok(Study) },
  listProcedures: { params: StudyParam, responses: Ok(Type.Array(Procedure)) },
  listQuestions: {
    params: Type.Object({ studyId: PathId, profileType: A.ProfileType }),
    responses: Ok(Type.Array(Question)),
  },
  listQuestionRules: { params: StudyParam, responses: Ok(Type.Array(QuestionRule)) },
  listIntroPages: { params: StudyParam, responses: Ok(Type.Array(IntroPage)) },
  getModuleSettings: { query: StudyIdQuery, responses: Ok(ModuleSettingsByProcedure) },
  listStudyPromotions: { query: StudyIdQuery, responses: Ok(Type.Array(Promotion)) },
  listTexts: { query: TextsQuery, responses: Ok(Type.Array(TextBlock)) },
  getDataInsights: { query: OptionalStudyIdQuery, responses: Ok(Givebacks) },
  getUserStudy: { params: OwnUserStudy, responses: Ok(UserStudy) },
  listUserProcedures: { params: OwnUserStudy, responses: Ok(Type.Array(UserProcedure)) },
  submitProcedure: {
    params: OwnUserStudy,
    body: ProcedureSubmit,
    responses: { 200: Type.Intersect([UserStudy, UserProcedure]), 400: Type.Union([SubmitErrors, FieldErrors]) },
  },
  listAnswers: { params: OwnUserStudy, query: AnswersQuery, responses: Ok(Type.Array(Answer)) },
  saveAnswers: {
    params: ids('id', 'userStudyId', 'questionId'),
    query: SaveAnswersQuery,
    body: Type.Array(AnswerInput, { maxItems: 200 }),
    responses: { 200: Type.Array(Answer), 400: Type.Union([AnswerSaveErrors, FieldErrors]) },
  },
  getResearch: { params: OwnUserStudy, responses: Ok(ResearchProcedure) },
  preselectConvertedUser: { body: PreselectPayload, responses: { ...OkOr400(PreselectAnswer), 404: Detail } },
  listUserFiles: { params: Own, responses: Ok(Type.Unknown()) },

  listConsents: { params: OwnUserStudy, responses: Ok(Type.Array(UserConsent)) },
  getConsentBody: { params: ids('consentId'), responses: Ok(ConsentBody) },
  getAssent: { params: Own, responses: { 200: AssentTarget, 404: Detail } },
  reauth: { body: ReauthPayload, responses: { ...OkOr400(ReauthAnswer), 429: Detail } },
  reauthProvider: { body: ProviderReauthPayload, responses: OkOr400(ReauthAnswer) },
  signConsent: {
    params: ids('id', 'userStudyId', 'consentId'),
    body: SignPayload,
    // 403: the re-authentication of DECISIONS §11 is missing or has expired.
    responses: { ...OkOr400(SignResponse), 403: Detail, 409: Detail },
  },
  getSignedConsent: { params: ids('id', 'userConsentId'), responses: Ok(SignedConsent) },
  getSignedConsentPdf: { params: ids('id', 'userConsentId'), query: S.DocumentQuery, responses: Ok(File) },
  // 403: the re-authentication of DECISIONS §11 (X-Reauth) is missing or has expired.
  exportMyData: { params: Own, responses: { 200: File, 403: Detail } },

  listEvents: {
    params: Own,
    query: EventsQuery,
    responses: Ok(Type.Array(StudyEvent, { maxItems: EVENTS_PAGE_SIZE })),
  },
  logEvent: { params: Own, body: EventPayload, responses: Created(StudyEvent) },
  listUserStudyPromotions: { params: OwnUserStudy, responses: Ok(Type.Array(Promotion)) },
  clickPromotion: {
    params: ids('id', 'userStudyId', 'promotionId'),
    responses: Created(PromotionClick),
  },
  donateGiftCard: { body: AqDonationPayload, responses: OkOr400(AqDonationResponse) },
  updateStudyEmails: {
    params: ids('id', 'studyId'),
    body: UpdateStudyPayload,
    responses: OkOr400(UpdateStudyResponse),
  },
  // 429: the account stored its quota of records within 15 minutes.
  storeRelevantId: { body: ImperiumRelevantPayload, responses: { ...Created(ImperiumRelevantRecord), 429: Detail } },

  // 409: the feature is off (no vendor configured), or the vendor account is another participant's.
  startGlucoseDeviceLink: {
    params: Own,
    body: G.GlucoseLinkStartPayload,
    responses: { ...OkOr400(G.GlucoseLinkStart), 409: Detail },
  },
  completeGlucoseDeviceLink: {
    params: Own,
    body: G.GlucoseLinkCompletePayload,
    responses: { ...OkOr400(G.GlucoseLinkComplete), 409: Detail },
  },
  getGlucoseDeviceLink: { params: Own, responses: Ok(G.GlucoseLinkStatus) },
  unlinkGlucoseDevice: { params: Own, responses: Ok(G.GlucoseLinkStatus) },
  getGlucoseReturnOrigin: { query: G.GlucoseReturnQuery, responses: { 200: G.GlucoseReturnOrigin, 404: Detail } },
} as const satisfies Record<EndpointName, EndpointSchemas>;

export type EndpointSchemaTable = typeof endpointSchemas;

/** One whole row: where (routes.ts) and what (its schemas). */
export type Endpoint<K extends EndpointName = EndpointName> = (typeof routes)[K] & EndpointSchemaTable[K];

/** The endpoint table: every row with its route and its schemas. */
export const endpoints = Object.fromEntries(
  (Object.keys(routes) as EndpointName[]).map((name) => [name, { ...routes[name], ...endpointSchemas[name] }]),
) as { [K in EndpointName]: Endpoint<K> };

export type AnyEndpoint = RouteRow & EndpointSchemas;
export { EntityId };
