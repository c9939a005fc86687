// Who moved the focus: the participant (a key, a press) or the page's own code (a dialog putting
// focus on its first control, focus given back when it closes). A tooltip opens for the first only:
// opened by the page, it would cover what the participant has not yet read, with nothing they did
// to explain it or to close it but a tap elsewhere.

let scripted: Element | null = null;

/** Moves the focus from the page's own code; what opens on a participant's focus stays closed. */
export function focusFromScript(element: HTMLElement, options?: FocusOptions): void {
  scripted = element;
  try {
    element.focus(options);
  } finally {
    scripted = null;
  }
}

/** Whether `element` is getting the focus from `focusFromScript` (read in its focus handlers). */
export const isScriptFocus = (element: Element): boolean => scripted === element;
