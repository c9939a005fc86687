import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../testing/test-app';
import { assignStudiesToAll } from './upsert-studies';
import { CLOSED, CORE, join, startStudyApp } from '../../testing/study-test-kit';

// The user study gave its launch day as a UTC date-time while the study gave a day, so a
// browser west of UTC showed the day before. A pure date is a day, 'YYYY-MM-DD', everywhere.

let t: TestApp;
beforeAll(async () => {
  t = await startStudyApp();
});
afterAll(() => t.close());

describe('days are YYYY-MM-DD (001 §9)', () => {
  it('the user study gives its launch and close days as days, like the study', async () => {
    const p = await join(t.app);
    await assignStudiesToAll(t.db, [CLOSED]);
    const core = (await p.call('GET', `/api/participant/{id}/user-studies/{us:${CORE}}`)).json();
    expect(core.study_launch_on).toBe('2025-01-15');
    expect((await p.call('GET', `/api/admin/studies/${CORE}`)).json().launch_on).toBe('2025-01-15');
    const closed = (await p.call('GET', `/api/participant/{id}/user-studies/{us:${CLOSED}}`)).json();
    expect([closed.study_launch_on, closed.study_closed_at]).toEqual(['2025-03-01', '2025-09-30']);
  });
});
