import { useSignals } from '@preact/signals-react/runtime';
import { Suspense, useCallback, useEffect, useMemo } from 'react';
import { coreDialogs, type DialogRegistry } from './dialog-registry';
import type { DialogRequest, FeedbackStore } from './feedback-store';
import { LoaderOverlay } from './loader-overlay';
import { SnackbarList } from './snackbar-list';
import './feedback.css';

export interface FeedbackHostProps {
  store: FeedbackStore;
  /** More dialog kinds (e.g. a feature's own dialogs); they may also override a core kind. */
  extraDialogs?: DialogRegistry;
}

function DialogSlot({
  request,
  registry,
  store,
}: {
  request: DialogRequest;
  registry: DialogRegistry;
  store: FeedbackStore;
}) {
  const Component = registry[request.kind];
  useEffect(() => {
    if (Component) return;
    // An unknown kind is a programming error; answering at once keeps the caller's await from hanging.
    console.warn(`FeedbackHost: no dialog registered for kind "${request.kind}"`);
    store.closeDialog(request.id, undefined);
  }, [Component, request, store]);
  if (!Component) return null;
  // Each dialog has its own boundary: a lazily loaded kind never hides the dialogs already open.
  return (
    <Suspense fallback={null}>
      <Component {...request.props} onClose={(result?: unknown) => store.closeDialog(request.id, result)} />
    </Suspense>
  );
}

/**
 * Renders one app instance's feedback store: the open dialogs (each looked up by kind), the
 * snackbars in their live regions and the global loader overlay. Mount it once inside the
 * registry root (the provider does, as its last child); everything else only calls the store. It
 * renders in place, not through a portal to that same root: the portal root is known only after the
 * first commit, and moving there would redraw the pre-rendered pages' live regions after hydration.
 */
export function FeedbackHost({ store, extraDialogs }: FeedbackHostProps) {
  useSignals();
  const registry: DialogRegistry = useMemo(() => ({ ...coreDialogs, ...extraDialogs }), [extraDialogs]);
  const dismiss = useCallback((id: number) => store.dismissSnackbar(id), [store]);
  return (
    <>
      {store.dialogs.value.map((request) => (
        <DialogSlot key={request.id} request={request} registry={registry} store={store} />
      ))}
      <SnackbarList snackbars={store.snackbars.value} onDismiss={dismiss} />
      {store.loading.value && <LoaderOverlay />}
    </>
  );
}
