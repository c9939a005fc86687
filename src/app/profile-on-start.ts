import { paths } from '../config/paths';
import { getProfile } from '../features/auth/api/get-profile';
import { runProfileChecks } from '../features/auth/flows/profile-checks';
import { isApiError } from '../shared/api/client/api-error';
import type { ApiClient } from '../shared/api/client/create-api-client';
import { loadChildInfo } from '../shared/session/child-info';
import type { SessionStore } from '../shared/session/session-store';
import type { FeedbackStore } from '../shared/ui/feedback/feedback-store';

export interface ProfileOnStartDeps {
  client: ApiClient;
  session: SessionStore;
  feedback: FeedbackStore;
  navigate: (to: string) => void;
}

/**
 * A page opened with a stored token (a reload, a new tab in development) has no profile yet:
 * load it once, so headers and screens have the user's name and state, then ask what sign-in
 * would have asked (spec 000 §4 Profile loading, SMS consent: a missing profile type after 1 s,
 * the SMS consent while required) through the same runProfileChecks. Sign-in loads the profile
 * itself, so only the instance's start is covered here. A 401 takes the client's usual path.
 * A chunk of its own: a page opened signed out (a partner's FAQ page) never loads it.
 */
export async function loadProfileOnStart({ client, session, feedback, navigate }: ProfileOnStartDeps) {
  const token = session.token.peek();
  if (!token || session.profile.peek()) return;
  // Signed out or another user signed in meanwhile: what follows belongs to an ended session.
  const isCurrent = () => session.token.peek() === token;
  try {
    const profile = await getProfile(client);
    if (!isCurrent() || session.profile.peek()) return;
    session.setProfile(profile);
    void loadChildInfo(client, session, profile, isCurrent);
    if ((await runProfileChecks({ client, feedback, profile, isCurrent })) === 'sign-out')
      navigate(paths.logout.href());
  } catch (error: unknown) {
    // HTTP failures were already shown by the client; anything else (a schema mismatch in
    // development) stays an unhandled rejection, which the error reporting picks up.
    if (!isApiError(error)) throw error;
  }
}
