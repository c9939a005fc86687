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

  it('retries a chunk the browser failed to fetch under a fresh URL (a kept failure is not fetched again)', async () => {
    vi.useFakeTimers();
    const chunk = 'http://localhost:8080/assets/min-Cka6UzPV.js';
    const kept = vi.fn().mockRejectedValue(new TypeError(`Failed to fetch dynamically imported module: ${chunk}`));
    const lib = { parsePhoneNumberFromString: () => undefined, validatePhoneNumberLength: () => undefined };
    const fresh = vi
      .fn()
      .mockRejectedValueOnce(new TypeError(`Failed to fetch dynamically imported module: ${chunk}?retry=1`))
      .mockResolvedValue(lib);
    // A fresh instance of the module: the load above is done and kept for the page.
    vi.resetModules();
    const { loadPhoneLib: loadAfresh } = await import('./phone-field');
    const loaded = loadAfresh(kept, fresh);
    await vi.runAllTimersAsync();
    await expect(loaded).resolves.toBe(lib);
    vi.useRealTimers();
    expect(kept).toHaveBeenCalledTimes(1);
    expect(fresh.mock.calls).toEqual([[`${chunk}?retry=1`], [`${chunk}?retry=2`]]);
  });
});
