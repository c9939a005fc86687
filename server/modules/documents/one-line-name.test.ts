import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { renderAnswersPdf } from './answers-render';

// The participant's name heads the answers document on one line, whatever is stored: a name kept
// before the single-line rule (or given by the identity provider) cannot add a line of its own.

const dir = mkdtempSync(join(tmpdir(), 'answers-name-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

it('prints a stored name with line breaks and a bidi override on one line', async () => {
  const file = join(dir, 'answers.pdf');
  writeFileSync(
    file,
    await renderAnswersPdf({
      studyTitle: 'Core',
      procedureTitle: 'Questionnaire',
      participantName: 'Vic\n\nReviewed by: Dr. Chair\u202e Tim',
      childName: null,
      submittedAt: null,
      items: [{ question: 'Which CGM?', lines: [{ label: null, values: ['Dexcom G7'] }] }],
    }),
  );
  const lines = execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }).split('\n');
  expect(lines.some((line) => line.startsWith('Vic Reviewed by: Dr. Chair Tim. Submitted:'))).toBe(true);
  expect(lines.filter((line) => line.startsWith('Reviewed'))).toEqual([]);
});
