import type { OAuthSettings } from '../../config/settings';
import { authorizeUrl, randomOAuthState } from '../lib/oauth-authorize';

// DECISIONS §11 for accounts that sign in only through the external provider: the consent sends
// the browser to the provider for a fresh sign-in (prompt=login, max_age=0); the provider's answer
// arrives at /oauth/{provider} (features/auth), which exchanges the code for a reauth token and
// returns to the consent. Both sides meet here, in this tab's session storage: what was being
// signed (so the typed name is not lost) on the way out, the token on the way back.

const PENDING_KEY = 'registry.provider_reauth';
const RESULT_KEY = 'registry.provider_reauth_result';

/** What the consent was doing when it left for the provider. */
export interface ProviderReauthPending {
  /** The consent's address (path and query) to come back to. */
  returnTo: string;
  consentId: number;
  /** The typed signature, put back on return. */
  name: string;
}

/** The confirmed re-authentication, handed back to the consent. */
export interface ProviderReauthResult extends ProviderReauthPending {
  token: string;
  /** Epoch milliseconds after which the server no longer accepts the token. */
  until: number;
}

function read<T>(key: string, remove: boolean): T | null {
  try {
    const raw = sessionStorage.getItem(key);
    if (remove) sessionStorage.removeItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

function write(key: string, value: unknown) {
  try {
    sessionStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Blocked storage: the return finds nothing and says so; signing can be tried again.
  }
}

/** Keeps what is being signed and answers the provider's address for a fresh sign-in. */
export function beginProviderReauth(settings: OAuthSettings, origin: string, pending: ProviderReauthPending): string {
  const state = randomOAuthState();
  write(PENDING_KEY, { ...pending, state });
  return authorizeUrl(settings, origin, state, { prompt: 'login', max_age: '0' });
}

/**
 * The pending re-authentication the provider's answer belongs to (its `state`). Only read: the
 * return screen reads it while rendering, and a render can be thrown away and run again (a lazy
 * piece suspending), so it is forgotten once used (`forgetProviderReauthPending`), not here.
 */
export function findProviderReauthPending(state: string | null): ProviderReauthPending | null {
  const pending = read<ProviderReauthPending & { state: string }>(PENDING_KEY, false);
  if (!pending || !state || pending.state !== state) return null;
  const { state: _state, ...rest } = pending;
  return rest;
}

/** Used once: a second visit of the same answer's address is an ordinary sign-in return. */
export function forgetProviderReauthPending() {
  read(PENDING_KEY, true);
}

export function keepProviderReauthResult(result: ProviderReauthResult) {
  write(RESULT_KEY, result);
}

/** The re-authentication confirmed for `consentId`, taken once; null when none or expired. */
export function takeProviderReauthResult(consentId: number): ProviderReauthResult | null {
  const result = read<ProviderReauthResult>(RESULT_KEY, false);
  if (!result || result.consentId !== consentId) return null;
  read(RESULT_KEY, true);
  return result.until > Date.now() ? result : null;
}
