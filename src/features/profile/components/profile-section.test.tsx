import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ProfileSection } from './profile-section';

const renderSection = (status: 'loading' | 'failed' | 'ready', onRetry = vi.fn()) => {
  render(
    <ProfileSection id="household" title="Household information" status={status} onRetry={onRetry}>
      <p>The form</p>
    </ProfileSection>,
  );
  return { region: screen.getByRole('region', { name: 'Household information' }), onRetry };
};

describe('ProfileSection', () => {
  it('shows its form under its heading once ready', () => {
    const { region } = renderSection('ready');
    expect(screen.getByRole('heading', { level: 2, name: 'Household information' })).toBeInTheDocument();
    expect(region).toHaveAttribute('aria-busy', 'false');
    expect(screen.getByText('The form')).toBeInTheDocument();
  });

  it('says it is loading, busy, without the form', () => {
    const { region } = renderSection('loading');
    expect(region).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    expect(screen.queryByText('The form')).toBeNull();
  });

  it('says the block could not be loaded and offers to try again', async () => {
    const { onRetry } = renderSection('failed');
    expect(screen.getByRole('alert')).toHaveTextContent('This part of your profile could not be loaded.');
    expect(screen.queryByText('The form')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
