import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { startTaggedPdf } from './tagged-pdf';

// Every server PDF embeds DejaVu Sans from the dejavu-fonts-ttf package, so the
// typographic apostrophe, accents, ñ and characters beyond Latin-1 render on any machine and come
// back out as text. Checked with poppler's pdffonts and pdftotext, as a reader's tools see it.

const dir = mkdtempSync(join(tmpdir(), 'pdf-font-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const LINE = 'It’s José’s niño: Łódź ≥ 7 mmol/L';

it('embeds DejaVu Sans (regular and bold) and keeps ’, é, ñ and non-Latin-1 characters', async () => {
  const pdf = startTaggedPdf({ Title: 'Font check' });
  pdf.put('H1', 'Peña’s consent', pdf.bold, 17);
  pdf.put('P', LINE, pdf.regular, 11);
  const file = join(dir, 'font.pdf');
  writeFileSync(file, await pdf.finish());

  const fonts = execFileSync('pdffonts', [file], { encoding: 'utf8' })
    .split('\n')
    .filter((line) => line.includes('DejaVu'));
  expect(fonts.some((line) => /DejaVuSans\b(?!-Bold)/.test(line))).toBe(true);
  expect(fonts.some((line) => line.includes('DejaVuSans-Bold'))).toBe(true);
  // pdffonts columns: name type encoding emb sub uni object ID; every DejaVu font embedded.
  for (const line of fonts) expect(line).toMatch(/\s+yes\s+yes\s+yes\s+\d+\s+\d+\s*$/);
  expect(execFileSync('pdffonts', [file], { encoding: 'utf8' })).not.toMatch(/Helvetica/);

  const text = execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
  expect(text).toContain('Peña’s consent');
  expect(text).toContain(LINE);
});
