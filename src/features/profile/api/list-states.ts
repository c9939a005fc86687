import type { ApiClient } from '@/shared/api/client/create-api-client';
import type { AddrState } from '@contract';

/**
 * Row `getStates` (GET {api}/registry/admin/addr_states): the US states the household form's state
 * autocomplete offers. Own errors: none.
 */
export const listStates = (client: ApiClient): Promise<AddrState[]> => client.call('getStates');
