import { useSignals } from '@preact/signals-react/runtime';
import { isPartnerSource } from '@contract/partner-source';
import { useSession } from '@/shared/session/session-context';
import type { HeaderUser } from './authenticated-header';

export interface LayoutSession {
  loggedIn: boolean;
  user: HeaderUser | null;
  /** Users of the partner research network get the partner footer style (spec 000 §6). */
  partner: boolean;
}

/** What the public layout needs from the session: signed in or not, the name, the partner style. */
export function useLayoutSession(): LayoutSession {
  useSignals();
  const session = useSession();
  const profile = session.profile.value;
  return {
    loggedIn: session.loggedIn.value,
    user: profile,
    partner: session.registeredAsJaeb.value || isPartnerSource(profile?.source),
  };
}
