import { useEffect, useState } from 'react';
import { resolveSite } from '../../config/site';
import { useSettings } from './settings-context';

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
