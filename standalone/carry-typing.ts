/** Inputs whose typing is carried: text-like ones (a choice on a pre-rendered page waits for the app). */
const TYPED = 'input[name]:not([type="hidden"]):not([type="radio"]):not([type="checkbox"]):not([type="submit"])';

/**
 * A pre-rendered page that the app draws afresh instead of hydrating (a tab holding session keys, a
 * page in another language) loses what the visitor typed into it while the app's code came: React
 * replaces the page's elements with its own. The sign-in form takes typing from its first paint, so
 * this hands each typed value over to the app's field of the same name as the app draws it, and the
 * focus with it. Values stay in memory; nothing is stored. Watches for `timeoutMs` at most.
 */
export function carryTypingIntoFreshRender(root: HTMLElement, timeoutMs = 10_000): void {
  const pending = new Set(root.querySelectorAll<HTMLInputElement>(TYPED));
  if (pending.size === 0) return;
  // Which field had the focus is known only before it leaves the page.
  let focused = document.activeElement instanceof HTMLInputElement ? document.activeElement : null;
  const trackFocus = (event: FocusEvent) => {
    focused = event.target instanceof HTMLInputElement && pending.has(event.target) ? event.target : null;
  };
  const observer = new MutationObserver(() => {
    for (const old of pending) {
      if (old.isConnected) continue;
      const fresh = root.querySelector<HTMLInputElement>(`input[name="${CSS.escape(old.name)}"]`);
      if (!fresh) continue;
      pending.delete(old);
      // Read when the old field leaves the page: everything typed until then.
      if (old.value !== old.defaultValue) fresh.value = old.value;
      const focusLost = document.activeElement === null || document.activeElement === document.body;
      if (old === focused && focusLost) fresh.focus();
    }
    if (pending.size === 0) stop();
  });
  root.addEventListener('focusin', trackFocus);
  const timer = setTimeout(() => stop(), timeoutMs);
  function stop() {
    observer.disconnect();
    root.removeEventListener('focusin', trackFocus);
    clearTimeout(timer);
  }
  observer.observe(root, { childList: true, subtree: true });
}
