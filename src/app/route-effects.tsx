import { useEffect, useRef } from 'react';
import { useLocation, useSearch } from 'wouter';
import { logEmailClick } from '../features/auth/api/log-email-click';
import { useApiClient } from '../shared/api/api-context';

/**
 * How long a lazily loaded screen may take to show its own heading; after that the heading shown
 * gets focus anyway (a route that keeps its screen keeps its heading element).
 */
const HEADING_WAIT_MS = 3000;

/**
 * What every route shares, rendered once inside the router:
 * - a `tr-email-id` in the address of any page is logged (spec 000 §2, §4 Email-click tracking);
 * - after a route change focus goes to the new page's h1, so a screen reader starts reading the
 *   page and the next Tab starts from its top (the first load keeps the browser's own focus).
 */
export function RouteEffects() {
  const client = useApiClient();
  const [location] = useLocation();
  const emailClickId = new URLSearchParams(useSearch()).get('tr-email-id');
  const anchor = useRef<HTMLSpanElement>(null);
  const firstPath = useRef(location);
  const lastHeading = useRef<HTMLElement | null>(null);

  useEffect(() => {
    void logEmailClick(client, emailClickId);
  }, [client, emailClickId]);

  useEffect(() => {
    const root = anchor.current?.getRootNode() as Document | ShadowRoot | undefined;
    if (!root) return;
    const firstLoad = location === firstPath.current;
    firstPath.current = '';
    const started = Date.now();
    // The heading of the page being left; when the last settle did not finish, the one shown now.
    const previous = lastHeading.current ?? (firstLoad ? null : root.querySelector<HTMLElement>('main h1, h1'));
    let timer: ReturnType<typeof setTimeout> | undefined;
    const settle = () => {
      const heading = root.querySelector<HTMLElement>('main h1, h1');
      // The old screen stays until a lazily loaded new one arrives: wait for a heading of its own.
      const waited = Date.now() - started;
      if (!heading || (heading === previous && waited < HEADING_WAIT_MS)) {
        if (waited < HEADING_WAIT_MS) timer = setTimeout(settle, 50);
        return;
      }
      lastHeading.current = heading;
      // The first load keeps the browser's focus; a dialog that opened meanwhile keeps the focus it
      // took, and so does a page that put focus in its own content (e.g. the landing page's contact block).
      const active = root.activeElement as HTMLElement | null;
      const inMain = !!active && active !== heading && !!root.querySelector('main')?.contains(active);
      if (firstLoad || inMain || active?.closest?.('[role="dialog"],[role="alertdialog"]')) return;
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      // Marked so the heading shows no focus ring: it is a reading position, not a control.
      heading.setAttribute('data-route-focus', '');
      heading.focus();
    };
    timer = setTimeout(settle, 0);
    return () => clearTimeout(timer);
  }, [location]);

  return <span ref={anchor} hidden />;
}
