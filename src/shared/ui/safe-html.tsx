import { useEffect, useMemo, useState } from 'react';

type Sanitize = (html: string) => string;

// DOMPurify (≈ 11 KB gzip) loads with the first server string that has markup; plain text needs none.
let sanitize: Sanitize | null = null;
let loading: Promise<Sanitize> | null = null;

/** Loads the sanitiser once; resolves with it (also for callers that arrive while it loads). */
export function loadSanitizer(): Promise<Sanitize> {
  loading ??= import('../lib/sanitize-html').then((m) => (sanitize = m.sanitizeHtml));
  return loading;
}

/** No `<` and no `&`: the string is no markup and reads the same shown as text. */
export function isPlainText(html: string): boolean {
  return !/[<&]/.test(html);
}

export interface SafeHtmlProps {
  /** An HTML string from the server. */
  html: string;
  className?: string;
  /** The language of the HTML when it is not the page's (a study text's English fallback). */
  lang?: string;
}

/**
 * Shows an HTML string from the server, always through DOMPurify: plain text at once as text;
 * markup once the sanitiser has loaded (an empty, busy element until then, never the raw HTML).
 */
export function SafeHtml({ html, className, lang }: SafeHtmlProps) {
  const plain = isPlainText(html);
  const [ready, setReady] = useState(() => sanitize !== null);
  useEffect(() => {
    if (plain || ready) return;
    let live = true;
    void loadSanitizer().then(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, [plain, ready]);
  const clean = useMemo(() => (plain || !ready || !sanitize ? null : sanitize(html)), [html, plain, ready]);

  if (plain)
    return (
      <div className={className} lang={lang}>
        {html}
      </div>
    );
  if (clean === null) return <div className={className} lang={lang} aria-busy="true" />;
  return <div className={className} lang={lang} dangerouslySetInnerHTML={{ __html: clean }} />;
}
