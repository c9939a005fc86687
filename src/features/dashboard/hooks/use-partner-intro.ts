import { useCallback, useEffect, useState } from 'react';
import type { ApiClient } from '@/shared/api/client/create-api-client';
import { listEvents } from '@/shared/api/calls/list-events';
import { logEvent } from '@/shared/api/calls/log-event';
import { JAEB_INTRO_EVENT } from '@contract/event-names';
import { isPartnerSource } from '@contract/partner-source';

/**
 * The partner-network intro dialog (source jaeb or registry_jaeb): shown once, recorded with the
 * events call carrying only the event (spec 001 §7), never shown again. If the events cannot be
 * read the dialog stays closed rather than risk showing it twice.
 */
export function usePartnerIntro(client: ApiClient, participantId: number | null, source: string | null | undefined) {
  const [open, setOpen] = useState(false);
  const partner = isPartnerSource(source);

  useEffect(() => {
    if (!partner || participantId === null) return;
    let live = true;
    listEvents(client, participantId, { event: JAEB_INTRO_EVENT }).then(
      (events) => live && setOpen(events.length === 0),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [client, participantId, partner]);

  const close = useCallback(() => {
    setOpen(false);
    if (participantId !== null)
      void logEvent(client, participantId, { event: JAEB_INTRO_EVENT }).catch(() => undefined);
  }, [client, participantId]);

  return { open, close };
}
