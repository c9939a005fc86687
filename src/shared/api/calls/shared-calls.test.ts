import { describe, expect, it } from 'vitest';
import type { StudyEvent } from '@contract';
import { EVENTS_PAGE_SIZE } from '@contract/event-names';
import { browserTimeZone } from '@/shared/i18n/date-time';
import { answerEveryRow } from '@/testing/fake-api';
import { testClient } from '@/testing/test-client';
import { changePassword } from './change-password';
import { checkEmailSpelling } from './check-email-spelling';
import { getAnswersDocument } from './get-answers-document';
import { getChildInfo } from './get-child-info';
import { getMetaVersion } from './get-meta-version';
import { getRegistryVersion } from './get-registry-version';
import { getSignedConsentPdf } from './get-signed-consent-pdf';
import { listEvents } from './list-events';
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
    // The document's times are in the profile's zone, else the browser's, which the call names.
    expect(api.calls[0].query).toEqual({ document_format: 'html', time_zone: browserTimeZone() });
    const pdf = await getSignedConsentPdf(client, 7, 12);
    expect(pdf.fileName).toBe('consent-12.pdf');
  });

  it('reads the events list page by page, after the last event of each full page, until a short one', async () => {
    const logged: StudyEvent[] = Array.from({ length: EVENTS_PAGE_SIZE * 2 + 3 }, (_, i) => ({
      id: 10 + i * 2,
      study: 101,
      user_study: 3,
      event: `e${i}`,
      created_at: '2026-03-05T14:07:09.000Z',
    }));
    const { client, api } = testClient({
      listEvents: ({ query }) => ({
        body: logged.filter((e) => e.id > (query.after ?? 0)).slice(0, query.limit ?? EVENTS_PAGE_SIZE),
      }),
    });
    expect(await listEvents(client, 7, { user_study: 3 })).toEqual(logged);
    expect(api.called('listEvents').map((c) => c.query)).toEqual([
      { user_study: 3 },
      { user_study: 3, after: logged[EVENTS_PAGE_SIZE - 1].id },
      { user_study: 3, after: logged[EVENTS_PAGE_SIZE * 2 - 1].id },
    ]);
  });

  it('asks once when the first page is short, and stops at a page that does not move on', async () => {
    const one = {
      id: 5,
      study: null,
      user_study: null,
      event: 'jaeb_intro_dialog',
      created_at: '2026-03-05T14:07:09Z',
    };
    const short = testClient({ listEvents: { body: [one] } });
    expect(await listEvents(short.client, 7, { event: 'jaeb_intro_dialog' })).toEqual([one]);
    expect(short.api.called('listEvents')).toHaveLength(1);
    // A server that ignored `after` would answer the same full page for ever: read it once more, then stop.
    const full = Array.from({ length: 2 }, (_, i) => ({ ...one, id: i + 1 }));
    const stuck = testClient({ listEvents: { body: full } });
    expect(await listEvents(stuck.client, 7, { limit: 2 })).toHaveLength(4);
    expect(stuck.api.called('listEvents')).toHaveLength(2);
  });
});
