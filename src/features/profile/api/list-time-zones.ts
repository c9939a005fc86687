import type { ApiClient } from '@/shared/api/client/create-api-client';
import type { TimeZone } from '@contract';

/**
 * Row `getTimeZones` (GET {api}/registry/time-zones): the personal-info form shows its timezone
 * select only when time zones are provided (spec 000 §2). Own errors: every failure, answering an
 * empty list, so the form simply goes without the select.
 */
export async function listTimeZones(client: ApiClient): Promise<TimeZone[]> {
  try {
    return await client.call('getTimeZones', {}, { ownErrors: true });
  } catch {
    return [];
  }
}
