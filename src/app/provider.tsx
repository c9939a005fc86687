import { useContext, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { AUTH_DIALOGS } from '../features/auth/dialogs/auth-dialog-registry';
import { useApiClient } from '../shared/api/api-context';
import { useSession } from '../shared/session/session-context';
import { useFeedback } from '../shared/ui/feedback/feedback-context';
import { ProfileChecksContext, type ProfileChecks } from '../shared/session/profile-checks-context';
import { LanguageChoiceHost } from './language-choice-host';
import { NavigatorSlotContext } from './navigation';
import { RegistryProviderBase, type RegistryProviderBaseProps } from './provider-base';

export type RegistryProviderProps = RegistryProviderBaseProps;

/**
 * A page opened with a stored token and no profile loads the profile-on-start checks (decided once,
 * at the start, as the checks themselves are); a page opened signed out does not load their code.
 * Loaded from an effect, not rendered through `lazy`: a component suspending in the first render
 * holds back the whole page's reveal (React throttles a boundary's content by 300 ms after its
 * fallback), and the screen's own requests started that much later.
 */
function StartChecks() {
  const client = useApiClient();
  const session = useSession();
  const feedback = useFeedback();
  const slot = useContext(NavigatorSlotContext);
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (!session.token.peek() || session.profile.peek()) return;
    void import('./profile-on-start').then(({ loadProfileOnStart }) =>
      loadProfileOnStart({ client, session, feedback, navigate: (to) => slot?.navigate(to) }),
    );
  }, [client, session, feedback, slot]);
  return null;
}

/** The sign-in checks, offered to features that refresh the profile themselves (re-consent completion). */
function ProfileChecksHost({ children }: { children: ReactNode }) {
  const client = useApiClient();
  const session = useSession();
  const feedback = useFeedback();
  const checks = useMemo<ProfileChecks>(
    () => async (profile) => {
      const token = session.token.peek();
      // Loaded with its first use (a re-consent completed), not with every page.
      const { runProfileChecks } = await import('../features/auth/flows/profile-checks');
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
 * The participant chooses the language here (the switch, My Profile) unless the host passes `locale`.
 */
export function RegistryProvider({ children, ...props }: RegistryProviderProps) {
  return (
    <RegistryProviderBase dialogs={AUTH_DIALOGS} {...props}>
      <LanguageChoiceHost hostLocale={props.locale}>
        {/* Keyed: a language switch renders the tree again from copies of these elements. */}
        <StartChecks key="start" />
        <ProfileChecksHost key="checks">{children}</ProfileChecksHost>
      </LanguageChoiceHost>
    </RegistryProviderBase>
  );
}
