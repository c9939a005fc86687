import { describe, expect, it } from 'vitest';
import { answerEveryRow } from '@/testing/fake-api';
import { testClient } from '@/testing/test-client';
import { changePassword } from './change-password';
import { checkEmailSpelling } from './check-email-spelling';
import { getAnswersDocument } from './get-answers-document';
import { getChildInfo } from './get-child-info';
import { getMetaVersion } from './get-meta-version';
import { getRegistryVersion } from './get-registry-version';
import { getSignedConsentPdf } from './get-signed-consent-pdf';
import { updateChildInfo } from './update-child-info';
import { updateProfile } from './update-profile';

// Each shared call reaches its row with a request the contract accepts (the fake refuses others).

describe('shared call files', () => {
  it.each([
    ['metaVersion', (c) => getMetaVersion(c)],
    ['registryVersion', (c) => getRegistryVersion(c)],
    ['checkEmailSpelling', (c) => checkEmailSpelling(c, 'ann@example.org')],
    ['updateProfile', (c) => updateProfile(c, 7, { first_name: 'Ann' })],
    [
      'changePassword',
      (c) =>
        changePassword(c, {
          old_password: 'Old-Pass-1',
          new_password: 'New-Pass-1',
          new_password_confirm: 'New-Pass-1',
        }),
    ],
    ['getChildInfo', (c) => getChildInfo(c, 7)],
    ['updateChildInfo', (c) => updateChildInfo(c, 7, { child_first_name: 'Casey' })],
  ] as const satisfies ReadonlyArray<
    readonly [string, (c: ReturnType<typeof testClient>['client']) => Promise<unknown>]
  >)('%s', async (row, call) => {
    const { client, api } = testClient(answerEveryRow());
    await call(client);
    expect(api.calls.map((c) => c.name)).toEqual([row]);
  });

  it('downloads the answers document and the signed consent under the server-given names', async () => {
    const disposition = (name: string) => ({ 'content-disposition': `attachment; filename="${name}"` });
    const { client, api } = testClient({
      getAnswersDocument: { body: new Blob(['<html>']), headers: disposition('core-study-questionnaire-answers.html') },
      getSignedConsentPdf: { body: new Blob(['%PDF-']) },
    });
    const doc = await getAnswersDocument(
      client,
      { participantId: 7, userStudyId: 3, procedureId: 'questionnaire' },
      'html',
    );
    expect(doc.fileName).toBe('core-study-questionnaire-answers.html');
    expect(await doc.blob.text()).toBe('<html>');
    expect(api.calls[0].query).toEqual({ document_format: 'html' });
    const pdf = await getSignedConsentPdf(client, 7, 12);
    expect(pdf.fileName).toBe('consent-12.pdf');
  });
});
