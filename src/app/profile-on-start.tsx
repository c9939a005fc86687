import { useContext } from 'react';
import { useApiClient } from '../shared/api/api-context';
import { useSession } from '../shared/session/session-context';
import { useFeedback } from '../shared/ui/feedback/feedback-context';
import { NavigatorSlotContext } from './navigation';
import { useProfileOnStart } from './use-profile-on-start';

/**
 * The full app's start with a stored token: its profile loaded and the sign-in questions asked
 * again. A chunk of its own: a page opened signed out (a partner's FAQ page) never loads it.
 */
export function ProfileOnStart() {
  const slot = useContext(NavigatorSlotContext);
  useProfileOnStart({
    client: useApiClient(),
    session: useSession(),
    feedback: useFeedback(),
    navigate: (to) => slot?.navigate(to),
  });
  return null;
}
