// @vitest-environment jsdom
// jsdom, not happy-dom: DOMPurify does not support happy-dom (it keeps <script> there).
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { isPlainText, SafeHtml } from './safe-html';

describe('SafeHtml', () => {
  it('shows plain text at once, as text', () => {
    const { container } = render(<SafeHtml html="Answer a few questions > then submit." className="t" />);
    expect(container.firstElementChild).toHaveClass('t');
    expect(container.firstElementChild).toHaveTextContent('Answer a few questions > then submit.');
    expect(container.querySelector('[aria-busy]')).toBeNull();
  });

  it('never shows markup before the sanitiser has loaded, and strips script and onerror through it', async () => {
    const html =
      '<p>Hi <strong>there</strong></p><script>alert(1)</script><img src="x.png" onerror="alert(2)" alt="x">';
    const { container } = render(<SafeHtml html={html} />);
    // Until DOMPurify has loaded: an empty, busy element, not the raw string.
    const first = container.firstElementChild as HTMLElement;
    if (first.getAttribute('aria-busy') === 'true') expect(first.innerHTML).toBe('');
    expect(await screen.findByText('there')).toBeInTheDocument();
    const shown = container.firstElementChild as HTMLElement;
    expect(shown.innerHTML).toBe('<p>Hi <strong>there</strong></p><img src="x.png" alt="x">');
    expect(shown.querySelector('script')).toBeNull();
    expect(shown.querySelector('[onerror]')).toBeNull();
  });

  it('treats any < or & as markup (an entity is HTML too)', () => {
    expect(isPlainText('Plain, with > and "quotes".')).toBe(true);
    expect(isPlainText('Tom &amp; Jerry')).toBe(false);
    expect(isPlainText('<b>bold</b>')).toBe(false);
  });
});
