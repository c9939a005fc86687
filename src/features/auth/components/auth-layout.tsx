import type { ReactNode } from 'react';
import { paths } from '@/config/paths';
import { useTabTitle } from '@/shared/settings/settings-context';
import { Brand } from '@/shared/ui/brand';
import { LanguageSwitch } from '@/shared/ui/language/language-switch';
import { MAIN_CONTENT_ID, SkipLink } from '@/shared/ui/skip-link';
import './auth.css';
import { CARD_CLASS } from '@/shared/ui/card';

export interface AuthLayoutProps {
  /** The page's heading (h1) and, unless `documentTitle` says otherwise, the browser tab's title. */
  title: ReactNode;
  documentTitle?: string;
  /** Text under the heading. */
  intro?: ReactNode;
  children?: ReactNode;
  /** Wider column for the registration form. */
  wide?: boolean;
}

/**
 * The frame of every sign-in and registration page: skip link, the brand (home) and the language
 * switch, one main column with the heading.
 */
export function AuthLayout({ title, documentTitle, intro, children, wide = false }: AuthLayoutProps) {
  const tabTitle = documentTitle ?? (typeof title === 'string' ? title : undefined);
  const tabRef = useTabTitle(tabTitle);
  return (
    <div ref={tabRef} className="registry-auth">
      <SkipLink />
      <header className="registry-auth__header">
        <Brand href={paths.landing.href()} />
        <LanguageSwitch className="registry-auth__language" />
      </header>
      <main
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        className={[CARD_CLASS, 'registry-auth__main', wide ? 'registry-auth__main--wide' : '']
          .filter(Boolean)
          .join(' ')}
      >
        <h1 className="registry-auth__title">{title}</h1>
        {intro && <div className="registry-auth__intro">{intro}</div>}
        {children}
      </main>
    </div>
  );
}
