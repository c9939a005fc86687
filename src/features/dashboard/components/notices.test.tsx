// @vitest-environment jsdom
// jsdom, not happy-dom: the banners' text passes DOMPurify, which does not support happy-dom.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activeLocale } from '@/shared/i18n/locale';
import type { MissedStudy, NotificationEntry } from '@contract';
import { MissedNotice, NotificationBanners } from './notices';

const banner = (id: number, title: string, text: string): NotificationEntry => ({
  id,
  type: 'banner',
  title,
  text,
  created_at: '2026-01-01T00:00:00Z',
});
const missed = (id: number, title: string): MissedStudy => ({
  id,
  study_id: id,
  user_study_id: id,
  study_type: 'sub_study',
  title,
  missed_at: '2026-01-01T00:00:00Z',
  notified: false,
  notified_at: null,
});

describe('NotificationBanners', () => {
  it("shows each message with the server's simple markup, sanitised, and dismisses the one asked", async () => {
    const onDismiss = vi.fn();
    const entries = [
      banner(1, 'Holiday hours', 'We are <strong>closed</strong> on Friday.<script>alert(1)</script>'),
      banner(2, 'New study', 'Sleep study opens soon.'),
    ];
    const { container } = render(<NotificationBanners banners={entries} onDismiss={onDismiss} />);
    const region = within(screen.getByRole('region', { name: 'Messages from the registry' }));
    expect(region.getByRole('heading', { name: 'Holiday hours' })).toBeInTheDocument();
    // The markup shows once DOMPurify has loaded (with the first banner that has any).
    expect(await region.findByText('closed', { selector: 'strong' })).toBeInTheDocument();
    expect(region.getByText(/We are/)).toHaveTextContent('We are closed on Friday.');
    expect(container.querySelector('script')).toBeNull();
    await userEvent.click(region.getByRole('button', { name: 'Dismiss: New study' }));
    expect(onDismiss).toHaveBeenCalledWith(entries[1]);
  });

  describe('on a Spanish page', () => {
    afterEach(() => {
      activeLocale.value = 'en';
    });

    it("marks the registry's English message lang=en: its title, its text and the title in its close button's name", async () => {
      activeLocale.value = 'es';
      render(<NotificationBanners banners={[banner(1, 'Holiday hours', 'Closed on Friday.')]} onDismiss={vi.fn()} />);
      expect(screen.getByRole('heading', { name: 'Holiday hours' })).toHaveAttribute('lang', 'en');
      expect(screen.getByText('Closed on Friday.')).toHaveAttribute('lang', 'en');
      const close = screen.getByRole('button', { name: /Holiday hours$/ });
      expect(within(close).getByText('Holiday hours')).toHaveAttribute('lang', 'en');
      // The rest of the name is the page's own words: not marked English.
      expect(close.querySelector('.registry-visually-hidden')).not.toHaveAttribute('lang');
    });
  });

  it('shows nothing without messages', () => {
    const { container } = render(<NotificationBanners banners={[]} onDismiss={vi.fn()} />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('MissedNotice', () => {
  it('names the studies that closed before the participant took part, and is dismissed with Got it', async () => {
    const onDismiss = vi.fn();
    render(<MissedNotice missed={[missed(1, 'Sleep'), missed(2, 'Exercise')]} onDismiss={onDismiss} />);
    const notice = within(screen.getByRole('region', { name: 'Some studies closed before you could take part' }));
    expect(notice.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Sleep', 'Exercise']);
    expect(notice.getByText('These studies have now closed. We will let you know when new ones open.')).toBeVisible();
    await userEvent.click(notice.getByRole('button', { name: 'Got it' }));
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it('speaks of one study in the singular, and shows nothing when none was missed', () => {
    const { rerender, container } = render(<MissedNotice missed={[missed(1, 'Sleep')]} onDismiss={vi.fn()} />);
    expect(screen.getByRole('heading', { name: 'A study closed before you could take part' })).toBeInTheDocument();
    rerender(<MissedNotice missed={[]} onDismiss={vi.fn()} />);
    expect(container).toBeEmptyDOMElement();
  });
});
