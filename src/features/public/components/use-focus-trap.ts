import { useEffect, useRef, type RefObject } from 'react';
import { rootOf } from './scroll-to-section';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export function focusableIn(container: HTMLElement): HTMLElement[] {
  // Hidden by attribute rather than by layout, so the rule also holds where nothing is laid out (unit tests).
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => el.closest('[hidden], [inert]') === null);
}

/** The focused element of the node's tree: inside a shadow root document.activeElement is only the host. */
function activeIn(node: Node): Element | null {
  return rootOf(node)?.activeElement ?? null;
}

/**
 * While `active`, keeps Tab and Shift+Tab inside the container, closes on Escape and, when it ends,
 * gives focus back to `returnFocus` (the control that opened it), per the WAI-ARIA dialog pattern.
 */
export function useFocusTrap(
  containerRef: RefObject<HTMLElement | null>,
  active: boolean,
  onEscape: () => void,
  returnFocus: RefObject<HTMLElement | null>,
): void {
  const escapeRef = useRef(onEscape);
  escapeRef.current = onEscape;

  useEffect(() => {
    const container = containerRef.current;
    if (!active || !container) return;
    const back = returnFocus.current;
    (focusableIn(container)[0] ?? container).focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        escapeRef.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = focusableIn(container);
      if (items.length === 0) {
        event.preventDefault();
        return;
      }
      const first = items[0];
      const last = items[items.length - 1];
      const current = activeIn(container);
      if (event.shiftKey && (current === first || !container.contains(current))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (current === last || !container.contains(current))) {
        event.preventDefault();
        first.focus();
      }
    };
    container.addEventListener('keydown', onKeyDown);
    return () => {
      container.removeEventListener('keydown', onKeyDown);
      // Only when focus is still inside (or lost): a click on a link elsewhere must keep its own focus.
      const current = activeIn(container);
      if (back && (current === null || current === container.ownerDocument.body || container.contains(current))) back.focus();
    };
  }, [active, containerRef, returnFocus]);
}
