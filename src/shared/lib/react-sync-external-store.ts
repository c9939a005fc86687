// React 19 has useSyncExternalStore itself: the standalone build points the libraries that ask for
// the `use-sync-external-store` shim (wouter, signals) here instead of bundling the shim.
export { useSyncExternalStore } from 'react';
