import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FakeHandlers } from '@/testing/fake-api';
import { SESSION_KEYS } from '@/shared/session/session-store';
import { participant, userToken } from '@/testing/fixtures';
import { renderWithRegistry } from '@/testing/render-with-registry';
import { userStudy } from '../model/user-study-fixture';
import { JumpToCoreStudyScreen } from './jump-to-core-study-screen';

const render = (api: FakeHandlers) =>
  renderWithRegistry(<JumpToCoreStudyScreen />, {
    path: '/dashboard/jump-to-core-study',
    storage: { [SESSION_KEYS.token]: userToken() },
    profile: participant(),
    api: { getSmsConsent: { body: { required: false } }, ...api },
  });

describe('/dashboard/jump-to-core-study', () => {
  it('starts a not-started core study (study-begin event) and replaces itself with the survey', async () => {
    const r = render({
      listUserStudies: { body: [userStudy({ id: 2 }), userStudy({ id: 5, study_id: 101, study_type: 'core_study' })] },
      logEvent: {
        status: 201,
        body: { id: 1, study: 101, user_study: 5, event: 'fe_study_begin', created_at: '2026-01-01' },
      },
    });
    await waitFor(() => expect(r.current()).toBe('/survey/study/101/user-study/5/user/7'));
    expect(r.api.called('logEvent')).toHaveLength(1);
  });

  it('resumes a core study in progress without a new study-begin event', async () => {
    const r = render({
      listUserStudies: {
        body: [
          userStudy({ id: 5, study_id: 101, study_type: 'core_study', status: 20, dashboard_status: 'in_progress' }),
        ],
      },
    });
    await waitFor(() => expect(r.current()).toBe('/survey/study/101/user-study/5/user/7'));
  });

  it('says so when there is no core study', async () => {
    render({ listUserStudies: { body: [userStudy()] } });
    expect(await screen.findByText('The core study is not available for your account.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' }).getAttribute('href')).toBe('/dashboard');
  });

  it('a dropped call says the connection message once, on the page', async () => {
    const r = render({ listUserStudies: 'network-error' });
    expect(await screen.findByText(/^Connection or server error/)).toBeTruthy();
    expect(screen.getAllByText(/^Connection or server error/)).toHaveLength(1);
    expect(r.feedback.snackbars.value).toEqual([]);
  });
});
