import type { ApiClient } from '@/shared/api/client/create-api-client';
import type { NotificationSettings } from '@contract';

/**
 * Row `getNotificationSettings` (GET /registry/participant/{id}/notification-settings): fills the
 * notification settings block (reminders, newsletters, management resources). Own errors: none.
 */
export const getNotificationSettings = (client: ApiClient, participantId: number): Promise<NotificationSettings> =>
  client.call('getNotificationSettings', { params: { id: participantId } });
