import { useCallback, useMemo, useRef, useState, type BaseSyntheticEvent } from 'react';
import { fieldErrorMessages, isApiError } from '../api/client/api-error';

/** A field's check: its message, or undefined when the value is fine. */
export type PlainRule = (value: string) => string | undefined;

interface FieldError {
  message: string;
  /** Set from a server answer: it holds until the field changes, whatever the field's rule says. */
  server: boolean;
}

/** What `register(name)` spreads on an uncontrolled `<input>`. */
export interface PlainFieldProps {
  name: string;
  defaultValue?: string;
  ref: (input: HTMLInputElement | null) => void;
  onChange: () => void;
  onBlur: () => void;
}

/**
 * A form of a few text inputs without a form library, for the sign-in screen: it is a gadget's
 * first screen, and react-hook-form's 14 KB gzip there came before a study's first question too
 * when a partner hands its token over later. It behaves as the other forms do (react-hook-form's
 * `onTouched`): a field is checked when first left, then on each change, every field on submit
 * (the first one wrong takes the focus); a server refusal lands on its fields until they change
 * and the rest becomes the form's alert (`applyServerErrors`, for `useSubmit`).
 *
 * The inputs are uncontrolled and read when checked, so what was typed into a pre-rendered page
 * before the app ran, or filled in by a password manager, is what the form holds.
 */
export function usePlainForm<N extends string>(rules: Record<N, PlainRule>, defaults: Partial<Record<N, string>> = {}) {
  const inputs = useRef(new Map<N, HTMLInputElement>());
  const touched = useRef(new Set<N>());
  const submitted = useRef(false);
  const [errors, setErrors] = useState<Partial<Record<N, FieldError>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const names = Object.keys(rules) as N[];

  const valueOf = (name: N) => inputs.current.get(name)?.value ?? '';
  const setFieldError = useCallback(
    (name: N, error: FieldError | undefined) =>
      setErrors((current) => {
        if (current[name]?.message === error?.message && current[name]?.server === error?.server) return current;
        const next = { ...current };
        if (error) next[name] = error;
        else delete next[name];
        return next;
      }),
    [],
  );
  const check = (name: N) => {
    const message = rules[name](valueOf(name));
    setFieldError(name, message === undefined ? undefined : { message, server: false });
    return message;
  };

  const register = (name: N): PlainFieldProps => ({
    name,
    defaultValue: defaults[name],
    ref: (input) => {
      if (input) inputs.current.set(name, input);
      else inputs.current.delete(name);
    },
    onChange: () => {
      setFormError(null);
      if (touched.current.has(name) || submitted.current) check(name);
      else setFieldError(name, undefined);
    },
    onBlur: () => {
      touched.current.add(name);
      // A server's message stays until the field changes; leaving it is no change.
      if (!errors[name]?.server) check(name);
    },
  });

  const handleSubmit =
    (onValid: (values: Record<N, string>) => Promise<void> | void) => async (event?: BaseSyntheticEvent) => {
      event?.preventDefault();
      submitted.current = true;
      const wrong = names.filter((name) => check(name) !== undefined);
      if (wrong.length) {
        inputs.current.get(wrong[0])?.focus();
        return;
      }
      await onValid(Object.fromEntries(names.map((name) => [name, valueOf(name)])) as Record<N, string>);
    };

  // useSubmit keeps it in its own callback's dependencies: the same function from render to render.
  const namesKey = names.join('\n');
  const applyServerErrors = useCallback(
    (error: unknown): boolean => {
      const placement = placeServerErrors(error, namesKey.split('\n') as N[]);
      if (!placement) return false;
      for (const [name, message] of placement.onFields) setFieldError(name, { message, server: true });
      const first = placement.onFields[0];
      if (first) inputs.current.get(first[0])?.focus();
      if (placement.leftover.length) setFormError(placement.leftover.join(' '));
      return true;
    },
    [namesKey, setFieldError],
  );

  const messages = useMemo(
    () => Object.fromEntries(Object.entries(errors).map(([name, e]) => [name, (e as FieldError).message])),
    [errors],
  ) as Partial<Record<N, string>>;

  return { register, handleSubmit, errors: messages, formError, setFormError, applyServerErrors };
}

interface ServerErrorPlacement<F extends string> {
  /** The messages that belong to a control of the form, in the server's order. */
  onFields: [F, string][];
  /** What matches no control (`non_field_errors`, `detail`): the form's own alert. */
  leftover: string[];
}

/**
 * Sorts a refusal's `{field: [messages]}` body onto the form's controls (messages joined), as
 * useServerErrors does for react-hook-form; a function of its own here so that the forms on
 * react-hook-form and their chunks stay as they were. Null for anything that is not an API error
 * or names no field at all.
 */
function placeServerErrors<F extends string>(error: unknown, fields: readonly F[]): ServerErrorPlacement<F> | null {
  if (!isApiError(error)) return null;
  const messages = Object.entries(fieldErrorMessages(error.body));
  if (!messages.length) return null;
  const placement: ServerErrorPlacement<F> = { onFields: [], leftover: [] };
  for (const [serverField, message] of messages) {
    const field = serverField as F;
    if (fields.includes(field)) placement.onFields.push([field, message]);
    else placement.leftover.push(message);
  }
  return placement;
}
