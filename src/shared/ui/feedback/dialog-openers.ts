import type { CoreDialogKind, CoreDialogs } from './dialog-registry';
import type { FeedbackStore } from './feedback-store';

/** Typed `store.openDialog` for the kit's own dialog kinds: props and result checked by kind. */
export function openCoreDialog<K extends CoreDialogKind>(
  store: FeedbackStore,
  kind: K,
  props: CoreDialogs[K]['props'] = {} as CoreDialogs[K]['props'],
): Promise<CoreDialogs[K]['result'] | undefined> {
  return store.openDialog<CoreDialogs[K]['result']>(kind, props as Record<string, unknown>);
}

/** Resolves true only when the user pressed Confirm. */
export async function confirm(
  store: FeedbackStore,
  props: CoreDialogs['confirmation']['props'] = {},
): Promise<boolean> {
  return (await openCoreDialog(store, 'confirmation', props)) === true;
}

/** Resolves true only when the user chose 'Leave without saving'. */
export async function confirmLeaveUnsaved(store: FeedbackStore): Promise<boolean> {
  return (await openCoreDialog(store, 'unsaved-changes')) === true;
}

/**
 * The generic error dialog (spec 000 §2): opened only if no other dialog is open, so one failing
 * request does not stack a second dialog over the first. Returns undefined when it was not opened.
 */
export function openGenericError(
  store: FeedbackStore,
  kind: 'internal-server-error' | 'error' = 'internal-server-error',
  props: Record<string, unknown> = {},
): Promise<unknown> | undefined {
  return store.openDialogIfNone(kind, props);
}
