import { useState } from 'react';
import { useApiClient } from '@/shared/api/api-context';
import type { ProfileType } from '@contract/account';
import { useSession } from '@/shared/session/session-context';
import { Button } from '@/shared/ui/button';
import { Dialog } from '@/shared/ui/dialog';
import { setupProfileType } from '../api/setup-profile-type';
import { ProfileTypeRadio } from '../components/profile-type-radio';
import { PROFILE_TYPE_MESSAGES } from '@/shared/account-fields/account-field-texts';
import { PROFILE_TYPE_TEXTS as TEXTS } from '../model/dialog-texts';
import { onLibraryRouter } from '@/shared/routing/library-router';

export type ProfileTypeResult = 'set' | 'sign-out';

export interface ProfileTypeDialogProps {
  participantId: number;
  onClose: (result: ProfileTypeResult) => void;
  open?: boolean;
}

/**
 * Spec 000 §2, §4: an account without a profile type (e.g. created through the external identity
 * provider) must choose one. Not closable: Confirm closes only once a type is chosen; Sign out is
 * the other way out.
 */
function ProfileTypeDialogContent({ participantId, onClose, open = true }: ProfileTypeDialogProps) {
  const client = useApiClient();
  const session = useSession();
  const [value, setValue] = useState<ProfileType | null>(null);
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    if (!value) {
      setError(PROFILE_TYPE_MESSAGES.required);
      return;
    }
    setBusy(true);
    try {
      const answer = await setupProfileType(client, participantId, value);
      const profile = session.profile.peek();
      if (profile) session.setProfile({ ...profile, profile_type: answer.profile_type });
      onClose('set');
    } catch {
      // The client has shown the failure; the dialog stays so the user can try again.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog
      open={open}
      onClose={() => undefined}
      closable={false}
      title={PROFILE_TYPE_MESSAGES.dialogTitle}
      footer={
        <>
          <Button variant="secondary" onClick={() => onClose('sign-out')} disabled={busy}>
            {TEXTS.signOut}
          </Button>
          <Button onClick={() => void confirm()} loading={busy}>
            {TEXTS.confirm}
          </Button>
        </>
      }
    >
      <p>{TEXTS.dialogIntro}</p>
      <ProfileTypeRadio
        name="dialog_profile_type"
        legend={TEXTS.dialogLegend}
        tooltipPlacement="bottom-start"
        initialFocus
        value={value}
        onChange={(v) => {
          setValue(v);
          setError(undefined);
        }}
        error={error}
      />
    </Dialog>
  );
}

/** Exported on the library's own router: a host mounts it under whatever router it runs. */
export const ProfileTypeDialog = onLibraryRouter(ProfileTypeDialogContent, 'ProfileTypeDialog');
