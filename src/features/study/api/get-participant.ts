import type { ApiClient } from '@/shared/api/client/create-api-client';
import type { ParticipantProfile } from '@contract';

/**
 * Row `getParticipant` (GET {participant}/{id}): the participant's record by id (spec 001 §7), read
 * by the study flow where it knows the id from the route. Own errors: none.
 */
export const getParticipant = (client: ApiClient, participantId: number): Promise<ParticipantProfile> =>
  client.call('getParticipant', { params: { id: participantId } });
