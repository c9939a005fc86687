import { useEffect, useState } from 'react';
import { useApiClient } from '@/shared/api/api-context';
import type { ApiClient } from '@/shared/api/client/create-api-client';
import { useFeedback } from '@/shared/ui/feedback/feedback-context';
import { studyLoadFailureMessage } from '../../session/load-failure';

export type Loaded<T> = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; data: T };

/**
 * Loads what an own-route screen needs through the endpoint table's calls. A failure shows the
 * short failure snackbar of spec 001 §8 unless the client has shown it (studyLoadFailureMessage).
 * `key` restarts the load.
 */
export function usePageData<T>(load: (client: ApiClient) => Promise<T>, key: string): Loaded<T> {
  const client = useApiClient();
  const feedback = useFeedback();
  const [loaded, setLoaded] = useState<Loaded<T> & { key?: string }>({ state: 'loading' });
  useEffect(() => {
    let live = true;
    load(client).then(
      (data) => live && setLoaded({ state: 'ready', data, key }),
      (error: unknown) => {
        if (!live) return;
        const message = studyLoadFailureMessage(error);
        if (message) feedback.showSnackbar(message, 'short');
        setLoaded({ state: 'failed', key });
      },
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` names what the load depends on
  }, [client, feedback, key]);
  return loaded.key === key ? loaded : { state: 'loading' };
}
