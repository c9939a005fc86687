import { useEffect, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';

/**
 * A form's line that holds until the person edits a field ('Nothing has changed yet.', or the
 * inline 'updated' status beside Save): a message that stays for as long as it is true, where a
 * snackbar would be gone before it could be read (WCAG 2.2.1). Only the person's edits take it
 * back: a typed change, or one that makes the form dirty (a field's clear button). The saved
 * record coming back into the form sets values too, and must leave the line in place.
 */
export function useUntilEdited<F extends FieldValues>(form: Pick<UseFormReturn<F>, 'watch' | 'formState'>) {
  const [text, setText] = useState<string | null>(null);
  const { watch } = form;
  const { isDirty } = form.formState;
  useEffect(() => {
    const subscription = watch((_values, { name, type }) => {
      if (name && type === 'change') setText(null);
    });
    return () => subscription.unsubscribe();
  }, [watch]);
  useEffect(() => {
    if (isDirty) setText(null);
  }, [isDirty]);
  return [text, setText] as const;
}
