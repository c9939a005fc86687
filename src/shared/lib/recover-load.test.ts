import { describe, expect, it, vi } from 'vitest';
import { recoverFromLoadFailure } from './recover-load';

describe('recoverFromLoadFailure', () => {
  it('reloads the page once its address answers, even with an error status', async () => {
    for (const status of [200, 404, 503]) {
      const reload = vi.fn();
      const fetch = vi.fn(async () => new Response('page', { status }));
      await expect(recoverFromLoadFailure({ href: 'https://registry.example.org/survey/1', fetch, reload })).resolves.toBe(
        'reloading',
      );
      expect(fetch).toHaveBeenCalledWith('https://registry.example.org/survey/1', {
        cache: 'no-store',
        credentials: 'same-origin',
      });
      expect(reload).toHaveBeenCalledTimes(1);
    }
  });

  it('stays on the page while the network is down, so the offline page never replaces the app', async () => {
    const reload = vi.fn();
    const fetch = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(recoverFromLoadFailure({ href: '/dashboard', fetch, reload })).resolves.toBe('unreachable');
    expect(reload).not.toHaveBeenCalled();
  });
});
