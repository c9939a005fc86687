import type { ApiClient } from '../client/create-api-client';
import type { EventsQuery, StudyEvent } from '@contract';
import { EVENTS_PAGE_SIZE } from '@contract/event-names';

/**
 * Row `listEvents` (GET /participant/{userID}/events, optional study, user_study, event): the events
 * already logged, e.g. which welcome dialogs were shown. The server answers a page at a time, so
 * this reads on after the last event of each full page until a short one. Own errors: none.
 */
export async function listEvents(
  client: ApiClient,
  participantId: number,
  query: EventsQuery = {},
): Promise<StudyEvent[]> {
  const limit = query.limit ?? EVENTS_PAGE_SIZE;
  const events: StudyEvent[] = [];
  let after = query.after;
  for (;;) {
    const page = await client.call('listEvents', {
      params: { id: participantId },
      query: after === undefined ? query : { ...query, after },
    });
    events.push(...page);
    const last = page.at(-1);
    // A short page is the last; so is one that does not move on (a server that ignores `after`).
    if (page.length < limit || !last || (after !== undefined && last.id <= after)) return events;
    after = last.id;
  }
}
