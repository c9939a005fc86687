import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join as joinPath } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../testing/test-app';
import {
  answerAll,
  CORE,
  eligibleScreening,
  join,
  startStudyApp,
  yearsAgo,
  type Participant,
} from '../../testing/study-test-kit';

// A parental consent's agreement speaks of "the child named above": the signed record, its PDF and
// the signed-consent call name the child, as the profile named them when the parent signed.

let t: TestApp;
let parent: Participant;
let signedId: number;

beforeAll(async () => {
  t = await startStudyApp();
  parent = await join(t.app, {
    profile_type: 'child',
    birthday: yearsAgo(10),
    child_first_name: 'Casey',
    child_last_name: 'Kidd',
  });
  expect((await parent.submit(CORE, 'intro')).statusCode).toBe(200);
  await answerAll(parent, CORE, eligibleScreening(yearsAgo(10)));
  expect((await parent.submit(CORE, 'screening')).statusCode).toBe(200);
  const [consent] = (await parent.call('GET', `/api/participant/{id}/user-studies/{us:${CORE}}/consents`)).json();
  expect(consent.consent_type).toBe('parental');
  const sign = await parent.call(
    'POST',
    `/api/participant/{id}/user-studies/{us:${CORE}}/consents/${consent.id}/sign`,
    {
      subject_name: 'Pat Kidd',
      user_consent_id: consent.user_consent_id,
    },
  );
  expect(sign.statusCode).toBe(200);
  signedId = consent.user_consent_id;
  // A later change of the child's name in the profile does not rewrite what was signed.
  const renamed = await parent.call('PATCH', '/api/registry/participant/{id}/child-info', { child_first_name: 'Kit' });
  expect(renamed.statusCode).toBe(200);
});
afterAll(() => t.close());

describe('the parental consent names the child', () => {
  it('the signed consent carries the child named at signing', async () => {
    const res = await parent.call('GET', `/api/participant/{id}/user-consents/${signedId}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      consent_type: 'parental',
      subject_name: 'Pat Kidd',
      child_name: 'Casey Kidd',
      agreement_text: expect.stringContaining('the child named above'),
    });
  });

  it('the PDF names the child above the agreement', async () => {
    const res = await parent.call('GET', `/api/public/participant/{id}/user-consents/${signedId}/pdf`);
    expect(res.statusCode).toBe(200);
    const dir = mkdtempSync(joinPath(tmpdir(), 'parental-pdf-'));
    try {
      const file = joinPath(dir, 'consent.pdf');
      writeFileSync(file, res.rawPayload);
      const text = execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
      expect(text).toContain("Child's name: Casey Kidd");
      expect(text.indexOf("Child's name: Casey Kidd")).toBeLessThan(text.indexOf('the child named above'));
      expect(text).toContain('Signed by: Pat Kidd');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
