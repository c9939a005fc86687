import { paths } from '@/config/paths';
import { ButtonLink } from '@/shared/ui/button';
import { AuthLayout } from '../components/auth-layout';
import { FORBIDDEN_ACCESS_TEXTS as TEXTS } from '../model/screen-texts';
import { onLibraryRouter } from '@/shared/routing/library-router';

/** `/auth/forbidden-access`: the token carried a privilege other than a participant's (DECISIONS §3). */
function ForbiddenAccessScreenContent() {
  return (
    <AuthLayout title={TEXTS.title}>
      {TEXTS.text.map((text) => (
        <p key={text}>{text}</p>
      ))}
      <div className="registry-auth__actions">
        <ButtonLink href={paths.logout.href(paths.login.href())}>{TEXTS.otherAccount}</ButtonLink>
        <ButtonLink href={paths.landing.href()} variant="secondary">
          {TEXTS.home}
        </ButtonLink>
      </div>
    </AuthLayout>
  );
}

/** Exported on the library's own router: a host mounts it under whatever router it runs. */
export const ForbiddenAccessScreen = onLibraryRouter(ForbiddenAccessScreenContent, 'ForbiddenAccessScreen');
