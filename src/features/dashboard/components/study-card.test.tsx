import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activeLocale } from '@/shared/i18n/locale';
import type { Promotion, UserStudy } from '@contract';
import { userStudy } from '../model/user-study-fixture';
import { StudyCard, type StudyCardProps } from './study-card';

function renderCard(study: UserStudy, props: Partial<StudyCardProps> = {}) {
  const onOpen = vi.fn();
  const onRetake = vi.fn();
  render(
    <ul>
      <StudyCard study={study} onOpen={onOpen} onRetake={onRetake} {...props} />
    </ul>,
  );
  const card = within(screen.getByRole('article', { name: study.study_title }));
  /** The value the card gives for a fact (Status, Time to complete, Reward). */
  const fact = (term: string) => card.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
  return { card, fact, onOpen, onRetake };
}

/** An opportunity's promotion, in English (the server's text). */
const PROMOTION: Promotion = {
  id: 3,
  title: 'Join the trial',
  text: 'A short visit.',
  button_text: 'Learn more',
  url: 'https://partner.example.org/trial',
  add_participant_id_query_param: false,
  created_at: '2026-01-01T00:00:00Z',
};
describe('StudyCard', () => {
  it("a completed core study no longer shows its 'Start here' tag; one not started does", () => {
    const tag = { study_type: 'core_study', study_custom_tag_on: true, study_custom_tag_text: 'Start here' } as const;
    renderCard(userStudy({ ...tag, study_title: 'Open core', dashboard_status: 'not_started' }));
    renderCard(userStudy({ ...tag, study_title: 'Done core', dashboard_status: 'completed' }));
    expect(within(screen.getByRole('article', { name: 'Open core' })).getByText('Start here')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Done core' })).queryByText('Start here')).toBeNull();
  });

  it('a core study not started: its type, intro, status and a Start button that opens it', async () => {
    const study = userStudy({ study_title: 'T1D Core', study_type: 'core_study' });
    const { card, fact, onOpen } = renderCard(study);
    expect(card.getByRole('img', { name: 'Core study' })).toBeInTheDocument();
    expect(card.getByRole('heading', { level: 4, name: 'T1D Core' })).toBeInTheDocument();
    expect(card.getByText(/The core study is where it all starts/)).toBeInTheDocument();
    expect(fact('Status')).toBe('Not started');
    // Its name says which study, after the visible words (cards repeat 'Start the study').
    const start = card.getByRole('button', { name: 'Start the study: T1D Core' });
    expect(start).toHaveTextContent(/^Start the study/);
    await userEvent.click(start);
    expect(onOpen).toHaveBeenCalledWith(study);
    expect(card.queryByRole('button', { name: /^Retake screening/ })).toBeNull();
  });

  it('a study in progress: Resume, the time it takes, its reward, its tag and when it closes', () => {
    const { card, fact } = renderCard(
      userStudy({
        study_title: 'Sleep',
        status: 20,
        dashboard_status: 'in_progress',
        study_approximate_complete_time: '15 minutes',
        study_reward_on: true,
        study_reward_text: '$10 gift card',
        study_custom_tag_on: true,
        study_custom_tag_text: 'New',
        expires_in_days: 15,
      }),
    );
    expect(fact('Status')).toBe('In progress');
    expect(fact('Time to complete')).toBe('15 minutes');
    expect(fact('Reward')).toBe('$10 gift card');
    expect(card.getByText('New')).toBeInTheDocument();
    expect(card.getByText('Closes in 2 weeks')).toBeInTheDocument();
    expect(card.getByRole('button', { name: 'Resume: Sleep' })).toBeInTheDocument();
  });

  it('a study still on its intro reads Intro; one closing within a week counts the days', () => {
    const { card, fact } = renderCard(
      userStudy({ status: 2, dashboard_status: 'in_progress', current_status: 'Intro page', expires_in_days: 1 }),
    );
    expect(fact('Status')).toBe('Intro');
    expect(card.getByText('Closes in 1 day')).toBeInTheDocument();
  });

  it('an ineligible participant sees View details, may retake the screening, and is not told when it closes', async () => {
    const study = userStudy({ study_title: 'Hypo', is_eligible: false, status: 60, expires_in_days: 3 });
    const { card, onRetake, onOpen } = renderCard(study);
    expect(card.getByRole('button', { name: 'View details: Hypo' })).toBeInTheDocument();
    expect(card.queryByText(/Closes in/)).toBeNull();
    await userEvent.click(card.getByRole('button', { name: 'Retake screening: Hypo' }));
    expect(onRetake).toHaveBeenCalledWith(study);
    expect(onOpen).not.toHaveBeenCalled();
  });

  it('a research opportunity says whether and when it was viewed, instead of a progress label', () => {
    const seen = userStudy({ study_title: 'Alarms', study_type: 'promotional_study', viewed_at: '2026-03-01T12:00' });
    expect(renderCard(seen).fact('Status')).toBe('Viewed: Mar 1, 2026');
    expect(screen.getByRole('img', { name: 'Research opportunity' })).toBeInTheDocument();
  });

  it('a research opportunity not yet viewed reads Not viewed', () => {
    const fresh = userStudy({ study_title: 'Night', study_type: 'promotional_study' });
    expect(renderCard(fresh).fact('Status')).toBe('Not viewed');
  });

  it('in the questionnaire history: the day it was completed, no intro and no time to complete', () => {
    const { card } = renderCard(
      userStudy({
        study_title: 'Annual 2025',
        study_type: 'annual_questionnaire',
        status: 60,
        dashboard_status: 'completed',
        completed_at: '2025-02-01T12:00:00',
        study_approximate_complete_time: '20 minutes',
      }),
      { variant: 'history' },
    );
    expect(card.getByText('Completed: Feb 1, 2025')).toBeInTheDocument();
    expect(card.queryByText(/Once a year we ask you/)).toBeNull();
    expect(card.queryByText('Time to complete')).toBeNull();
  });

  it("a completed annual questionnaire keeps its reward only when completed after the reward's start", () => {
    const annual = (completed_at: string, study_title: string) =>
      userStudy({
        study_title,
        study_type: 'annual_questionnaire',
        status: 60,
        dashboard_status: 'completed',
        completed_at,
        study_reward_on: true,
        study_reward_text: 'Gift card',
      });
    expect(renderCard(annual('2022-04-04T12:00', 'After')).fact('Reward')).toBe('Gift card');
    expect(renderCard(annual('2022-04-02T12:00', 'Before')).card.queryByText('Reward')).toBeNull();
  });

  it('a closed study only says it is closed and offers its details; a closed opportunity says it can be viewed', () => {
    const { card } = renderCard(
      userStudy({ study_title: 'Exercise', study_status: 'closed', study_reward_on: true, study_reward_text: '$5' }),
      { variant: 'closed' },
    );
    expect(card.getByText('This study is closed.')).toBeInTheDocument();
    expect(card.queryByText('Status')).toBeNull();
    expect(card.queryByText('Reward')).toBeNull();
    expect(card.getByRole('button', { name: 'View details: Exercise' })).toBeInTheDocument();

    const ro = renderCard(userStudy({ study_title: 'Old RO', study_type: 'promotional_study' }), { variant: 'closed' });
    expect(ro.card.getByText('This research opportunity has closed. You can still view its details.')).toBeVisible();
  });

  it("lists an opportunity's promotions once loaded, each reporting its click", async () => {
    const promotion = PROMOTION;
    const onPromotion = vi.fn();
    const study = userStudy({ study_title: 'Trial', study_type: 'promotional_study' });
    const { card } = renderCard(study, { promotions: [promotion], participantId: 7, onPromotion });
    const link = card.getByRole('link', { name: 'Learn more (opens in a new tab)' });
    link.addEventListener('click', (e) => e.preventDefault());
    await userEvent.click(link);
    expect(onPromotion).toHaveBeenCalledWith(study, promotion);
  });

  describe('on a Spanish page', () => {
    afterEach(() => {
      activeLocale.value = 'en';
    });
    const promotion = PROMOTION;

    it("marks a study's and a promotion's English fallback lang=en, and nothing of a translated study", () => {
      activeLocale.value = 'es';
      const english = userStudy({
        study_title: 'Sleep Sub Study',
        study_type: 'promotional_study',
        study_custom_tag_on: true,
        study_custom_tag_text: 'New',
        study_approximate_complete_time: '5 minutes',
      });
      const { card } = renderCard(english, { promotions: [promotion], participantId: 7, onPromotion: vi.fn() });
      expect(card.getByRole('heading', { level: 4, name: 'Sleep Sub Study' })).toHaveAttribute('lang', 'en');
      expect(card.getByText('New')).toHaveAttribute('lang', 'en');
      expect(card.getByText('5 minutes')).toHaveAttribute('lang', 'en');
      expect(card.getByRole('heading', { level: 5, name: 'Join the trial' })).toHaveAttribute('lang', 'en');
      expect(card.getByText('A short visit.')).toHaveAttribute('lang', 'en');
      expect(card.getByText('Learn more')).toHaveAttribute('lang', 'en');

      const spanish = userStudy({ id: 2, study_title: 'Estudio principal', study_type: 'core_study', lang: 'es' });
      const translated = renderCard(spanish);
      expect(translated.card.getByRole('heading', { level: 4, name: 'Estudio principal' })).not.toHaveAttribute('lang');
    });
  });
});
