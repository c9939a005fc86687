import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../testing/test-app';
import { CORE, join, startStudyApp, throughConsent, type Participant } from '../../testing/study-test-kit';
import { PDF_ACCOUNT_BUSY } from './pdf-pool';

// Both PDFs a participant downloads (a procedure's answers, a signed consent) count toward their
// share of the PDF workers: a script asking for many at once gets its share rendered and the rest
// refused at once, while another participant's documents are served.

let t: TestApp;
let flooder: Participant;
let other: Participant;
beforeAll(async () => {
  t = await startStudyApp();
  flooder = await join(t.app);
  other = await join(t.app);
  await throughConsent(flooder);
  await throughConsent(other);
});
afterAll(() => t.close());

const answersPdf = (who: Participant) =>
  who.call(
    'GET',
    `/api/participants/{id}/user-studies/{us:${CORE}}/procedures/screening/answers_doc?document_format=pdf`,
  );

async function consentPdf(who: Participant) {
  const [consent] = (
    await who.call('GET', `/api/participant/{id}/user-studies/{us:${CORE}}/consents`)
  ).json() as Array<{
    user_consent_id: number;
  }>;
  return () => who.call('GET', `/api/public/participant/{id}/user-consents/${consent.user_consent_id}/pdf`);
}

describe('PDF downloads: a share per participant', () => {
  it('one participant asking for many PDFs at once gets some refused with 429; another’s are served', async () => {
    const [floodConsent, otherConsent] = [await consentPdf(flooder), await consentPdf(other)];
    const flood = Array.from({ length: 16 }, (_, i) => (i % 2 ? answersPdf(flooder) : floodConsent()));
    const asked = Promise.all([answersPdf(other), otherConsent()]);
    const flooded = await Promise.all(flood);
    const served = await asked;

    for (const res of served) {
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    }
    const refused = flooded.filter((res) => res.statusCode === 429);
    expect(refused.length).toBeGreaterThan(0);
    for (const res of refused) expect(res.json()).toEqual({ detail: PDF_ACCOUNT_BUSY });
    expect(flooded.filter((res) => res.statusCode === 200).length).toBeGreaterThan(0);
    expect(flooded.every((res) => res.statusCode === 200 || res.statusCode === 429)).toBe(true);
    // The share comes back once the documents are done.
    expect((await answersPdf(flooder)).statusCode).toBe(200);
  });
});
