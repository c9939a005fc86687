import type { ApiClient } from '@/shared/api/client/create-api-client';

/**
 * Row `logEmailClick` (GET {api}/email-click/{id}, a text answer): records that a link in an
 * e-mail was followed (the login page's `tr-email-id`). An empty id makes no call. Failures are
 * swallowed and answer false (spec 000 §7, §8: silent).
 */
export async function logEmailClick(client: ApiClient, id: string | null | undefined): Promise<string | false> {
  if (!id) return false;
  try {
    return await client.call('logEmailClick', { params: { emailId: id } }, { ownErrors: true });
  } catch {
    return false;
  }
}
