import { describe, expect, it, vi } from 'vitest';
import { createMemoryStorage } from '@/shared/session/key-value-storage';
import { SAVE_FAILED_MESSAGE, SaveQueue, type SaveCall, type SaveQueueOptions } from './save-queue';
import { SAVE_ENGLISH } from './session-texts';

const a = (question: number, value: string) => [{ question, question_option: question * 100 + 1, value }];

function queue(save: SaveCall, storage = createMemoryStorage(), extra: Partial<SaveQueueOptions> = {}) {
  const timers: (() => void)[] = [];
  const q = new SaveQueue({
    save,
    storage,
    key: 'drafts',
    classify: (e) => (e === 'refused' ? { refused: true, messages: ['No.'] } : { refused: false }),
    onChange: () => {},
    setTimer: (fn) => timers.push(fn),
    clearTimer: () => {},
    ...extra,
  });
  return { q, storage, timers };
}

describe('SaveQueue', () => {
  it('saves in the order given, one request at a time, and forgets a draft once stored', async () => {
    const order: number[] = [];
    let inFlight = 0;
    const { q, storage } = queue(async (id) => {
      inFlight += 1;
      expect(inFlight).toBe(1);
      await Promise.resolve();
      order.push(id);
      inFlight -= 1;
      return [];
    });
    q.enqueue(1, a(1, 'x'));
    q.enqueue(2, a(2, 'y'));
    await q.settled();
    expect(order).toEqual([1, 2]);
    expect(q.statusOf(1)?.state).toBe('saved');
    expect(storage.getItem('drafts')).toBeNull();
  });

  it('keeps a failed save with the spec message, in storage too, and stores it on retry', async () => {
    const save = vi.fn<SaveCall>().mockRejectedValueOnce(new Error('down')).mockResolvedValue([]);
    const { q, storage, timers } = queue(save);
    q.enqueue(1, a(1, 'x'));
    await q.settled();
    expect(q.statusOf(1)).toEqual({ state: 'failed', messages: [SAVE_FAILED_MESSAGE] });
    expect(q.unsaved()).toEqual([1]);
    expect(JSON.parse(storage.getItem('drafts')!)).toEqual([[1, a(1, 'x')]]);
    expect(timers).toHaveLength(1);
    q.retry();
    await q.settled();
    expect(q.statusOf(1)?.state).toBe('saved');
    expect(save).toHaveBeenCalledTimes(2);
    expect(q.unsaved()).toEqual([]);
  });

  it('a save asked for during the pause after a failure goes at once, and the pause is cancelled', async () => {
    const save = vi.fn<SaveCall>().mockRejectedValueOnce(new Error('down')).mockResolvedValue([]);
    const cleared: unknown[] = [];
    const q = new SaveQueue({
      save,
      storage: createMemoryStorage(),
      key: 'drafts',
      classify: () => ({ refused: false }),
      onChange: () => {},
      setTimer: () => 'pause',
      clearTimer: (handle) => cleared.push(handle),
    });
    q.enqueue(1, a(1, 'x'));
    await q.settled();
    expect(q.statusOf(1)?.state).toBe('failed');
    q.enqueue(1, a(1, 'x'));
    // Sent in the same task as it was asked for.
    expect(save).toHaveBeenCalledTimes(2);
    expect(cleared).toEqual(['pause']);
    await q.settled();
    expect(q.statusOf(1)?.state).toBe('saved');
  });

  it('a refusal waits for new answers, which replace the refused ones', async () => {
    const save = vi.fn<SaveCall>().mockRejectedValueOnce('refused').mockResolvedValue([]);
    const { q, timers } = queue(save);
    q.enqueue(1, a(1, 'bad'));
    await q.settled();
    expect(q.statusOf(1)).toEqual({ state: 'refused', messages: ['No.'] });
    expect(timers).toHaveLength(0);
    q.enqueue(1, a(1, 'good'));
    await q.settled();
    expect(save).toHaveBeenLastCalledWith(1, a(1, 'good'));
    expect(q.statusOf(1)?.state).toBe('saved');
  });

  it('drafts kept by an earlier page are read back (a reload)', () => {
    const storage = createMemoryStorage();
    queue(async () => [], storage).q.keepDraft(3, a(3, 'z'));
    expect([...queue(async () => [], storage).q.storedDrafts()]).toEqual([[3, a(3, 'z')]]);
  });

  describe('without a connection', () => {
    /** A queue whose device is offline until `backOnline()`; the server stores what reaches it. */
    function offlineQueue(save: SaveCall) {
      let online = false;
      let wake = () => {};
      const { q, storage, timers } = queue(
        (id, answers) => (online ? save(id, answers) : Promise.reject(new TypeError('Failed to fetch'))),
        createMemoryStorage(),
        {
          isOnline: () => online,
          onOnline: (fn) => {
            wake = fn;
            return () => (wake = () => {});
          },
        },
      );
      const backOnline = () => {
        online = true;
        wake();
      };
      return { q, storage, timers, backOnline, stop: () => q.stop() };
    }

    it('keeps every answer on the device, says so on each, and retries nothing until the connection is back', async () => {
      const save = vi.fn<SaveCall>().mockResolvedValue([]);
      const { q, storage, timers } = offlineQueue(save);
      for (const id of [1, 2, 3]) {
        q.enqueue(id, a(id, `v${id}`));
        await q.settled();
      }
      for (const id of [1, 2, 3]) {
        expect(q.statusOf(id)).toEqual({ state: 'offline', messages: [SAVE_ENGLISH.offline] });
        expect(q.keptOffline(id)).toBe(true);
      }
      expect(timers).toHaveLength(0);
      expect(save).not.toHaveBeenCalled();
      expect(JSON.parse(storage.getItem('drafts')!).map(([id]: [number]) => id)).toEqual([1, 2, 3]);
    });

    it('sends them in the order given once the connection is back, and forgets each once stored', async () => {
      const order: number[] = [];
      const { q, storage, backOnline } = offlineQueue(async (id) => void order.push(id));
      for (const id of [4, 2, 5, 1, 3]) q.enqueue(id, a(id, `v${id}`));
      await q.settled();
      backOnline();
      await q.settled();
      expect(order).toEqual([4, 2, 5, 1, 3]);
      for (const id of [1, 2, 3, 4, 5]) expect(q.statusOf(id)?.state).toBe('saved');
      expect(storage.getItem('drafts')).toBeNull();
      expect(q.unsaved()).toEqual([]);
    });

    it('an answer the server refuses once back online keeps its draft and its reasons; the others are sent', async () => {
      const save = vi.fn<SaveCall>(async (id) => {
        if (id === 2) throw 'refused';
        return [];
      });
      const { q, backOnline } = offlineQueue(save);
      for (const id of [1, 2, 3]) q.enqueue(id, a(id, `v${id}`));
      await q.settled();
      backOnline();
      await q.settled();
      expect(q.statusOf(1)?.state).toBe('saved');
      expect(q.statusOf(2)).toEqual({ state: 'refused', messages: ['No.'] });
      expect(q.statusOf(3)?.state).toBe('saved');
      expect(q.unsaved()).toEqual([2]);
      expect([...q.storedDrafts()]).toEqual([[2, a(2, 'v2')]]);
    });

    it('stops listening for the connection once stopped', () => {
      const { q, backOnline, stop } = offlineQueue(vi.fn<SaveCall>());
      stop();
      expect(() => backOnline()).not.toThrow();
      expect(q.idle).toBe(true);
    });
  });
});
