import { intlLocale } from '../i18n/format';
import { Button } from './button';
import { Dialog } from './dialog';
import { SESSION_WARNING_TEXTS as TEXTS } from './session-warning-texts';

/** 'stay': stay signed in (or, at the maximum age, continue until the end); 'sign-out': sign out now. */
export type SessionWarningChoice = 'stay' | 'sign-out';

export interface SessionWarningDialogProps {
  /** The choice; undefined on Escape, which keeps the participant where they are, as staying does. */
  onClose: (result?: SessionWarningChoice) => void;
  open?: boolean;
  /** When the session ends (epoch ms); default two minutes from now. */
  expiresAt?: number;
  /** false: the session is at its maximum age and staying cannot renew it. Default true. */
  renewable?: boolean;
}

const clockTime = (at: number) => new Date(at).toLocaleTimeString(intlLocale(), { hour: 'numeric', minute: '2-digit' });

/**
 * Two minutes before a session ends that was not renewed (DECISIONS §3): the participant was away,
 * or the session is at its maximum age. The choice that keeps them here takes focus first.
 */
export function SessionWarningDialog({ onClose, open = true, expiresAt, renewable = true }: SessionWarningDialogProps) {
  const time = clockTime(expiresAt ?? Date.now() + 2 * 60_000);
  return (
    <Dialog
      open={open}
      onClose={() => onClose(undefined)}
      title={TEXTS.title}
      describedByBody
      footer={
        <>
          <Button onClick={() => onClose('stay')} data-autofocus="">
            {renewable ? TEXTS.stay : TEXTS.continue}
          </Button>
          <Button variant="secondary" onClick={() => onClose('sign-out')}>
            {TEXTS.signOut}
          </Button>
        </>
      }
    >
      <p>{renewable ? TEXTS.renewable(time) : TEXTS.atMaximum(time)}</p>
      <p>{TEXTS.kept}</p>
    </Dialog>
  );
}
