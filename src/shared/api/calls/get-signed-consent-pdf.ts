import { fileNameOf, type DownloadedFile } from '../../lib/downloaded-file';
import type { ApiClient } from '../client/create-api-client';
import { browserTimeZone } from '../../i18n/date-time';

/**
 * Row `getSignedConsentPdf` (GET {public-participant}/{userId}/user-consents/{id}/pdf, a file): the
 * signed consent as a PDF, downloaded or printed from the dashboard's consent achievement and from
 * the signed-consent screen, hence shared; the file name comes from Content-Disposition (spec 001
 * §7). A failure shows the generic snackbar (spec 001 §8): no own errors. It says the browser's
 * zone: the signing time is in the profile's zone, else this one, as the screens show it.
 */
export async function getSignedConsentPdf(
  client: ApiClient,
  participantId: number,
  userConsentId: number,
): Promise<DownloadedFile> {
  const res = await client.callForResponse(
    'getSignedConsentPdf',
    { params: { id: participantId, userConsentId }, query: { time_zone: browserTimeZone() } },
    { loader: true },
  );
  return {
    blob: res.data,
    fileName: fileNameOf(res.headers.get('content-disposition'), `consent-${userConsentId}.pdf`),
  };
}
