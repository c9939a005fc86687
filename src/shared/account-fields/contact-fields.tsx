import type { ReactNode } from 'react';
import { get, type FieldValues, type Path, type UseFormReturn, type Validate } from 'react-hook-form';
import { TextField } from '../ui/text-field';
import { ACCOUNT_FIELD_HINTS } from './account-field-texts';
import { FormPhoneField } from './form-phone-field';
import type { PhoneLib } from './phone';

/** One text field of the group: the form's field, its label and its rule (a message, or undefined when fine). */
export interface ContactField<F extends FieldValues> {
  name: Path<F>;
  label: ReactNode;
  validate: (value: string) => string | undefined;
}

export interface NameFieldsProps<F extends FieldValues> {
  form: UseFormReturn<F>;
  first: ContactField<F>;
  last: ContactField<F>;
  /** Said under both names before anyone is refused; the characters a name may hold unless given. */
  hint?: string;
  /** The names' `autocomplete` values (`given-name` and `family-name` for the participant's own). */
  autoComplete?: readonly [first: string, last: string];
  /** The row's class: the auth and profile forms lay their rows out each their own way. */
  rowClassName: string;
}

const messageOf = (errors: object, name: string): string | undefined =>
  (get(errors, name) as { message?: string } | undefined)?.message;

function asRule<F extends FieldValues>(validate: (value: string) => string | undefined) {
  return ((value: string) => validate(value ?? '') ?? true) as Validate<F[Path<F>], F>;
}

/**
 * The first and last name side by side, each checked by its rule as the participant leaves it,
 * with the names' rule said under both wherever a name is typed.
 */
export function NameFields<F extends FieldValues>(props: NameFieldsProps<F>) {
  const { form, first, last, hint = ACCOUNT_FIELD_HINTS.name, autoComplete, rowClassName } = props;
  const { errors } = form.formState;
  return (
    <div className={rowClassName}>
      {[first, last].map((field, i) => (
        <TextField
          key={field.name}
          label={field.label}
          autoComplete={autoComplete?.[i]}
          hint={hint}
          error={messageOf(errors, field.name)}
          {...form.register(field.name, { validate: asRule<F>(field.validate) })}
        />
      ))}
    </div>
  );
}

export interface ContactFieldsProps<F extends FieldValues> extends NameFieldsProps<F> {
  /** The form's phone field, checked with the phone library (spec 000 §5); empty is fine. */
  phone: { name: Path<F>; label: ReactNode };
  lib: PhoneLib | null;
  /** What goes between the names and the phone: the e-mail field(s) the form asks for. */
  children?: ReactNode;
}

/**
 * The contact details every account form asks (sign-up, the child's hand-off, personal and child
 * information, re-consent): the names, then the form's own e-mail fields, then the phone.
 */
export function ContactFields<F extends FieldValues>({ phone, lib, children, ...names }: ContactFieldsProps<F>) {
  const { errors } = names.form.formState;
  return (
    <>
      <NameFields {...names} />
      {children}
      <FormPhoneField
        control={names.form.control}
        name={phone.name}
        lib={lib}
        label={phone.label}
        error={messageOf(errors, phone.name)}
      />
    </>
  );
}
