/**
 * A pre-rendered page can be used before React takes it over: a keyboard user may already have
 * tabbed to the skip link. When hydration has to redraw part of the page (a lazily loaded screen
 * whose boundary was updated before it finished hydrating), the focused element is replaced by an
 * identical one and focus falls to the body. For the first seconds after start this puts focus back
 * on the element at the same place in the redrawn page.
 */
export function keepFocusThroughHydration(root: HTMLElement, windowMs = 8000) {
  let lastPath: number[] | null = null;
  let lastElement: Element | null = null;
  const pathOf = (el: Element): number[] | null => {
    const path: number[] = [];
    for (let node: Element | null = el; node && node !== root; node = node.parentElement) {
      if (!node.parentElement) return null;
      path.unshift(Array.prototype.indexOf.call(node.parentElement.children, node));
    }
    return path;
  };
  const at = (path: number[]): HTMLElement | null => {
    let node: Element | undefined = root;
    for (const index of path) node = node?.children[index];
    return node instanceof HTMLElement ? node : null;
  };
  const onFocusIn = (event: FocusEvent) => {
    lastElement = event.target instanceof Element && root.contains(event.target) ? event.target : null;
    lastPath = lastElement ? pathOf(lastElement) : null;
  };
  const observer = new MutationObserver(() => {
    // Only a focused element that was removed (not a click elsewhere, which also leaves the body focused).
    if (!lastPath || lastElement?.isConnected || (document.activeElement && document.activeElement !== document.body))
      return;
    const again = at(lastPath);
    if (again && again.tabIndex >= 0) again.focus({ preventScroll: true });
  });
  document.addEventListener('focusin', onFocusIn);
  observer.observe(root, { childList: true, subtree: true });
  setTimeout(() => {
    observer.disconnect();
    document.removeEventListener('focusin', onFocusIn);
  }, windowMs);
}
