import type { FieldErrors, FieldValues } from 'react-hook-form';
import type { ErrorSummaryItem } from '@/shared/ui/error-summary';

/**
 * The error summary's lines, in the form's field order: each field's own message. Where two fields
 * share a message ('Password is required' under Password and Confirm password), the line names its
 * field, so a screen-reader user hears two different links.
 */
export function summaryItems<T extends FieldValues>(
  errors: FieldErrors<T>,
  fields: readonly (keyof T & string)[],
  labels: Partial<Record<keyof T & string, string>> = {},
): ErrorSummaryItem[] {
  const lines = fields.flatMap((name) => {
    const message = errors[name]?.message;
    return typeof message === 'string' && message ? [{ name, message }] : [];
  });
  const count = (message: string) => lines.filter((line) => line.message === message).length;
  return lines.map(({ name, message }) => {
    const label = labels[name];
    return count(message) > 1 && label ? { name, message: `${label}: ${message}` } : { name, message };
  });
}
