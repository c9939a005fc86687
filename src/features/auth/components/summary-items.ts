import type { FieldErrors, FieldValues } from 'react-hook-form';
import type { ErrorSummaryItem } from '../../../shared/ui/error-summary';

/** The error summary's lines, in the form's field order: each field's own message. */
export function summaryItems<T extends FieldValues>(
  errors: FieldErrors<T>,
  fields: readonly (keyof T & string)[],
): ErrorSummaryItem[] {
  return fields.flatMap((name) => {
    const message = errors[name]?.message;
    return typeof message === 'string' && message ? [{ name, message }] : [];
  });
}
