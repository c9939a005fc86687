import type { Placement } from '@floating-ui/react';
import {
  cloneElement,
  isValidElement,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  version,
  type ReactElement,
  type ReactNode,
  type Ref,
  type SyntheticEvent,
} from 'react';
import { createPortal } from 'react-dom';
import { isScriptFocus } from './focus-origin';
import { usePortalRoot } from './portal-root';
import './tooltip.css';

export interface TooltipProps {
  content: ReactNode;
  /** One focusable element (a button or link); it gets aria-describedby pointing at the tooltip. */
  children: ReactElement;
  placement?: Placement;
}

// The positioning (floating-ui) loads when a tooltip first opens: a screen's first paint does not wait for it.
const loadPosition = () => import('./tooltip-position');

/** Time the pointer has to cross the 8 px gap from the trigger onto the tooltip (WCAG 1.4.13 hoverable). */
const CLOSE_GRACE_MS = 100;

/**
 * The child's own ref, to merge with the tooltip's: React 19 passes it in the element's props,
 * React 18 on the element itself (reading `element.ref` warns on 19, so only 18 reads it there).
 */
export function childRefOf(child: ReactNode, reactVersion: string = version): Ref<Element> | undefined {
  if (!isValidElement(child)) return undefined;
  const fromProps = (child.props as { ref?: Ref<Element> }).ref;
  if (fromProps !== undefined || !reactVersion.startsWith('18.')) return fromProps ?? undefined;
  return (child as unknown as { ref?: Ref<Element> | null }).ref ?? undefined;
}

function assignRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) (ref as { current: T | null }).current = value;
}

/**
 * Where the mouse last was on the page (viewport coordinates), from its moves and presses; null before
 * the first. Noted in the capture phase, for every tooltip on the page.
 */
let lastMouse: { x: number; y: number } | null = null;
if (typeof document !== 'undefined') {
  const note = (event: PointerEvent) => {
    if (event.pointerType === 'mouse') lastMouse = { x: event.clientX, y: event.clientY };
  };
  document.addEventListener('pointermove', note, { capture: true, passive: true });
  document.addEventListener('pointerdown', note, { capture: true, passive: true });
}

/** Whether the point is inside the box; a box with no area (not laid out) holds no point. */
const within = (box: DOMRect, point: { x: number; y: number }) =>
  box.width > 0 &&
  box.height > 0 &&
  point.x >= box.left &&
  point.x <= box.right &&
  point.y >= box.top &&
  point.y <= box.bottom;

/** Calls the child's own handler, then the tooltip's. */
function chain(own: unknown, mine: (event: SyntheticEvent) => void) {
  return (event: SyntheticEvent) => {
    if (typeof own === 'function') (own as (e: SyntheticEvent) => void)(event);
    mine(event);
  };
}

/**
 * A description shown on hover, on a press and on the focus a key gives (WCAG 1.4.13: it stays
 * while the pointer moves onto it and Escape dismisses it); not on the focus the page gives (a
 * dialog's first control, focus given back: focus-origin.ts). Portalled into the app's root so
 * that it keeps the registry's styles, also inside an embed's shadow root.
 */
export function Tooltip({ content, children, placement = 'top' }: TooltipProps) {
  const [open, setOpen] = useState(false);
  const [reference, setReference] = useState<Element | null>(null);
  const floatingRef = useRef<HTMLDivElement>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const portalRoot = usePortalRoot();
  const id = `registry-tooltip-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const childRef = childRefOf(children);

  const ref = useCallback(
    (node: Element | null) => {
      setReference(node);
      assignRef(childRef, node);
    },
    [childRef],
  );
  const show = () => {
    clearTimeout(closeTimer.current);
    setOpen(true);
  };
  // A mouse enters before its move is noted, so `lastMouse` is where it was just before. Already
  // inside the box: the trigger appeared under a resting mouse (the survey's next Next, right where
  // the last one was clicked), and its first twitch opens nothing; coming back from outside does.
  const hover = (event: SyntheticEvent) => {
    const mouse = (event.nativeEvent as PointerEvent).pointerType === 'mouse';
    if (mouse && lastMouse && reference && within(reference.getBoundingClientRect(), lastMouse))
      clearTimeout(closeTimer.current);
    else show();
  };
  const hideSoon = () => {
    clearTimeout(closeTimer.current);
    closeTimer.current = setTimeout(() => setOpen(false), CLOSE_GRACE_MS);
  };
  const hide = () => {
    clearTimeout(closeTimer.current);
    setOpen(false);
  };

  useEffect(() => () => clearTimeout(closeTimer.current), []);
  useEffect(() => {
    if (!open) return;
    // Captured, so that it also works inside a dialog (whose own Escape handler stops the event),
    // and Escape closes the tooltip first, the dialog only at the next press.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      hide();
    };
    document.addEventListener('keydown', onKeyDown, true);
    return () => document.removeEventListener('keydown', onKeyDown, true);
  }, [open]);
  useEffect(() => {
    const floating = floatingRef.current;
    if (!open || !reference || !floating) return;
    let live = true;
    let stop: (() => void) | undefined;
    void loadPosition().then(({ followReference }) => {
      if (live) stop = followReference(reference, floating, placement);
    });
    return () => {
      live = false;
      stop?.();
    };
  }, [open, reference, placement]);

  if (!isValidElement(children)) return <>{children}</>;
  const own = children.props as Record<string, unknown>;
  const describedBy = [own['aria-describedby'], open ? id : null].filter(Boolean).join(' ') || undefined;
  const tooltip = (
    <div
      ref={floatingRef}
      id={id}
      role="tooltip"
      className="registry-tooltip"
      onPointerEnter={show}
      onPointerLeave={hideSoon}
    >
      {content}
    </div>
  );
  return (
    <>
      {cloneElement(children, {
        ...own,
        ref,
        'aria-describedby': describedBy,
        onPointerEnter: chain(own.onPointerEnter, hover),
        onPointerLeave: chain(own.onPointerLeave, hideSoon),
        onFocus: chain(own.onFocus, (event) => {
          if (!isScriptFocus(event.currentTarget as Element)) show();
        }),
        onClick: chain(own.onClick, show),
        onBlur: chain(own.onBlur, hide),
      } as Record<string, unknown>)}
      {open && (portalRoot ? createPortal(tooltip, portalRoot) : createPortal(tooltip, document.body))}
    </>
  );
}
