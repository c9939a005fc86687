import { describe, expect, it } from 'vitest';
import { escapeHtml, messageHtml } from './message-html';

const base = { lang: 'en', subject: 'Subject', sender: 'T1D Research Registry' };

describe('the HTML part of an e-mail', () => {
  it('escapes every value: the subject, the text, the sender', () => {
    const html = messageHtml({
      ...base,
      subject: '<b>"Hi"</b>',
      text: `Dear <script>alert('x')</script> & co`,
      sender: 'A & B',
    });
    expect(html).toContain('<title>&lt;b&gt;&quot;Hi&quot;&lt;/b&gt;</title>');
    expect(html).toContain('Dear &lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt; &amp; co');
    expect(html).toContain('>A &amp; B</p>');
    expect(html).not.toContain('<script>');
  });

  it('makes the message’s own link a link, and nothing else', () => {
    const link = 'https://registry.example.org/auth/reset-password?token=abc&lang=es';
    const html = messageHtml({
      ...base,
      text: `Open ${link} now. Not https://evil.example.com/x`,
      link,
    });
    expect([...html.matchAll(/<a /g)]).toHaveLength(1);
    expect(html).toContain('href="https://registry.example.org/auth/reset-password?token=abc&amp;lang=es"');
    expect(html).toContain('Not https://evil.example.com/x');
  });

  it('sets the code apart, keeps paragraphs, and carries the language', () => {
    const html = messageHtml({ ...base, lang: 'es', text: 'Su código es 012345.\nVence pronto.', code: '012345' });
    expect(html).toContain('<html lang="es">');
    expect(html).toMatch(/<span style="[^"]*font-size:28px[^"]*">012345<\/span>/);
    expect(html.match(/<p style="margin:0 0 16px">/g)).toHaveLength(2);
  });

  it('links a reminder’s unsubscribe link too, and still no other address', () => {
    const link = 'https://registry.example.org/survey/study/1/user-study/2/user/3';
    const unsubscribe = 'https://registry.example.org/email-off?token=u1.3.1.abc';
    const text = `Continue here: ${link}\nTo stop them, open ${unsubscribe}\nOr https://evil.example.com/x`;
    const html = messageHtml({ ...base, text, link, unsubscribe });
    expect(html.match(/<a href=/g)).toHaveLength(2);
    expect(html).toContain(`<a href="${link}"`);
    expect(html).toContain(`<a href="${unsubscribe}"`);
  });

  it('loads nothing from elsewhere', () => {
    const html = messageHtml({ ...base, text: 'Hello' });
    expect(html).not.toMatch(/<(img|link|script|iframe|style)\b|\bsrc=|url\(|@import/i);
  });

  it('escapes the five characters HTML gives meaning to', () => {
    expect(escapeHtml(`<>&"'`)).toBe('&lt;&gt;&amp;&quot;&#39;');
  });
});
