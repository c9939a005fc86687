import { useState } from 'react';
import { useApiClient } from '@/shared/api/api-context';
import { ApiError } from '@/shared/api/client/api-error';
import { saveFile } from '@/shared/lib/save-file';
import { ReauthDialog } from '@/shared/reauth/reauth-dialog';
import { Button } from '@/shared/ui/button';
import { exportMyData } from '../api/export-my-data';
import { PROFILE_TEXT } from '../content/profile-texts';

/**
 * "Download my data": the password is confirmed first, as before a signature (DECISIONS §11), then
 * the registry's ZIP of the participant's record is saved. An account that signs in only through
 * the external provider is told to ask the registry team.
 */
export function MyDataDownload({ participantId, providerOnly }: { participantId: number; providerOnly: boolean }) {
  const T = PROFILE_TEXT.myData;
  const client = useApiClient();
  const [asking, setAsking] = useState(false);
  const [failed, setFailed] = useState(false);
  const download = async (token?: string) => {
    setAsking(false);
    if (!token) return;
    try {
      saveFile(await exportMyData(client, participantId, token));
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      setFailed(true);
    }
  };
  return (
    <>
      <p>{T.intro}</p>
      {failed && <p role="alert">{T.failed}</p>}
      <Button
        variant="secondary"
        onClick={() => {
          setFailed(false);
          setAsking(true);
        }}
      >
        {T.open}
      </Button>
      <ReauthDialog
        open={asking}
        texts={T.reauth}
        onClose={(token) => void download(token)}
        onProvider={providerOnly ? () => setAsking(false) : undefined}
      />
    </>
  );
}
