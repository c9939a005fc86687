import { describe, expect, it } from 'vitest';
import type { ApiClient } from '@/shared/api/client/create-api-client';
import { answerEveryRow } from '@/testing/fake-api';
import { testClient } from '@/testing/test-client';
import { completeReconsent } from './complete-reconsent';
import { getHouseholdInfo } from './get-household-info';
import { getNotificationSettings } from './get-notification-settings';
import { listStates } from './list-states';
import { listTimeZones } from './list-time-zones';
import { updateHouseholdInfo } from './update-household-info';
import { updateNotificationSettings } from './update-notification-settings';
import { withdraw } from './withdraw';

// Each profile call reaches its row with a request the contract accepts (the fake refuses others).
const CALLS: ReadonlyArray<readonly [string, (c: ApiClient) => Promise<unknown>]> = [
  ['getHouseholdInfo', (c) => getHouseholdInfo(c, 7)],
  [
    'updateHouseholdInfo',
    (c) => updateHouseholdInfo(c, 7, { address: '1 Main St', city: 'Boston', zip_code: '02101' }),
  ],
  ['getNotificationSettings', (c) => getNotificationSettings(c, 7)],
  [
    'updateNotificationSettings',
    (c) => updateNotificationSettings(c, 7, { newsletter: { email_on: true, sms_on: false } }),
  ],
  ['withdraw', (c) => withdraw(c, 7, { other: true, reason: 'Moving abroad' })],
  ['getStates', (c) => listStates(c)],
  ['getTimeZones', (c) => listTimeZones(c)],
  ['completeReconsent', (c) => completeReconsent(c, 7)],
];

describe('profile call files', () => {
  it.each(CALLS)('%s', async (row, call) => {
    const { client, api } = testClient(answerEveryRow());
    await call(client);
    expect(api.calls.map((c) => c.name)).toEqual([row]);
  });

  it('goes without time zones when they cannot be loaded (the select is then hidden)', async () => {
    const { client, feedback } = testClient({ getTimeZones: 'network-error' });
    expect(await listTimeZones(client)).toEqual([]);
    expect(feedback.snackbars.value).toEqual([]);
  });
});
