import { render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { scrollToContactFromHash } from './landing-sections';
import { CONTACT_SECTION_ID } from './scroll-to-section';

describe('scrollToContactFromHash', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    window.history.replaceState(null, '', '/');
  });

  it('lands on the contact block and leaves the address as /landing, whichever way the visitor came', () => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    window.history.replaceState(null, '', '/landing?x=1#contact');
    const { container } = render(
      <div>
        <section id={CONTACT_SECTION_ID}>Contact</section>
      </div>,
    );
    scrollToContactFromHash(container);
    expect(document.activeElement?.id).toBe(CONTACT_SECTION_ID);
    expect(window.location.pathname + window.location.search + window.location.hash).toBe('/landing?x=1');
  });

  it('leaves any other address alone', () => {
    window.history.replaceState(null, '', '/landing#other');
    const { container } = render(<section id={CONTACT_SECTION_ID}>Contact</section>);
    scrollToContactFromHash(container);
    expect(window.location.hash).toBe('#other');
  });
});
