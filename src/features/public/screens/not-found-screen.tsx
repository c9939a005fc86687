import { useEffect } from 'react';
import { Link } from '@/shared/routing/link';
import { paths } from '@/config/paths';
import { ButtonLink } from '@/shared/ui/button';
import { PublicLayout } from '../components/public-layout';
import { HOME_PAGE_TEXTS, NOT_FOUND_TEXTS as TEXTS } from '../content/info-pages';
import { onLibraryRouter } from '@/shared/routing/library-router';

/** 'Page Not Found' for any unknown path; asks search engines not to index it. */
function NotFoundScreenContent() {
  useEffect(() => {
    if (typeof document === 'undefined') return;
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex';
    document.head.appendChild(meta);
    return () => meta.remove();
  }, []);
  return (
    <PublicLayout title={TEXTS.title}>
      <div className="registry-page-column registry-info">
        <h1>{TEXTS.title}</h1>
        <p className="registry-lead">{TEXTS.lead}</p>
        <p>
          {TEXTS.hint} <Link href={paths.faq.href()}>{TEXTS.faq}</Link>.
        </p>
        <div className="registry-info__actions">
          <ButtonLink href={paths.root.href()}>{HOME_PAGE_TEXTS.link}</ButtonLink>
        </div>
      </div>
    </PublicLayout>
  );
}

/** Exported on the library's own router: a host mounts it under whatever router it runs. */
export const NotFoundScreen = onLibraryRouter(NotFoundScreenContent, 'NotFoundScreen');
