import { FaqList } from '../components/faq-list';
import { PublicLayout } from '../components/public-layout';
import { useSite } from '../../../shared/site/site-context';
import './faq-screen.css';

/**
 * `/faq`: the eleven questions, one answer open at a time (spec 000 §2). Signed-in users never
 * see it: the route table's guard sends them away, as for the sign-in pages.
 */
export function FaqScreen() {
  const site = useSite();
  return (
    <PublicLayout title="Frequently Asked Questions">
      <div className="registry-page-column registry-faq">
        <h1>Frequently Asked Questions</h1>
        <p className="registry-lead">
          Answers to the questions people ask most often before joining the {site.registryName}.
        </p>
        <FaqList headingLevel={2} />
        <h2 className="registry-faq__more">Still have a question?</h2>
        <p>
          Call us at <a href={`tel:${site.contact.phoneHref}`}>{site.contact.phone}</a> ({site.contact.hours}) or write
          to <a href={`mailto:${site.contact.email}`}>{site.contact.email}</a>.
        </p>
      </div>
    </PublicLayout>
  );
}
