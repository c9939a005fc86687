// The session module as the app and other modules see it: how a caller gets a token (sign-up,
// sign-in, dual factor, external provider, passwords) and how a token is checked.
export { createDevOidc, DEV_OIDC_PREFIX, type DevOidc } from './dev-oidc-provider';
export {
  buttonProvider,
  createIdTokenVerifier,
  providersFromEnv,
  type ExternalIdentityOptions,
  type ExternalIdentityVerifier,
  type IssuerKeyOptions,
  type ProviderKey,
  type ProviderVerifier,
} from './external-identity';
export { authorizePath, providerButtonSettings, registerProviderAuthorize } from './provider-authorize';
export {
  changePassword,
  checkResetToken,
  createNewPassword,
  requestPasswordReset,
  RESET_SENT,
  WRONG_OLD_PASSWORD,
} from './passwords';
export { confirmOwnPassword } from './password-tries';
export { refreshToken, SESSION_AT_MAXIMUM_AGE } from './token-refresh';
export { ACCOUNT_LOCKED_MESSAGE, UNLOCK_LINK_INVALID, unlockAccount } from './account-lock';
export { MAX_SESSION_AGE_SECONDS, TOKEN_LIFETIME_SECONDS } from '../../http/tokens';
export {
  ACCOUNT_QUOTA_MESSAGE,
  ADDRESS_QUOTA_MESSAGE,
  DEFAULT_ADDRESS_QUOTAS,
  LoginRateLimiter,
  RATE_LIMIT_MESSAGE,
} from './rate-limit';
export {
  accountAdmission,
  BAD_CREDENTIALS,
  externalSignIn,
  linkedAccountOf,
  INVALID_INVITATION,
  logIn,
  OAUTH_UNVERIFIED,
  participantAuthenticator,
  partnerSignUp,
  signUp,
  verifyCode,
  WITHDRAWN_SIGN_IN,
} from './sign-in';
