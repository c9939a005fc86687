import { describe, expect, it, vi } from 'vitest';
import { EARLY_GET_LIFETIME_MS, startEarlyGets } from './early-gets';

const AUTH = { Authorization: 'JWT a.b.c' };

function network() {
  const asked: Array<{ url: string; method: string }> = [];
  const fetchImpl = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    asked.push({ url: String(input), method: init.method ?? 'GET' });
    return new Response(`answer ${asked.length}`);
  }) as unknown as typeof fetch;
  return { asked, fetchImpl };
}

describe('startEarlyGets', () => {
  it('asks at once, and hands each answer once to the same GET with the same credentials', async () => {
    const { asked, fetchImpl } = network();
    const early = startEarlyGets([{ url: '/api/a', headers: AUTH }], fetchImpl);
    expect(asked).toEqual([{ url: '/api/a', method: 'GET' }]);
    expect(early.unused()).toEqual(['/api/a']);

    const first = await early.fetch('/api/a', { method: 'GET', headers: { ...AUTH, 'X-Other': '1' } });
    expect(await first.text()).toBe('answer 1');
    expect(early.unused()).toEqual([]);
    // Taken once: the same request again goes to the network.
    expect(await (await early.fetch('/api/a', { headers: AUTH })).text()).toBe('answer 2');
  });

  it('asks the first at once and each other in a task of its own, in order', async () => {
    vi.useFakeTimers();
    try {
      const { asked, fetchImpl } = network();
      const gets = ['/api/a', '/api/b', '/api/c'].map((url) => ({ url, headers: AUTH }));
      const early = startEarlyGets(gets, fetchImpl);
      expect(asked.map((a) => a.url)).toEqual(['/api/a']);
      // A timer each: two tasks to come.
      expect(vi.getTimerCount()).toBe(2);
      // Asked for before its task ran, an early address waits for it rather than asking twice.
      const taken = early.fetch('/api/c', { headers: AUTH });
      await vi.runAllTimersAsync();
      expect(await (await taken).text()).toBe('answer 3');
      expect(asked.map((a) => a.url)).toEqual(['/api/a', '/api/b', '/api/c']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('leaves other addresses, other methods and other credentials to the network', async () => {
    const { asked, fetchImpl } = network();
    const early = startEarlyGets([{ url: '/api/a', headers: AUTH }], fetchImpl);
    await early.fetch('/api/b', { headers: AUTH });
    await early.fetch('/api/a', { method: 'POST', headers: AUTH });
    await early.fetch('/api/a', { headers: new Headers({ authorization: 'JWT another' }) });
    expect(asked.map((a) => `${a.method} ${a.url}`)).toEqual(['GET /api/a', 'GET /api/b', 'POST /api/a', 'GET /api/a']);
    expect(early.unused()).toEqual(['/api/a']);
  });

  it('asks again when the early request failed, and after its lifetime', async () => {
    let now = 0;
    let calls = 0;
    const fetchImpl = vi.fn(async () => {
      calls += 1;
      if (calls === 1) throw new TypeError('offline');
      return new Response(`answer ${calls}`);
    }) as unknown as typeof fetch;
    const failed = startEarlyGets([{ url: '/api/a', headers: AUTH }], fetchImpl, () => now);
    expect(await (await failed.fetch('/api/a', { headers: AUTH })).text()).toBe('answer 2');

    const stale = startEarlyGets([{ url: '/api/a', headers: AUTH }], fetchImpl, () => now);
    now = EARLY_GET_LIFETIME_MS + 1;
    expect(await (await stale.fetch('/api/a', { headers: AUTH })).text()).toBe('answer 4');
    expect(stale.unused()).toEqual([]);
  });

  it('reads every early answer to its end, taken or not, and hands out an equal one', async () => {
    const originals: Response[] = [];
    const fetchImpl = vi.fn(async () => {
      const response = new Response('{"id":7}', {
        status: 201,
        statusText: 'Created',
        headers: { 'X-Tr-Version': '3' },
      });
      originals.push(response);
      return response;
    }) as unknown as typeof fetch;
    const early = startEarlyGets(
      [
        { url: '/api/a', headers: AUTH },
        { url: '/api/b', headers: AUTH },
      ],
      fetchImpl,
    );
    const taken = await early.fetch('/api/a', { headers: AUTH });
    expect([taken.status, taken.statusText, taken.headers.get('x-tr-version')]).toEqual([201, 'Created', '3']);
    expect(await taken.json()).toEqual({ id: 7 });
    await vi.waitFor(() => expect(originals.map((r) => r.bodyUsed)).toEqual([true, true]));
    expect(early.unused()).toEqual(['/api/b']);
  });
});
