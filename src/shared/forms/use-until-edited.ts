import { useEffect, useState } from 'react';
import type { FieldValues, UseFormWatch } from 'react-hook-form';

/**
 * A form's line that holds until the person edits a field ('Nothing has changed yet.', or the
 * inline 'updated' status beside Save): a message that stays for as long as it is true, where a
 * snackbar would be gone before it could be read (WCAG 2.2.1).
 */
export function useUntilEdited<F extends FieldValues>(watch: UseFormWatch<F>) {
  const [text, setText] = useState<string | null>(null);
  useEffect(() => {
    const subscription = watch((_values, { name }) => {
      if (name) setText(null);
    });
    return () => subscription.unsubscribe();
  }, [watch]);
  return [text, setText] as const;
}
