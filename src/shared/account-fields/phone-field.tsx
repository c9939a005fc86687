import { useEffect, useState, useSyncExternalStore, type KeyboardEvent, type ReactNode } from 'react';
import { failedModuleUrl, freshModuleUrl } from '../lib/module-retry';
import { Button } from '../ui/button';
import { TextField } from '../ui/text-field';
import { PHONE_FIELD_TEXTS } from './account-field-texts';
import { checkPhone, isAllowedPhoneKey, isBareCountryCode, sanitizePhoneInput, type PhoneLib } from './phone';
import './phone-field.css';

/** Tries of one load: the first and up to three more (spec 000 §7: retried 3 times). */
const LOAD_TRIES = 4;
const RETRY_DELAY_MS = 500;

type LoadState = { lib: PhoneLib | null; failed: boolean };
let state: LoadState = { lib: null, failed: false };
const listeners = new Set<() => void>();
const setState = (next: LoadState) => {
  state = next;
  listeners.forEach((listener) => listener());
};

/**
 * Loads libphonenumber-js (with the country codes) on first use: only the screens that show a phone
 * field pay for it. A failed load is retried, then reported; `loadPhoneLib()` again starts over.
 * A retry loads the chunk the failure names under a fresh URL: a browser that keeps a failed import
 * (see module-retry.ts) would otherwise answer every retry with the same failure, without a request.
 */
let loading: Promise<PhoneLib> | null = null;
export function loadPhoneLib(
  importLib: () => Promise<unknown> = () => import('libphonenumber-js/min'),
  importUrl: (url: string) => Promise<unknown> = (url) => import(/* @vite-ignore */ url),
): Promise<PhoneLib> {
  loading ??= (async () => {
    let load = importLib;
    for (let attempt = 1; ; attempt += 1) {
      try {
        const lib = (await load()) as PhoneLib;
        setState({ lib, failed: false });
        return lib;
      } catch (error) {
        if (attempt >= LOAD_TRIES) {
          loading = null;
          setState({ lib: null, failed: true });
          throw error;
        }
        const failedUrl = failedModuleUrl(error);
        if (failedUrl) load = () => importUrl(freshModuleUrl(failedUrl));
        await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS * attempt));
      }
    }
  })();
  return loading;
}

function usePhoneLibState(): LoadState {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => state,
    // Server rendering (the package's signed-out shell) sees the library as still loading.
    () => state,
  );
}

/** The phone library once loaded; null while it loads or after it failed (the field stays disabled meanwhile). */
export function usePhoneLib(): PhoneLib | null {
  const { lib } = usePhoneLibState();
  useEffect(() => {
    if (!state.lib && !state.failed) loadPhoneLib().catch(() => undefined);
  }, []);
  return lib;
}

/** Shown in place of the hint when the country codes could not be loaded: the participant can try again. */
function LoadFailure() {
  const [busy, setBusy] = useState(false);
  const retry = () => {
    setBusy(true);
    setState({ lib: null, failed: false });
    loadPhoneLib()
      .catch(() => undefined)
      .finally(() => setBusy(false));
  };
  return (
    <div className="registry-phone__failure" role="alert">
      <p>{PHONE_FIELD_TEXTS.failed}</p>
      <Button variant="secondary" onClick={retry} loading={busy}>
        {PHONE_FIELD_TEXTS.retry}
      </Button>
    </div>
  );
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
  label = PHONE_FIELD_TEXTS.label,
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
    if (!isAllowedPhoneKey(event)) return event.preventDefault();
    // A digit typed into the bare prefilled code goes after it, wherever the caret stood (a focus
    // that did not pass through onFocus, e.g. the field already focused, may leave it at the start).
    const input = event.currentTarget;
    const end = input.value.length;
    if (/^\d$/.test(event.key) && isBareCountryCode(input.value) && input.selectionStart !== end)
      input.setSelectionRange(end, end);
  };
  const { failed } = usePhoneLibState();
  const field = (
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
      onFocus={(event) => {
        // Typing goes after the prefilled code, wherever the click or the browser put the caret.
        // Now (keyboard) and once more after a click has placed its caret.
        const input = event.currentTarget;
        const toEnd = () => {
          if (isBareCountryCode(input.value)) input.setSelectionRange(input.value.length, input.value.length);
        };
        toEnd();
        requestAnimationFrame(toEnd);
      }}
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
      hint={hint ?? PHONE_FIELD_TEXTS.hint}
    />
  );
  if (lib || !failed) return field;
  return (
    <>
      {field}
      <LoadFailure />
    </>
  );
}
