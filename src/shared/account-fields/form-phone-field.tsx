import type { ReactNode } from 'react';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { checkPhone, type PhoneLib } from './phone';
import { PhoneField } from './phone-field';

export interface FormPhoneFieldProps<F extends FieldValues> {
  control: Control<F>;
  /** The form's phone field (a string). */
  name: FieldPath<F>;
  lib: PhoneLib | null;
  label: ReactNode;
  error?: ReactNode;
  /** The message for an empty number when one is needed; without it an empty phone is fine. */
  requiredMessage?: string;
}

/**
 * The phone field bound to a react-hook-form form, checked with the phone library's rules
 * (spec 000 §5). Until the library has loaded the field is disabled and nothing is checked.
 */
export function FormPhoneField<F extends FieldValues>(props: FormPhoneFieldProps<F>) {
  const { control, name, lib, label, error, requiredMessage } = props;
  return (
    <Controller
      control={control}
      name={name}
      rules={{
        validate: (value: string) =>
          lib ? (checkPhone(value ?? '', lib, { required: requiredMessage }).error ?? true) : true,
      }}
      render={({ field }) => (
        <PhoneField
          lib={lib}
          label={label}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={error}
          name={name}
          required={requiredMessage !== undefined}
        />
      )}
    />
  );
}
