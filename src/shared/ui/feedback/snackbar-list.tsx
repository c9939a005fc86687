import { useEffect, useRef, useState } from 'react';
import { KIT_TEXTS } from '../kit-texts';
import { useDelayedOpen } from '../use-delayed-open';
import type { Snackbar } from './feedback-store';

export interface SnackbarItemProps {
  snackbar: Snackbar;
  onDismiss: (id: number) => void;
}

/**
 * One message: shown after the appearance delay, removed after its duration. The countdown pauses
 * while the pointer or focus is on it (WCAG 2.2.1), so a failure can be read and closed calmly.
 */
export function SnackbarItem({ snackbar, onDismiss }: SnackbarItemProps) {
  const shown = useDelayedOpen(true);
  const [paused, setPaused] = useState(false);
  const remaining = useRef(snackbar.durationMs);

  useEffect(() => {
    if (!shown || paused) return;
    const started = Date.now();
    const timer = setTimeout(() => onDismiss(snackbar.id), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current = Math.max(0, remaining.current - (Date.now() - started));
    };
  }, [shown, paused, snackbar.id, onDismiss]);

  if (!shown) return null;
  return (
    <div
      className={`registry-snackbar registry-snackbar--${snackbar.kind}`}
      data-snackbar-id={snackbar.id}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <p className="registry-snackbar__message">{snackbar.message}</p>
      {snackbar.kind === 'failure' && (
        // The × is drawn by CSS so that the live region's text is exactly the message.
        <button
          type="button"
          className="registry-snackbar__close"
          aria-label={KIT_TEXTS.closeMessage}
          onClick={() => onDismiss(snackbar.id)}
        />
      )}
    </div>
  );
}

export interface SnackbarListProps {
  snackbars: readonly Snackbar[];
  onDismiss: (id: number) => void;
}

/**
 * Two live regions that are always on the page (a region added together with its text is often
 * not announced): polite for success and short messages, assertive for failures.
 */
export function SnackbarList({ snackbars, onDismiss }: SnackbarListProps) {
  const polite = snackbars.filter((s) => s.kind !== 'failure');
  const assertive = snackbars.filter((s) => s.kind === 'failure');
  return (
    <div className="registry-snackbars">
      <div className="registry-snackbars__region" role="status" aria-live="polite" aria-atomic="false">
        {polite.map((s) => (
          <SnackbarItem key={s.id} snackbar={s} onDismiss={onDismiss} />
        ))}
      </div>
      <div className="registry-snackbars__region" role="alert" aria-live="assertive" aria-atomic="false">
        {assertive.map((s) => (
          <SnackbarItem key={s.id} snackbar={s} onDismiss={onDismiss} />
        ))}
      </div>
    </div>
  );
}
