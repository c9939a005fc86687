import type { ReactNode } from 'react';
import { MAIN_CONTENT_ID, SkipLink } from '@/shared/ui/skip-link';
import { useTabTitle } from '@/shared/settings/settings-context';
import type { HeaderUser } from './authenticated-header';
import { PublicHeader } from './public-header';
import { useLayoutExtras } from './use-layout-extras';
import { useLayoutSession } from './use-layout-session';
import './public-layout.css';

export const MAIN_ID = MAIN_CONTENT_ID;

export interface PublicLayoutProps {
  children: ReactNode;
  /** The page's name for the browser tab: "<title> | <registry name>" (WCAG 2.4.2). */
  title?: string;
  /** Overrides the session (e.g. a host page that knows better, or a test). */
  loggedIn?: boolean;
  user?: HeaderUser | null;
  partnerMode?: boolean;
  /** Hides the footer's navigation links. */
  footerNavDisabled?: boolean;
  /** Extra class on <main>, e.g. the landing page's full-bleed sections. */
  mainClassName?: string;
}

/**
 * Page frame of the public and information pages: skip link, the public header (or the signed-in
 * header when a session exists), the content as <main>, the footer and the scroll-to-top button.
 * Only the public header is in the first paint of a host that mounts one screen; the rest arrives
 * as one chunk right after (use-layout-extras.ts): the footer lands below the content, so nothing
 * above it moves. A signed-in page waits for its header rather than showing the public one first.
 */
export function PublicLayout({
  children,
  title,
  loggedIn,
  user,
  partnerMode,
  footerNavDisabled = false,
  mainClassName,
}: PublicLayoutProps) {
  const session = useLayoutSession();
  const tabRef = useTabTitle(title);
  const isLoggedIn = loggedIn ?? session.loggedIn;
  const extras = useLayoutExtras();
  const waiting = isLoggedIn && !extras;
  if (waiting) return null;
  return (
    <div ref={tabRef} className="registry-layout">
      <SkipLink />
      {isLoggedIn && extras ? <extras.AuthenticatedHeader user={user ?? session.user} /> : <PublicHeader />}
      <main id={MAIN_ID} tabIndex={-1} className={['registry-layout__main', mainClassName].filter(Boolean).join(' ')}>
        {children}
      </main>
      {extras && (
        <>
          <extras.Footer
            loggedIn={isLoggedIn}
            partnerMode={partnerMode ?? session.partner}
            navDisabled={footerNavDisabled}
          />
          <extras.ScrollToTop targetId={MAIN_ID} />
        </>
      )}
    </div>
  );
}
