import { FaqList } from '../components/faq-list';
import { PublicLayout } from '../components/public-layout';
import { useSite } from '@/shared/site/site-context';
import { FAQ_PAGE_TEXTS as TEXTS } from '../content/faq-page';
import { supportHours } from '../content/support-hours';
import { onLibraryRouter } from '@/shared/routing/library-router';
import './faq-screen.css';

/**
 * `/faq`: the eleven questions, one answer open at a time (spec 000 §2). Signed-in users never
 * see it: the route table's guard sends them away, as for the sign-in pages.
 */
function FaqScreenContent() {
  const site = useSite();
  return (
    <PublicLayout title={TEXTS.title}>
      <div className="registry-page-column registry-faq">
        <h1>{TEXTS.title}</h1>
        <p className="registry-lead">{TEXTS.lead(site.registryName)}</p>
        <FaqList headingLevel={2} />
        <h2 className="registry-faq__more">{TEXTS.more}</h2>
        <p>
          {TEXTS.callUs} <a href={`tel:${site.contact.phoneHref}`}>{site.contact.phone}</a> (
          {supportHours(site.contact.hours)}) {TEXTS.writeTo}{' '}
          <a href={`mailto:${site.contact.email}`}>{site.contact.email}</a>.
        </p>
      </div>
    </PublicLayout>
  );
}

/** Exported on the library's own router: a host mounts it under whatever router it runs. */
export const FaqScreen = onLibraryRouter(FaqScreenContent, 'FaqScreen');
