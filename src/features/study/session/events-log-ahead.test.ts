import { describe, expect, it } from 'vitest';
import type { StudyEvent } from '@contract';
import { EventsLogAhead } from './events-log-ahead';

const event = { event: 'welcome_questionnaire' } as unknown as StudyEvent;

describe('EventsLogAhead', () => {
  it('shows the read once it has arrived, and hands it out once', async () => {
    const log = new EventsLogAhead();
    const read = Promise.resolve([event]);
    log.start(read);
    expect(log.peek()).toBeNull();
    await read;
    expect(log.peek()).toEqual({ events: [event] });
    expect(log.take()).toBe(read);
    expect(log.peek()).toBeNull();
    expect(log.take()).toBeNull();
  });

  it('says null for a log that could not be read, and forgets a read replaced or cleared', async () => {
    const log = new EventsLogAhead();
    const failed = Promise.reject(new Error('offline'));
    log.start(failed);
    await failed.catch(() => undefined);
    expect(log.peek()).toEqual({ events: null });

    let finish: (events: StudyEvent[]) => void = () => undefined;
    const slow = new Promise<StudyEvent[]>((resolve) => (finish = resolve));
    log.start(slow);
    log.clear();
    finish([event]);
    await slow;
    expect(log.peek()).toBeNull();
  });
});
