import type { ApiClient } from '@/shared/api/client/create-api-client';
import type { NotificationEntry } from '@contract';

/**
 * Row `getNotifications` (GET /registry/participant/{id}/notifications): the banners over the
 * participant's pages; only `banner` entries are kept (spec 000 §3), each hidden once dismissed
 * (the profile's bannersVisibility). Own errors: every failure, logged, answering an empty list
 * (spec 000 §7, §8: the page shows no banner rather than an error).
 */
export async function listNotificationBanners(client: ApiClient, participantId: number): Promise<NotificationEntry[]> {
  try {
    const entries = await client.call('getNotifications', { params: { id: participantId } }, { ownErrors: true });
    return entries.filter((entry) => entry.type === 'banner');
  } catch (error) {
    console.warn('Notifications could not be loaded', error);
    return [];
  }
}
