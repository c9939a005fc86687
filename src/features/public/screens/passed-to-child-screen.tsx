import { useEffect, useState } from 'react';
import { paths } from '@/config/paths';
import { useSession } from '@/shared/session/session-context';
import { ButtonLink } from '@/shared/ui/button';
import { PublicLayout } from '../components/public-layout';
import { HOME_PAGE_TEXTS, PASSED_TO_CHILD_TEXTS as TEXTS } from '../content/info-pages';
import { onLibraryRouter } from '@/shared/routing/library-router';

export interface PassedToChildScreenProps {
  /** Overrides the stored child e-mail (the session's `childEmail`). */
  childEmail?: string | null;
}

/**
 * `/passed-to-child`: a parent handed a child's account over (the child turned 18). Tells them the
 * child received an email with re-consent and account transfer instructions; the stored child
 * e-mail is cleared when the parent leaves the page (spec 000 §2).
 */
function PassedToChildScreenContent({ childEmail }: PassedToChildScreenProps) {
  const session = useSession();
  // Read once: clearing the stored value on leaving must not blank the text while it is shown.
  const [email] = useState(() => (childEmail ?? session.childEmail.peek() ?? '').trim());
  useEffect(() => () => session.set('childEmail', null), [session]);
  return (
    <PublicLayout title={TEXTS.title}>
      <div className="registry-page-column registry-info">
        <h1>{TEXTS.heading}</h1>
        <p className="registry-lead">
          {TEXTS.sentTo} <strong>{email || TEXTS.emailPlaceholder}</strong> {TEXTS.instructions}
        </p>
        <p>{TEXTS.afterSigning}</p>
        <p>{TEXTS.spam}</p>
        <div className="registry-info__actions">
          <ButtonLink href={paths.landing.href()}>{HOME_PAGE_TEXTS.link}</ButtonLink>
        </div>
      </div>
    </PublicLayout>
  );
}

/** Exported on the library's own router: a host mounts it under whatever router it runs. */
export const PassedToChildScreen = onLibraryRouter(PassedToChildScreenContent, 'PassedToChildScreen');
