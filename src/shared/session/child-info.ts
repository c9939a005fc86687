import type { ApiClient } from '../api/client/create-api-client';
import { getChildInfo } from '../api/calls/get-child-info';
import type { ChildInfo, ParticipantProfile } from '@contract';
import type { SessionStore } from './session-store';

// Spec 000 §4 Profile loading: "A child profile also loads child info". Loaded with the profile (at
// sign-in and when a page opens with a stored token) and kept in the session, so that the screens
// of a parent's journey (the parental consent, its signed record) can name the child.

/** Account states whose token may not read the child info: the minor's own assent, the re-consent. */
const WITHOUT_CHILD_INFO: readonly string[] = ['assent', 'reconsent'];

/**
 * Loads the child info of a child profile into the session (an adult's is cleared). A failure was
 * shown by the client; the screens then read the child's name from the profile. In the assent and
 * re-consent states the token is not allowed the call, and nothing there names the child.
 */
export async function loadChildInfo(
  client: ApiClient,
  session: SessionStore,
  profile: Pick<ParticipantProfile, 'id' | 'profile_type' | 'state'>,
  isCurrent: () => boolean = () => true,
): Promise<void> {
  if (profile.profile_type !== 'child' || WITHOUT_CHILD_INFO.includes(profile.state)) {
    session.setChildInfo(null);
    return;
  }
  try {
    const info = await getChildInfo(client, profile.id);
    if (isCurrent()) session.setChildInfo(info);
  } catch {
    // Shown by the client already; nothing waits for it.
  }
}

/** The child's full name: from the child info, else from the profile; '' when neither names them. */
export function childFullName(
  info: Pick<ChildInfo, 'child_first_name' | 'child_last_name'> | null | undefined,
  profile?: Pick<ParticipantProfile, 'child_first_name' | 'child_last_name'> | null,
): string {
  const from = (p: typeof info) =>
    [p?.child_first_name, p?.child_last_name]
      .map((s) => s?.trim() ?? '')
      .filter(Boolean)
      .join(' ');
  return from(info) || from(profile);
}
