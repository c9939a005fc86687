import { useEffect } from 'react';
import { useSession } from '@/shared/session/session-context';
import { PasswordLinkPage, usePasswordLink } from '../components/password-link';
import { HANDOFF_PASSWORD_TEXTS as TEXTS } from '../model/screen-texts';
import { onLibraryRouter } from '@/shared/routing/library-router';

/**
 * `/auth/choose-password?token=` (ours: spec 000 §4 re-consent, last point): the hand-off e-mail's
 * link. The child whose parent passed them the account chooses their own password, then goes to
 * Sign In with the account's e-mail filled in (next, the re-consent). The token is a reset token:
 * the same checks, on a page that says what happened.
 */
function HandoffPasswordScreenContent() {
  const session = useSession();
  const link = usePasswordLink();
  const { phase, email } = link;
  // Sign In fills in the address the link was sent to.
  useEffect(() => {
    if (phase === 'done' && email) session.set('signInEmail', email);
  }, [phase, email, session]);
  const account = email && (
    <p className="registry-auth__account">
      {TEXTS.account} <strong>{email}</strong>
    </p>
  );
  return <PasswordLinkPage link={link} texts={TEXTS} askAgain={TEXTS.forgotPassword} account={account} />;
}

/** Exported on the library's own router: a host mounts it under whatever router it runs. */
export const HandoffPasswordScreen = onLibraryRouter(HandoffPasswordScreenContent, 'HandoffPasswordScreen');
