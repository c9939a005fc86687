import { useEffect, useState } from 'react';
import { paths } from '../../../config/paths';
import { useSession } from '../../../shared/session/session-context';
import { ButtonLink } from '../../../shared/ui/button';
import { PublicLayout } from '../components/public-layout';

export const CHILD_EMAIL_PLACEHOLDER = "your child's email address";

export interface PassedToChildScreenProps {
  /** Overrides the stored child e-mail (the session's `childEmail`). */
  childEmail?: string | null;
}

/**
 * `/passed-to-child`: a parent handed a child's account over (the child turned 18). Tells them the
 * child received an email with re-consent and account transfer instructions; the stored child
 * e-mail is cleared when the parent leaves the page (spec 000 §2).
 */
export function PassedToChildScreen({ childEmail }: PassedToChildScreenProps) {
  const session = useSession();
  // Read once: clearing the stored value on leaving must not blank the text while it is shown.
  const [email] = useState(() => (childEmail ?? session.childEmail.peek() ?? '').trim());
  useEffect(() => () => session.set('childEmail', null), [session]);
  return (
    <PublicLayout title="Email sent to your child">
      <div className="registry-page-column registry-info">
        <h1>We have emailed your child</h1>
        <p className="registry-lead">
          We sent an email to <strong>{email || CHILD_EMAIL_PLACEHOLDER}</strong> with instructions to sign the
          re-consent form and take over the account.
        </p>
        <p>
          Once your child has signed, the account and its history belong to them, and they will receive the registry's
          reminders directly.
        </p>
        <p>If the email does not arrive within a few minutes, ask your child to check their spam or junk folder.</p>
        <div className="registry-info__actions">
          <ButtonLink href={paths.landing.href()}>Go to the home page</ButtonLink>
        </div>
      </div>
    </PublicLayout>
  );
}
