import { describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '@/shared/api/client/create-api-client';
import { answerEveryRow } from '@/testing/fake-api';
import { testClient } from '@/testing/test-client';
import { listAchievements } from './list-achievements';
import { listMissedOpportunities } from './list-missed-opportunities';
import { listNotificationBanners } from './list-notification-banners';
import { listUserStudies } from './list-user-studies';
import { markMissedOpportunitiesNotified } from './mark-missed-opportunities-notified';
import { markUserStudyViewed } from './mark-user-study-viewed';

// Each dashboard call reaches its row with a request the contract accepts (the fake refuses others).
const CALLS: ReadonlyArray<readonly [string, (c: ApiClient) => Promise<unknown>]> = [
  ['listUserStudies', (c) => listUserStudies(c, 7)],
  ['listAchievements', (c) => listAchievements(c, 7)],
  ['listMissedOpportunities', (c) => listMissedOpportunities(c, 7, false)],
  ['updateMissedOpportunities', (c) => markMissedOpportunitiesNotified(c, 7, { ids: [3], notified: true })],
  ['markUserStudyViewed', (c) => markUserStudyViewed(c, 7, 3)],
  ['getNotifications', (c) => listNotificationBanners(c, 7)],
];

describe('dashboard call files', () => {
  it.each(CALLS)('%s', async (row, call) => {
    const { client, api } = testClient(answerEveryRow());
    await call(client);
    expect(api.calls.map((c) => c.name)).toEqual([row]);
  });

  it('keeps only banner notifications, and answers none when they cannot be loaded (spec 000 §7)', async () => {
    const entry = (id: number, type: string) => ({ id, type, title: 't', text: 'x', created_at: '2025-01-01' });
    const ok = testClient({ getNotifications: { body: [entry(1, 'banner'), entry(2, 'email')] } });
    expect((await listNotificationBanners(ok.client, 7)).map((n) => n.id)).toEqual([1]);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const failing = testClient({ getNotifications: { status: 500, body: 'boom' } });
    expect(await listNotificationBanners(failing.client, 7)).toEqual([]);
    expect(failing.feedback.dialogs.value).toEqual([]);
    vi.restoreAllMocks();
  });
});
