import { paths } from '../../../config/paths';
import { ButtonLink } from '../../../shared/ui/button';
import { AuthLayout } from '../components/auth-layout';

/** `/auth/forbidden-access`: the token carried a privilege other than a participant's (DECISIONS §3). */
export function ForbiddenAccessScreen() {
  return (
    <AuthLayout title="Access denied">
      <p>
        This site is for registry participants. The account you signed in with belongs to a different part of the
        registry, so it cannot be used here.
      </p>
      <p>If you are a participant, sign in with the email address you registered with.</p>
      <div className="registry-auth__actions">
        <ButtonLink href={paths.logout.href(paths.login.href())}>Sign in with another account</ButtonLink>
        <ButtonLink href={paths.landing.href()} variant="secondary">
          Go to the home page
        </ButtonLink>
      </div>
    </AuthLayout>
  );
}
