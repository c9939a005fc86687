import type { ApiClient } from '@/shared/api/client/create-api-client';
import type { IntroPage } from '@contract';

/**
 * Row `listIntroPages` (GET {api}/studies/{studyId}/intro-pages): the pages of the intro procedure.
 * Own errors: none.
 */
export const listIntroPages = (client: ApiClient, studyId: number): Promise<IntroPage[]> =>
  client.call('listIntroPages', { params: { studyId } });
