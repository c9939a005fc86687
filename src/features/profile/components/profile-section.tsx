import type { ReactNode } from 'react';
import { Button } from '@/shared/ui/button';
import { PROFILE_TEXT } from '../content/profile-texts';
import type { LoadStatus } from '../hooks/use-loaded';
import { CARD_CLASS } from '@/shared/ui/card';

export interface ProfileSectionProps {
  id: string;
  title: string;
  status?: LoadStatus;
  onRetry?: () => void;
  /** A line under the heading. */
  intro?: ReactNode;
  children: ReactNode;
}

/** One block of My Profile: a heading, and its form once loaded (a retry when loading failed). */
export function ProfileSection({ id, title, status = 'ready', onRetry, intro, children }: ProfileSectionProps) {
  const headingId = `${id}-heading`;
  return (
    <section
      className={`${CARD_CLASS} registry-profile__section`}
      aria-labelledby={headingId}
      aria-busy={status === 'loading'}
    >
      <h2 id={headingId} className="registry-profile__section-title">
        {title}
      </h2>
      {intro && <p className="registry-profile__section-intro">{intro}</p>}
      {status === 'loading' && <p className="registry-profile__loading">{PROFILE_TEXT.loading}</p>}
      {status === 'failed' && (
        <div className="registry-profile__failed" role="alert">
          <p>{PROFILE_TEXT.loadFailed}</p>
          <Button variant="secondary" onClick={onRetry}>
            {PROFILE_TEXT.retry}
          </Button>
        </div>
      )}
      {status === 'ready' && children}
    </section>
  );
}
