import type { ApiClient } from '@/shared/api/client/create-api-client';
import type { AqDonationResponse } from '@contract';

/**
 * Row `donateGiftCard` (POST {api}/aq_donation, body study_id): donates the study's reward; the
 * answer's `is_donated` updates the study's card. A failure shows the generic snackbar (spec 001 §8):
 * no own errors.
 */
export const donateGiftCard = (client: ApiClient, studyId: number): Promise<AqDonationResponse> =>
  client.call('donateGiftCard', { body: { study_id: studyId } }, { loader: true });
