import { useSignals } from '@preact/signals-react/runtime';
import { paths } from '@/config/paths';
import { isPartnerSource } from '@contract/partner-source';
import { useSession } from '@/shared/session/session-context';
import { ButtonLink } from '@/shared/ui/button';
import { AuthLayout } from '../components/auth-layout';
import { REGISTER_SUCCESS_TEXTS as TEXTS } from '../model/screen-texts';
import { onLibraryRouter } from '@/shared/routing/library-router';

export interface RegisterSuccessScreenProps {
  /** Overrides where the user came from: the registry itself or the partner research network. */
  source?: 'registry' | 'jaeb';
}

/** register-success: the welcome after registration, worded by source (spec 000 §2). */
function RegisterSuccessScreenContent({ source }: RegisterSuccessScreenProps) {
  useSignals();
  const session = useSession();
  const profile = session.profile.value;
  const partner = source ? isPartnerSource(source) : session.registeredAsJaeb.value || isPartnerSource(profile?.source);
  const title = partner ? TEXTS.partnerTitle : TEXTS.title;
  const intro = <p>{partner ? TEXTS.partnerIntro : TEXTS.intro}</p>;
  return (
    <AuthLayout title={title} intro={intro} wide>
      <ul className="registry-auth__areas">
        {TEXTS.areas.map((area) => (
          <li key={area.title}>
            <h2>{area.title}</h2>
            <p>{area.text}</p>
          </li>
        ))}
      </ul>
      <p>{TEXTS.next}</p>
      <div className="registry-auth__actions">
        <ButtonLink href={paths.dashboard.href()}>{TEXTS.start}</ButtonLink>
      </div>
    </AuthLayout>
  );
}

/** Exported on the library's own router: a host mounts it under whatever router it runs. */
export const RegisterSuccessScreen = onLibraryRouter(RegisterSuccessScreenContent, 'RegisterSuccessScreen');
