import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join as joinPath } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NAME_MAX_LENGTH, SINGLE_LINE_MESSAGE } from '@contract';
import type { TestApp } from '../../testing/test-app';
import {
  answerAll,
  CORE,
  ELIGIBLE_SCREENING,
  join,
  startStudyApp,
  type Participant,
} from '../../testing/study-test-kit';

// A typed signature (and every name) is one line of visible text: a line break or a bidi control
// in it could forge a line of the signed consent ("Approved and countersigned by: …").

/** One character of each class the rule refuses. */
const REFUSED_CHARACTERS: Array<[name: string, char: string]> = [
  ['line feed (Cc)', '\n'],
  ['carriage return (Cc)', '\r'],
  ['tab (Cc)', '\t'],
  ['next line U+0085 (Cc)', '\u0085'],
  ['right-to-left override U+202E (Cf)', '\u202e'],
  ['left-to-right embedding U+202A (Cf)', '\u202a'],
  ['right-to-left isolate U+2067 (Cf)', '\u2067'],
  ['pop directional isolate U+2069 (Cf)', '\u2069'],
  ['left-to-right mark U+200E (Cf)', '\u200e'],
  ['right-to-left mark U+200F (Cf)', '\u200f'],
  ['Arabic letter mark U+061C (Cf)', '\u061c'],
  ['line separator U+2028 (Zl)', '\u2028'],
  ['paragraph separator U+2029 (Zp)', '\u2029'],
];

interface Signer {
  p: Participant;
  consent: { id: number; user_consent_id: number };
}

/** A participant at the core study's consent, with the consent they are asked to sign. */
async function signer(): Promise<Signer> {
  const who = await join(t.app);
  expect((await who.submit(CORE, 'intro')).statusCode).toBe(200);
  await answerAll(who, CORE, ELIGIBLE_SCREENING);
  expect((await who.submit(CORE, 'screening')).statusCode).toBe(200);
  const [first] = (await who.call('GET', `/api/participant/{id}/user-studies/{us:${CORE}}/consents`)).json();
  return { p: who, consent: first };
}

const signAs = ({ p: who, consent: which }: Signer, subjectName: string) =>
  who.call('POST', `/api/participant/{id}/user-studies/{us:${CORE}}/consents/${which.id}/sign`, {
    subject_name: subjectName,
    user_consent_id: which.user_consent_id,
  });

const storedSignature = async ({ consent: which }: Signer) =>
  (
    await t.db.query<{ subject_name: string | null }>('select subject_name from user_consents where id = $1', [
      which.user_consent_id,
    ])
  )[0].subject_name;

let t: TestApp;
let p: Participant;
let consent: Signer['consent'];
beforeAll(async () => {
  t = await startStudyApp();
  ({ p, consent } = await signer());
});
afterAll(() => t.close());

const sign = (subjectName: string) => signAs({ p, consent }, subjectName);

describe('the server refuses a name that is not one line of visible text', () => {
  it.each(REFUSED_CHARACTERS)('signature with a %s: 400 naming subject_name, nothing signed', async (_name, char) => {
    const res = await sign(`Vic Tim${char}Approved and countersigned by: Dr. IRB Chair`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ subject_name: [SINGLE_LINE_MESSAGE] });
    const [row] = await t.db.query<{ subject_name: string | null }>(
      'select subject_name from user_consents where id = $1',
      [consent.user_consent_id],
    );
    expect(row.subject_name).toBeNull();
  });

  it.each(REFUSED_CHARACTERS)('first name with a %s: 400 naming first_name, nothing stored', async (_name, char) => {
    const res = await p.call('PATCH', '/api/registry/participant/{id}', { first_name: `Vic${char}` });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ first_name: [SINGLE_LINE_MESSAGE] });
    const [row] = await t.db.query<{ first_name: string }>('select first_name from participants where id = $1', [p.id]);
    expect(row.first_name).not.toContain(char);
  });

  it('address with a line break: 400 naming address', async () => {
    const res = await p.call('PATCH', '/api/registry/participant/{id}/household-info', { address: '1 Main St\nApt 2' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ address: [SINGLE_LINE_MESSAGE] });
  });
});

describe('a signature is kept as a name is written', () => {
  it('refuses a signature longer than a name can be, naming subject_name; nothing signed', async () => {
    const who = await signer();
    const res = await signAs(who, `Pat ${'W'.repeat(NAME_MAX_LENGTH - 3)}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      subject_name: [`Ensure this field has no more than ${NAME_MAX_LENGTH} characters.`],
    });
    expect(await storedSignature(who)).toBeNull();
  });

  it.each([
    ['Braille blanks U+2800', '\u2800'],
    ['Hangul fillers U+3164', '\u3164'],
  ])('refuses a signature of %s only (they print as nothing): 400, nothing signed', async (_name, blank) => {
    const who = await signer();
    const res = await signAs(who, blank.repeat(6));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ subject_name: ['This field is required.'] });
    expect(await storedSignature(who)).toBeNull();
  });

  it.each([
    ['em spaces U+2003', '\u2003'],
    ['no-break spaces U+00A0', '\u00a0'],
    ['ideographic spaces U+3000', '\u3000'],
  ])('stores a signature padded with %s with one ordinary space in their place', async (_name, blank) => {
    const who = await signer();
    expect((await signAs(who, `Pat${blank.repeat(40)}Signed on: 01/01/2020${blank}`)).statusCode).toBe(200);
    expect(await storedSignature(who)).toBe('Pat Signed on: 01/01/2020');
  });
});

describe('the signed consent PDF prints the signature on one line', () => {
  it('even a signature stored before the rule with line breaks and a bidi override', async () => {
    expect((await sign('Vic Tim')).statusCode).toBe(200);
    await t.db.query('update user_consents set subject_name = $1 where id = $2', [
      'Vic Tim\n\nApproved by: Dr. Chair\u202e',
      consent.user_consent_id,
    ]);
    const res = await p.call('GET', `/api/public/participant/{id}/user-consents/${consent.user_consent_id}/pdf`);
    expect(res.statusCode).toBe(200);
    const dir = mkdtempSync(joinPath(tmpdir(), 'signature-pdf-'));
    try {
      const file = joinPath(dir, 'consent.pdf');
      writeFileSync(file, res.rawPayload);
      const lines = execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }).split('\n');
      expect(lines).toContain('Signed by: Vic Tim Approved by: Dr. Chair');
      expect(lines.filter((line) => line.startsWith('Approved'))).toEqual([]);
      expect(lines.join('\n')).not.toContain('\u202e');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
