import { Button } from './button';
import { Dialog } from './dialog';
import { UNSAVED_CHANGES_TEXTS as TEXTS } from './dialog-texts';

export interface UnsavedChangesDialogProps {
  /** true to leave without saving; false (or undefined on Escape) to stay. */
  onClose: (result?: boolean) => void;
  open?: boolean;
}

/** Spec 000 §2 Unsaved changes: 'Stay on the page' / 'Leave without saving'. */
export function UnsavedChangesDialog({ onClose, open = true }: UnsavedChangesDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={() => onClose(false)}
      title={TEXTS.title}
      footer={
        <>
          <Button variant="secondary" onClick={() => onClose(false)} data-autofocus="">
            {TEXTS.stay}
          </Button>
          <Button variant="danger" onClick={() => onClose(true)}>
            {TEXTS.leave}
          </Button>
        </>
      }
    >
      <p>{TEXTS.text}</p>
    </Dialog>
  );
}
