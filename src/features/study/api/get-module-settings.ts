import type { ApiClient } from '@/shared/api/client/create-api-client';
import type { ModuleSettingsByProcedure } from '@contract';

/**
 * Row `getModuleSettings` (GET {api}/v2/ui-module-settings?study_id): per procedure, the texts and
 * switches of the study's screens (titles, buttons, download button). Own errors: none.
 */
export const getModuleSettings = (client: ApiClient, studyId: number): Promise<ModuleSettingsByProcedure> =>
  client.call('getModuleSettings', { query: { study_id: studyId } });
