import { useCallback, useEffect, useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { fieldErrorMessages, isApiError } from '../api/client/api-error';

/**
 * Server answers on a form (spec 000 §4 profile forms, §8): each `{field: [messages]}` entry lands
 * on its control as a 'server' error (messages joined), cleared as soon as that field changes;
 * what matches no control (`non_field_errors`, `detail`) becomes the form's own alert.
 * `aliases` renames server fields, e.g. `{ password: 'code' }` on the dual-factor form.
 */
export function useServerErrors<T extends FieldValues>(
  form: UseFormReturn<T>,
  fields: readonly Path<T>[],
  aliases: Partial<Record<string, Path<T>>> = {},
) {
  const [formError, setFormError] = useState<string | null>(null);
  const { watch, getFieldState, clearErrors, setError } = form;

  useEffect(() => {
    const subscription = watch((_values, { name }) => {
      if (!name) return;
      // The changed control's own message, and one on its group (`newsletter` for `newsletter.sms_on`).
      const parts = name.split('.');
      for (let end = parts.length; end > 0; end--) {
        const at = parts.slice(0, end).join('.') as Path<T>;
        if (getFieldState(at).error?.type === 'server') clearErrors(at);
      }
      setFormError(null);
    });
    return () => subscription.unsubscribe();
  }, [watch, getFieldState, clearErrors]);

  /** Shows an ApiError's body on the form; answers false for anything it cannot place. */
  const apply = useCallback(
    (error: unknown): boolean => {
      if (!isApiError(error)) return false;
      const messages = fieldErrorMessages(error.body);
      const leftover: string[] = [];
      let focused = false;
      for (const [serverField, message] of Object.entries(messages)) {
        const field = aliases[serverField] ?? (serverField as Path<T>);
        if (fields.includes(field)) {
          setError(field, { type: 'server', message }, { shouldFocus: !focused });
          focused = true;
        } else {
          leftover.push(message);
        }
      }
      if (leftover.length) setFormError(leftover.join(' '));
      return Object.keys(messages).length > 0;
    },
    // fields and aliases are literals of the caller; their identity does not matter.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- fields and aliases: see above
    [setError],
  );

  return { formError, setFormError, applyServerErrors: apply };
}
