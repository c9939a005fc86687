import { useEffect, type ReactNode } from 'react';
import { Link } from 'wouter';
import { paths } from '../../../config/paths';
import './consent.css';
import { CARD_CLASS } from '../../../shared/ui/card';

const REGISTRY_NAME = 'T1D Research Registry';

/** The frame of the consent pages outside the survey screen: a home link and one main column with the heading. */
export function StudyPage({ title, children }: { title: string; children?: ReactNode }) {
  useEffect(() => {
    // Only a page of our own: inside an embed's shadow root the title belongs to the host page.
    if (typeof document === 'undefined' || document.querySelector('registry-screen, registry-survey')) return;
    const before = document.title;
    document.title = `${title} | ${REGISTRY_NAME}`;
    return () => {
      document.title = before;
    };
  }, [title]);
  return (
    <div className="registry-study-page registry-study-page--frame">
      <header className="registry-study-page__header">
        <Link href={paths.dashboard.href()} className="registry-study-page__brand">
          {REGISTRY_NAME}
        </Link>
      </header>
      <main id="main" className={`${CARD_CLASS} registry-study-page__main`}>
        <h1 className="registry-study-page__title">{title}</h1>
        {children}
      </main>
    </div>
  );
}
