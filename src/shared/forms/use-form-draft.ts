import { useEffect, useRef } from 'react';
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';

// A record form's edited fields kept as a draft in the tab's session storage (shared/session/
// drafts.ts: they outlive a session that ended until the next sign-in, and go on sign-out): shown
// again when the form opens, gone once saved or edited back to the stored values.

type Values = Record<string, unknown>;

function tabStorage(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

function read(storage: Storage, key: string): Values | null {
  try {
    const kept: unknown = JSON.parse(storage.getItem(key) ?? 'null');
    return kept && typeof kept === 'object' && !Array.isArray(kept) ? (kept as Values) : null;
  } catch {
    return null;
  }
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? '') === JSON.stringify(b ?? '');

/** A saved form's draft goes (the saved record is what the form shows now). */
export function forgetFormDraft(key: string | null): void {
  try {
    if (key) tabStorage()?.removeItem(key);
  } catch {
    // Blocked storage kept nothing.
  }
}

/** A password is never written to storage, whatever form it is in. */
const kept = (name: string) => !/password/i.test(name);

/**
 * Keeps the fields of `form` that differ from its stored values under `key` (null: no draft); never a
 * password. When the form closes the draft goes unless `keepOnClose()` says otherwise: the
 * participant who leaves the page has left the edits (the page asked first); a session that ended
 * keeps them for the sign-in after.
 */
export function useFormDraft<F extends FieldValues>(
  form: UseFormReturn<F>,
  key: string | null,
  keepOnClose: () => boolean,
): void {
  const keep = useRef(keepOnClose);
  keep.current = keepOnClose;
  useEffect(() => {
    const storage = tabStorage();
    if (!key || !storage) return undefined;
    const draft = read(storage, key);
    if (draft)
      for (const [name, value] of Object.entries(draft).filter(([name]) => kept(name)))
        form.setValue(name as Path<F>, value as PathValue<F, Path<F>>, { shouldDirty: true });
    const subscription = form.watch((values) => {
      // The stored values: the record the form was given, or the saved answer it was reset to.
      const stored = (form.formState.defaultValues ?? {}) as Values;
      const edited = Object.entries(values as Values).filter(
        ([name, value]) => kept(name) && !same(value, stored[name]),
      );
      try {
        if (edited.length > 0) storage.setItem(key, JSON.stringify(Object.fromEntries(edited)));
        else storage.removeItem(key);
      } catch {
        // A full or blocked storage keeps no draft.
      }
    });
    return () => {
      subscription.unsubscribe();
      if (!keep.current()) forgetFormDraft(key);
    };
  }, [form, key]);
}
