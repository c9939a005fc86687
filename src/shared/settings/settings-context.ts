import { createContext, useContext, useEffect, useState } from 'react';
import { DEFAULT_SETTINGS, type RuntimeSettings } from '../../config/settings';
import { resolveSite } from '../../config/site';

// In shared (not app) so that features can read the runtime settings, e.g. the sign-in screen's
// external identity provider; src/app/settings-context.ts re-exports it for the provider.
export const SettingsContext = createContext<RuntimeSettings>(DEFAULT_SETTINGS);

export function useSettings(): RuntimeSettings {
  return useContext(SettingsContext);
}

// useTabTitle lives beside useSettings, in the module every bundle's entry already carries: as a
// module of its own it would be one more chunk for each frame that names the tab (the survey
// gadget's first question among them).
/**
 * Names the page in the browser tab as "<title> | <registry name>" (WCAG 2.4.2), the registry's
 * name coming from the site settings, and puts back the previous title when the page goes.
 * Returns the ref for the page's outermost element: the tab is named only while that element is
 * in the document itself, so inside an embed's shadow root the title stays the host page's.
 */
export function useTabTitle(title: string | undefined): (element: HTMLElement | null) => void {
  const { registryName } = resolveSite(useSettings().site);
  const [element, setElement] = useState<HTMLElement | null>(null);
  useEffect(() => {
    const root = element?.getRootNode();
    if (!title || root?.nodeType !== Node.DOCUMENT_NODE) return;
    const doc = root as Document;
    const before = doc.title;
    doc.title = `${title} | ${registryName}`;
    return () => {
      doc.title = before;
    };
  }, [title, registryName, element]);
  return setElement;
}
