import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Achievement, Promotion, UserStudy } from '@contract';
import { buildDashboard } from '../model';
import { userStudy } from '../model/user-study-fixture';
import { DashboardBody } from './dashboard-body';

const STUDIES = [
  userStudy({ id: 1, study_title: 'Sleep', status: 20, dashboard_status: 'in_progress' }),
  userStudy({ id: 2, study_title: 'Core', study_type: 'core_study' }),
  userStudy({ id: 3, study_title: 'Exercise' }),
  userStudy({
    id: 4,
    study_title: 'Annual',
    study_type: 'annual_questionnaire',
    status: 60,
    dashboard_status: 'completed',
    completed_at: '2026-02-01T12:00:00',
  }),
  userStudy({ id: 5, study_title: 'Night trial', study_type: 'promotional_study' }),
  userStudy({ id: 6, study_title: 'Alarms', study_type: 'promotional_study', viewed_at: '2026-03-01T12:00:00' }),
  userStudy({ id: 7, study_title: 'Old study', study_status: 'closed', status: 0 }),
];

function renderBody(
  studies: UserStudy[],
  {
    achievements = [],
    promotions = new Map(),
  }: { achievements?: Achievement[]; promotions?: Map<number, Promotion[]> } = {},
) {
  const handlers = { onOpen: vi.fn(), onRetake: vi.fn(), onDownload: vi.fn(), onPromotion: vi.fn() };
  render(
    <DashboardBody
      studies={studies}
      groups={buildDashboard(studies)}
      promotions={promotions}
      achievements={achievements}
      participantId={7}
      {...handlers}
    />,
  );
  return handlers;
}

const section = (name: string) => within(screen.getByRole('region', { name }));
/** The card titles under a group's h3, in order. */
function groupTitles(sectionName: string, group: RegExp): string[] {
  const heading = section(sectionName).getByRole('heading', { level: 3, name: group });
  const list = heading.nextElementSibling!;
  return within(list as HTMLElement)
    .queryAllByRole('heading', { level: 4 })
    .map((h) => h.textContent!);
}

describe('DashboardBody', () => {
  it('counts the new studies and opportunities in the banner', () => {
    renderBody(STUDIES);
    expect(screen.getByText('You have 2 new studies and 1 new research opportunity available')).toBeInTheDocument();
  });

  it('falls back to the coming-soon banner when nothing is new', () => {
    renderBody([STUDIES[0]]);
    expect(screen.getByText('New opportunities are coming soon!')).toBeInTheDocument();
  });

  it('groups the studies as the participant should take them, each group with its count', () => {
    renderBody(STUDIES);
    expect(section('Studies').getByRole('heading', { level: 3, name: 'Not started (2)' })).toBeInTheDocument();
    expect(groupTitles('Studies', /^Not started/)).toEqual(['Core', 'Exercise']);
    expect(groupTitles('Studies', /^In progress/)).toEqual(['Sleep']);
    expect(groupTitles('Studies', /^Completed/)).toEqual(['Annual']);
    expect(groupTitles('External Research Opportunities', /^Not viewed/)).toEqual(['Night trial']);
    expect(groupTitles('External Research Opportunities', /^Viewed/)).toEqual(['Alarms']);
    const closed = section('Closed Studies & Research Opportunities');
    expect(closed.getByRole('heading', { level: 4, name: 'Old study' })).toBeInTheDocument();
    expect(closed.getByText('This study is closed.')).toBeInTheDocument();
  });

  it('lists a completed annual questionnaire in the questionnaire history with its date', () => {
    renderBody(STUDIES);
    const history = section('Questionnaire History');
    expect(history.getByRole('heading', { level: 4, name: 'Annual' })).toBeInTheDocument();
    expect(history.getByText('Completed: Feb 1, 2026')).toBeInTheDocument();
  });

  it('shows every empty group its own message, and no questionnaire history without a completed core or annual', () => {
    renderBody([]);
    for (const text of [
      'There are no new studies for you right now.',
      'You have no studies in progress.',
      'You have not completed a study yet.',
      'You have not opened a research opportunity yet.',
      'There are no new research opportunities for you right now.',
      'You have no closed studies or research opportunities.',
      'Your achievements will be listed here.',
    ]) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
    expect(screen.queryByRole('region', { name: 'Questionnaire History' })).toBeNull();
  });

  it("opens the study whose button is pressed, and shows an opportunity's loaded promotions", async () => {
    const promotion: Promotion = {
      id: 9,
      title: 'Partner visit',
      text: '',
      button_text: 'Visit partner',
      url: 'https://partner.example.org/',
      add_participant_id_query_param: true,
      created_at: '2026-01-01T00:00:00Z',
    };
    const { onOpen } = renderBody(STUDIES, { promotions: new Map([[5, [promotion]]]) });
    await userEvent.click(
      within(screen.getByRole('article', { name: 'Sleep' })).getByRole('button', { name: /^Resume: / }),
    );
    expect(onOpen).toHaveBeenCalledWith(STUDIES[0]);
    const opportunity = within(screen.getByRole('article', { name: 'Night trial' }));
    expect(opportunity.getByRole('link', { name: 'Visit partner (opens in a new tab)' })).toHaveAttribute(
      'href',
      'https://partner.example.org/?participant_id=7',
    );
    expect(within(screen.getByRole('article', { name: 'Alarms' })).queryByRole('link')).toBeNull();
  });

  it('lists the newest achievement first', () => {
    const achievement = (title: string, created_at: string): Achievement => ({
      title,
      created_at,
      code: 'registered',
      study_id: null,
      user_study_id: null,
      payload: {},
    });
    renderBody([], {
      achievements: [achievement('Older', '2025-01-01T00:00:00Z'), achievement('Newer', '2026-01-01T00:00:00Z')],
    });
    const items = within(section('Achievements').getByRole('list')).getAllByRole('listitem');
    expect(items.map((li) => li.querySelector('p')?.textContent)).toEqual(['Newer', 'Older']);
  });
});
