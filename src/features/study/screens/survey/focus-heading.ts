/**
 * The ref of a screen's heading (tabIndex -1): it takes the focus the last screen dropped (the
 * pressed button went with that screen), so the next Tab starts at the new content and a screen
 * reader reads the heading; after a key press it shows the focus ring (:focus-visible). Focus
 * anywhere else stays, and so does the browser's own before the participant has pressed anything
 * (a freshly loaded page, a host page the gadget sits in).
 */
export function focusDropped(heading: HTMLElement | null) {
  if (document.activeElement == document.body && navigator.userActivation?.hasBeenActive !== false) heading?.focus();
}
