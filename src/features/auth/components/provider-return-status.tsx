import { ButtonLink } from '@/shared/ui/button';
import { AuthLayout } from './auth-layout';
import { FormAlert } from './form-alert';

export interface ProviderReturnStatusProps {
  title: string;
  /** The problem the exchange ended with; null while it runs. */
  problem: string | null;
  /** What the page says while the code is exchanged. */
  checking: string;
  /** Where a participant goes from a problem. */
  back: { href: string; label: string };
}

/** The page a provider's answer lands on: a status while its code is exchanged, or the problem and the way back. */
export function ProviderReturnStatus({ title, problem, checking, back }: ProviderReturnStatusProps) {
  return (
    <AuthLayout title={title}>
      {problem ? (
        <>
          <FormAlert>{problem}</FormAlert>
          <div className="registry-auth__actions">
            <ButtonLink href={back.href}>{back.label}</ButtonLink>
          </div>
        </>
      ) : (
        <p role="status">{checking}</p>
      )}
    </AuthLayout>
  );
}
