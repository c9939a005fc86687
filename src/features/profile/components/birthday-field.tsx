import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { birthdayError, BIRTHDAY_MESSAGES } from '@contract';
import { describedBy, FieldMessages, messageIds, wrapperClass } from '@/shared/ui/field-messages';
import { TextField } from '@/shared/ui/text-field';
import { DateInput } from '@/shared/widgets/dates/date-input';
import { valueToText } from '@/shared/widgets/dates/date-format';

export interface BirthdayFieldProps<F extends FieldValues> {
  control: Control<F>;
  name: Path<F>;
  id: string;
  label: string;
  hint: string;
  /** The stored date of birth ('YYYY-MM-DD'), or empty: once stored it cannot be emptied. */
  stored: string;
  /** A consent was signed for the age it makes: shown, not edited, with `lockedNote` saying why. */
  locked: boolean;
  lockedNote: string;
}

/**
 * A date of birth typed as MM/DD/YYYY (or picked), checked by the account's date-of-birth rule;
 * read-only once the consent that rests on it is signed (DECISIONS §7, profile/service.ts).
 */
export function BirthdayField<F extends FieldValues>(props: BirthdayFieldProps<F>) {
  const { control, name, id, label, hint, stored, locked, lockedNote } = props;
  if (locked) return <TextField id={id} label={label} value={valueToText(stored, 'day')} readOnly hint={lockedNote} />;
  return (
    <Controller
      control={control}
      name={name}
      rules={{
        validate: (value: string) =>
          (value ? birthdayError(value, new Date()) : stored ? BIRTHDAY_MESSAGES.invalid : undefined) ?? true,
      }}
      render={({ field, fieldState }) => {
        const error = fieldState.error?.message;
        const ids = messageIds(id, { error, hint });
        return (
          <div className={wrapperClass(undefined)}>
            <DateInput
              id={id}
              label={label}
              value={field.value}
              granularity="day"
              describedBy={describedBy(ids.error, ids.hint)}
              invalid={!!error}
              onChange={field.onChange}
              onBlur={field.onBlur}
            />
            <FieldMessages id={id} error={error} hint={hint} />
          </div>
        );
      }}
    />
  );
}
