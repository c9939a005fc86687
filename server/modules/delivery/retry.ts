// When a failed send is tried again, and which failures are final. A failure that says nothing
// about the message (the relay is down, slow, busy, or asks to come back later) is retried with
// exponential backoff and jitter for up to a day; a refusal of the message itself is final.

export interface RetryPolicy {
  /** The first retry waits between half of this and this (default 10 s: within 30 s). */
  baseMs: number;
  /** No wait is longer than this (default an hour). */
  maxMs: number;
  /** How long after a message was written it is still tried (default 24 hours). */
  windowMs: number;
}

export const DEFAULT_RETRY: RetryPolicy = { baseMs: 10_000, maxMs: 60 * 60_000, windowMs: 24 * 60 * 60_000 };

/**
 * The wait before try `attempt + 1`, after `attempt` failed tries: base·2^(attempt−1), capped,
 * with "equal jitter" (half fixed, half random) so that messages failed together spread out
 * without any of them coming back at once.
 */
export function retryDelayMs(attempt: number, policy: RetryPolicy = DEFAULT_RETRY, random = Math.random): number {
  const exponential = Math.min(policy.maxMs, policy.baseMs * 2 ** Math.max(0, attempt - 1));
  return Math.round(exponential / 2 + random() * (exponential / 2));
}

export type FailureKind = 'retry' | 'final';

/** A failed send: whether to try again, and the reason kept on the row (never the message's text). */
export class DeliveryFailure extends Error {
  constructor(
    readonly kind: FailureKind,
    reason: string,
    /** What the relay asked for (HTTP Retry-After), when longer than the backoff's wait. */
    readonly retryAfterMs?: number,
  ) {
    super(reason);
  }
}

/** Nodemailer's error, as far as the classification reads it. */
interface SmtpError {
  code?: string;
  responseCode?: number;
  response?: string;
  message?: string;
}

const oneLine = (text: string | undefined, max = 300) => (text ?? '').replace(/\s+/g, ' ').trim().slice(0, max);

/**
 * An SMTP answer of 5xx refuses the message for good (550 no such mailbox, 554 rejected); a 4xx
 * asks to come back later. A failure to connect, a timeout or a dropped connection never reached a
 * verdict and is retried. A refusal of the registry's own credentials (535) says nothing of the
 * message: it is retried too, so fixing the password delivers what waited.
 */
export function smtpFailure(error: unknown): DeliveryFailure {
  const e = (error ?? {}) as SmtpError;
  const reason = oneLine(e.response || e.message || String(error));
  const code = e.responseCode;
  if (e.code === 'EAUTH') return new DeliveryFailure('retry', `SMTP authentication failed: ${reason}`);
  if (code !== undefined && code >= 500 && code < 600) return new DeliveryFailure('final', `SMTP ${code}: ${reason}`);
  if (code !== undefined && code >= 400 && code < 500) return new DeliveryFailure('retry', `SMTP ${code}: ${reason}`);
  return new DeliveryFailure('retry', `${e.code ? `${e.code}: ` : ''}${reason}`);
}

/** Retry-After in seconds or as an HTTP date, in milliseconds from `now`. */
export function retryAfterMs(header: string | null | undefined, now = Date.now()): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const at = Date.parse(header);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

/** An HTTP relay's answer: 429 and 5xx come back later; any other 4xx refuses the message. */
export function httpFailure(status: number, detail: string, retryAfter?: number): DeliveryFailure {
  const reason = `HTTP ${status}: ${oneLine(detail)}`;
  if (status === 429 || status >= 500) return new DeliveryFailure('retry', reason, retryAfter);
  return new DeliveryFailure('final', reason);
}

/** A failure before any answer (refused connection, timeout, reset): retried. */
export function networkFailure(error: unknown): DeliveryFailure {
  const e = error as { name?: string; code?: unknown; cause?: { code?: string }; message?: string };
  // A DOMException's numeric code (23 for a timeout) says less than its name.
  const code = e?.cause?.code ?? (typeof e?.code === 'string' ? e.code : undefined) ?? e?.name;
  return new DeliveryFailure('retry', oneLine(`${code ? `${code}: ` : ''}${e?.message ?? String(error)}`));
}

const spanOf = (ms: number) =>
  ms >= 3_600_000 ? `${Math.round(ms / 3_600_000)} hours` : `${Math.round(ms / 1000)} seconds`;

export interface NextStep {
  status: 'pending' | 'dead';
  /** When pending: when to try again. */
  nextAttemptAt?: Date;
  reason: string;
}

/** What becomes of a message whose try failed: tried again after the backoff, or dead. */
export function afterFailure(
  failure: DeliveryFailure,
  message: { attempts: number; createdAt: Date },
  now: Date,
  policy: RetryPolicy = DEFAULT_RETRY,
  random = Math.random,
): NextStep {
  if (failure.kind === 'final') return { status: 'dead', reason: failure.message };
  const wait = Math.max(retryDelayMs(message.attempts, policy, random), failure.retryAfterMs ?? 0);
  const next = new Date(now.getTime() + wait);
  if (next.getTime() - message.createdAt.getTime() > policy.windowMs)
    return { status: 'dead', reason: `not delivered within ${spanOf(policy.windowMs)}: ${failure.message}` };
  return { status: 'pending', nextAttemptAt: next, reason: failure.message };
}
