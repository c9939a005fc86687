import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Achievement } from '@contract';
import { AchievementsList } from './achievements-list';

const achievement = (over: Partial<Achievement>): Achievement => ({
  title: 'Achievement',
  created_at: '2026-01-05T12:00:00',
  code: 'registered',
  study_id: null,
  user_study_id: null,
  payload: {},
  ...over,
});

const item = (title: string) => within(screen.getByText(title).closest('li')!);

describe('AchievementsList', () => {
  it('shows each achievement with its icon and the day it was earned', () => {
    render(
      <AchievementsList
        achievements={[achievement({ title: 'Joined the registry', code: 'registered' })]}
        participantId={7}
        onDownload={vi.fn()}
      />,
    );
    const joined = item('Joined the registry');
    expect(joined.getByRole('img', { name: 'Registration' })).toBeInTheDocument();
    expect(joined.getByText('Earned Jan 5, 2026')).toBeInTheDocument();
    // Registering leaves no document behind.
    expect(joined.queryByRole('button', { name: /^Download/ })).toBeNull();
    expect(joined.queryByRole('link', { name: /^Review/ })).toBeNull();
  });

  it('a signed consent offers Download and a Review of the signed consent, named for it, its study and day', async () => {
    const onDownload = vi.fn();
    render(
      <AchievementsList
        achievements={[
          achievement({
            title: 'Consent given',
            code: 'consent_adult',
            study_id: 101,
            payload: { signed_consent_id: 55 },
          }),
        ]}
        participantId={7}
        onDownload={onDownload}
        studyTitles={new Map([[101, 'T1D Core']])}
      />,
    );
    const consent = item('Consent given');
    expect(consent.getByRole('img', { name: 'Consent' })).toBeInTheDocument();
    expect(consent.getByRole('link', { name: 'Review: Consent given, T1D Core, Jan 5, 2026' })).toHaveAttribute(
      'href',
      '/survey/study/101/user/7/signedConsent/55',
    );
    const download = consent.getByRole('button', { name: 'Download: Consent given, T1D Core, Jan 5, 2026' });
    await userEvent.click(download);
    expect(onDownload).toHaveBeenCalledWith({ kind: 'consent', studyId: 101, signedConsentId: 55 });
  });

  it('submitted screening and questionnaire answers are reviewed from the dashboard, per procedure', async () => {
    const onDownload = vi.fn();
    render(
      <AchievementsList
        achievements={[
          achievement({ title: 'Screening done', code: 'screening', study_id: 101, user_study_id: 9 }),
          achievement({ title: 'Yearly answers', code: 'annual_questionnaire', study_id: 102, user_study_id: 12 }),
        ]}
        participantId={7}
        onDownload={onDownload}
      />,
    );
    expect(item('Screening done').getByRole('link', { name: /^Review: Screening done/ })).toHaveAttribute(
      'href',
      '/survey/study/101/user-study/9/user/7/review-answers?procedure=screening&from=dashboard',
    );
    expect(item('Yearly answers').getByRole('img', { name: 'Questionnaire' })).toBeInTheDocument();
    expect(item('Yearly answers').getByRole('link', { name: /^Review: Yearly answers/ })).toHaveAttribute(
      'href',
      '/survey/study/102/user-study/12/user/7/review-answers?procedure=questionnaire&from=dashboard',
    );
    await userEvent.click(item('Yearly answers').getByRole('button', { name: /^Download: Yearly answers/ }));
    expect(onDownload).toHaveBeenCalledWith({
      kind: 'answers',
      studyId: 102,
      userStudyId: 12,
      procedure: 'questionnaire',
    });
  });

  it('a consent without its signed copy offers nothing to download', () => {
    render(
      <AchievementsList
        achievements={[achievement({ title: 'Assent', code: 'assent', study_id: 101 })]}
        participantId={7}
        onDownload={vi.fn()}
      />,
    );
    expect(screen.queryByRole('button', { name: /^Download/ })).toBeNull();
  });

  it('says where achievements will appear while there are none', () => {
    render(<AchievementsList achievements={[]} participantId={7} onDownload={vi.fn()} />);
    expect(screen.getByText('Your achievements will be listed here.')).toBeInTheDocument();
    expect(screen.queryByRole('list')).toBeNull();
  });
});
