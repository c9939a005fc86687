import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpError } from '../../http/errors';
import { renderConsentPdf } from '../consents/consent-pdf';
import { createTestApp, type TestApp } from '../../testing/test-app';
import type { AnswersDocument } from './answers-model';
import { renderAnswersPdf } from './answers-render';
import { PDF_TOO_SLOW, PdfPool } from './pdf-pool';

// Pdfkit lays text out synchronously, so a long document rendered on the request thread
// held every other request for seconds. PDFs are rendered in worker threads within a time budget:
// the worst document the contract allows renders while other requests are answered at once.

const LONG = 'word '.repeat(1000).trim(); // an answer value at its limit: 5,000 characters (4,999 here)

/** The worst answers document: a long questionnaire whose every text answer is at the limit. */
const worstAnswers = (questions: number): AnswersDocument => ({
  studyTitle: 'Core study',
  procedureTitle: 'Questionnaire',
  participantName: `${'N'.repeat(100)} ${'L'.repeat(100)}`,
  childName: `${'C'.repeat(100)} ${'L'.repeat(100)}`,
  submittedAt: '2026-01-01T00:00:00Z',
  items: Array.from({ length: questions }, (_, i) => ({
    question: `Question ${i + 1}: ${'q'.repeat(200)}`,
    lines: [{ label: null, values: [LONG] }],
  })),
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Renders while asking GET /api/meta/version every 20 ms; answers the render time and each wait. */
async function renderWhileAsking(render: () => Promise<Buffer>) {
  // Warm up first: the first request of a route and the first worker start are one-off costs.
  await t.app.inject({ method: 'GET', url: '/api/meta/version' });
  await renderAnswersPdf(worstAnswers(1));
  const started = performance.now();
  let renderMs = 0;
  const rendering = render().then((pdf) => {
    renderMs = performance.now() - started;
    return pdf;
  });
  const waits: number[] = [];
  while (renderMs === 0) {
    const asked = performance.now();
    const res = await t.app.inject({ method: 'GET', url: '/api/meta/version' });
    expect(res.statusCode).toBe(200);
    waits.push(performance.now() - asked);
    await new Promise((r) => setTimeout(r, 20));
  }
  const pdf = await rendering;
  return { pdf, renderMs, waits, slowest: Math.max(...waits) };
}

describe('PDF rendering off the request thread', () => {
  it('renders the worst answers document while other requests are answered within 200 ms', async () => {
    const { pdf, renderMs, waits, slowest } = await renderWhileAsking(() => renderAnswersPdf(worstAnswers(60)));
    console.log(
      `worst answers PDF: ${pdf.length} bytes in ${Math.round(renderMs)} ms; ${waits.length} other requests meanwhile, slowest ${Math.round(slowest)} ms`,
    );
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(renderMs).toBeLessThan(10_000);
    expect(waits.length).toBeGreaterThanOrEqual(3);
    expect(slowest).toBeLessThanOrEqual(200);
  });

  it('renders the worst signed consent while other requests are answered within 200 ms', async () => {
    const consent = {
      study_title: 'Core study',
      study_id: 101,
      description: 'Adult consent',
      consent_type: 'adult' as const,
      consent_id: 101,
      // A long consent text (definition files are the registry's own) and agreement, the longest name.
      consent_text: Array.from({ length: 40 }, (_, i) => `<h3>Part ${i + 1}</h3><p>${LONG}</p>`).join(''),
      agreement_text: LONG,
      subject_name: 'N'.repeat(100),
      created_at: '2026-03-05T14:07:09.000Z',
      signature_meaning: 'I agree to take part',
      signed_consent_id: 3,
    };
    const { pdf, renderMs, waits, slowest } = await renderWhileAsking(() => renderConsentPdf(consent));
    console.log(
      `worst consent PDF: ${pdf.length} bytes in ${Math.round(renderMs)} ms; ${waits.length} other requests meanwhile, slowest ${Math.round(slowest)} ms`,
    );
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(renderMs).toBeLessThan(10_000);
    expect(waits.length).toBeGreaterThanOrEqual(3);
    expect(slowest).toBeLessThanOrEqual(200);
  });

  it('stops a render past its time budget with a 503, and the pool goes on working', async () => {
    const pool = new PdfPool({ size: 1 });
    try {
      const steps = worstAnswers(400).items.map((item) => ({
        kind: 'block' as const,
        role: 'P' as const,
        text: item.lines[0].values[0],
        font: 'regular' as const,
        size: 11,
        gap: 0.2,
      }));
      // A warm worker first, so the budget below measures the rendering, not the worker's start.
      await pool.render({ info: { Title: 'warm' }, steps: [] });
      const error = await pool.render({ info: { Title: 'slow' }, steps }, 200).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(HttpError);
      expect((error as HttpError).statusCode).toBe(503);
      expect((error as HttpError).body).toEqual({ detail: PDF_TOO_SLOW });
      // The stopped worker was replaced: a small document still renders.
      const small = await pool.render({ info: { Title: 'small' }, steps: [] });
      expect(small.subarray(0, 5).toString()).toBe('%PDF-');
    } finally {
      await pool.close();
    }
  });
});
