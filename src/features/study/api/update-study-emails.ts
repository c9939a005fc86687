import type { ApiClient } from '@/shared/api/client/create-api-client';
import type { UpdateStudyResponse } from '@contract';

/**
 * Row `updateStudyEmails` (PATCH {api}/{participantId}/update_study/{studyId}): e-mails about this
 * study on or off; on success the screen says 'Emails for this study turned off' / '… turned on'
 * from the answer's flag. A failure shows the generic snackbar (spec 001 §8): no own errors.
 */
export const updateStudyEmails = (
  client: ApiClient,
  participantId: number,
  studyId: number,
  on: boolean,
): Promise<UpdateStudyResponse> =>
  client.call('updateStudyEmails', { params: { id: participantId, studyId }, body: { email_notification_toggle: on } });
