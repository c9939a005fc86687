import { useEffect, useState } from 'react';
import { APPEAR_DELAY_MS } from './feedback/feedback-store';

/**
 * True `delayMs` after `open` became true, false at once when it turns false: dialogs and
 * snackbars appear after a short delay (spec 000 §9) so that a flash of UI for an action that
 * settles at once is avoided.
 */
export function useDelayedOpen(open: boolean, delayMs: number = APPEAR_DELAY_MS): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!open) {
      setShown(false);
      return;
    }
    if (delayMs <= 0) {
      setShown(true);
      return;
    }
    const timer = setTimeout(() => setShown(true), delayMs);
    return () => clearTimeout(timer);
  }, [open, delayMs]);
  return open && shown;
}
