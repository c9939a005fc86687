import { useDeferredValue, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import type { ApiClient } from '@/shared/api/client/create-api-client';
import { useApiClient } from '@/shared/api/api-context';
import { createMemoryStorage, type KeyValueStorage } from '@/shared/session/key-value-storage';
import { useFeedback } from '@/shared/ui/feedback/feedback-context';
import { studyLoadFailureMessage } from './load-failure';
import { StudySession, type SessionSnapshot, type SurveyIds } from './study-session';

// One study session per open user study and API client (an app instance), shared by the survey,
// submit and status screens of that user study, so moving between them keeps drafts and saves.

const sessions = new WeakMap<ApiClient, Map<number, { session: StudySession; loading: Promise<void> | null }>>();

/**
 * Drafts live in the tab's session storage: they survive a reload and a server restart, and go
 * with the tab (a shared family computer keeps no health answers afterwards).
 */
function draftStorage(): KeyValueStorage {
  try {
    const storage = globalThis.sessionStorage;
    if (storage) return storage;
  } catch {
    // Blocked storage: drafts for this page only.
  }
  return createMemoryStorage();
}

export function studySessionFor(
  client: ApiClient,
  ids: SurveyIds,
): { session: StudySession; load: () => Promise<void> } {
  let byUserStudy = sessions.get(client);
  if (!byUserStudy) sessions.set(client, (byUserStudy = new Map()));
  let entry = byUserStudy.get(ids.userStudyId);
  if (!entry || entry.session.ids.studyId !== ids.studyId || entry.session.ids.userId !== ids.userId) {
    entry?.session.dispose();
    entry = { session: new StudySession(client, ids, draftStorage()), loading: null };
    byUserStudy.set(ids.userStudyId, entry);
  }
  const current = entry;
  return {
    session: current.session,
    load: () => {
      const phase = current.session.getSnapshot().phase;
      if (phase === 'failed') current.loading = null;
      current.loading ??= current.session.load();
      return current.loading;
    },
  };
}

/**
 * The session of the route's user study, loading it once; `failed` when a load failed, which the
 * short snackbar says (spec 001 §8) unless the API client has already.
 */
export function useStudySession(ids: SurveyIds): {
  session: StudySession;
  snapshot: SessionSnapshot;
  reload: () => void;
} {
  const client = useApiClient();
  const feedback = useFeedback();
  const { studyId, userStudyId, userId } = ids;
  const { session, load } = useMemo(
    () => studySessionFor(client, { studyId, userStudyId, userId }),
    [client, studyId, userStudyId, userId],
  );
  const current = useSyncExternalStore(session.subscribe, session.getSnapshot, session.getSnapshot);
  // The first snapshot with the study's data draws the whole screen (steps, question, list): that
  // render runs in the background in slices of a few milliseconds, yielding to the browser, instead
  // of as one long task (the loading state stays until it commits, as the dashboard's transition).
  // Only a boolean is deferred, so that is the one extra render: answers and saves render at once.
  const shown = useDeferredValue(current.data !== null);
  const snapshot = useMemo(
    () => (current.data && !shown ? { ...current, data: null, flow: null, procedures: [] } : current),
    [current, shown],
  );
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    load().catch((error: unknown) => {
      const message = live ? studyLoadFailureMessage(error) : null;
      if (message) feedback.showSnackbar(message, 'short');
    });
    return () => {
      live = false;
    };
  }, [load, attempt, feedback]);
  return { session, snapshot, reload: () => setAttempt((n) => n + 1) };
}
