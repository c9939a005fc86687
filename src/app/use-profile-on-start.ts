import { useEffect, useRef } from 'react';
import { isApiError } from '../shared/api/client/api-error';
import type { ApiClient } from '../shared/api/client/create-api-client';
import type { SessionStore } from '../shared/session/session-store';

export const PROFILE_URL = '/registry/me';

/**
 * A page opened with a stored token (a reload, a new tab in development) has no profile yet:
 * load it once, so headers and screens have the user's name and state. Sign-in loads it itself
 * (spec 000 §4), so only the instance's start is covered here. A 401 takes the client's usual path.
 */
export function useProfileOnStart(client: ApiClient, session: SessionStore) {
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const token = session.token.peek();
    if (!token || session.profile.peek()) return;
    client
      .get(PROFILE_URL, { schema: 'ParticipantProfile' })
      .then((profile) => {
        // Signed out or another user signed in meanwhile: this answer is stale.
        if (session.token.peek() === token && !session.profile.peek()) session.setProfile(profile);
      })
      .catch((error: unknown) => {
        // HTTP failures were already shown by the client; anything else (a schema mismatch in
        // development) stays an unhandled rejection, which the error reporting picks up.
        if (!isApiError(error)) throw error;
      });
  }, [client, session]);
}
