// The endpoint table, part one: where each call goes and who may make it. Plain data with no
// schema objects, so the client's first load carries it without typebox; the schemas of each row
// are in endpoints.ts under the same name. Every call of spec 000 §7 and 001 §7 (and the paths
// DECISIONS §2 adds) is a row; the client's call files and the server's routes both read it.
//
// Paths are relative to apiBase (DECISIONS §2); `:name` marks a path parameter.

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call: `public` needs no token; `participant` needs a valid token; `own` also needs the
 * path's `:id` to be the token's user_id (checked before the body is read).
 */
export type Access = 'public' | 'participant' | 'own';

/** The restricted privileges of DECISIONS §3, without their `registry:` application part. */
export type PendingPrivilege = 'child_profile' | 'reconsent' | 'assent';

export interface RouteRow {
  readonly method: HttpMethod;
  readonly path: string;
  readonly access: Access;
  /** Tokens carrying one of these restricted privileges may call it too; others are refused. */
  readonly pending?: readonly PendingPrivilege[];
  /**
   * A token carrying another restricted privilege may still call it with a body of these fields
   * alone (and nothing else): what such a session may change (its page's language) and no more.
   */
  readonly pendingFields?: readonly string[];
  /** How the answer is read: JSON (default), text, or a file. */
  readonly answer?: 'json' | 'text' | 'blob';
  /** Served only with the development outbox on (REGISTRY_DEV_OUTBOX=1). */
  readonly devOnly?: true;
  /** Named by the spec but not served yet: why. The coverage test lists these rows. */
  readonly notServed?: string;
}

const ALL_PENDING = ['child_profile', 'reconsent', 'assent'] as const;

