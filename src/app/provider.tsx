import { useContext, useMemo, type ReactNode } from 'react';
import { runProfileChecks } from '../features/auth/flows/profile-checks';
import { AUTH_DIALOGS } from '../features/auth/dialogs/auth-dialog-registry';
import { useApiClient } from '../shared/api/api-context';
import { useSession } from '../shared/session/session-context';
import { useFeedback } from '../shared/ui/feedback/feedback-context';
import { ProfileChecksContext, type ProfileChecks } from '../shared/session/profile-checks-context';
import { NavigatorSlotContext } from './navigation';
import { RegistryProviderBase, type RegistryProviderBaseProps } from './provider-base';
import { useProfileOnStart } from './use-profile-on-start';

export type RegistryProviderProps = RegistryProviderBaseProps;

/** The full app's start: a stored token's profile loaded and the sign-in questions asked again. */
function ProfileOnStart() {
  const slot = useContext(NavigatorSlotContext);
  useProfileOnStart({
    client: useApiClient(),
    session: useSession(),
    feedback: useFeedback(),
    navigate: (to) => slot?.navigate(to),
  });
  return null;
}

/** The sign-in checks, offered to features that refresh the profile themselves (re-consent completion). */
function ProfileChecksHost({ children }: { children: ReactNode }) {
  const client = useApiClient();
  const session = useSession();
  const feedback = useFeedback();
  const checks = useMemo<ProfileChecks>(
    () => (profile) => {
      const token = session.token.peek();
      return runProfileChecks({ client, feedback, profile, isCurrent: () => session.token.peek() === token });
    },
    [client, session, feedback],
  );
  return <ProfileChecksContext.Provider value={checks}>{children}</ProfileChecksContext.Provider>;
}

/**
 * The provider of the library and the standalone site: the base with the features' dialogs that
 * open from anywhere (profile type, SMS consent) and the profile checks of a page opened with a
 * stored token. The embed's gadgets mount the base alone: they carry neither those forms nor the
 * phone library, and a gadget never opens the full app's sign-in questions on a partner's page.
 */
export function RegistryProvider({ children, ...props }: RegistryProviderProps) {
  return (
    <RegistryProviderBase dialogs={AUTH_DIALOGS} {...props}>
      <ProfileOnStart />
      <ProfileChecksHost>{children}</ProfileChecksHost>
    </RegistryProviderBase>
  );
}
