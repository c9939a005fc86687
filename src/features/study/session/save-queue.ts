import type { AnswerInput } from '@contract/study-questions';
import type { KeyValueStorage } from '@/shared/session/key-value-storage';
import { deviceOnline, onBackOnline } from './connection';
import { SAVE_ENGLISH, SAVE_TEXT } from './session-texts';

// The save queue of the survey (STYLE "data path"): one entry per question, saved in the order
// the participant gave them (a sub-question is only accepted once its parent's answer is stored),
// one request at a time. A failed save is never dropped: its answers stay as drafts (also in
// storage, so a reload or a server restart loses nothing) and it is tried again, by itself after
// a pause and at once on `retry()`. A 400 is the server refusing the answers: it waits for the
// participant to change them, while the saves behind it go on. Without a connection a failed save is 'offline': its answers are kept
// (the standalone site's storage is the encrypted vault) and every waiting save says so; the queue
// goes on, in order, when the connection is back.

/** The failed save's message in English; a failure writes SAVE_TEXT.failed, in the page's language. */
export const SAVE_FAILED_MESSAGE = SAVE_ENGLISH.failed;

export type SaveState = 'saving' | 'saved' | 'failed' | 'refused' | 'offline';

export interface QuestionSaveStatus {
  state: SaveState;
  /** The spec's connection message, or the server's error_message items (spec 001 §8). */
  messages: string[];
}

/** What a save call does: resolves with every answer stored, or rejects with the failure. */
export type SaveCall = (questionId: number, answers: AnswerInput[]) => Promise<unknown>;

/** A failed save as the queue needs it: refused (400, with messages) or not reached. */
export type SaveFailure = { refused: true; messages: string[] } | { refused: false };

export interface SaveQueueOptions {
  save: SaveCall;
  /** Where drafts are kept until stored; `key` names this user study's entry. */
  storage: KeyValueStorage;
  key: string;
  classify: (error: unknown) => SaveFailure;
  /** Called after every change of status, and with the server's answer after each stored save. */
  onChange: (stored?: unknown) => void;
  /** Pauses between automatic retries (ms), the last one repeated. */
  retryDelays?: readonly number[];
  setTimer?: (fn: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
  /** Whether the device has a connection (default `navigator.onLine`). */
  isOnline?: () => boolean;
  /** Calls back when the connection comes back; returns the unsubscription (default the `online` event). */
  onOnline?: (fn: () => void) => () => void;
}

interface Entry {
  questionId: number;
  answers: AnswerInput[];
}

export class SaveQueue {
  private readonly entries: Entry[] = [];
  private readonly status = new Map<number, QuestionSaveStatus>();
  private running = false;
  private attempt = 0;
  private timer: unknown = null;
  private waiters: (() => void)[] = [];
  private stopped = false;
  private readonly stopListening: () => void;

  constructor(private readonly options: SaveQueueOptions) {
    // Back online: what waits goes at once, in order, not after an automatic retry's pause.
    this.stopListening = (options.onOnline ?? onBackOnline)(() => {
      if (this.entries.length > 0) this.retry();
    });
  }

  private online(): boolean {
    return (this.options.isOnline ?? deviceOnline)();
  }

  /** Questions whose answers wait on the device for the connection. */
  keptOffline(questionId: number): boolean {
    return this.status.get(questionId)?.state === 'offline';
  }

  /** Drafts kept from an earlier page (a reload): question id → its answers. */
  storedDrafts(): Map<number, AnswerInput[]> {
    try {
      const raw = this.options.storage.getItem(this.options.key);
      const parsed = raw ? (JSON.parse(raw) as [number, AnswerInput[]][]) : [];
      return new Map(Array.isArray(parsed) ? parsed : []);
    } catch {
      return new Map();
    }
  }

  /** Keeps a question's drafts (on every change), without saving them yet. */
  keepDraft(questionId: number, answers: AnswerInput[]): void {
    const drafts = this.storedDrafts();
    drafts.set(questionId, answers);
    this.writeDrafts(drafts);
  }

  /** Queues the question's answers; a newer entry of the same question replaces a waiting one. */
  enqueue(questionId: number, answers: AnswerInput[]): void {
    this.keepDraft(questionId, answers);
    const waiting = this.entries.findIndex((e, i) => e.questionId === questionId && (i > 0 || !this.running));
    if (waiting >= 0) this.entries[waiting] = { questionId, answers };
    else this.entries.push({ questionId, answers });
    this.status.set(questionId, { state: 'saving', messages: [] });
    this.options.onChange();
    // A save asked for now (Next, Previous, leaving) goes at once, not after an automatic retry's pause.
    this.endPause();
    this.kick();
  }

