import type { RegistryEventName, RegistryFrameMessage } from '../src/app/embed-elements';

/** Every DOM event a gadget dispatches: each goes to the parent of a framed gadget. */
export const FRAME_EVENTS: readonly RegistryEventName[] = [
  'registry-ready',
  'registry-signed-in',
  'registry-procedure-submitted',
  'registry-survey-completed',
  'registry-error',
  'registry-analytics',
  'registry-survey-handoff',
];

/**
 * The parent's origin when it is one of `allowed`, else null: the browser's own record of the
 * framing page (`location.ancestorOrigins`, else the referrer's origin), never a value the parent
 * chose to send.
 */
export function parentOrigin(win: Window, allowed: readonly string[]): string | null {
  if (win.parent === win) return null;
  const ancestors = win.location.ancestorOrigins as DOMStringList | undefined;
  let origin: string | null = ancestors && ancestors.length > 0 ? ancestors[0] : null;
  if (origin === null && win.document.referrer) {
    try {
      origin = new URL(win.document.referrer).origin;
    } catch {
      origin = null;
    }
  }
  return origin !== null && allowed.includes(origin) ? origin : null;
}

/**
 * A gadget's page to frame (`/embed/frame/…`, whose `<html data-registry-frame>` lists the partner
 * origins allowed to frame it): posts the gadget's DOM events and the page's height to the parent,
 * with the parent's origin as the target, so a page that navigated elsewhere receives nothing.
 * Does nothing on any other page.
 */
export function startFrameBridge(win: Window = window) {
  const listed = win.document.documentElement.dataset.registryFrame;
  if (listed === undefined) return;
  const target = parentOrigin(win, listed.split(' ').filter(Boolean));
  if (target === null) return;
  const post = (message: RegistryFrameMessage) => win.parent.postMessage(message, target);
  for (const name of FRAME_EVENTS)
    win.document.addEventListener(name, (event) =>
      post({ type: 'registry-event', name, detail: (event as CustomEvent).detail } as RegistryFrameMessage),
    );
  let last = -1;
  const sendHeight = () => {
    const height = Math.ceil(win.document.documentElement.getBoundingClientRect().height);
    if (height === last) return;
    last = height;
    post({ type: 'registry-height', height });
  };
  sendHeight();
  new ResizeObserver(sendHeight).observe(win.document.documentElement);
}
