import { createContext, useContext } from 'react';

/**
 * Where dialogs, snackbars, tooltips and the loader overlay are portalled. In the standalone site and
 * the library it is the provider's root element; in the embed it is inside the shadow root, so
 * overlays keep the gadget's styles and never touch the host page.
 */
export const PortalRootContext = createContext<HTMLElement | null>(null);

export function usePortalRoot(): HTMLElement | null {
  return useContext(PortalRootContext);
}
