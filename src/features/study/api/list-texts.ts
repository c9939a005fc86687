import type { ApiClient } from '@/shared/api/client/create-api-client';
import type { TextBlock, TextsQuery } from '@contract';

/**
 * Row `listTexts` (GET /texts: source, action=screening_start, study_type): text blocks the study
 * flow shows, e.g. before screening starts. Own errors: none.
 */
export const listTexts = (client: ApiClient, query: TextsQuery): Promise<TextBlock[]> =>
  client.call('listTexts', { query });
