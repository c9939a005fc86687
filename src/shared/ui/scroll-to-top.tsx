import { useEffect, useState } from 'react';
import { KIT_TEXTS } from './kit-texts';
import './scroll-to-top.css';

/** Spec 000 §9: shown after 200 px of scrolling; the target lands 64 px below the top (under the header). */
export const SCROLL_TOP_THRESHOLD_PX = 200;
export const SCROLL_TOP_OFFSET_PX = 64;
/** Spec 001 §9: scroll handling is debounced by 100 ms. */
export const SCROLL_DEBOUNCE_MS = 100;

export interface ScrollToTopProps {
  /** Id of the element to bring back into view (and focus); default: the top of the page. */
  targetId?: string;
  label?: string;
}

/** Where the page scrolls to: the target's top minus the header offset, never below 0. */
export function scrollTargetTop(target: Element | null, scrollY: number, offset = SCROLL_TOP_OFFSET_PX): number {
  if (!target) return 0;
  return Math.max(0, target.getBoundingClientRect().top + scrollY - offset);
}

export function ScrollToTop({ targetId, label = KIT_TEXTS.scrollToTop }: ScrollToTopProps) {
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const update = () => setVisible(window.scrollY > SCROLL_TOP_THRESHOLD_PX);
    const onScroll = () => {
      clearTimeout(timer);
      timer = setTimeout(update, SCROLL_DEBOUNCE_MS);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      clearTimeout(timer);
      window.removeEventListener('scroll', onScroll);
    };
  }, []);

  if (!visible) return null;
  const onClick = () => {
    const target = targetId ? document.getElementById(targetId) : null;
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: scrollTargetTop(target, window.scrollY), behavior: reduce ? 'auto' : 'smooth' });
    // Keyboard users continue from the top instead of staying at the bottom of the page.
    if (target) {
      if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
      target.focus({ preventScroll: true });
    }
    setVisible(false);
  };
  return (
    <button type="button" className="registry-scroll-top" aria-label={label} title={label} onClick={onClick}>
      <span className="registry-scroll-top__icon" aria-hidden="true" />
    </button>
  );
}
