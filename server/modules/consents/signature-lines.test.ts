import { describe, expect, it } from 'vitest';
import { toSingleLine } from '@contract';
import { hostileValues, printsAs } from '../../testing/hostile-values';
import { layoutLines, placedLines, plainLines } from '../../testing/pdf-text';
import { renderConsentPdf } from './consent-pdf';

// A signed consent prints its names (the typed signature, the child's name) so that no part of
// them can read as a line of the record: a name too wide for its line is set smaller and then cut
// with an ellipsis, never wrapped, and its blanks of every kind are one space. Read back with
// pdftotext, the document holds exactly its own lines, each name on its label's line.

const SIGNED_ON = 'Signed on: 3/5/2026 2:07:09 PM (Coordinated Universal Time)';
const MEANING = 'Permission of the parent for the minor to take part';

const render = (subjectName: string, childName: string) =>
  renderConsentPdf(
    {
      study_title: 'Core',
      study_id: 101,
      description: 'Parental consent',
      consent_type: 'parental',
      consent_id: 101,
      consent_text: '<h2>About</h2><p>Text</p>',
      agreement_text: 'I agree to let the child named above take part.',
      subject_name: subjectName,
      child_name: childName,
      created_at: '2026-03-05T14:07:09.000Z',
      signature_meaning: MEANING,
      signed_consent_id: 3,
    },
    'UTC',
  );

/** Every line is the document's own, in order, with each name on its label's line as it may print. */
function expectOwnLines(lines: string[], subjectName: string, childName: string) {
  const [title, about, text, signature, child, agreement, signedBy, ...rest] = lines;
  expect([title, about, text, signature]).toEqual(['Core: Parental consent', 'About', 'Text', 'Signature']);
  expect(child.startsWith("Child's name: ")).toBe(true);
  expect(printsAs(child.slice("Child's name: ".length), toSingleLine(childName))).toBe(true);
  expect(agreement).toBe('I agree to let the child named above take part.');
  expect(signedBy.startsWith('Signed by: ')).toBe(true);
  expect(printsAs(signedBy.slice('Signed by: '.length), toSingleLine(subjectName))).toBe(true);
  expect(rest).toEqual([SIGNED_ON, `Meaning of this signature: ${MEANING}`, 'Signed consent number 3']);
}

/** Every line stands inside the page's margins, below the one before it, on one page. */
function expectLinesInPlace(pdf: Buffer) {
  const lines = placedLines(pdf);
  expect(lines).toHaveLength(10);
  for (const [index, line] of lines.entries()) {
    expect(line.page).toBe(1);
    expect(line.xMin).toBeGreaterThanOrEqual(55.5);
    expect(line.xMax).toBeLessThanOrEqual(612 - 56 + 0.5);
    if (index > 0) expect(line.yMin).toBeGreaterThanOrEqual(lines[index - 1].yMax - 0.5);
  }
}

async function expectNoForgedLine(subjectName: string, childName = 'Sky Rivera') {
  const pdf = await render(subjectName, childName);
  expectOwnLines(plainLines(pdf), subjectName, childName);
  expectOwnLines(layoutLines(pdf), subjectName, childName);
  expectLinesInPlace(pdf);
}

describe('the signed consent prints no line it did not write', () => {
  it.each([
    ['44 wide letters then a false signer', `Pat${'W'.repeat(44)} Signed by: Dr. Evil`],
    ['em spaces then a false date', `Pat${'\u2003'.repeat(60)}Signed on: 01/01/2020`],
    ['no-break spaces then a false date', `Pat${'\u00a0'.repeat(90)}Signed on: 01/01/2020`],
    ['ideographic spaces then a false date', `Pat${'\u3000'.repeat(40)}Signed on: 01/01/2020`],
    ['the longest signature of wide letters', 'W'.repeat(100)],
  ])('a signature of %s', async (_name, subjectName) => {
    await expectNoForgedLine(subjectName);
  });

  it("the child's name of the profile, padded with em spaces before a false signer", async () => {
    await expectNoForgedLine('Morgan Rivera', `Sky${'\u2003'.repeat(50)}Signed by: Dr. Evil`);
  });

  it('keeps a name that fits as it is, at the size of the lines around it', async () => {
    const pdf = await render('Siobhán O’Brien-Núñez', 'Sky Rivera');
    expect(plainLines(pdf)).toContain('Signed by: Siobhán O’Brien-Núñez');
    const [signedBy, signedOn] = placedLines(pdf).filter((line) => line.text.startsWith('Signed '));
    expect(signedBy.yMax - signedBy.yMin).toBeCloseTo(signedOn.yMax - signedOn.yMin, 1);
  });

  it('for a generated set of hostile names and child names (seed 43)', async () => {
    const signatures = hostileValues(43, 24);
    const children = hostileValues(4343, 24);
    // One at a time, as one participant's documents are: the pool refuses a flood past its queue.
    const pdfs: Buffer[] = [];
    for (const [index, name] of signatures.entries()) pdfs.push(await render(name, children[index]));
    pdfs.forEach((pdf, index) => {
      const context = JSON.stringify({ signature: signatures[index], child: children[index] });
      try {
        expectOwnLines(plainLines(pdf), signatures[index], children[index]);
        expectOwnLines(layoutLines(pdf), signatures[index], children[index]);
        expectLinesInPlace(pdf);
      } catch (error) {
        throw new Error(`${context}: ${String(error)}`, { cause: error });
      }
    });
  });
});
