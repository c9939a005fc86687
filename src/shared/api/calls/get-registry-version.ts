import type { ApiClient } from '../client/create-api-client';
import type { VersionInfo } from '@contract';

/**
 * Row `registryVersion` (GET {api}/registry/version): the account API's version (spec 000 §7 names
 * it by address only); read as `metaVersion`. Own errors: every failure, as `getMetaVersion`.
 */
export const getRegistryVersion = (client: ApiClient): Promise<VersionInfo> =>
  client.call('registryVersion', {}, { ownErrors: true });
