import { useState, type FormEvent } from 'react';
import { useApiClient } from '@/shared/api/api-context';
import { ApiError } from '@/shared/api/client/api-error';
import { REAUTH_COMMON_TEXT } from './reauth-texts';
import { Button } from '@/shared/ui/button';
import { Dialog } from '@/shared/ui/dialog';
import { TextField } from '@/shared/ui/text-field';
import { reauthenticate } from '../api/calls/reauthenticate';
import './reauth-dialog.css';

/** The dialog's words: the caller's, since they say what the confirmation is for (a signature, a download). */
export interface ReauthTexts {
  title: string;
  body: string;
  password: string;
  confirm: string;
  cancel: string;
  required: string;
  providerBody: string;
  provider: string;
}

export interface ReauthDialogProps {
  open: boolean;
  texts: ReauthTexts;
  /** The reauth token once the password is confirmed; undefined when cancelled. */
  onClose(token?: string): void;
  /**
   * For accounts that sign in only through the external provider: leaves for the provider's fresh
   * sign-in (the token comes back with the return to this page) instead of asking a password.
   */
  onProvider?: () => void;
}

const firstMessage = (body: unknown, key: string): string | undefined => {
  if (!body || typeof body !== 'object') return undefined;
  const value = (body as Record<string, unknown>)[key];
  if (typeof value === 'string') return value;
  return Array.isArray(value) && typeof value[0] === 'string' ? value[0] : undefined;
};

/**
 * DECISIONS §11: before the first signature of a session, and before a copy of the participant's
 * data, the participant confirms their password (21 CFR 11.200). A wrong password shows the
 * server's message under the field; the action goes on only with the token the server answers.
 */
export function ReauthDialog({ open, texts, onClose, onProvider }: ReauthDialogProps) {
  const REAUTH_TEXT = texts;
  const client = useApiClient();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const close = (token?: string) => {
    setPassword('');
    setError(undefined);
    onClose(token);
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!password) return setError(REAUTH_TEXT.required);
    // Offline the registry cannot confirm it: said at once, the password kept in the field.
    if (globalThis.navigator?.onLine === false) return setError(REAUTH_COMMON_TEXT.needsConnection);
    setBusy(true);
    try {
      const answer = await reauthenticate(client, password);
      close(answer.reauth_token);
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
      if (e.isNetworkError) return setError(REAUTH_COMMON_TEXT.needsConnection);
      setError(
        firstMessage(e.body, 'password') ?? firstMessage(e.body, 'detail') ?? firstMessage(e.body, 'non_field_errors'),
      );
    } finally {
      setBusy(false);
    }
  };
  if (onProvider)
    return (
      <Dialog open={open} onClose={() => close()} title={REAUTH_TEXT.title} delayMs={0}>
        <div className="registry-reauth">
          <p>{REAUTH_TEXT.providerBody}</p>
          <div className="registry-reauth__actions">
            <Button type="button" variant="secondary" onClick={() => close()}>
              {REAUTH_TEXT.cancel}
            </Button>
            <Button
              type="button"
              data-autofocus=""
              loading={busy}
              onClick={() => {
                setBusy(true);
                onProvider();
              }}
            >
              {REAUTH_TEXT.provider}
            </Button>
          </div>
        </div>
      </Dialog>
    );
  return (
    <Dialog open={open} onClose={() => close()} title={REAUTH_TEXT.title} delayMs={0}>
      <form onSubmit={submit} noValidate className="registry-reauth">
        <p>{REAUTH_TEXT.body}</p>
        <TextField
          label={REAUTH_TEXT.password}
          type="password"
          name="reauth-password"
          data-autofocus=""
          autoComplete="current-password"
          maxLength={128}
          value={password}
          error={error}
          onChange={(e) => {
            setPassword(e.target.value);
            setError(undefined);
          }}
        />
        <div className="registry-reauth__actions">
          <Button type="button" variant="secondary" onClick={() => close()}>
            {REAUTH_TEXT.cancel}
          </Button>
          <Button type="submit" loading={busy}>
            {REAUTH_TEXT.confirm}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
