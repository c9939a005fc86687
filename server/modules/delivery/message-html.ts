// The HTML part of an e-mail, made from its plain text: every value escaped, the message's own link
// and a reminder's unsubscribe link (both built from the configured public URL) the only links, its
// code set apart so it reads at a glance, and nothing loaded from elsewhere (no image, font or style
// sheet: inline styles only).

export interface HtmlMessage {
  lang: string;
  subject: string;
  /** The plain-text body: paragraphs separated by line breaks. */
  text: string;
  /** The registry's name, shown above the message. */
  sender: string;
  link?: string;
  code?: string;
  /** A reminder's one-click unsubscribe link (its List-Unsubscribe), where the text names it. */
  unsubscribe?: string;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => ESCAPES[c]);

const LINK_STYLE = 'color:#1d4f91;font-weight:bold;text-decoration:underline;word-break:break-all';
const CODE_STYLE =
  'font-family:Menlo,Consolas,monospace;font-size:28px;font-weight:bold;letter-spacing:4px;color:#0b0c0c';

/** One paragraph: escaped, with the message's links and code marked wherever they stand in it. */
function paragraph(text: string, { link, code, unsubscribe }: Pick<HtmlMessage, 'link' | 'code' | 'unsubscribe'>) {
  const marks = [link, unsubscribe, code].filter((m): m is string => !!m);
  if (marks.length === 0) return escapeHtml(text);
  const parts = text.split(new RegExp(`(${marks.map((m) => m.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})`));
  return parts
    .map((part) => {
      if (part === link || part === unsubscribe)
        return `<a href="${escapeHtml(part)}" style="${LINK_STYLE}">${escapeHtml(part)}</a>`;
      if (part === code) return `<span style="${CODE_STYLE}">${escapeHtml(code)}</span>`;
      return escapeHtml(part);
    })
    .join('');
}

export function messageHtml({ lang, subject, text, sender, link, code, unsubscribe }: HtmlMessage): string {
  const paragraphs = text
    .split(/\n+/)
    .filter((p) => p.trim() !== '')
    .map((p) => `<p style="margin:0 0 16px">${paragraph(p, { link, code, unsubscribe })}</p>`)
    .join('\n');
  return `<!doctype html>
<html lang="${escapeHtml(lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(subject)}</title>
</head>
<body style="margin:0;padding:0;background:#f3f2f1">
<div style="max-width:600px;margin:0 auto;padding:24px 16px;font-family:Arial,Helvetica,sans-serif;font-size:19px;line-height:1.5;color:#0b0c0c">
<p style="margin:0 0 24px;padding-bottom:8px;border-bottom:4px solid #1d4f91;font-size:22px;font-weight:bold">${escapeHtml(sender)}</p>
<h1 style="margin:0 0 16px;font-size:24px;line-height:1.3">${escapeHtml(subject)}</h1>
${paragraphs}
</div>
</body>
</html>
`;
}
