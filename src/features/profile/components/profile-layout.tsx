import type { ReactNode } from 'react';
import { paths } from '@/config/paths';
import { useSite } from '@/shared/site/site-context';
import { useTabTitle } from '@/shared/settings/settings-context';
import { Brand } from '@/shared/ui/brand';
import { LanguageSwitch } from '@/shared/ui/language/language-switch';
import { PROFILE_TEXT } from '../content/profile-texts';
import './profile.css';

export interface ProfileLayoutProps {
  title: string;
  /** Beside the heading (the Close button of My Profile). */
  action?: ReactNode;
  intro?: ReactNode;
  /** The page's blocks are still coming: the contact details wait for them (drawn under a short page, they would be pushed down as it grows). */
  loading?: boolean;
  children: ReactNode;
}

/**
 * The frame of My Profile and re-consent: the registry's name and the language switch, one column with the heading, and
 * the contact details (spec 000 §2: the profile wrapper shows contact info).
 */
export function ProfileLayout({ title, action, intro, loading = false, children }: ProfileLayoutProps) {
  const tabRef = useTabTitle(title);
  return (
    <div ref={tabRef} className="registry-profile">
      <header className="registry-profile__header">
        <Brand href={paths.root.href()} />
        <LanguageSwitch className="registry-profile__language" />
      </header>
      <main id="main" className="registry-profile__main">
        <div className="registry-profile__title-row">
          <h1 className="registry-profile__title">{title}</h1>
          {action}
        </div>
        {intro && <p className="registry-profile__intro">{intro}</p>}
        {children}
        {!loading && (
          <aside className="registry-profile__contact" aria-labelledby="registry-profile-contact">
            <ContactInfo />
          </aside>
        )}
      </main>
    </div>
  );
}

function ContactInfo() {
  const { contact } = useSite();
  return (
    <>
      <h2 id="registry-profile-contact" className="registry-profile__contact-title">
        {PROFILE_TEXT.contact.heading}
      </h2>
      <p>
        {PROFILE_TEXT.contact.text} <a href={`mailto:${contact.email}`}>{contact.email}</a>
        {' · '}
        <a href={`tel:${contact.phoneHref}`}>{contact.phone}</a>
      </p>
    </>
  );
}
