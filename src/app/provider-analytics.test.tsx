import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RegistryProvider } from './provider';
import { createMemoryStorage } from '../shared/session/key-value-storage';
import { useTrackEvent } from '../shared/analytics/analytics';

function Reporter() {
  const report = useTrackEvent();
  return (
    <button type="button" onClick={() => report({ name: 'rotate_to_landscape', path: '/survey' })}>
      report
    </button>
  );
}

describe('analytics (DECISIONS §8)', () => {
  it("a feature's event reaches the host's onAnalyticsEvent, the latest one given", async () => {
    const first = vi.fn();
    const second = vi.fn();
    const storage = createMemoryStorage();
    const { rerender } = render(
      <RegistryProvider environment="development" storage={storage} onAnalyticsEvent={first}>
        <Reporter />
      </RegistryProvider>,
    );
    rerender(
      <RegistryProvider environment="development" storage={storage} onAnalyticsEvent={second}>
        <Reporter />
      </RegistryProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'report' }));
    expect(first).not.toHaveBeenCalledWith({ name: 'rotate_to_landscape', path: '/survey' });
    expect(second).toHaveBeenCalledWith({ name: 'rotate_to_landscape', path: '/survey' });
  });

  it('without a callback nothing is reported and nothing fails', async () => {
    render(
      <RegistryProvider environment="development" storage={createMemoryStorage()}>
        <Reporter />
      </RegistryProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'report' }));
  });
});
