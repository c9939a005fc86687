import { useEffect, type BaseSyntheticEvent } from 'react';
import { useForm, type FieldValues, type Mode, type Path } from 'react-hook-form';
import { useFeedback } from '../ui/feedback/feedback-context';
import { useServerErrors } from './use-server-errors';
import { useSubmit } from './use-submit';
import { useUntilEdited } from './use-until-edited';

export interface RecordFormOptions<F extends FieldValues, U extends object, S> {
  /** The stored record as field values; a fresh one refreshes the fields the person has not edited. */
  values: F;
  /** The fields a server refusal can name. */
  fields: readonly Path<F>[];
  /** When fields are checked; 'onTouched' unless said. */
  mode?: Mode;
  /** What to send for the submitted values; an empty object means nothing changed and nothing is sent. */
  toUpdate: (values: F) => U;
  save: (update: U) => Promise<S>;
  /** The form's values after a save, from the server's answer. */
  resetTo: (saved: S) => F;
  onSaved?: (saved: S, update: U) => void;
  /** Whether the form holds unsaved edits (the page asks before leaving). */
  onDirty: (dirty: boolean) => void;
  texts: { nothingChanged: string; saved: string };
}

/**
 * The frame of a form that edits a stored record: load its values, compare on submit (nothing
 * changed: a note, no call), save only what changed, put the answer back in the form and confirm
 * with a snackbar and a status line that stays until the next edit. A refusal lands on its fields or as the form's message and the input stays.
 */
export function useRecordForm<F extends FieldValues, U extends object, S>(options: RecordFormOptions<F, U, S>) {
  const { values, fields, mode = 'onTouched', toUpdate, save, resetTo, onSaved, onDirty, texts } = options;
  const feedback = useFeedback();
  // A record refreshed while the person edits keeps what they typed and the messages shown.
  const form = useForm<F>({ mode, values, resetOptions: { keepDirtyValues: true, keepErrors: true } });
  const server = useServerErrors(form, fields);
  const { busy, run } = useSubmit(server);
  const { isDirty } = form.formState;
  useEffect(() => onDirty(isDirty), [isDirty, onDirty]);
  // "Nothing changed" and "saved" are no longer true once a field is edited: they go, as a refusal does.
  const [note, setNote] = useUntilEdited(form);
  const [status, setStatus] = useUntilEdited(form);

  const validateAndSave = form.handleSubmit(async (submitted) => {
    const update = toUpdate(submitted);
    setStatus(null);
    if (Object.keys(update).length === 0) return setNote(texts.nothingChanged);
    setNote(null);
    await run(async () => {
      const saved = await save(update);
      // The saved record replaces every field, edited or not: react-hook-form applies the form's
      // resetOptions to this reset too, and keepDirtyValues (meant for a record refreshed while the
      // person edits) would keep the typed text and leave the form dirty after a save.
      form.reset(resetTo(saved), { keepDirtyValues: false, keepErrors: false });
      onSaved?.(saved, update);
      feedback.showSnackbar(texts.saved, 'success');
      setStatus(texts.saved);
    });
  });

  // A refusal answered what was sent, so Save asks again. react-hook-form drops a field's message
  // when it validates that field, but not one the server put on a group (a notification topic),
  // which would otherwise block every later Save.
  const submit = (event?: BaseSyntheticEvent) => {
    for (const field of fields) if (form.getFieldState(field).error?.type === 'server') form.clearErrors(field);
    return validateAndSave(event);
  };

  // `status` is the confirmation beside Save: the snackbar is announced and leaves after a second,
  // this line stays until the next edit.
  return { form, busy, submit, message: server.formError ?? note, status };
}
