import type { ApiClient } from '../client/create-api-client';
import type { EventsQuery, StudyEvent } from '@contract';

/**
 * Row `listEvents` (GET /participant/{userID}/events, optional study, user_study, event): the events
 * already logged, e.g. which welcome dialogs were shown. Own errors: none.
 */
export const listEvents = (client: ApiClient, participantId: number, query: EventsQuery = {}): Promise<StudyEvent[]> =>
  client.call('listEvents', { params: { id: participantId }, query });
