import { Button } from './button';
import { Dialog } from './dialog';

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
      title="You have unsaved changes"
      footer={
        <>
          <Button variant="secondary" onClick={() => onClose(false)} data-autofocus="">
            Stay on the page
          </Button>
          <Button variant="danger" onClick={() => onClose(true)}>
            Leave without saving
          </Button>
        </>
      }
    >
      <p>If you leave now, the changes you made on this page will be lost.</p>
    </Dialog>
  );
}
