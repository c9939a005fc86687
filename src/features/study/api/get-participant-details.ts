import type { ApiClient } from '@/shared/api/client/create-api-client';
import type { ParticipantProfile } from '@contract';

/**
 * Row `getStudyMe` (GET {api}/me): the participant details the study flow reads (spec 001 §7),
 * e.g. the name a consent signature is checked against. Own errors: none.
 */
export const getParticipantDetails = (client: ApiClient): Promise<ParticipantProfile> => client.call('getStudyMe');
