import { describe, expect, it } from 'vitest';
import { renderConsentPdf } from '../consents/consent-pdf';
import { renderAnswersPdf } from './answers-render';
import { startTaggedPdf } from './tagged-pdf';

// Both server PDFs (answers document, signed consent) come from one tagged set-up: a PDF 1.7 with
// a structure tree, a language, the title shown, and every block tagged with its role.

const text = (pdf: Buffer) => pdf.toString('latin1');

describe('startTaggedPdf', () => {
  it('writes a tagged PDF whose blocks carry their roles', async () => {
    const pdf = startTaggedPdf({ Title: 'Tagged test', Subject: 'Testing' });
    pdf.put('H1', 'Heading', pdf.bold, 18);
    pdf.put('H3', 'Smaller heading', pdf.bold, 12, 0.3);
    pdf.moveDown(1);
    pdf.put('P', 'A paragraph.', pdf.regular, 11);
    const out = text(await pdf.finish());
    expect(out.startsWith('%PDF-1.7')).toBe(true);
    expect(out).toContain('/StructTreeRoot');
    expect(out).toContain('/Lang (en-US)');
    expect(out).toContain('/DisplayDocTitle true');
    for (const role of ['/S /Document', '/S /H1', '/S /H3', '/S /P']) expect(out).toContain(role);
    expect(out).not.toContain('/S /H2');
  });

  it.each([
    [
      'answers',
      () =>
        renderAnswersPdf({
          studyTitle: 'Core',
          procedureTitle: 'Questionnaire',
          participantName: 'Pat',
          childName: null,
          submittedAt: null,
          items: [{ question: 'Which CGM?', lines: [{ label: null, values: ['Dexcom G7'] }] }],
        }),
    ],
    [
      'signed consent',
      () =>
        renderConsentPdf({
          study_title: 'Core',
          study_id: 101,
          description: 'Adult consent',
          consent_type: 'adult',
          consent_id: 101,
          consent_text: '<h2>About</h2><p>Text</p>',
          agreement_text: 'I agree',
          subject_name: 'Pat',
          created_at: '2026-03-05T14:07:09.000Z',
          signature_meaning: 'I agree to take part',
          signed_consent_id: 3,
        }),
    ],
  ])('the %s PDF uses it (tagged, with headings)', async (_name, render) => {
    const out = text(await render());
    expect(out).toContain('/StructTreeRoot');
    expect(out).toContain('/S /H1');
    expect(out).toContain('/S /H2');
  });
});
