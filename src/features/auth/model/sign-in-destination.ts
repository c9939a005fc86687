import { paths, safeLocalPath } from '@/config/paths';
import { landingRoute } from '@/shared/session/landing-route';

export interface DestinationInput {
  /** The account state of the loaded profile. */
  state: string | null | undefined;
  /** The sign-in came straight from registration. */
  fromRegistration?: boolean;
  /** The decoded redirectTo query value. */
  redirectTo?: string | null;
}

/**
 * Spec 000 §4 sign-in step 6 and profile loading: a regular user fresh from registration goes to
 * register-success; regular and pending users go to the saved target (a local path only), else the
 * dashboard; the pending states go where their state belongs. Throws InvalidParticipantStateError
 * for a state the app does not know.
 */
export function signInDestination({ state, fromRegistration = false, redirectTo }: DestinationInput): string {
  const landing = landingRoute(state);
  if (state !== 'regular' && state !== 'pending') return landing;
  if (fromRegistration && state === 'regular') return paths.registerSuccess.href();
  return safeLocalPath(redirectTo, landing);
}
