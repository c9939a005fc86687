import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { confirmLeaveUnsaved } from '@/shared/ui/feedback/dialog-openers';
import { useFeedback } from '@/shared/ui/feedback/feedback-context';

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

/** Marks the history entry the guard adds on top of the page's own (see guardBackButton). */
const GUARD_ENTRY = 'registryLeaveGuard';

const onGuardEntry = () => (window.history.state as Record<string, unknown> | null)?.[GUARD_ENTRY] === true;

/**
 * The browser's Back button cannot be cancelled, so while there are edits the page's URL is pushed
 * once more as a guard entry: Back only steps off that entry to the page's own (same URL, nothing
 * re-renders), the guard entry is put back at once and the same question is asked. Stay keeps the
 * URL and the edits; Leave goes back past both entries. Only for the browser's history: a memory
 * router (the embed) never touches the page's history. Answers the clean-up.
 */
function guardBackButton(ask: () => Promise<boolean>): () => void {
  let leaving = false;
  const onPopState = () => {
    if (leaving || onGuardEntry()) return;
    window.history.pushState({ [GUARD_ENTRY]: true }, '', window.location.href);
    void ask().then((leave) => {
      if (!leave) return;
      leaving = true;
      window.history.go(-2);
    });
  };
  if (!onGuardEntry()) window.history.pushState({ [GUARD_ENTRY]: true }, '', window.location.href);
  window.addEventListener('popstate', onPopState);
  return () => {
    window.removeEventListener('popstate', onPopState);
    // Saved (still on the page): the guard entry goes, so the next Back leaves at once.
    if (!leaving && onGuardEntry()) window.history.back();
  };
}

/**
 * Spec 000 §2 Unsaved changes: while `dirty`, following an in-app link or the browser's Back
 * button asks 'You have unsaved changes' first ('Leave without saving' goes on), and closing or
 * reloading the tab gets the browser's own question. Links are caught at the document in the
 * capture phase, before the router's own click handling, so every link of the page (header,
 * footer, Close) is covered.
 */
export function useLeaveGuard(dirty: boolean) {
  const feedback = useFeedback();
  const [location, navigate] = useLocation();
  // The router follows the page's URL (not a memory router): the page's history is ours to guard.
  const browserHistory = typeof window !== 'undefined' && window.location.pathname.endsWith(location);
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
    const unguardBack = browserHistory ? guardBackButton(() => confirmLeaveUnsaved(feedback)) : undefined;
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
      unguardBack?.();
    };
  }, [dirty, feedback, navigate, browserHistory]);
}
