import { useEffect, useState, type KeyboardEvent, type ReactNode } from 'react';
import { TextField } from '../ui/text-field';
import { checkPhone, isAllowedPhoneKey, sanitizePhoneInput, type PhoneLib } from './phone';

/** Loads libphonenumber-js on first use: only the screens that show a phone field pay for it. */
let loading: Promise<PhoneLib> | null = null;
export function loadPhoneLib(): Promise<PhoneLib> {
  loading ??= import('libphonenumber-js/min').then((m) => m as unknown as PhoneLib);
  return loading;
}

/** The phone library once loaded; null while it loads (the field stays disabled meanwhile). */
export function usePhoneLib(): PhoneLib | null {
  const [lib, setLib] = useState<PhoneLib | null>(null);
  useEffect(() => {
    let live = true;
    void loadPhoneLib().then((l) => live && setLib(l));
    return () => {
      live = false;
    };
  }, []);
  return lib;
}

export interface PhoneFieldProps {
  label?: ReactNode;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  lib: PhoneLib | null;
  error?: ReactNode;
  hint?: ReactNode;
  name?: string;
  id?: string;
  required?: boolean;
  inputRef?: (element: HTMLInputElement | null) => void;
}

/**
 * Phone with its country code (spec 000 §5): disabled until the phone library has loaded, only
 * digits and + typed, other characters stripped, and on blur a leading +, 011 or 00 split into
 * the country code. A number whose country code cannot be split stays as typed, with a warning.
 */
export function PhoneField({
  label = 'Phone number',
  value,
  onChange,
  onBlur,
  lib,
  error,
  hint,
  name = 'phone',
  id,
  required,
  inputRef,
}: PhoneFieldProps) {
  const [warning, setWarning] = useState<string | undefined>();
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!isAllowedPhoneKey(event)) event.preventDefault();
  };
  return (
    <TextField
      ref={inputRef}
      id={id}
      name={name}
      label={label}
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      value={value}
      disabled={!lib}
      required={required}
      aria-busy={!lib || undefined}
      onKeyDown={onKeyDown}
      onChange={(event) => {
        setWarning(undefined);
        onChange(sanitizePhoneInput(event.target.value));
      }}
      onBlur={() => {
        if (lib && value) {
          const result = checkPhone(value, lib);
          setWarning(result.warning);
          if (!result.error && result.display !== value) onChange(result.display);
        }
        onBlur?.();
      }}
      error={error}
      warning={error ? undefined : warning}
      hint={hint ?? 'Start with + and the country code, e.g. +1 for the United States.'}
    />
  );
}
