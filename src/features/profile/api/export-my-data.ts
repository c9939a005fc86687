import type { ApiClient } from '@/shared/api/client/create-api-client';
import { fileNameOf, type DownloadedFile } from '@/shared/lib/downloaded-file';
import { REAUTH_HEADER } from '@contract';

/**
 * Row `exportMyData` (GET /registry/participant/{id}/export, a ZIP): the participant's own copy of
 * their record, asked with the re-authentication token of the password just confirmed (X-Reauth,
 * DECISIONS §11). Own errors: 403 (the confirmation has expired: asked again).
 */
export async function exportMyData(
  client: ApiClient,
  participantId: number,
  reauthToken: string,
): Promise<DownloadedFile> {
  const res = await client.callForResponse(
    'exportMyData',
    { params: { id: participantId } },
    { ownErrors: [403], loader: true, headers: { [REAUTH_HEADER]: reauthToken } },
  );
  return { blob: res.data, fileName: fileNameOf(res.headers.get('content-disposition'), 'my-registry-data.zip') };
}
