import type { ApiClient } from '../../../shared/api/client/create-api-client';

/** GET {api}/email-click/{id}: records that a link in an e-mail was followed. Failures are swallowed (spec 000 §7, §8). */
export async function logEmailClick(client: ApiClient, id: string | null | undefined): Promise<string | false> {
  if (!id) return false;
  try {
    return await client.get<string>(`/email-click/${encodeURIComponent(id)}`, { responseType: 'text', auth: false, ownErrors: true });
  } catch {
    return false;
  }
}
