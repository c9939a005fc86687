import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Promotion } from '@contract';
import { userStudy } from '../model/user-study-fixture';
import { PromotionList } from './promotion-list';

const promotion = (over: Partial<Promotion>): Promotion => ({
  id: 1,
  title: 'Partner trial',
  text: '',
  button_text: 'Visit',
  url: 'https://partner.example.org/trial?src=registry',
  add_participant_id_query_param: false,
  created_at: '2026-01-01T00:00:00Z',
  ...over,
});

describe('PromotionList', () => {
  it("opens each partner's page in a new tab, with the participant id only where the promotion asks for it", () => {
    render(
      <PromotionList
        study={userStudy({ study_title: 'Night trial', study_type: 'promotional_study' })}
        promotions={[
          promotion({ id: 1, title: 'Plain', button_text: 'Read more' }),
          promotion({ id: 2, title: 'Tracked', button_text: 'Sign up', add_participant_id_query_param: true }),
        ]}
        participantId={7}
        onClick={vi.fn()}
      />,
    );
    const list = within(screen.getByRole('list', { name: 'Links from Night trial' }));
    const plain = list.getByRole('link', { name: 'Read more (opens in a new tab)' });
    expect(plain).toHaveAttribute('href', 'https://partner.example.org/trial?src=registry');
    expect(plain).toHaveAttribute('target', '_blank');
    expect(plain).toHaveAttribute('rel', 'noopener noreferrer');
    expect(list.getByRole('link', { name: 'Sign up (opens in a new tab)' })).toHaveAttribute(
      'href',
      'https://partner.example.org/trial?src=registry&participant_id=7',
    );
  });

  it("shows a promotion's text as plain text, never as markup", () => {
    render(
      <PromotionList
        study={userStudy({ study_type: 'promotional_study' })}
        promotions={[promotion({ text: '<b>Bold</b> <img src=x onerror=alert(1)>' })]}
        participantId={7}
        onClick={vi.fn()}
      />,
    );
    expect(screen.getByText('<b>Bold</b> <img src=x onerror=alert(1)>')).toBeInTheDocument();
    expect(screen.queryByRole('img')).toBeNull();
  });
});
