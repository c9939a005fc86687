import { useEffect, useRef, type RefObject } from 'react';
import { activeElement, focusIsLost } from './focus-lost';
import { focusFromScript } from './focus-origin';

const FOCUSABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  'audio[controls]',
  'video[controls]',
  '[contenteditable]:not([contenteditable="false"])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/** The elements of `container` reachable with Tab, in document order. */
export function tabbables(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (el) => !el.hasAttribute('hidden') && !el.closest('[hidden],[inert]') && el.getAttribute('aria-hidden') !== 'true',
  );
}

export { activeElement };

export interface FocusTrapOptions {
  /**
   * `always` (dialogs): focus goes back to the opener on deactivation. `when-inside` (a menu whose
   * links move focus elsewhere, e.g. to a page section): only if focus was still in the container or lost.
   */
  restore?: 'always' | 'when-inside';
}

/**
 * While `active`: moves focus into the container (the element marked `data-autofocus`, else the
 * first tabbable one, else the container), keeps Tab and Shift+Tab inside it, and on deactivation
 * gives focus back to the element that had it before (the opener).
 */
export function useFocusTrap(
  containerRef: RefObject<HTMLElement | null>,
  active: boolean,
  opener?: HTMLElement | null,
  { restore = 'always' }: FocusTrapOptions = {},
): void {
  const openerRef = useRef<HTMLElement | null>(null);
  if (opener !== undefined) openerRef.current = opener;

  useEffect(() => {
    const container = containerRef.current;
    if (!active || !container) return;
    if (!openerRef.current) openerRef.current = activeElement();
    const initial = container.querySelector<HTMLElement>('[data-autofocus]') ?? tabbables(container)[0] ?? container;
    focusFromScript(initial);

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab') return;
      const items = tabbables(container);
      if (items.length === 0) {
        event.preventDefault();
        container.focus();
        return;
      }
      const first = items[0];
      const last = items[items.length - 1];
      const current = activeElement();
      const inside = current !== null && container.contains(current);
      if (event.shiftKey && (current === first || !inside || current === container)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (current === last || !inside)) {
        event.preventDefault();
        first.focus();
      }
    };
    // Focus that escapes (a click on the backdrop, a screen reader's virtual cursor) is pulled back.
    const onFocusIn = (event: FocusEvent) => {
      // composedPath()[0] is the real target inside an (open) shadow root; event.target would be the embed's host.
      const target = (event.composedPath()[0] ?? event.target) as Node | null;
      if (target && !container.contains(target) && isTopmost(container))
        focusFromScript(tabbables(container)[0] ?? container);
    };
    const doc = container.ownerDocument;
    container.addEventListener('keydown', onKeyDown);
    doc.addEventListener('focusin', onFocusIn);
    // Taken now: on deactivation the container may already be out of the page.
    const root = container.getRootNode() as Document | ShadowRoot;
    return () => {
      container.removeEventListener('keydown', onKeyDown);
      doc.removeEventListener('focusin', onFocusIn);
      const opener = openerRef.current;
      openerRef.current = null;
      const current = activeElement();
      const focusWasInside = current === null || current === doc.body || container.contains(current);
      if (restore !== 'always' && !focusWasInside) return;
      // Restore after React has finished removing the dialog, and only to an element still on the page.
      if (opener?.isConnected) focusFromScript(opener);
      // A dialog that opened by itself (no control had focus, or the one that had is gone) hands
      // focus to the page's heading, and so does one whose opener leaves the page just after.
      headingWhenFocusLost(root, doc);
    };
  }, [active, containerRef, restore]);
}

/**
 * Where focus goes when a dialog closes with nothing to return to: the page's h1 (made focusable
 * with tabIndex -1), the same rule as a screen heading's `focusWhenLost`. Checked for a second, as
 * the page behind may still change (a screen shown after the dialog, a navigation that removes the
 * opener, a part loading on demand): its main region takes focus only if no heading came by then.
 * The dialog closed last decides: the checks of one closed before it stop, and so do they once the
 * participant presses a key or a pointer (what the screen does next places focus itself).
 */
let stopLostFocusChecks = () => {};
function headingWhenFocusLost(root: Document | ShadowRoot, doc: Document): void {
  const LAST = 1000;
  stopLostFocusChecks();
  const checks: ReturnType<typeof setTimeout>[] = [];
  const stop = () => {
    checks.forEach(clearTimeout);
    doc.removeEventListener('keydown', stop, true);
    doc.removeEventListener('pointerdown', stop, true);
  };
  stopLostFocusChecks = stop;
  doc.addEventListener('keydown', stop, true);
  doc.addEventListener('pointerdown', stop, true);
  checks.push(setTimeout(stop, LAST + 1));
  for (let ms = 0; ms <= LAST; ms += 50)
    checks.push(
      setTimeout(() => {
        if (!focusIsLost(doc)) return;
        const target =
          root.querySelector<HTMLElement>('h1') ?? (ms === LAST ? root.querySelector<HTMLElement>('main') : null);
        if (!target) return;
        target.tabIndex = -1;
        target.focus();
      }, ms),
    );
}

/** Only the last-opened dialog keeps focus when dialogs stack. */
function isTopmost(container: HTMLElement): boolean {
  const root = container.getRootNode() as Document | ShadowRoot;
  const open = root.querySelectorAll('[data-registry-dialog]');
  return open.length === 0 || open[open.length - 1] === container;
}
