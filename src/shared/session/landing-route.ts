import { paths } from '../../config/paths';

// Moved here from src/app/guards.ts so that the sign-in flow (a feature) and the route guards
// share one landing rule; guards.ts re-exports both names.

export class InvalidParticipantStateError extends Error {
  override readonly name = 'InvalidParticipantStateError';
  constructor(readonly state: string | null) {
    super('INVALID PARTICIPANT STATE');
  }
}

/** Spec 000 §4 profile loading: where a signed-in user belongs for each account state. */
export function landingRoute(state: string | null | undefined): string {
  switch (state) {
    case 'regular':
    case 'pending':
      return paths.dashboard.href();
    case 'reconsent_pending':
      return paths.childProfile.href();
    case 'reconsent':
      return paths.reConsent.href();
    case 'assent':
      return paths.assent.href();
    default:
      throw new InvalidParticipantStateError(state ?? null);
  }
}
