import { createContext, useContext } from 'react';
import type { ParticipantProfile } from '@contract';

/** `done`: nothing more to ask; `sign-out`: the participant chose Sign out; `stale`: the session ended meanwhile. */
export type ProfileChecksOutcome = 'done' | 'sign-out' | 'stale';

/**
 * What a freshly loaded profile still has to settle (spec 000 §4: the profile type, the SMS
 * consent). The app supplies the auth feature's checks; a feature that refreshes the profile
 * itself (re-consent completion) runs them through this context without importing auth. A bare
 * render (a unit test) has nothing to ask.
 */
export type ProfileChecks = (profile: ParticipantProfile) => Promise<ProfileChecksOutcome>;

export const ProfileChecksContext = createContext<ProfileChecks>(() => Promise.resolve('done'));

export function useProfileChecks(): ProfileChecks {
  return useContext(ProfileChecksContext);
}
