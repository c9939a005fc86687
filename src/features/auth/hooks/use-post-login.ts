import { useCallback, useRef } from 'react';
import { paths } from '@/config/paths';
import { useApiClient } from '@/shared/api/api-context';
import { useLibraryNavigate } from '@/shared/routing/library-router';
import { isApiError } from '@/shared/api/client/api-error';
import { logFrontendError } from '@/shared/api/client/frontend-log';
import { loadChildInfo } from '@/shared/session/child-info';
import { InvalidParticipantStateError } from '@/shared/session/landing-route';
import { DRAFTS_HOME } from '@/shared/offline/drafts-home';
import { useSession } from '@/shared/session/session-context';
import { decodeToken, isParticipantToken } from '@/shared/session/token';
import { SNACKBAR_MS } from '@/shared/ui/feedback/feedback-store';
import { useFeedback } from '@/shared/ui/feedback/feedback-context';
import { profileOfToken } from '../api/get-profile';
import { runProfileChecks } from '../flows/profile-checks';
import { INVALID_PARTICIPANT_STATE } from '../model/message-texts';
import { signInDestination } from '../model/sign-in-destination';

export interface CompleteSignInOptions {
  /** The token comes straight from registration (a regular user then sees register-success). */
  fromRegistration?: boolean;
  /** The decoded redirectTo of the sign-in page. */
  redirectTo?: string | null;
}

/** How the sign-in ended: signed in and sent on, refused (forbidden, bad state), or abandoned. */
export type SignInOutcome = 'signed-in' | 'forbidden' | 'invalid-state' | 'signed-out' | 'failed';

/**
 * The flow after a token arrives (login, dual factor, external sign-in, registration), spec 000 §4:
 * a non-participant privilege → forbidden access; otherwise the token is stored, the profile
 * loaded, the account state routed (an unknown one is 'INVALID PARTICIPANT STATE'), a missing
 * profile type asked for after 1 s, the SMS consent checked (runProfileChecks, which a reload
 * with a stored token runs too), and the user sent on. The dialogs open through the feedback
 * store, so the FeedbackHost must know the auth kinds (RegistryProvider registers them).
 */
export function usePostLogin(): {
  complete: (token: string, options?: CompleteSignInOptions) => Promise<SignInOutcome>;
} {
  const session = useSession();
  const client = useApiClient();
  const feedback = useFeedback();
  const navigate = useLibraryNavigate();
  const running = useRef(false);

  const complete = useCallback(
    async (token: string, options: CompleteSignInOptions = {}): Promise<SignInOutcome> => {
      if (running.current) return 'failed';
      running.current = true;
      try {
        if (!isParticipantToken(decodeToken(token))) {
          session.set('otpId', null);
          navigate(paths.forbiddenAccess.href(), { replace: true });
          return 'forbidden';
        }
        // The registry accepts the token before the session holds it: a refused one signs nobody
        // in, so nothing announces a sign-in and no 'Session expired' follows a session never had.
        let profile;
        try {
          profile = await profileOfToken(client, token);
        } catch (error) {
          // The client showed the failure; a half sign-in without a profile is no use.
          if (isApiError(error)) return 'failed';
          throw error;
        }
        if (!profile) return 'failed';
        session.setToken(token);
        session.setProfile(profile);
        // What another participant left on this device unsent goes; this one's stays, to be sent.
        const userId = decodeToken(token)?.user_id;
        if (DRAFTS_HOME === 'vault' && userId != null)
          void import('@/shared/offline/offline-vault').then((vault) => vault.eraseOtherParticipants(userId));
        // A child profile also loads child info (spec 000 §4); nothing waits for it.
        void loadChildInfo(client, session, profile, () => session.token.peek() === token);
        let destination: string;
        try {
          destination = signInDestination({ state: profile.state, ...options });
        } catch (error) {
          if (!(error instanceof InvalidParticipantStateError)) throw error;
          session.reset();
          feedback.showSnackbar(INVALID_PARTICIPANT_STATE, 'failure', SNACKBAR_MS.failure);
          void logFrontendError(client, client.environment, error);
          return 'invalid-state';
        }
        const checks = await runProfileChecks({
          client,
          feedback,
          profile,
          isCurrent: () => session.token.peek() === token,
        });
        if (checks === 'sign-out') {
          navigate(paths.logout.href(), { replace: true });
          return 'signed-out';
        }
        if (checks === 'stale') return 'failed';
        navigate(destination, { replace: true });
        return 'signed-in';
      } finally {
        running.current = false;
      }
    },
    [client, feedback, navigate, session],
  );

  return { complete };
}
