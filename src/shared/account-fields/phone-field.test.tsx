import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { loadPhoneLib, PhoneField, usePhoneLib } from './phone-field';

function Host() {
  const lib = usePhoneLib();
  return <PhoneField lib={lib} value="" onChange={() => undefined} />;
}

// The module keeps one load for the page: these steps run in order on it.
describe('the phone library (country codes) load', () => {
  it('is retried three times, then reported with Try again, which loads it', async () => {
    vi.useFakeTimers();
    const offline = vi.fn().mockRejectedValue(new Error('offline'));
    const failed = loadPhoneLib(offline);
    failed.catch(() => undefined);
    await vi.runAllTimersAsync();
    await expect(failed).rejects.toThrow('offline');
    expect(offline).toHaveBeenCalledTimes(4);
    vi.useRealTimers();

    render(<Host />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('The list of country codes could not be loaded.');
    expect(screen.getByLabelText('Phone number')).toBeDisabled();
    await act(async () => userEvent.setup().click(screen.getByRole('button', { name: 'Try again' })));
    await vi.waitFor(() => expect(screen.getByLabelText('Phone number')).toBeEnabled(), { timeout: 5000 });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
