// @vitest-environment jsdom
// jsdom, not happy-dom: DOMPurify does not support happy-dom (it keeps <script> there).
import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize-html';

describe('sanitizeHtml', () => {
  it.each([
    ['a script element', '<p>Hi</p><script>alert(1)</script>', '<p>Hi</p>'],
    ['an event handler', '<img src="x.png" onerror="alert(1)" alt="x">', '<img src="x.png" alt="x">'],
    ['a javascript: link', '<a href="javascript:alert(1)">go</a>', '<a>go</a>'],
    ['inline styles and style elements', '<p style="position:fixed">t</p><style>body{}</style>', '<p>t</p>'],
    ['a form that could phish', '<form action="https://evil.example"><input name="password"></form>', ''],
  ])('removes %s', (_name, input, expected) => {
    expect(sanitizeHtml(input)).toBe(expected);
  });

  it('keeps the formatting a study text needs', () => {
    const html = '<h2>Title</h2><p>Text with <strong>bold</strong>, <em>italic</em> and a <a href="https://example.org">link</a>.</p><ul><li>one</li></ul>';
    expect(sanitizeHtml(html)).toBe(html);
  });
});
