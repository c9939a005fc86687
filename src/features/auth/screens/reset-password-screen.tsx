import { PasswordLinkPage, usePasswordLink } from '../components/password-link';
import { RESET_PASSWORD_TEXTS as TEXTS } from '../model/screen-texts';
import { onLibraryRouter } from '@/shared/routing/library-router';

/** Reset password (`/auth/reset-password?token=`): spec 000 §4 password reset, token check then new password. */
function ResetPasswordScreenContent() {
  return <PasswordLinkPage link={usePasswordLink()} texts={TEXTS} askAgain={TEXTS.askNewLink} />;
}

/** Exported on the library's own router: a host mounts it under whatever router it runs. */
export const ResetPasswordScreen = onLibraryRouter(ResetPasswordScreenContent, 'ResetPasswordScreen');
