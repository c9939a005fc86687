import { useMemo } from 'react';
import { sanitizeHtml } from '@/shared/lib/sanitize-html';

/** A consent's text: its title as a heading and the server's HTML, always sanitised. */
export function ConsentDocument({ titleId, title, html }: { titleId?: string; title: string; html: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return (
    <article className="registry-consent__document">
      {title && (
        <h2 id={titleId} className="registry-consent__title">
          {title}
        </h2>
      )}
      <div className="registry-consent__html" dangerouslySetInnerHTML={{ __html: clean }} />
    </article>
  );
}
