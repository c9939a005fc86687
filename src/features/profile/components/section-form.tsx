import type { BaseSyntheticEvent, ReactNode } from 'react';
import { Button } from '@/shared/ui/button';
import { PROFILE_TEXT } from '../content/profile-texts';

export interface SectionFormProps {
  /** The form's accessible name. */
  label: string;
  onSubmit: (event?: BaseSyntheticEvent) => Promise<void>;
  /** A refusal that belongs to no field, or the 'nothing changed' note. */
  message?: string | null;
  busy: boolean;
  submitLabel?: string;
  children: ReactNode;
}

/** A profile block's form: browser validation off (the spec's messages show), the form's message, the fields, Save. */
export function SectionForm({
  label,
  onSubmit,
  message,
  busy,
  submitLabel = PROFILE_TEXT.save,
  children,
}: SectionFormProps) {
  return (
    <form className="registry-profile__form" noValidate aria-label={label} onSubmit={(e) => void onSubmit(e)}>
      {message && (
        <p className="registry-profile__alert" role="alert">
          {message}
        </p>
      )}
      {children}
      <div className="registry-profile__actions">
        <Button type="submit" loading={busy}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
