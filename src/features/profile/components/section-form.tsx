import { useId, type BaseSyntheticEvent, type ReactNode } from 'react';
import { Button } from '@/shared/ui/button';
import { PROFILE_TEXT } from '../content/profile-texts';

export interface SectionFormProps {
  /** The form's accessible name. */
  label: string;
  onSubmit: (event?: BaseSyntheticEvent) => Promise<void>;
  /** A refusal that belongs to no field, or the 'nothing changed' note. */
  message?: string | null;
  /** The confirmation of the last save, beside the button until the next edit. */
  status?: string | null;
  busy: boolean;
  submitLabel?: string;
  children: ReactNode;
}

/**
 * A profile block's form: browser validation off (the spec's messages show), the form's message,
 * the fields, Save and the last save's confirmation. That line is no live region: the snackbar
 * already announces it, once; it stays for reading and describes Save, which keeps the focus.
 */
export function SectionForm({
  label,
  onSubmit,
  message,
  status,
  busy,
  submitLabel = PROFILE_TEXT.save,
  children,
}: SectionFormProps) {
  const statusId = `${useId().replace(/[^a-zA-Z0-9_-]/g, '')}-saved`;
  return (
    <form className="registry-profile__form" noValidate aria-label={label} onSubmit={(e) => void onSubmit(e)}>
      {message && (
        <p className="registry-profile__alert" role="alert">
          {message}
        </p>
      )}
      {children}
      <div className="registry-profile__actions">
        <Button type="submit" loading={busy} aria-describedby={status ? statusId : undefined}>
          {submitLabel}
        </Button>
        {status && (
          <p id={statusId} className="registry-profile__saved">
            {status}
          </p>
        )}
      </div>
    </form>
  );
}
