import type { ApiClient } from '@/shared/api/client/create-api-client';
import type { NotificationSettings, NotificationSettingsUpdate } from '@contract';

/**
 * Row `updateNotificationSettings` (PATCH /registry/participant/{id}/notification-settings): saves
 * the block; the answer refills it. Own errors: 400, on the toggles (spec 000 §8 form errors).
 */
export const updateNotificationSettings = (
  client: ApiClient,
  participantId: number,
  update: NotificationSettingsUpdate,
): Promise<NotificationSettings> =>
  client.call('updateNotificationSettings', { params: { id: participantId }, body: update }, { ownErrors: [400] });
