import type { ApiClient } from '../client/create-api-client';
import type { EventPayload, StudyEvent } from '@contract';

/**
 * Row `logEvent` (POST /participant/{userID}/events): records an event, e.g. `fe_study_begin` (also
 * reported through onAnalyticsEvent, DECISIONS §8) or the partner intro. A failure of the
 * study-start event shows the generic snackbar (spec 001 §8): no own errors.
 */
export const logEvent = (client: ApiClient, participantId: number, event: EventPayload): Promise<StudyEvent> =>
  client.call('logEvent', { params: { id: participantId }, body: event });
