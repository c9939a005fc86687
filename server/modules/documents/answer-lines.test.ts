import { describe, expect, it } from 'vitest';
import { toSingleLine } from '@contract';
import { FORGED_LINES, hostileValues, printsAs } from '../../testing/hostile-values';
import { placedLines } from '../../testing/pdf-text';
import { renderAnswersPdf } from './answers-render';

// An answers document prints the participant's words so that none can read as one of its own
// lines: the names on the byline's one line (set smaller, then cut, never wrapped), every answer
// inside a frame, indented from the margin where the document's own lines stand. Read back with
// pdftotext: every line at the margin is one the document wrote, every other line is inside a frame,
// and the frames hold the answers whole.

const MARGIN = 56;
/** Where the text in a frame starts: the frame's indent and its padding. */
const FRAMED_TEXT_X = MARGIN + 14 + 4;
const PAGE_RIGHT = 612 - MARGIN;
const SUBMITTED = 'Submitted: Mar 5, 2026, 2:07:09 PM (Coordinated Universal Time)';

interface Case {
  participant: string;
  child: string;
  answers: [string, string, string];
}

const render = ({ participant, child, answers: [cgm, height, device] }: Case) =>
  renderAnswersPdf({
    studyTitle: 'Core',
    procedureTitle: 'Questionnaire',
    participantName: participant,
    childName: child,
    submittedAt: '2026-03-05T14:07:09.000Z',
    timeZone: 'UTC',
    items: [
      { question: 'Which CGM?', lines: [{ label: null, values: [cgm] }] },
      { question: 'Height', lines: [{ label: 'Height (inches)', values: [height] }] },
      { question: 'Which devices?', lines: [{ label: 'Devices', values: ['Pump', device] }] },
    ],
  });

const squeeze = (text: string) => text.replace(/\s+/g, '');

async function expectNoForgedLine(sample: Case) {
  const lines = placedLines(await render(sample));
  const atMargin = lines.filter((line) => line.xMin < FRAMED_TEXT_X - 1);
  const [title, byline, ...headings] = atMargin.map((line) => line.text);
  expect(title).toBe('Core: Questionnaire');
  const names = /^Answers about (.*), given by (.*)\. (Submitted: .*)$/.exec(byline);
  expect(names?.[3]).toBe(SUBMITTED);
  expect(printsAs(names![1], toSingleLine(sample.child))).toBe(true);
  expect(printsAs(names![2], toSingleLine(sample.participant))).toBe(true);
  expect(headings).toEqual(['Which CGM?', 'Height', 'Which devices?', 'Devices:']);
  expect(atMargin.every((line) => line.page === 1 && line.xMin >= MARGIN - 0.5)).toBe(true);

  const framed = lines.filter((line) => line.xMin >= FRAMED_TEXT_X - 1);
  expect(framed.length + atMargin.length).toBe(lines.length);
  for (const line of framed) expect(line.xMax).toBeLessThanOrEqual(PAGE_RIGHT + 0.5);
  const [cgm, height, device] = sample.answers;
  expect(squeeze(framed.map((line) => line.text).join(''))).toBe(
    squeeze([cgm, `Height (inches): ${height}`, 'Pump', device].map(toSingleLine).join('')),
  );
}

describe('the answers document prints no line it did not write', () => {
  it('names padded with em spaces and wide letters before false lines', async () => {
    await expectNoForgedLine({
      participant: `Pat${'W'.repeat(44)} Reviewed by: Dr. Evil`,
      child: `Sky${'\u2003'.repeat(50)}Submitted: Jan 1, 2020`,
      answers: ['Dexcom G7', '64', 'Pen'],
    });
  });

  it('answers padded with no-break and ideographic spaces before the words of a question', async () => {
    await expectNoForgedLine({
      participant: 'Morgan Rivera',
      child: 'Sky Rivera',
      answers: [
        `Dexcom${'\u00a0'.repeat(90)}Which CGM?`,
        `64${'\u3000'.repeat(60)}Height`,
        `Pen${'M'.repeat(120)}\n\nWhich devices?`,
      ],
    });
  });

  it('an answer longer than a page, full of false lines, stays in its frame on every page', async () => {
    const long = FORGED_LINES.map((line) => `${line}${'\u2003'.repeat(30)}`)
      .join('\n')
      .repeat(30);
    const sample: Case = { participant: 'Morgan Rivera', child: 'Sky Rivera', answers: ['Dexcom G7', '64', long] };
    await expectNoForgedLine(sample);
    expect(new Set(placedLines(await render(sample)).map((line) => line.page)).size).toBeGreaterThan(1);
  });

  it('for a generated set of hostile names and answers (seed 430)', async () => {
    const values = hostileValues(430, 5 * 16);
    const samples = Array.from({ length: 16 }, (_, index): Case => {
      const [participant, child, cgm, height, device] = values.slice(index * 5, index * 5 + 5);
      return { participant, child, answers: [cgm, height, device] };
    });
    for (const sample of samples) {
      try {
        await expectNoForgedLine(sample);
      } catch (error) {
        throw new Error(`${JSON.stringify(sample)}: ${String(error)}`, { cause: error });
      }
    }
  });
});
