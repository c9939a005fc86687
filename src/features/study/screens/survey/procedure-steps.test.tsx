import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { procedureStates, withCompletion } from '@engine';
import { CHECKS } from '../../components/test-questions';
import { ProcedureSteps } from './procedure-steps';

// The side navigation of procedures (spec 001 §2): every procedure in order, a completed one
// ticked, the current one marked, and only an enabled one a button.

const PROCEDURES = [
  { id: 'intro', title: 'Introduction', order: 1 },
  { id: 'questionnaire', title: 'Questionnaire', order: 2 },
  { id: 'research', title: 'Research', order: 3 },
] as const;
const INTRO_DONE = {
  procedure_id: 'intro' as const,
  created_at: '2026-01-01T10:00:00Z',
  user_study_id: 5,
  study_id: 101,
};

function steps(onOpen = vi.fn()) {
  const states = procedureStates(withCompletion([...PROCEDURES], [INTRO_DONE]), [CHECKS], []);
  render(<ProcedureSteps procedures={states} current="questionnaire" onOpen={onOpen} />);
  return within(screen.getByRole('navigation', { name: 'Study steps' }));
}

describe('ProcedureSteps', () => {
  it('lists the procedures in order: done ticked, the current one marked, a later one not available yet', () => {
    const nav = steps();
    expect(nav.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      '✓Introduction, completed',
      '2Questionnaire',
      '3Research, not available yet',
    ]);
    expect(nav.getByRole('button', { name: 'Questionnaire' })).toHaveAttribute('aria-current', 'step');
    expect(nav.getByRole('button', { name: /^Introduction ?, completed$/ })).not.toHaveAttribute('aria-current');
    expect(nav.queryByRole('button', { name: /Research/ })).toBeNull();
  });

  it('opens an enabled procedure when pressed; a disabled one cannot be pressed', async () => {
    const user = userEvent.setup();
    const onOpen = vi.fn();
    const nav = steps(onOpen);
    await user.click(nav.getByRole('button', { name: /^Introduction ?, completed$/ }));
    await user.click(nav.getByText('Research'));
    expect(onOpen.mock.calls).toEqual([['intro']]);
  });
});
