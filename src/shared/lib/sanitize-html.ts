import DOMPurify from 'dompurify';

/**
 * Every HTML string from the server passes here before it is shown: scripts, handlers, styles and
 * form controls are removed (study texts never need them, and a stray form could phish a password).
 */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'option'],
    FORBID_ATTR: ['style'],
  });
}
