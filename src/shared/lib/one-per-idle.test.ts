import { afterEach, describe, expect, it, vi } from 'vitest';
import { onePerIdle } from './one-per-idle';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('onePerIdle', () => {
  it('runs one task per idle period, none in the calling task', () => {
    const callbacks: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (cb: () => void) => callbacks.push(cb));
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    const ran: number[] = [];
    onePerIdle([1, 2, 3].map((n) => () => void ran.push(n)));
    expect(ran).toEqual([]);
    callbacks.shift()!();
    expect(ran).toEqual([1]);
    callbacks.shift()!();
    callbacks.shift()!();
    expect(ran).toEqual([1, 2, 3]);
    expect(callbacks).toEqual([]);
  });

  it('drops what has not run when stopped; without requestIdleCallback a timer paces it', () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const ran: number[] = [];
    const stop = onePerIdle([1, 2, 3].map((n) => () => void ran.push(n)));
    vi.advanceTimersToNextTimer();
    expect(ran).toEqual([1]);
    stop();
    vi.runAllTimers();
    expect(ran).toEqual([1]);
  });
});
