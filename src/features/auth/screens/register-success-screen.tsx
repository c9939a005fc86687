import { useSignals } from '@preact/signals-react/runtime';
import { paths } from '../../../config/paths';
import { isPartnerSource } from '../../../shared/api/contract/partner-source';
import { useSession } from '../../../shared/session/session-context';
import { ButtonLink } from '../../../shared/ui/button';
import { AuthLayout } from '../components/auth-layout';

export const IMPROVEMENT_AREAS = [
  { title: 'Treatment', text: 'Your answers help researchers find better ways to manage type 1 diabetes day to day.' },
  { title: 'Policy', text: 'Registry findings have changed clinical guidelines, such as A1c goals for children.' },
  {
    title: 'Coverage',
    text: 'Registry data has helped win insurance and Medicare coverage of strips and CGM devices.',
  },
] as const;

export interface RegisterSuccessScreenProps {
  /** Overrides where the user came from: the registry itself or the partner research network. */
  source?: 'registry' | 'jaeb';
}

/** register-success: the welcome after registration, worded by source (spec 000 §2). */
export function RegisterSuccessScreen({ source }: RegisterSuccessScreenProps) {
  useSignals();
  const session = useSession();
  const profile = session.profile.value;
  const partner = source ? isPartnerSource(source) : session.registeredAsJaeb.value || isPartnerSource(profile?.source);
  const title = partner ? 'Your account is confirmed!' : 'Thank you for registering!';
  const intro = partner ? (
    <p>
      Welcome to the registry through our partner research network. Your answers continue to count towards research that
      improves life with type 1 diabetes.
    </p>
  ) : (
    <p>
      Welcome to the registry. By taking part, you help researchers improve life with type 1 diabetes in three areas:
    </p>
  );
  return (
    <AuthLayout title={title} intro={intro} wide>
      <ul className="registry-auth__areas">
        {IMPROVEMENT_AREAS.map((area) => (
          <li key={area.title}>
            <h2>{area.title}</h2>
            <p>{area.text}</p>
          </li>
        ))}
      </ul>
      <p>Next, answer a few screening questions to see if you are eligible for the core study.</p>
      <div className="registry-auth__actions">
        <ButtonLink href={paths.dashboard.href()}>Let's get started</ButtonLink>
      </div>
    </AuthLayout>
  );
}
