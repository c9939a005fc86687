import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join as joinPath } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../testing/test-app';
import {
  answerAll,
  COMPLETE_QUESTIONNAIRE,
  CORE,
  join,
  startStudyApp,
  throughConsent,
  type Participant,
} from '../../testing/study-test-kit';
import { DOCUMENT_CSP } from '../../http/security';
import { answersFileName, renderAnswersHtml } from './answers-render';

// The answers document (HTML, which the review screen shows, and PDF) reads each answer as the
// participant chose it: scale and column titles, matrix statements, dates as entered, A1C in the
// study's unit, the text of an "other" option after its title, a multi-select as a list.

let t: TestApp;
let p: Participant;
const url = (format: 'html' | 'pdf') =>
  `/api/participants/{id}/user-studies/{us:${CORE}}/procedures/questionnaire/answers_doc?document_format=${format}`;

beforeAll(async () => {
  t = await startStudyApp();
  p = await join(t.app, { zip_code: '02139' });
  await throughConsent(p);
  const answers = COMPLETE_QUESTIONNAIRE.map(([question, list]) =>
    question === 1116
      ? ([
          1116,
          [
            [111602, 'true'],
            [111604, 'Tricare'],
          ],
        ] as (typeof COMPLETE_QUESTIONNAIRE)[number])
      : ([question, list] as (typeof COMPLETE_QUESTIONNAIRE)[number]),
  );
  await answerAll(p, CORE, answers);
  const done = await p.submit(CORE, 'questionnaire');
  if (done.statusCode !== 200) throw new Error(done.body);
});
afterAll(() => t.close());

/** What both documents must say, as lines of text. */
const EXPECTED = [
  'Frequency: Weekly',
  'I feel confident managing my diabetes: Agree',
  'Low blood sugar at night worries me: Neutral',
  'Our diabetes devices are easy to use: Disagree',
  'Date of the visit: 02/01/2026',
  '7.1% on 06/10/2025',
  '6.9% on 12/01/2025',
  'Height (inches): 68',
  'Weight (pounds): 160.5',
  'Other (please specify): Tricare',
  'Medicare',
  'Celiac disease',
  'Asthma',
  'Dexcom G7',
];

