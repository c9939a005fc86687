import type { FieldValues, Path } from 'react-hook-form';
import { forgetFormDraft, useFormDraft } from '@/shared/forms/use-form-draft';
import { useRecordForm } from '@/shared/forms/use-record-form';
import { draftsKey } from '@/shared/session/drafts';
import { useSession } from '@/shared/session/session-context';
import { PROFILE_TEXT } from '../content/profile-texts';
import { changedFields } from '../model/profile-rules';

export interface SectionRecordFormOptions<R, F extends FieldValues, U extends object> {
  /** The stored record the section edits. */
  record: R;
  /** The record as the form's values. */
  toForm: (record: R) => F;
  /** The fields a server refusal can name. */
  fields: readonly Path<F>[];
  /** What to send for the fields that differ from the record (text compared trimmed); `values` holds the rest. */
  toUpdate: (changes: Partial<F>, values: F) => U;
  /** Saves the update; answers the stored record. */
  save: (update: U) => Promise<R>;
  onSaved?: (saved: R, update: U) => void;
  onDirty: (dirty: boolean) => void;
  /** Keeps edits as a draft through a session's end and the sign-in after: the participant and the section. */
  draft?: { participantId: number; section: string };
}

/**
 * The record form of a My Profile section: the form holds the record's values, only the fields
 * that differ from them are sent, the saved record comes back into the form, and the page's own
 * notes ("nothing has changed", "updated") are said.
 */
export function useSectionRecordForm<R, F extends FieldValues, U extends object>({
  record,
  toForm,
  toUpdate,
  draft,
  onSaved,
  ...rest
}: SectionRecordFormOptions<R, F, U>) {
  const draftKey = draft ? draftsKey(draft.participantId, `profile.${draft.section}`) : null;
  const result = useRecordForm({
    ...rest,
    onSaved: (saved: R, update: U) => {
      forgetFormDraft(draftKey);
      onSaved?.(saved, update);
    },
    values: toForm(record),
    toUpdate: (values: F) => toUpdate(changedFields(toForm(record), values), values),
    resetTo: toForm,
    texts: { nothingChanged: PROFILE_TEXT.nothingChanged, saved: PROFILE_TEXT.updated },
  });
  // Closed while signed in: the participant left the edits. Closed by a session's end: kept.
  const session = useSession();
  useFormDraft(result.form, draftKey, () => !session.loggedIn.peek());
  return result;
}

/** A record's text fields as form values: a missing value is an empty field. */
export function textValues<K extends string>(
  record: Partial<Record<K, string | null>>,
  fields: readonly K[],
): Record<K, string> {
  return Object.fromEntries(fields.map((field) => [field, record[field] ?? ''])) as Record<K, string>;
}
