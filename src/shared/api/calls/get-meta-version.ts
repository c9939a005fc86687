import type { ApiClient } from '../client/create-api-client';
import type { VersionInfo } from '@contract';

/**
 * Row `metaVersion` (GET {api}/meta/version): the API's version, for an "about" line or a support
 * report. The reload on a new version does not need it: the client watches X-TR-VERSION on every
 * answer. Own errors: every failure; a version look-up never bothers the participant.
 */
export const getMetaVersion = (client: ApiClient): Promise<VersionInfo> =>
  client.call('metaVersion', {}, { ownErrors: true });
