import { useEffect } from 'react';
import { Link } from 'wouter';
import { paths } from '../../../config/paths';
import { ButtonLink } from '../../../shared/ui/button';
import { PublicLayout } from '../components/public-layout';

/** 'Page Not Found' for any unknown path; asks search engines not to index it. */
export function NotFoundScreen() {
  useEffect(() => {
    if (typeof document === 'undefined') return;
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex';
    document.head.appendChild(meta);
    return () => meta.remove();
  }, []);
  return (
    <PublicLayout title="Page Not Found">
      <div className="registry-page-column registry-info">
        <h1>Page Not Found</h1>
        <p className="registry-lead">The page you are looking for does not exist or has moved.</p>
        <p>
          Check the address for typing mistakes, or find answers in our{' '}
          <Link href={paths.faq.href()}>Frequently Asked Questions</Link>.
        </p>
        <div className="registry-info__actions">
          <ButtonLink href={paths.root.href()}>Go to the home page</ButtonLink>
        </div>
      </div>
    </PublicLayout>
  );
}
