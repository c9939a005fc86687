import { parentPort } from 'node:worker_threads';
import { renderPlan, type PdfPlan } from './tagged-pdf-render';

// The PDF worker's entry (pdf-pool.ts starts it): pdfkit lays out text synchronously, so a long
// document rendered on the request thread held every other request. Here it only holds
// this thread, and the pool can terminate it when it runs past its time budget.

parentPort?.on('message', (job: { id: number; plan: PdfPlan }) => {
  renderPlan(job.plan).then(
    (pdf) => {
      // A copy of just the file's bytes (a Buffer may share a larger pool), handed over, not cloned.
      const bytes = new Uint8Array(pdf);
      parentPort?.postMessage({ id: job.id, pdf: bytes }, [bytes.buffer]);
    },
    (error: unknown) => parentPort?.postMessage({ id: job.id, error: String(error) }),
  );
});
