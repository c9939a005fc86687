import { useId, type MouseEvent } from 'react';
import type { PlainDocument as PlainDocumentContent } from '../content/types';
import { intlLocale } from '@/shared/i18n/format';
import { useSite } from '@/shared/site/site-context';
import { DOCUMENT_TEXTS as TEXTS } from '../content/document-texts';
import { supportHours } from '../content/support-hours';
import { ContentBlocks } from './content-blocks';
import { findInSameRoot, scrollToSection } from './scroll-to-section';

/** The long date in the active language ('January 15, 2026' / '15 de enero de 2026'). */
function formatDate(iso: string): string {
  const date = new Date(`${iso}T12:00:00Z`);
  return date.toLocaleDateString(intlLocale(), { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
}

/**
 * A legal page in plain language: title, last-updated date, a table of contents, the sections and
 * the registry's contact details from the configuration.
 */
export function PlainDocument({
  doc,
  mailbox = 'email',
}: {
  doc: PlainDocumentContent;
  mailbox?: 'email' | 'privacyEmail';
}) {
  const site = useSite();
  const email = site.contact[mailbox];
  const prefix = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const sectionId = (id: string) => `doc-${prefix}-${id}`;
  // In-page links scroll without changing the URL: inside the embed a #hash would change the host page's.
  const jump = (id: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    const target = findInSameRoot(event.currentTarget, sectionId(id));
    if (!target) return;
    event.preventDefault();
    scrollToSection(target);
  };
  return (
    <article className="registry-page-column registry-doc">
      <h1>{doc.title}</h1>
      <p className="registry-doc__updated">
        {TEXTS.updated} <time dateTime={doc.updated}>{formatDate(doc.updated)}</time>
      </p>
      <ContentBlocks blocks={doc.intro} />
      <nav className="registry-doc__toc" aria-labelledby={`${prefix}-toc`}>
        <h2 id={`${prefix}-toc`}>{TEXTS.toc}</h2>
        <ul>
          {doc.sections.map((s) => (
            <li key={s.id}>
              <a href={`#${sectionId(s.id)}`} onClick={jump(s.id)}>
                {s.heading}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {doc.sections.map((s) => (
        <section key={s.id} id={sectionId(s.id)} aria-labelledby={`${sectionId(s.id)}-h`}>
          <h2 id={`${sectionId(s.id)}-h`}>{s.heading}</h2>
          <ContentBlocks blocks={s.blocks} />
        </section>
      ))}
      <address className="registry-doc__contact">
        {site.registryName}
        <br />
        {site.contact.addressLines.map((line) => (
          <span key={line}>
            {line}
            <br />
          </span>
        ))}
        {TEXTS.email} <a href={`mailto:${email}`}>{email}</a>
        <br />
        {TEXTS.phone} <a href={`tel:${site.contact.phoneHref}`}>{site.contact.phone}</a> (
        {supportHours(site.contact.hours)})
      </address>
    </article>
  );
}
