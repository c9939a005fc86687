/** The focused element, looking through shadow roots (the embed renders inside one). */
export function activeElement(): HTMLElement | null {
  let active = typeof document === 'undefined' ? null : (document.activeElement as HTMLElement | null);
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement as HTMLElement;
  return active;
}

/** Focus is nowhere a participant can go on from: the page's body, or an element that has left the page. */
export function focusIsLost(doc: Document = document): boolean {
  const active = activeElement();
  return !active || active === doc.body || !active.isConnected;
}

/**
 * The ref of a screen's heading (tabIndex -1): it takes the focus the last screen dropped (the
 * pressed button went with that screen), so the next Tab starts at the new content and a screen
 * reader reads the heading. Focus anywhere else stays, and so does the browser's own before the
 * participant has pressed anything (a freshly loaded page, a host page the gadget sits in).
 */
export function focusWhenLost(heading: HTMLElement | null): void {
  if (heading && navigator.userActivation?.hasBeenActive !== false && focusIsLost(heading.ownerDocument))
    heading.focus();
}
