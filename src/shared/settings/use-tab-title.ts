import { useEffect } from 'react';
import { resolveSite } from '../../config/site';
import { useSettings } from './settings-context';

/** The custom elements of the embed: while one is on the page, the browser tab belongs to the host page. */
const EMBED_ELEMENTS = 'registry-screen, registry-survey';

/**
 * Names the page in the browser tab as "<title> | <registry name>" (WCAG 2.4.2), the registry's
 * name coming from the site settings, and puts back the previous title when the page goes. Nothing
 * happens without a title or inside an embed, where the title belongs to the host page.
 */
export function useTabTitle(title: string | undefined): void {
  const { registryName } = resolveSite(useSettings().site);
  useEffect(() => {
    if (!title || typeof document === 'undefined' || document.querySelector(EMBED_ELEMENTS)) return;
    const before = document.title;
    document.title = `${title} | ${registryName}`;
    return () => {
      document.title = before;
    };
  }, [title, registryName]);
}
