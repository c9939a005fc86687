// Plain data with no schema objects (as routes.ts), so the client's first load carries it without typebox.

/**
 * DECISIONS §3: a session lasts at most this long from its first sign-in (`orig_iat`): no token
 * expires later, so renewals stop there and the participant signs in again.
 */
export const MAX_SESSION_AGE_SECONDS = 12 * 60 * 60;
