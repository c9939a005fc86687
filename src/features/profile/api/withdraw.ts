import type { ApiClient } from '@/shared/api/client/create-api-client';
import type { Detail, WithdrawalReasonForm } from '@contract';

/**
 * Row `withdraw` (POST /registry/participant-withdraw/{id}): withdraws the participant for good with
 * the ticked reasons; the caller then clears the session and goes to /is-deactivated (spec 000 §4).
 * Own errors: 400, shown on the withdrawal form.
 */
export const withdraw = (client: ApiClient, participantId: number, reasons: WithdrawalReasonForm): Promise<Detail> =>
  client.call('withdraw', { params: { id: participantId }, body: reasons }, { ownErrors: [400], loader: true });
