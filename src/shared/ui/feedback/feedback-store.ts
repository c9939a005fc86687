import { batch, computed, signal, type ReadonlySignal } from '@preact/signals-core';

// One store per app instance (never module-level), so two embeds on a page keep their own
// snackbars and dialogs. The UI kit renders it; the app and features only call these functions.

export type SnackbarKind = 'success' | 'failure' | 'short';

/** Durations from spec 001 §9 (success 1000 ms, within spec 000 §8's 1 to 2 s): failure 10 s, short 5 s. */
export const SNACKBAR_MS: Record<SnackbarKind, number> = { success: 1000, failure: 10000, short: 5000 };
export const SESSION_EXPIRED_MS = 1000;
/** Dialogs and snackbars appear after this delay. */
export const APPEAR_DELAY_MS = 100;

export interface Snackbar {
  id: number;
  kind: SnackbarKind;
  message: string;
  durationMs: number;
}

/** A dialog request: `kind` picks a component of the kit's dialog registry; `props` are its inputs. */
export interface DialogRequest<P = Record<string, unknown>> {
  id: number;
  kind: string;
  props: P;
  /** Resolves the promise returned by openDialog with the dialog's result (e.g. true for Confirm). */
  resolve: (result: unknown) => void;
}

export interface FeedbackStore {
  snackbars: ReadonlySignal<Snackbar[]>;
  dialogs: ReadonlySignal<DialogRequest[]>;
  loading: ReadonlySignal<boolean>;
  showSnackbar(message: string, kind?: SnackbarKind, durationMs?: number): number;
  dismissSnackbar(id: number): void;
  openDialog<R = unknown>(kind: string, props?: Record<string, unknown>): Promise<R | undefined>;
  /** Opens the dialog only when no other dialog is open (the spec's generic error dialog rule). */
  openDialogIfNone<R = unknown>(kind: string, props?: Record<string, unknown>): Promise<R | undefined> | undefined;
  closeDialog(id: number, result?: unknown): void;
  /** Counts pending work for the global loader overlay; call the returned function when done. */
  startLoading(): () => void;
}

export function createFeedbackStore(): FeedbackStore {
  const snackbars = signal<Snackbar[]>([]);
  const dialogs = signal<DialogRequest[]>([]);
  const pending = signal(0);
  let nextId = 1;

  const store: FeedbackStore = {
    snackbars,
    dialogs,
    loading: computed(() => pending.value > 0),
    showSnackbar(message, kind = 'success', durationMs = SNACKBAR_MS[kind]) {
      // One failure, one message: calls failing together (a study's load) and the screen that
      // waited on them would each say the same words; a message already on screen is not repeated.
      const shown = snackbars.value.find((s) => s.message === message);
      if (shown) return shown.id;
      const id = nextId++;
      snackbars.value = [...snackbars.value, { id, kind, message, durationMs }];
      return id;
    },
    dismissSnackbar(id) {
      snackbars.value = snackbars.value.filter((s) => s.id !== id);
    },
    openDialog<R>(kind: string, props: Record<string, unknown> = {}) {
      return new Promise<R | undefined>((resolve) => {
        const id = nextId++;
        dialogs.value = [...dialogs.value, { id, kind, props, resolve: resolve as (r: unknown) => void }];
      });
    },
    openDialogIfNone<R>(kind: string, props: Record<string, unknown> = {}) {
      if (dialogs.value.length > 0) return undefined;
      return store.openDialog<R>(kind, props);
    },
    closeDialog(id, result) {
      const dialog = dialogs.value.find((d) => d.id === id);
      if (!dialog) return;
      batch(() => {
        dialogs.value = dialogs.value.filter((d) => d.id !== id);
      });
      dialog.resolve(result);
    },
    startLoading() {
      pending.value += 1;
      let done = false;
      return () => {
        if (done) return;
        done = true;
        pending.value -= 1;
      };
    },
  };
  return store;
}
