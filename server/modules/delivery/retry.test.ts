import { describe, expect, it } from 'vitest';
import {
  afterFailure,
  DEFAULT_RETRY,
  DeliveryFailure,
  httpFailure,
  networkFailure,
  retryAfterMs,
  retryDelayMs,
  smtpFailure,
} from './retry';

describe('the backoff', () => {
  it('tries the first retry within 30 s, then doubles, with jitter between half and all of the step', () => {
    expect(retryDelayMs(1, DEFAULT_RETRY, () => 0)).toBe(5_000);
    expect(retryDelayMs(1, DEFAULT_RETRY, () => 1)).toBe(10_000);
    expect(retryDelayMs(1, DEFAULT_RETRY, () => 1)).toBeLessThanOrEqual(30_000);
    expect(retryDelayMs(2, DEFAULT_RETRY, () => 1)).toBe(20_000);
    expect(retryDelayMs(3, DEFAULT_RETRY, () => 0.5)).toBe(30_000);
  });

  it('never waits more than the cap', () => {
    expect(retryDelayMs(40, DEFAULT_RETRY, () => 1)).toBe(DEFAULT_RETRY.maxMs);
    expect(retryDelayMs(40, DEFAULT_RETRY, () => 0)).toBe(DEFAULT_RETRY.maxMs / 2);
  });

  it('spreads messages that failed together', () => {
    const waits = new Set(Array.from({ length: 50 }, () => retryDelayMs(4)));
    expect(waits.size).toBeGreaterThan(40);
  });

  it('keeps trying for 24 hours and then gives up, naming the last failure', () => {
    const createdAt = new Date('2026-12-01T00:00:00Z');
    const failure = new DeliveryFailure('retry', 'ECONNREFUSED: connect refused');
    const early = afterFailure(
      failure,
      { attempts: 3, createdAt },
      new Date('2026-12-01T00:01:00Z'),
      DEFAULT_RETRY,
      () => 0,
    );
    expect(early).toEqual({
      status: 'pending',
      nextAttemptAt: new Date('2026-12-01T00:01:20Z'),
      reason: failure.message,
    });
    const late = afterFailure(
      failure,
      { attempts: 30, createdAt },
      new Date('2026-12-01T23:59:00Z'),
      DEFAULT_RETRY,
      () => 0,
    );
    expect(late).toEqual({ status: 'dead', reason: 'not delivered within 24 hours: ECONNREFUSED: connect refused' });
  });

  it('waits as long as the relay asks, when that is longer', () => {
    const createdAt = new Date('2026-12-01T00:00:00Z');
    const now = new Date('2026-12-01T00:00:10Z');
    const step = afterFailure(
      httpFailure(429, 'slow down', 120_000),
      { attempts: 1, createdAt },
      now,
      DEFAULT_RETRY,
      () => 0,
    );
    expect(step.nextAttemptAt).toEqual(new Date('2026-12-01T00:02:10Z'));
  });

  it('gives up at once on a final failure', () => {
    const step = afterFailure(
      smtpFailure({ responseCode: 550, response: '550 5.1.1 No such user' }),
      {
        attempts: 1,
        createdAt: new Date(),
      },
      new Date(),
    );
    expect(step).toEqual({ status: 'dead', reason: 'SMTP 550: 550 5.1.1 No such user' });
  });
});

describe('which failures are final', () => {
  it('SMTP: 5xx is final, 4xx and no answer are retried, a refused login is retried', () => {
    expect(smtpFailure({ responseCode: 554, response: '554 rejected' }).kind).toBe('final');
    expect(smtpFailure({ responseCode: 550, response: '550 no mailbox' }).kind).toBe('final');
    expect(smtpFailure({ responseCode: 421, response: '421 busy' }).kind).toBe('retry');
    expect(smtpFailure({ responseCode: 451, response: '451 later' }).kind).toBe('retry');
    expect(smtpFailure({ code: 'ECONNECTION', message: 'connect ECONNREFUSED 127.0.0.1:25' })).toMatchObject({
      kind: 'retry',
      message: 'ECONNECTION: connect ECONNREFUSED 127.0.0.1:25',
    });
    expect(smtpFailure({ code: 'ETIMEDOUT', message: 'Timeout' }).kind).toBe('retry');
    expect(smtpFailure({ code: 'EAUTH', responseCode: 535, response: '535 bad credentials' }).kind).toBe('retry');
  });

  it('HTTP: 429 and 5xx are retried, any other 4xx is final', () => {
    expect(httpFailure(429, 'Too Many Requests').kind).toBe('retry');
    expect(httpFailure(500, 'oops').kind).toBe('retry');
    expect(httpFailure(503, 'down').kind).toBe('retry');
    expect(httpFailure(400, 'bad number').kind).toBe('final');
    expect(httpFailure(401, 'Authenticate').kind).toBe('final');
    expect(httpFailure(404, 'nothing here').kind).toBe('final');
  });

  it('a failure before any answer is retried', () => {
    const cause = Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
    expect(networkFailure(Object.assign(new TypeError('fetch failed'), { cause }))).toMatchObject({
      kind: 'retry',
      message: 'ECONNREFUSED: fetch failed',
    });
    expect(networkFailure(new DOMException('timed out', 'TimeoutError')).message).toBe('TimeoutError: timed out');
  });

  it('keeps reasons to one short line', () => {
    const reason = smtpFailure({ responseCode: 550, response: `550 ${'x'.repeat(500)}\r\nsecond line` }).message;
    expect(reason.length).toBeLessThanOrEqual(310);
    expect(reason).not.toMatch(/[\r\n]/);
  });
});

describe('Retry-After', () => {
  it('reads seconds and HTTP dates', () => {
    expect(retryAfterMs('120')).toBe(120_000);
    expect(retryAfterMs('Tue, 01 Dec 2026 00:01:00 GMT', Date.parse('2026-12-01T00:00:00Z'))).toBe(60_000);
    expect(retryAfterMs('soon')).toBeUndefined();
    expect(retryAfterMs(null)).toBeUndefined();
  });
});