describe('the answers document reads each answer as it was chosen', () => {
  it('HTML: the Likert label, each matrix statement with its column, dates as entered, units', async () => {
    const res = await p.call('GET', url('html'));
    expect(res.statusCode).toBe(200);
    // The document's own policy (no script; the review screen frames it), whatever the query holds.
    expect(res.headers['content-security-policy']).toBe(DOCUMENT_CSP);
    expect(res.headers['x-frame-options']).toBeUndefined();
    // The page as text: one line per list item, heading and paragraph.
    const text = res.body
      .replace(/<(li|ul|h[12]|p)\b[^>]*>/g, '\n')
      .replace(/<[^>]+>/g, '')
      .split('\n')
      .map((l) => l.trim());
    for (const line of EXPECTED) expect(text).toContain(line);
    expect(res.body).toContain('<li><span class="answer-label">Frequency:</span> Weekly</li>');
    expect(res.body).toContain(
      '<li><span class="answer-label">I feel confident managing my diabetes:</span> Agree</li>',
    );
    // The stored shapes never show.
    expect(res.body).not.toMatch(/Frequency: 2|\["Agree"|2026-02-01|\{"value"/);
  });

  it('PDF: the same lines, read back with pdftotext', async () => {
    const res = await p.call('GET', url('pdf'));
    expect(res.statusCode).toBe(200);
    const dir = mkdtempSync(joinPath(tmpdir(), 'answers-pdf-'));
    try {
      const file = joinPath(dir, 'answers.pdf');
      writeFileSync(file, res.rawPayload);
      const text = execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
      for (const line of EXPECTED) expect(text).toContain(line);
      expect(text).not.toMatch(/Frequency: 2|\["Agree"|2026-02-01/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("a parent's answers document is about the child", () => {
  const doc = {
    studyTitle: 'T1D Registry Core Study',
    procedureTitle: 'Questionnaire',
    participantName: 'Morgan Rivera',
    submittedAt: '2026-03-05T14:07:09.000Z',
    items: [{ question: 'Which CGM?', lines: [{ label: null, values: ['Dexcom G7'] }] }],
  };

  it('names the child and the parent who answered; an adult document names the adult alone', () => {
    expect(renderAnswersHtml({ ...doc, childName: 'Sky Rivera' })).toContain(
      '<p>Answers about Sky Rivera, given by Morgan Rivera. Submitted:',
    );
    expect(renderAnswersHtml({ ...doc, childName: null })).toContain('<p>Morgan Rivera. Submitted:');
  });

  it('in Spanish for a participant who reads Spanish: its own words, the names as given', () => {
    const html = renderAnswersHtml({ ...doc, childName: 'Sky Rivera', lang: 'es' });
    expect(html).toContain('<html lang="es">');
    expect(html).toContain('<p>Respuestas sobre Sky Rivera, dadas por Morgan Rivera. Enviado: 5 mar 2026');
    expect(renderAnswersHtml({ ...doc, childName: null, items: [], lang: 'es' })).toContain(
      '<p>No hay respuestas.</p>',
    );
  });
});

it('names a Spanish document after its title, accents dropped', () => {
  const doc = {
    studyTitle: 'Estudio principal',
    procedureTitle: 'Selección',
    participantName: 'Ana',
    childName: null,
    submittedAt: null,
    items: [],
  };
  expect(answersFileName({ ...doc, lang: 'es' }, 'pdf')).toBe('estudio-principal-seleccion-respuestas.pdf');
  expect(answersFileName(doc, 'pdf')).toBe('estudio-principal-seleccion-answers.pdf');
});

describe("a document's times are the participant's, with the zone named", () => {
  const submittedLine = async (query = '') =>
    /Submitted: ([^<]+)</.exec((await p.call('GET', `${url('html')}${query}`)).body)?.[1];
  const pdfText = async (path: string) => {
    const res = await p.call('GET', path);
    expect(res.statusCode).toBe(200);
    const dir = mkdtempSync(joinPath(tmpdir(), 'zone-pdf-'));
    try {
      writeFileSync(joinPath(dir, 'doc.pdf'), res.rawPayload);
      return execFileSync('pdftotext', ['-enc', 'UTF-8', joinPath(dir, 'doc.pdf'), '-'], { encoding: 'utf8' });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };
  const setZone = (timezone: string | null) => p.call('PATCH', '/api/registry/participant/{id}', { timezone });

  it('no zone in the profile: the browser’s the app says, else the registry’s; never UTC', async () => {
    await setZone(null);
    expect(await submittedLine('&time_zone=America/Denver')).toMatch(/ \(Mountain (Standard|Daylight) Time\)$/);
    expect(await submittedLine('&time_zone=Not/AZone')).toMatch(/ \(Eastern (Standard|Daylight) Time\)$/);
    expect(await submittedLine()).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2}:\d{2} [AP]M \(Eastern/);
  });

  it('the profile’s zone wins over the browser’s, in the answers and the signed consent alike', async () => {
    expect((await setZone('America/Chicago')).statusCode).toBe(200);
    try {
      expect(await submittedLine('&time_zone=America/Denver')).toMatch(/ \(Central (Standard|Daylight) Time\)$/);
      expect(await pdfText(url('pdf'))).toMatch(/Submitted: .+ \(Central (Standard|Daylight) Time\)/);
      const consents = (
        await p.call('GET', '/api/participant/{id}/user-studies/{us:' + CORE + '}/consents')
      ).json() as Array<{
        user_consent_id: number;
      }>;
      const consent = `/api/public/participant/{id}/user-consents/${consents[0]!.user_consent_id}/pdf`;
      const text = await pdfText(`${consent}?time_zone=America/Denver`);
      expect(text).toMatch(
        /Signed on: \d{1,2}\/\d{1,2}\/\d{4} \d{1,2}:\d{2}:\d{2} [AP]M \(Central (Standard|Daylight) Time\)/,
      );
    } finally {
      await setZone(null);
    }
  });
});
