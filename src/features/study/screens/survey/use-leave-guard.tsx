import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import type { StudySession } from '../../session/study-session';
import { ExitConfirmationDialog } from './survey-dialogs';

/**
 * Leaving a survey page with answers not stored yet (spec 001 §2): reloading or closing the tab
 * asks the browser's question; leaving within the app saves the valid drafts first and, when
 * something still cannot be saved, asks with the exit confirmation (Cancel or Confirm).
 */
export function useLeaveGuard(session: StudySession, unsavedCount: number, busy = false) {
  const [, navigate] = useLocation();
  const [leaving, setLeaving] = useState<string | null>(null);
  const guarded = unsavedCount > 0 || busy;
  useEffect(() => {
    if (!guarded) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [guarded]);

  /** Leaves for `to`: valid drafts are saved first; what cannot be saved asks before it is left behind. */
  const leave = async (to: string) => {
    if (await session.saveValid()) navigate(to);
    else setLeaving(to);
  };
  const dialog = leaving && (
    <ExitConfirmationDialog
      onClose={(go) => {
        setLeaving(null);
        if (go) navigate(leaving);
      }}
    />
  );
  return { leave, ask: setLeaving, dialog };
}