  statusOf(questionId: number): QuestionSaveStatus | undefined {
    return this.status.get(questionId);
  }

  /** Questions not stored yet (waiting, saving, failed or refused). */
  unsaved(): number[] {
    return [...new Set([...this.entries.map((e) => e.questionId), ...this.storedDrafts().keys()])];
  }

  get idle(): boolean {
    return this.entries.length === 0;
  }

  /** Resolves when nothing waits, or when the first entry failed (the queue keeps it). */
  settled(): Promise<void> {
    if (this.entries.length === 0 || this.blocked()) return Promise.resolve();
    return new Promise((resolve) => this.waiters.push(resolve));
  }

  /** Tries a failed save again now (offline, the answers stay kept and say so). */
  retry(): void {
    this.endPause();
    const first = this.entries[0];
    if (first && this.status.get(first.questionId)?.state !== 'saving' && this.online()) {
      this.status.set(first.questionId, { state: 'saving', messages: [] });
      this.options.onChange();
    }
    this.kick();
  }

  stop(): void {
    this.stopped = true;
    this.stopListening();
    if (this.timer !== null) (this.options.clearTimer ?? clearTimeout)(this.timer as never);
  }

  /** Cancels the pause before an automatic retry, if one is waiting. */
  private endPause(): void {
    if (this.timer !== null) (this.options.clearTimer ?? clearTimeout)(this.timer as never);
    this.timer = null;
  }

  private blocked(): boolean {
    const first = this.entries[0];
    const state = first && this.status.get(first.questionId)?.state;
    return !this.running && (state === 'failed' || state === 'refused' || state === 'offline');
  }

  private kick(): void {
    if (this.running || this.stopped || this.entries.length === 0) return;
    if (this.timer !== null) return;
    void this.run();
  }

  private async run(): Promise<void> {
    this.running = true;
    while (this.entries.length > 0 && !this.stopped) {
      const entry = this.entries[0];
      try {
        const stored = await this.options.save(entry.questionId, entry.answers);
        this.entries.shift();
        this.attempt = 0;
        this.forgetDraft(entry);
        if (!this.entries.some((e) => e.questionId === entry.questionId))
          this.status.set(entry.questionId, { state: 'saved', messages: [] });
        this.options.onChange(stored);
      } catch (error) {
        const failure = this.options.classify(error);
        if (!failure.refused && !this.online()) {
          // Kept on the device, this one and every one behind it, until the connection is back.
          for (const e of this.entries)
            this.status.set(e.questionId, { state: 'offline', messages: [SAVE_TEXT.offline] });
          this.running = false;
          this.options.onChange();
          this.release();
          return;
        }
        if (failure.refused) {
          // A refusal waits for new answers: its draft stays (unsaved, with the server's reasons on
          // its question), and the saves behind it go on, in order (those kept offline included).
          this.entries.shift();
          this.status.set(entry.questionId, { state: 'refused', messages: failure.messages });
          this.options.onChange();
          continue;
        }
        this.status.set(entry.questionId, { state: 'failed', messages: [SAVE_TEXT.failed] });
        this.running = false;
        this.options.onChange();
        this.release();
        // A connection failure is tried again after a pause.
        this.scheduleRetry();
        return;
      }
    }
    this.running = false;
    this.release();
  }

  private scheduleRetry(): void {
    const delays = this.options.retryDelays ?? [2000, 4000, 8000, 15000];
    const ms = delays[Math.min(this.attempt, delays.length - 1)];
    this.attempt += 1;
    this.timer = (this.options.setTimer ?? setTimeout)(() => {
      this.timer = null;
      this.retry();
    }, ms);
  }

  private release(): void {
    const waiters = this.waiters;
    this.waiters = [];
    waiters.forEach((w) => w());
  }

  /** The stored draft goes only if it is what was saved (a newer change keeps its own). */
  private forgetDraft(entry: Entry): void {
    const drafts = this.storedDrafts();
    if (JSON.stringify(drafts.get(entry.questionId)) === JSON.stringify(entry.answers)) {
      drafts.delete(entry.questionId);
      this.writeDrafts(drafts);
    }
  }

  private writeDrafts(drafts: Map<number, AnswerInput[]>): void {
    try {
      if (drafts.size === 0) this.options.storage.removeItem(this.options.key);
      else this.options.storage.setItem(this.options.key, JSON.stringify([...drafts]));
    } catch {
      // A full or blocked storage: the drafts stay in memory and in the queue.
    }
  }
}
