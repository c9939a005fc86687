import { Worker } from 'node:worker_threads';
import { HttpError } from '../../http/errors';
import type { PdfPlan } from './tagged-pdf-render';

// PDFs are rendered off the request thread: a small pool of worker threads runs pdfkit,
// each job within a time budget. A job past its budget answers 503 and its worker is terminated
// and replaced, so a pathological document costs one worker for at most the budget, never the
// server. The pool is per process (threads are a process's own resource, not shared state), made
// on first use, and its idle workers do not keep the process alive.
//
// The budget counts from the request, time in the queue included, so no request waits longer than
// it. To keep that wait short for everyone, each account has a fair share of the pool (at most
// PDF_PER_ACCOUNT documents in flight; more answers 429 at once) and the queue is bounded (past
// PDF_MAX_WAITING jobs waiting, 503 at once): one account's flood cannot fill the queue, and many
// accounts at once are told to come back rather than left to run out their budget in line.

export const PDF_TIME_BUDGET_MS = 10_000;
export const PDF_POOL_SIZE = 2;
export const PDF_PER_ACCOUNT = 2;
export const PDF_MAX_WAITING = 8;
export const PDF_TOO_SLOW = 'The document took too long to prepare and was stopped. Please try again later.';
export const PDF_BUSY = 'Many documents are being prepared right now. Please try again in a minute.';
export const PDF_ACCOUNT_BUSY = 'Your other documents are still being prepared. Please wait for them, then try again.';

// The worker runs TypeScript (pdf-worker.ts) through a small .mjs start file that loads it with
// tsx's API: an inherited or added `--import tsx` flag works under `tsx server/main.ts` but not
// in vitest's forks, the start file works in both.
const WORKER_URL = new URL('./pdf-worker-boot.mjs', import.meta.url);

interface Job {
  id: number;
  plan: PdfPlan;
  resolve(pdf: Buffer): void;
  reject(error: Error): void;
  timer?: NodeJS.Timeout;
}

interface Slot {
  worker: Worker;
  job?: Job;
}

export interface PdfPoolOptions {
  size?: number;
  budgetMs?: number;
  /** Documents one account may have in flight (`forAccount`). */
  perAccount?: number;
  /** Jobs that may wait for a worker; past them a render is refused. */
  maxWaiting?: number;
}

export class PdfPool {
  private readonly size: number;
  private readonly budgetMs: number;
  private readonly slots: Slot[] = [];
  private readonly queue: Job[] = [];
  private readonly perAccount: number;
  private readonly maxWaiting: number;
  /** Documents in flight per account. */
  private readonly inFlight = new Map<string, number>();
  private nextId = 1;

  constructor({
    size = PDF_POOL_SIZE,
    budgetMs = PDF_TIME_BUDGET_MS,
    perAccount = PDF_PER_ACCOUNT,
    maxWaiting = PDF_MAX_WAITING,
  }: PdfPoolOptions = {}) {
    this.size = size;
    this.budgetMs = budgetMs;
    this.perAccount = perAccount;
    this.maxWaiting = maxWaiting;
  }

  /**
   * Runs `work` (which renders through this pool) as one of the account's documents in flight;
   * refuses it at once with a 429 HttpError while the account has its share in flight already.
   */
  async forAccount<T>(accountKey: string, work: () => Promise<T>): Promise<T> {
    const running = this.inFlight.get(accountKey) ?? 0;
    if (running >= this.perAccount) throw new HttpError(429, { detail: PDF_ACCOUNT_BUSY });
    this.inFlight.set(accountKey, running + 1);
    try {
      return await work();
    } finally {
      const left = (this.inFlight.get(accountKey) ?? 1) - 1;
      if (left > 0) this.inFlight.set(accountKey, left);
      else this.inFlight.delete(accountKey);
    }
  }

  /**
   * Renders in a worker; rejects with a 503 HttpError past the budget (time in the queue counts),
   * or at once when the queue is full.
   */
  render(plan: PdfPlan, budgetMs = this.budgetMs): Promise<Buffer> {
    const idle = this.slots.some((s) => !s.job) || this.slots.length < this.size;
    if (!idle && this.queue.length >= this.maxWaiting) return Promise.reject(new HttpError(503, { detail: PDF_BUSY }));
    return new Promise<Buffer>((resolve, reject) => {
      const job: Job = { id: this.nextId++, plan, resolve, reject };
      job.timer = setTimeout(() => this.expire(job), budgetMs);
      job.timer.unref();
      this.queue.push(job);
      this.dispatch();
    });
  }

  /** Terminates every worker (tests, shutdown); jobs under way are refused. */
  async close(): Promise<void> {
    for (const job of this.queue.splice(0)) this.fail(job, new Error('The PDF pool was closed.'));
    await Promise.all(this.slots.splice(0).map((slot) => slot.worker.terminate()));
  }

  private dispatch() {
    while (this.queue.length > 0) {
      let slot = this.slots.find((s) => !s.job);
      if (!slot && this.slots.length < this.size) slot = this.spawn();
      if (!slot) return;
      const job = this.queue.shift()!;
      slot.job = job;
      slot.worker.ref();
      slot.worker.postMessage({ id: job.id, plan: job.plan });
    }
  }

  private spawn(): Slot {
    const worker = new Worker(WORKER_URL);
    const slot: Slot = { worker };
    worker.unref();
    worker.on('message', (message: { id: number; pdf?: Uint8Array; error?: string }) => {
      const job = slot.job;
      if (!job || job.id !== message.id) return;
      slot.job = undefined;
      worker.unref();
      clearTimeout(job.timer);
      if (message.pdf) job.resolve(Buffer.from(message.pdf.buffer, message.pdf.byteOffset, message.pdf.byteLength));
      else job.reject(new Error(`PDF rendering failed: ${message.error ?? 'unknown error'}`));
      this.dispatch();
    });
    worker.on('error', (error) => this.retire(slot, error));
    worker.on('exit', () => this.retire(slot, new Error('The PDF worker stopped.')));
    this.slots.push(slot);
    return slot;
  }

  /** A worker that failed or was stopped leaves the pool; its job (if any) fails; the queue goes on. */
  private retire(slot: Slot, error: Error) {
    const at = this.slots.indexOf(slot);
    if (at < 0) return;
    this.slots.splice(at, 1);
    if (slot.job) this.fail(slot.job, error);
    slot.job = undefined;
    this.dispatch();
  }

  private expire(job: Job) {
    const queued = this.queue.indexOf(job);
    if (queued >= 0) this.queue.splice(queued, 1);
    const slot = this.slots.find((s) => s.job === job);
    this.fail(job, new HttpError(503, { detail: PDF_TOO_SLOW }));
    if (slot) {
      slot.job = undefined;
      this.retire(slot, new Error('stopped'));
      void slot.worker.terminate();
    }
  }

  private fail(job: Job, error: Error) {
    clearTimeout(job.timer);
    job.reject(error);
  }
}

let shared: PdfPool | undefined;

/** The process's pool (made on first use). */
export const pdfPool = (): PdfPool => (shared ??= new PdfPool());
