import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import type { ApiClient } from '@/shared/api/client/create-api-client';
import type { Achievement, MissedStudy, NotificationEntry, UserStudy } from '@contract';
import { listAchievements } from '../api/list-achievements';
import { listMissedOpportunities } from '../api/list-missed-opportunities';
import { listNotificationBanners } from '../api/list-notification-banners';
import { listUserStudies } from '../api/list-user-studies';

export interface DashboardData {
  studies: UserStudy[];
  achievements: Achievement[];
  /** Missed studies not yet told of (notified=false). */
  missed: MissedStudy[];
  banners: NotificationEntry[];
}

export type DashboardState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; data: DashboardData };

/**
 * Loads the dashboard's four lists together and sets them in one state change, so the page renders
 * in one commit. Studies and achievements must load (else the error with a retry, never an empty
 * dashboard that reads as "no studies"); missed opportunities and banners only add to the page, so
 * their failure leaves them out (banners: spec 000 §7, logged by their call file).
 */
/**
 * `language`: the participant's saved language, which the server answers the studies' and
 * achievements' texts in; when it changes (the language switch saved it), the lists are read again
 * behind the ones shown.
 */
export function useDashboardData(client: ApiClient, participantId: number | null, language?: string | null) {
  const [state, setState] = useState<DashboardState>({ status: 'loading' });
  const run = useRef(0);

  const load = useCallback(
    async ({ quiet = false }: { quiet?: boolean } = {}) => {
      if (participantId === null) return;
      const mine = ++run.current;
      if (!quiet) setState({ status: 'loading' });
      try {
        const [studies, achievements, missed, banners] = await Promise.all([
          listUserStudies(client, participantId),
          listAchievements(client, participantId),
          listMissedOpportunities(client, participantId, false).catch((error: unknown) => {
            console.warn('Missed opportunities could not be loaded', error);
            return [];
          }),
          listNotificationBanners(client, participantId),
        ]);
        // A transition: React renders the sixty-odd cards in slices of a few milliseconds, yielding to
        // the browser between them, then commits them all at once (no long task, no half-drawn page).
        if (mine === run.current)
          startTransition(() => setState({ status: 'ready', data: { studies, achievements, missed, banners } }));
      } catch {
        if (mine === run.current) setState({ status: 'error' });
      }
    },
    [client, participantId],
  );

  useEffect(() => {
    void load();
    return () => {
      run.current += 1;
    };
  }, [load]);

  const answeredIn = useRef(language);
  useEffect(() => {
    const before = answeredIn.current;
    answeredIn.current = language;
    if (before && language && before !== language) void load({ quiet: true });
  }, [language, load]);

  /** Replaces one user study after a call answered it (viewed, reattempt), without a reload. */
  const patchStudy = useCallback((id: number, patch: Partial<UserStudy>) => {
    setState((s) =>
      s.status === 'ready'
        ? { ...s, data: { ...s.data, studies: s.data.studies.map((us) => (us.id === id ? { ...us, ...patch } : us)) } }
        : s,
    );
  }, []);

  const reload = useCallback(() => load(), [load]);
  return { state, reload, patchStudy };
}
