import type { StudyEvent } from '@contract';

/** What the events log said, once read: null when it could not be read. */
export interface SettledEventsLog {
  events: StudyEvent[] | null;
}

/**
 * The user study's events log, read with the study's load for the welcome gate's first check, and
 * handed out once: any later check (after a dialog was closed and its event logged) reads the log
 * afresh. Once the read has arrived it can also be looked at without a wait (`peek`), so the first
 * check decides in the same render that first shows the question.
 */
export class EventsLogAhead {
  private pending: Promise<StudyEvent[]> | null = null;
  private settled: SettledEventsLog | null = null;

  start(read: Promise<StudyEvent[]>): void {
    this.pending = read;
    this.settled = null;
    read.then(
      (events) => this.settle(read, { events }),
      () => this.settle(read, { events: null }),
    );
  }

  /** The read begun with the load, once; null when it was taken already or none was begun. */
  take = (): Promise<StudyEvent[]> | null => {
    const read = this.pending;
    this.clear();
    return read;
  };

  /** The read's outcome when it has arrived and was not taken yet; null otherwise. */
  peek = (): SettledEventsLog | null => this.settled;

  clear(): void {
    this.pending = null;
    this.settled = null;
  }

  private settle(read: Promise<StudyEvent[]>, outcome: SettledEventsLog) {
    if (this.pending === read) this.settled = outcome;
  }
}
