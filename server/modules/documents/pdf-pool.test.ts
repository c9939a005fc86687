import { afterEach, describe, expect, it } from 'vitest';
import { HttpError } from '../../http/errors';
import { PDF_ACCOUNT_BUSY, PDF_BUSY, PdfPool } from './pdf-pool';
import type { PdfPlan } from './tagged-pdf-render';

// The pool's time budget counts from the request, the queue included: without a fair share, one
// account's flood queued ahead of everyone and turned their documents into 503s. Each account has
// a share of documents in flight and the queue is bounded, so another account's document is served
// within its budget whatever one account sends.

const LONG = 'word '.repeat(1000).trim();
/** A document that keeps a worker busy for a while (about a quarter of a second here). */
const slow: PdfPlan = {
  info: { Title: 'slow' },
  steps: Array.from({ length: 40 }, () => ({
    kind: 'block' as const,
    role: 'P' as const,
    text: LONG,
    font: 'regular' as const,
    size: 11,
    gap: 0.2,
  })),
};
const small: PdfPlan = { info: { Title: 'small' }, steps: [] };

/** What became of a render: the PDF's first bytes, or the refusal's status and message. */
const outcome = (render: Promise<Buffer>) =>
  render.then(
    (pdf) => pdf.subarray(0, 5).toString(),
    (error: unknown) =>
      error instanceof HttpError ? `${error.statusCode} ${(error.body as { detail: string }).detail}` : String(error),
  );

let pool: PdfPool | undefined;
afterEach(() => pool?.close());

describe('the PDF pool shares its workers fairly', () => {
  it('serves another account in time while one account floods, refusing the flood past its share at once', async () => {
    pool = new PdfPool({ size: 1, budgetMs: 3_000, perAccount: 2 });
    const p = pool;
    await p.render(small); // a warm worker, so the budget measures rendering, not the worker's start
    const flood = Array.from({ length: 30 }, () => outcome(p.forAccount('flood', () => p.render(slow))));
    const started = performance.now();
    const other = await outcome(p.forAccount('other', () => p.render(slow)));
    const waited = performance.now() - started;

    expect(other).toBe('%PDF-');
    expect(waited).toBeLessThan(3_000);
    const flooded = await Promise.all(flood);
    expect(flooded.filter((o) => o === '%PDF-')).toHaveLength(2);
    expect(flooded.filter((o) => o === `429 ${PDF_ACCOUNT_BUSY}`)).toHaveLength(28);
  });

  it('gives an account its share back when its documents end, rendered or failed', async () => {
    pool = new PdfPool({ size: 1, perAccount: 1 });
    const p = pool;
    await expect(p.forAccount('a', () => Promise.reject(new Error('no such consent')))).rejects.toThrow('no such');
    expect(await outcome(p.forAccount('a', () => p.render(small)))).toBe('%PDF-');
    const first = outcome(p.forAccount('a', () => p.render(slow)));
    expect(await outcome(p.forAccount('a', () => p.render(small)))).toBe(`429 ${PDF_ACCOUNT_BUSY}`);
    expect(await first).toBe('%PDF-');
    expect(await outcome(p.forAccount('a', () => p.render(small)))).toBe('%PDF-');
  });

  it('bounds the queue: past its waiting jobs a render is refused at once with 503, and later ones are served', async () => {
    pool = new PdfPool({ size: 1, maxWaiting: 2 });
    const p = pool;
    const running = outcome(p.render(slow));
    const waiting = [outcome(p.render(slow)), outcome(p.render(small))];
    let firstDone = false;
    void running.then(() => (firstDone = true));
    expect(await outcome(p.render(small))).toBe(`503 ${PDF_BUSY}`);
    expect(firstDone).toBe(false);
    expect(await Promise.all([running, ...waiting])).toEqual(['%PDF-', '%PDF-', '%PDF-']);
    expect(await outcome(p.render(small))).toBe('%PDF-');
  });
});
