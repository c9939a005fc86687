import type { MouseEvent } from 'react';
import { SKIP_LINK_TEXTS } from './skip-link-texts';
import './skip-link.css';

/** The id of every page's <main>: the skip link's target. */
export const MAIN_CONTENT_ID = 'registry-main';

/**
 * 'Skip to main content', the first stop of the keyboard on every page (WCAG 2.4.1). It moves focus
 * itself instead of changing the address: inside the embed the hash belongs to the host page.
 */
export function SkipLink() {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const root = event.currentTarget.getRootNode() as Document | ShadowRoot;
    const main = root.getElementById?.(MAIN_CONTENT_ID);
    if (!main) return;
    event.preventDefault();
    main.focus();
    main.scrollIntoView();
  };
  return (
    <a className="registry-skip-link" href={`#${MAIN_CONTENT_ID}`} onClick={onClick}>
      {SKIP_LINK_TEXTS.skip}
    </a>
  );
}
