import { useDeferredValue, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import type { ApiClient } from '@/shared/api/client/create-api-client';
import { useApiClient } from '@/shared/api/api-context';
import { createMemoryStorage, type KeyValueStorage } from '@/shared/session/key-value-storage';
import { useSession } from '@/shared/session/session-context';
import { useFeedback } from '@/shared/ui/feedback/feedback-context';
import { studyLoadFailureMessage } from './load-failure';
import { keptOnDevice } from './offline-keeping';
import { StudySession, surveyDraftsKey, type SessionSnapshot, type SurveyIds } from './study-session';

// One study session per open user study and API client (an app instance), shared by the survey,
// submit and status screens of that user study, so moving between them keeps drafts and saves.

interface Entry {
  session: StudySession;
  loading: Promise<void> | null;
  /** The sign-in the session was opened under (the token's orig_iat). */
  signedInAt: number | undefined;
}
const sessions = new WeakMap<ApiClient, Map<number, Entry>>();

/**
 * Where drafts live (shared/offline/drafts-home.ts): on the standalone site, in the participant's
 * encrypted vault on the device, with the session's last load (offline-keeping.ts); in a gadget, in
 * memory; in a host app of the library, in the tab's session storage (shared/session/drafts.ts).
 * The build's define is read here, where it decides, so the builds without a vault drop its code (a
 * constant imported from another module is not folded: the gadget carried 1.5 KiB of it).
 */
declare const __REGISTRY_DRAFTS__: 'vault' | 'memory' | undefined;

function newSession(client: ApiClient, ids: SurveyIds): StudySession {
  if (typeof __REGISTRY_DRAFTS__ !== 'undefined' && __REGISTRY_DRAFTS__ === 'vault') {
    const { drafts, keeping } = keptOnDevice(ids.userId, ids.userStudyId, surveyDraftsKey(ids));
    return new StudySession(client, ids, drafts, undefined, keeping);
  }
  const inMemory = typeof __REGISTRY_DRAFTS__ !== 'undefined' && __REGISTRY_DRAFTS__ === 'memory';
  return new StudySession(client, ids, inMemory ? createMemoryStorage() : draftStorage());
}

function draftStorage(): KeyValueStorage {
  try {
    const storage = globalThis.sessionStorage;
    if (storage) return storage;
  } catch {
    // Blocked storage: drafts for this page only.
  }
  return createMemoryStorage();
}

/**
 * The open session of a user study, or a new one. `signedInAt` (the token's orig_iat) tells sign-ins
 * apart: after a sign-in (a session that expired, or another participant) the study loads afresh,
 * with the drafts that storage kept of this participant; a renewed token keeps the open session.
 */
export function studySessionFor(
  client: ApiClient,
  ids: SurveyIds,
  signedInAt?: number,
): { session: StudySession; load: () => Promise<void> } {
  let byUserStudy = sessions.get(client);
  if (!byUserStudy) sessions.set(client, (byUserStudy = new Map()));
  let entry = byUserStudy.get(ids.userStudyId);
  const sameSignIn = signedInAt === undefined || entry?.signedInAt === undefined || entry.signedInAt === signedInAt;
  if (!entry || !sameSignIn || entry.session.ids.studyId !== ids.studyId || entry.session.ids.userId !== ids.userId) {
    entry?.session.dispose();
    entry = { session: newSession(client, ids), loading: null, signedInAt };
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
 * A change the server accepted outside the session (a screening retake) makes what it holds stale:
 * the open session of that user study is closed, so the next screen of the study loads it afresh.
 */
export function forgetStudySession(client: ApiClient, userStudyId: number): void {
  const byUserStudy = sessions.get(client);
  byUserStudy?.get(userStudyId)?.session.dispose();
  byUserStudy?.delete(userStudyId);
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
  // Read once per screen: a sign-in always mounts the screen again; a renewal changes nothing here.
  const signedInAt = useSession().payload.peek()?.orig_iat;
  const { session, load } = useMemo(
    () => studySessionFor(client, { studyId, userStudyId, userId }, signedInAt),
    [client, studyId, userStudyId, userId, signedInAt],
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
