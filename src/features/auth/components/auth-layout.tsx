import { useEffect, type ReactNode } from 'react';
import { Link } from 'wouter';
import { paths } from '../../../config/paths';
import './auth.css';

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

const REGISTRY_NAME = 'T1D Research Registry';

/** The frame of every sign-in and registration page: a home link, one main column with the heading. */
export function AuthLayout({ title, documentTitle, intro, children, wide = false }: AuthLayoutProps) {
  const tabTitle = documentTitle ?? (typeof title === 'string' ? title : undefined);
  useEffect(() => {
    // Only a page of our own: inside an embed's shadow root the title belongs to the host page.
    if (!tabTitle || typeof document === 'undefined' || document.querySelector('registry-screen')) return;
    const before = document.title;
    document.title = `${tabTitle} | ${REGISTRY_NAME}`;
    return () => {
      document.title = before;
    };
  }, [tabTitle]);
  return (
    <div className="registry-auth">
      <header className="registry-auth__header">
        <Link href={paths.landing.href()} className="registry-auth__brand">
          {REGISTRY_NAME}
        </Link>
      </header>
      <main
        id="main"
        className={['registry-auth__main', wide ? 'registry-auth__main--wide' : ''].filter(Boolean).join(' ')}
      >
        <h1 className="registry-auth__title">{title}</h1>
        {intro && <div className="registry-auth__intro">{intro}</div>}
        {children}
      </main>
    </div>
  );
}
