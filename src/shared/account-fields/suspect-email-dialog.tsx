import { Button } from '../ui/button';
import { Dialog } from '../ui/dialog';
import { SUSPECT_EMAIL_TEXTS as T } from './suspect-email-texts';
import './suspect-email-dialog.css';

export interface SuspectEmailDialogProps {
  open: boolean;
  /** The address as the participant typed it. */
  email: string;
  /** The server's likely correction (`suggestion` of the spelling-status answer), if it has one. */
  suggestion?: string | null;
  /** The participant takes the suggestion. */
  onUseSuggestion: (suggestion: string) => void;
  /** The participant confirms the address as typed. */
  onKeep: () => void;
  /** Escape, or 'Change it' without a suggestion: back to the field to correct it. */
  onChange: () => void;
}

/**
 * 'Whoops!' (spec 000 §2, §5): asked when a form is submitted with an address the smart check
 * flagged. With the server's suggestion it offers it ('Use this') beside the typed address ('Keep
 * mine'); without one, the participant confirms or goes back to change it. The confirmation is the
 * participant's: nothing here blocks an address the server accepts.
 */
export function SuspectEmailDialog({
  open,
  email,
  suggestion,
  onUseSuggestion,
  onKeep,
  onChange,
}: SuspectEmailDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onChange}
      title={T.title}
      className="registry-suspect-email"
      footer={
        suggestion ? (
          <>
            <Button variant="secondary" onClick={onKeep}>
              {T.keepMine}
            </Button>
            <Button onClick={() => onUseSuggestion(suggestion)}>{T.useSuggestion}</Button>
          </>
        ) : (
          <>
            <Button variant="secondary" onClick={onChange}>
              {T.change}
            </Button>
            <Button onClick={onKeep}>{T.keepMine}</Button>
          </>
        )
      }
    >
      <p>{T.warning}</p>
      <p>
        {T.youTyped} <strong className="registry-suspect-email__address">{email}</strong>
      </p>
      {suggestion && (
        <p>
          {T.didYouMean} <strong className="registry-suspect-email__address">{suggestion}</strong>?
        </p>
      )}
    </Dialog>
  );
}
