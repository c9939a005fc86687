import type { ParticipantProfile } from '@contract/account';

// "Welcome back" is for a participant who has been here before. Registration signs the new
// participant in at once, so on the first visit the last sign-in is the registration itself.

/** How close the last sign-in is to the registration for it to be the registration's own (a session's length). */
export const FIRST_VISIT_WINDOW_MS = 60 * 60 * 1000;

/** True while the participant's only sign-in is the one of their registration. */
export function isFirstVisit(profile: Pick<ParticipantProfile, 'created_at' | 'last_login'>): boolean {
  const created = Date.parse(profile.created_at);
  const last = profile.last_login ? Date.parse(profile.last_login) : created;
  if (Number.isNaN(created) || Number.isNaN(last)) return false;
  return last - created < FIRST_VISIT_WINDOW_MS;
}
