import { useMemo } from 'react';
import type { ContentLang } from '@contract/study-translations';
import { sanitizeHtml } from '@/shared/lib/sanitize-html';
import { useForeignLang } from '../components/content-lang';

export interface ConsentDocumentProps {
  titleId?: string;
  title: string;
  html: string;
  /** The language of the texts (the consent's `lang`; none: English): marked where not the page's. */
  lang?: ContentLang;
}

/** A consent's text: its title as a heading and the server's HTML, always sanitised. */
export function ConsentDocument({ titleId, title, html, lang }: ConsentDocumentProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return (
    <article className="registry-consent__document" lang={useForeignLang({ lang })}>
      {title && (
        <h2 id={titleId} className="registry-consent__title">
          {title}
        </h2>
      )}
      <div className="registry-consent__html" dangerouslySetInnerHTML={{ __html: clean }} />
    </article>
  );
}
