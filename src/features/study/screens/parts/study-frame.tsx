import type { ReactNode } from 'react';
import { Link } from '@/shared/routing/link';
import { paths } from '@/config/paths';
import { resolveSite } from '@/config/site';
import { useSettings, useTabTitle } from '@/shared/settings/settings-context';
import { ButtonLink } from '@/shared/ui/button';
import { LanguageSwitch } from '@/shared/ui/language/language-switch';
import { NeedHelpMenu } from './need-help-menu';
import { COMMON_TEXT } from './page-texts';
import type { Loaded } from './use-page-data';
import './pages.css';
import './study-frame.css';

export interface StudyFrameProps {
  /** The page's name: the browser tab's title and, with `heading`, the page's h1. */
  title: string;
  /**
   * The frame shows `title` as the page's h1 at the top of the page's card (the consent, assent and
   * review pages). Without it the content is the card and brings its own h1 (the study's pages,
   * whose heading is the study's title or the module's).
   */
  heading?: boolean;
  /** A wider column (the data insights charts, the consent documents, the answers document). */
  wide?: boolean;
  /**
   * The title's language when it is not the page's (a consent shown in the language it was signed
   * in): the h1 says it, and the tab, whose title cannot carry a language, is named `tabTitle`.
   */
  titleLang?: string;
  /** The browser tab's title when it is not `title`. */
  tabTitle?: string;
  children?: ReactNode;
}

/**
 * The frame of every study page outside the survey screen: the registry's short name (to the
 * dashboard), the language switch, the Need Help menu and one main column; the tab is named after
 * the page.
 */
export function StudyFrame({ title, heading = false, wide = false, titleLang, tabTitle, children }: StudyFrameProps) {
  const tabRef = useTabTitle(tabTitle ?? title);
  const site = resolveSite(useSettings().site);
  return (
    <div ref={tabRef} className="registry-study-frame">
      <header className="registry-study-frame__header">
        <Link href={paths.dashboard.href()} className="registry-study-frame__brand">
          {site.shortName}
        </Link>
        <div className="registry-study-frame__tools">
          <LanguageSwitch />
          <NeedHelpMenu />
        </div>
      </header>
      <main
        id="main"
        className={['registry-study-frame__main', wide ? 'registry-study-frame__main--wide' : ''].join(' ').trim()}
      >
        {heading ? (
          <article className="registry-study-page" aria-labelledby="registry-study-frame-title">
            <h1 id="registry-study-frame-title" lang={titleLang}>
              {title}
            </h1>
            {children}
          </article>
        ) : (
          children
        )}
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