export const routes = {
  // Version (spec 000 §7: referenced by address only)
  metaVersion: { method: 'GET', path: '/meta/version', access: 'public' },
  registryVersion: { method: 'GET', path: '/registry/version', access: 'public' },

  // Session and registration (spec 000 §7, DECISIONS §2)
  signup: { method: 'POST', path: '/registry/signup', access: 'public' },
  partnerSignup: { method: 'POST', path: '/registry/jaeb_signup', access: 'public' },
  login: { method: 'POST', path: '/registry/login', access: 'public' },
  verifyOtp: { method: 'POST', path: '/registry/otp', access: 'public' },
  oauthAccount: { method: 'POST', path: '/registry/oauth/account', access: 'public' },
  tokenRefresh: { method: 'POST', path: '/registry/token-refresh', access: 'participant', pending: ALL_PENDING },
  getMe: { method: 'GET', path: '/registry/me', access: 'participant', pending: ALL_PENDING },
  getStudyMe: { method: 'GET', path: '/me', access: 'participant' },
  getParticipant: { method: 'GET', path: '/participant/:id', access: 'own' },

  // Passwords
  requestPasswordReset: { method: 'POST', path: '/registry/reset_password', access: 'public' },
  checkResetToken: { method: 'POST', path: '/registry/check-reset-password-token', access: 'public' },
  createNewPassword: { method: 'POST', path: '/registry/create_new_password', access: 'public' },
  unlockAccount: { method: 'POST', path: '/registry/unlock_account', access: 'public' },
  changePassword: { method: 'POST', path: '/registry/change_password', access: 'participant', pending: ['reconsent'] },

  // Profile, child, household, notification settings
  updateProfile: {
    method: 'PATCH',
    path: '/registry/participant/:id',
    access: 'own',
    pending: ['reconsent'],
    // The language a participant chooses on a pending step's page is their documents' and messages' too.
    pendingFields: ['preferred_language'],
  },
  getChildInfo: {
    method: 'GET',
    path: '/registry/participant/:id/child-info',
    access: 'own',
    pending: ['child_profile'],
  },
  updateChildInfo: {
    method: 'PATCH',
    path: '/registry/participant/:id/child-info',
    access: 'own',
    pending: ['child_profile'],
  },
  getHouseholdInfo: { method: 'GET', path: '/registry/participant/:id/household-info', access: 'own' },
  updateHouseholdInfo: { method: 'PATCH', path: '/registry/participant/:id/household-info', access: 'own' },
  getNotificationSettings: { method: 'GET', path: '/registry/participant/:id/notification-settings', access: 'own' },
  updateNotificationSettings: {
    method: 'PATCH',
    path: '/registry/participant/:id/notification-settings',
    access: 'own',
  },
  getNotifications: { method: 'GET', path: '/registry/participant/:id/notifications', access: 'own' },
  setupProfileType: { method: 'POST', path: '/registry/participant/:id/profile_setup', access: 'own' },

  // SMS consent, hand-off, re-consent, withdrawal. Every sign-in asks the SMS consent question
  // before it goes on to the landing route, the pending states' included (profile checks).
  getSmsConsent: { method: 'GET', path: '/participant/:id/sms_consent', access: 'own', pending: ALL_PENDING },
  updateSmsConsent: {
    method: 'POST',
    path: '/registry/participant/:id/sms_consent',
    access: 'own',
    pending: ALL_PENDING,
  },
  reassignAccount: {
    method: 'POST',
    path: '/registry/participant/:id/reconsent/reassign_account',
    access: 'own',
    pending: ['child_profile'],
  },
  completeReconsent: {
    method: 'POST',
    path: '/registry/participant/:id/reconsent/complete',
    access: 'own',
    pending: ['reconsent'],
  },
  withdraw: { method: 'POST', path: '/registry/participant-withdraw/:id', access: 'own' },
  // The participant's own copy of their record: a ZIP of a summary PDF and the same data as JSON.
  exportMyData: { method: 'GET', path: '/registry/participant/:id/export', access: 'own', answer: 'blob' },
  smsOff: { method: 'POST', path: '/registry/sms-off', access: 'public' },
  emailOff: { method: 'POST', path: '/registry/email-off', access: 'public' },

  // Reference data and small public calls
  getStates: { method: 'GET', path: '/registry/admin/addr_states', access: 'public' },
  getTimeZones: { method: 'GET', path: '/registry/time-zones', access: 'public' },
  checkEmailSpelling: { method: 'POST', path: '/email-spelling-status', access: 'public' },
  logEmailClick: { method: 'GET', path: '/email-click/:emailId', access: 'public', answer: 'text' },
  logFrontendError: { method: 'POST', path: '/registry/frontend-log', access: 'public' },
  devOutbox: { method: 'GET', path: '/dev/outbox', access: 'public', devOnly: true },
  devRunReminders: { method: 'POST', path: '/dev/reminders/run', access: 'public', devOnly: true },

  // Dashboard (spec 000 §7)
  listUserStudies: { method: 'GET', path: '/participant/:id/user-studies', access: 'own' },
  listAchievements: { method: 'GET', path: '/participant/:id/achievements', access: 'own' },
  listMissedOpportunities: { method: 'GET', path: '/participant/:id/missed-opportunities', access: 'own' },
  updateMissedOpportunities: { method: 'PATCH', path: '/participant/:id/missed-opportunities', access: 'own' },
  markUserStudyViewed: { method: 'PATCH', path: '/participant/:id/user_study/:userStudyId/viewed', access: 'own' },
  reattemptScreening: {
    method: 'POST',
    path: '/participants/:id/user-studies/:userStudyId/screening_reattempt',
    access: 'own',
  },
  getAnswersDocument: {
    method: 'GET',
    path: '/participants/:id/user-studies/:userStudyId/procedures/:procedureId/answers_doc',
    access: 'own',
    answer: 'blob',
  },

  // The study (spec 001 §7)
  getStudy: { method: 'GET', path: '/admin/studies/:studyId', access: 'participant' },
  listProcedures: { method: 'GET', path: '/studies/:studyId/procedures', access: 'participant' },
  listQuestions: {
    method: 'GET',
    path: '/studies/:studyId/profile-type/:profileType/questions',
    access: 'participant',
  },
  listQuestionRules: { method: 'GET', path: '/studies/:studyId/question_rules', access: 'participant' },
  listIntroPages: { method: 'GET', path: '/studies/:studyId/intro-pages', access: 'participant' },
  getModuleSettings: { method: 'GET', path: '/v2/ui-module-settings', access: 'participant' },
  listStudyPromotions: { method: 'GET', path: '/promotions', access: 'participant' },
  listTexts: { method: 'GET', path: '/texts', access: 'participant' },
  getDataInsights: { method: 'GET', path: '/live_data_givebacks', access: 'participant' },
  getUserStudy: { method: 'GET', path: '/participant/:id/user-studies/:userStudyId', access: 'own' },
  listUserProcedures: {
    method: 'GET',
    path: '/participant/:id/user-studies/:userStudyId/user-procedures',
    access: 'own',
  },
  submitProcedure: {
    method: 'POST',
    path: '/participant/:id/user-studies/:userStudyId/user-procedures',
    access: 'own',
  },
  listAnswers: { method: 'GET', path: '/participants/:id/user-studies/:userStudyId/answers', access: 'own' },
  saveAnswers: {
    method: 'POST',
    path: '/participants/:id/user-studies/:userStudyId/questions/:questionId/answers',
    access: 'own',
  },
  getResearch: { method: 'GET', path: '/participant/:id/user-studies/:userStudyId/research', access: 'own' },
  preselectConvertedUser: {
    method: 'POST',
    path: '/registry/converted-users/preselect',
    access: 'participant',
  },
  listUserFiles: {
    method: 'GET',
    path: '/participant/:id/user-files',
    access: 'own',
    notServed: 'spec 001 §7 names a user-files endpoint without its details',
  },

  // Consents (spec 001 §7, DECISIONS §7: assent may use the consent calls)
  listConsents: {
    method: 'GET',
    path: '/participant/:id/user-studies/:userStudyId/consents',
    access: 'own',
    pending: ['assent'],
  },
  getConsentBody: { method: 'GET', path: '/consents/:consentId', access: 'participant', pending: ['assent'] },
  // DECISIONS §7: where the assent is to be signed (the core study's user study), for /assent.
  getAssent: { method: 'GET', path: '/participant/:id/assent', access: 'own', pending: ['assent'] },
  // DECISIONS §11: the participant confirms who they are before the first signature of a session.
  reauth: { method: 'POST', path: '/registry/reauth', access: 'participant', pending: ['assent'] },
  reauthProvider: { method: 'POST', path: '/registry/reauth/provider', access: 'participant', pending: ['assent'] },
  signConsent: {
    method: 'POST',
    path: '/participant/:id/user-studies/:userStudyId/consents/:consentId/sign',
    access: 'own',
    pending: ['assent'],
  },
  getSignedConsent: { method: 'GET', path: '/participant/:id/user-consents/:userConsentId', access: 'own' },
  getSignedConsentPdf: {
    method: 'GET',
    path: '/public/participant/:id/user-consents/:userConsentId/pdf',
    access: 'own',
    answer: 'blob',
  },

  // Study activity (spec 001 §7)
  listEvents: { method: 'GET', path: '/participant/:id/events', access: 'own' },
  logEvent: { method: 'POST', path: '/participant/:id/events', access: 'own' },
  listUserStudyPromotions: {
    method: 'GET',
    path: '/participant/:id/user_study/:userStudyId/promotions',
    access: 'own',
  },
  clickPromotion: { method: 'POST', path: '/:id/user_study/:userStudyId/promotions/:promotionId/click', access: 'own' },
  donateGiftCard: { method: 'POST', path: '/aq_donation', access: 'participant' },
  updateStudyEmails: { method: 'PATCH', path: '/:id/update_study/:studyId', access: 'own' },
  storeRelevantId: { method: 'POST', path: '/imperium-relevant', access: 'participant' },

  // Glucose-device linking (README "Glucose-device linking"): the participant's own link
  // to their CGM vendor account. Start binds a state to the participant; complete exchanges the code.
  startGlucoseDeviceLink: { method: 'POST', path: '/participant/:id/glucose-device/start', access: 'own' },
  completeGlucoseDeviceLink: { method: 'POST', path: '/participant/:id/glucose-device/complete', access: 'own' },
  getGlucoseDeviceLink: { method: 'GET', path: '/participant/:id/glucose-device', access: 'own' },
  unlinkGlucoseDevice: { method: 'DELETE', path: '/participant/:id/glucose-device', access: 'own' },
  // The popup's return page (no session there) learns where to hand the code: the gadget's origin.
  getGlucoseReturnOrigin: { method: 'GET', path: '/glucose-device/return-origin', access: 'public' },
} as const satisfies Record<string, RouteRow>;

export type Routes = typeof routes;
export type EndpointName = keyof Routes;

/** The path with its `:name` parts filled in (each value URI-encoded). */
export function fillPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
}

/** The `:name` parameters of a path, in order. */
export function pathParamNames(path: string): string[] {
  return [...path.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1]);
}
