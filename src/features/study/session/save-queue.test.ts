import { describe, expect, it, vi } from 'vitest';
import { createMemoryStorage } from '@/shared/session/key-value-storage';
import { SAVE_FAILED_MESSAGE, SaveQueue, type SaveCall } from './save-queue';

const a = (question: number, value: string) => [{ question, question_option: question * 100 + 1, value }];

function queue(save: SaveCall, storage = createMemoryStorage()) {
  const timers: (() => void)[] = [];
  const q = new SaveQueue({
    save,
    storage,
    key: 'drafts',
    classify: (e) => (e === 'refused' ? { refused: true, messages: ['No.'] } : { refused: false }),
    onChange: () => {},
    setTimer: (fn) => timers.push(fn),
    clearTimer: () => {},
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
});
