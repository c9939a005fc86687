import { startTransition, useCallback, useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import { useLocation } from 'wouter';

interface PendingSwitch {
  id: number;
  preview: boolean;
  href: string;
  replace?: boolean;
}

/**
 * The survey's question switch: the new question shows at once and its address is written in a task
 * of its own right after (pushState and its re-render cost tens of ms at 4× CPU slowdown, and the
 * participant waits for the question, not the address bar). Until then the switch's target stands
 * for the URL's `questionId` and `preview`.
 */
export function useQuestionSwitch(
  url: { questionId: number | null; preview: boolean },
  hrefOf: (id: number, preview: boolean) => string | null,
) {
  const [, navigate] = useLocation();
  const [pending, setPending] = useState<PendingSwitch | null>(null);
  useEffect(() => {
    if (!pending) return;
    const timer = setTimeout(() => {
      navigate(pending.href, { replace: !!pending.replace });
      setPending(null);
    }, 0);
    return () => clearTimeout(timer);
  }, [pending, navigate]);

  const openQuestion = useCallback(
    (id: number, options: { replace?: boolean; preview?: boolean } = {}) => {
      const href = hrefOf(id, !!options.preview);
      if (href === null) return;
      // The landing question of a survey opened without one (the first draw of the whole question
      // screen): a transition, rendered in slices that yield to the browser rather than one long task.
      if (options.replace) startTransition(() => setPending({ id, preview: !!options.preview, href, replace: true }));
      // Rendered in this task (after a save the call comes from a promise, not an event): no
      // other queued work lands between the decision and the new question on screen.
      else flushSync(() => setPending({ id, preview: !!options.preview, href }));
    },
    [hrefOf],
  );

  return {
    shownQuestionId: pending ? pending.id : url.questionId,
    shownPreview: pending ? pending.preview : url.preview,
    openQuestion,
  };
}
