import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FAQ_ENTRIES } from '../content/faq';
import { renderWithRegistry } from '@/testing/render-with-registry';
import { FaqScreen } from './faq-screen';

describe('FaqScreen', () => {
  it('lists the eleven questions as h2 buttons, all closed at first', () => {
    renderWithRegistry(<FaqScreen />, { path: '/faq' });
    expect(screen.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeInTheDocument();
    const triggers = screen.getAllByRole('button', { expanded: false }).filter((b) => b.closest('.registry-accordion'));
    expect(triggers).toHaveLength(11);
    expect(triggers.map((t) => t.textContent)).toEqual(FAQ_ENTRIES.map((e) => e.question));
    for (const t of triggers) expect(t.parentElement?.tagName).toBe('H2');
  });

  it('opens one answer at a time, in a region named by its question', async () => {
    const user = userEvent.setup();
    renderWithRegistry(<FaqScreen />, { path: '/faq' });
    const first = screen.getByRole('button', { name: FAQ_ENTRIES[0].question });
    const risks = screen.getByRole('button', { name: 'Are there any risks in taking part?' });
    await user.click(first);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: FAQ_ENTRIES[0].question })).toBeVisible();
    await user.click(risks);
    expect(risks).toHaveAttribute('aria-expanded', 'true');
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getAllByRole('region')).toHaveLength(1);
    expect(screen.getByRole('region', { name: 'Are there any risks in taking part?' })).toHaveTextContent(
      'assent form',
    );
    await user.click(risks);
    expect(screen.queryAllByRole('region')).toHaveLength(0);
  });
});

describe('FAQ content', () => {
  it('has eleven entries with unique ids and real answers', () => {
    expect(FAQ_ENTRIES).toHaveLength(11);
    expect(new Set(FAQ_ENTRIES.map((e) => e.id)).size).toBe(11);
    for (const entry of FAQ_ENTRIES) {
      const text = entry.answer.map((b) => (typeof b === 'string' ? b : b.list.join(' '))).join(' ');
      expect(text.length, entry.id).toBeGreaterThan(150);
      expect(entry.question.endsWith('?'), entry.id).toBe(true);
    }
  });

  it('covers the topics of spec 000 §1', () => {
    const all = JSON.stringify(FAQ_ENTRIES).toLowerCase();
    for (const topic of [
      'what is the registry',
      'why should i join',
      'research studies',
      'who can take part',
      'after i join',
      'informed consent',
      'assent',
      '13 to 17',
      'privacy',
      'information is collected',
    ]) {
      expect(all, topic).toContain(topic);
    }
  });
});
