import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { confirmLeaveUnsaved } from '../../../shared/ui/feedback/dialog-openers';
import { useFeedback } from '../../../shared/ui/feedback/feedback-context';

/** The in-app link a click would follow: same origin, same tab, plain left click. */
function followedLink(event: MouseEvent): URL | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return null;
  // composedPath: inside the embed's shadow root the document sees only the host element.
  const anchor = event
    .composedPath()
    .find((node): node is HTMLAnchorElement => node instanceof HTMLAnchorElement && node.hasAttribute('href'));
  if (!anchor || (anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return null;
  const url = new URL(anchor.href, window.location.href);
  return url.origin === window.location.origin ? url : null;
}

/**
 * Spec 000 §2 Unsaved changes: while `dirty`, following an in-app link asks 'You have unsaved
 * changes' first ('Leave without saving' goes on), and closing or reloading the tab gets the
 * browser's own question. Links are caught at the document in the capture phase, before the
 * router's own click handling, so every link of the page (header, footer, Close) is covered.
 */
export function useLeaveGuard(dirty: boolean) {
  const feedback = useFeedback();
  const [, navigate] = useLocation();
  useEffect(() => {
    if (!dirty || typeof window === 'undefined') return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = '';
    };
    const onClick = (event: MouseEvent) => {
      const url = followedLink(event);
      if (!url) return;
      event.preventDefault();
      event.stopPropagation();
      void confirmLeaveUnsaved(feedback).then((leave) => {
        if (leave) navigate(url.pathname + url.search + url.hash);
      });
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, [dirty, feedback, navigate]);
}
