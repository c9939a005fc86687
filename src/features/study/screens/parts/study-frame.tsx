import { useEffect, type ReactNode } from 'react';
import { Link } from 'wouter';
import { paths } from '../../../../config/paths';
import { resolveSite } from '../../../../config/site';
import { useSettings } from '../../../../shared/settings/settings-context';
import { ButtonLink } from '../../../../shared/ui/button';
import { NeedHelpMenu } from './need-help-menu';
import { COMMON_TEXT } from './pages-text';
import type { Loaded } from './use-page-data';
import './pages.css';

export interface StudyPageLayoutProps {
  /** The browser tab's title (the page's own h1 is in its content). */
  documentTitle: string;
  children: ReactNode;
  /** A wider column (the data insights charts). */
  wide?: boolean;
}

/** The frame of the study's own-route pages: the registry's name, the Need Help menu, one main column. */
export function StudyPageLayout({ documentTitle, children, wide = false }: StudyPageLayoutProps) {
  const site = resolveSite(useSettings().site);
  useEffect(() => {
    // Only a page of our own: inside an embed's shadow root the title belongs to the host page.
    if (typeof document === 'undefined' || document.querySelector('registry-screen, registry-survey')) return;
    const before = document.title;
    document.title = `${documentTitle} | ${site.registryName}`;
    return () => {
      document.title = before;
    };
  }, [documentTitle, site.registryName]);
  return (
    <div className="registry-study-frame">
      <header className="registry-study-frame__header">
        <Link href={paths.dashboard.href()} className="registry-study-frame__brand">
          {site.shortName}
        </Link>
        <NeedHelpMenu />
      </header>
      <main
        id="main"
        className={['registry-study-frame__main', wide ? 'registry-study-frame__main--wide' : ''].join(' ').trim()}
      >
        {children}
      </main>
    </div>
  );
}

/** What a page shows while its data loads or after the load failed. */
export function LoadState({ loaded }: { loaded: Loaded<unknown> }) {
  if (loaded.state === 'loading')
    return (
      <p role="status" className="registry-study-page__loading">
        {COMMON_TEXT.loading}
      </p>
    );
  return (
    <div className="registry-study-page">
      <h1>{COMMON_TEXT.loadFailed}</h1>
      <div className="registry-study-page__actions">
        <ButtonLink href={paths.dashboard.href()}>{COMMON_TEXT.backToDashboard}</ButtonLink>
      </div>
    </div>
  );
}
