/** Height of the sticky header: sections scrolled into view stop this far below the top (spec 000 §9). */
export const SCROLL_OFFSET_PX = 64;

export const CONTACT_SECTION_ID = 'registry-contact';

function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/**
 * Looks the id up in the node's own tree (the document, or the embed's shadow root, where
 * document.getElementById would not see it).
 */
export function rootOf(node: Node): Document | ShadowRoot | null {
  const root = node.getRootNode();
  // By node type, not instanceof: a document from another realm (an iframe, a test DOM) is still a document.
  return root.nodeType === Node.DOCUMENT_NODE || root.nodeType === Node.DOCUMENT_FRAGMENT_NODE
    ? (root as Document | ShadowRoot)
    : null;
}

export function findInSameRoot(from: Node | null, id: string): HTMLElement | null {
  const root = from ? rootOf(from) : null;
  return root ? root.getElementById(id) : null;
}

/** Scrolls the section under the sticky header and moves keyboard focus to it, as a same-page link would. */
export function scrollToSection(target: HTMLElement): void {
  const top = target.getBoundingClientRect().top + window.scrollY - SCROLL_OFFSET_PX;
  window.scrollTo({ top: Math.max(0, top), behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
}

/**
 * After navigating to another screen (the root is taken before, as the clicked node may unmount), waits (up to `timeoutMs`, the target screen may still be
 * loading its code) for the section to appear and scrolls to it.
 */
export function scrollWhenPresent(root: Document | ShadowRoot, id: string, timeoutMs = 3000): () => void {
  const started = Date.now();
  let frame = 0;
  const tick = () => {
    const target = root.getElementById(id);
    if (target) scrollToSection(target);
    else if (Date.now() - started < timeoutMs) frame = requestAnimationFrame(tick);
  };
  frame = requestAnimationFrame(tick);
  return () => cancelAnimationFrame(frame);
}
