import type { ApiClient } from '@/shared/api/client/create-api-client';
import type { Study } from '@contract';

/**
 * Row `getStudy` (GET {admin}/studies/{studyId}): the study itself, first of the study load. A
 * failed load shows the short (5 s) failure snackbar of spec 001 §8, so 403 and 404 are this call's
 * own: the study screen shows that snackbar and goes back to the dashboard.
 */
export const getStudy = (client: ApiClient, studyId: number): Promise<Study> =>
  client.call('getStudy', { params: { studyId } }, { ownErrors: [403, 404] });
