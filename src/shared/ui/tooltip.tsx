import {
  autoUpdate,
  flip,
  FloatingPortal,
  offset,
  safePolygon,
  shift,
  useDismiss,
  useFloating,
  useFocus,
  useHover,
  useInteractions,
  useMergeRefs,
  useRole,
  type Placement,
} from '@floating-ui/react';
import { cloneElement, isValidElement, useState, version, type ReactElement, type ReactNode, type Ref } from 'react';
import { usePortalRoot } from './portal-root';
import './tooltip.css';

export interface TooltipProps {
  content: ReactNode;
  /** One focusable element (a button or link); it gets aria-describedby pointing at the tooltip. */
  children: ReactElement;
  placement?: Placement;
}

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

/**
 * A description shown on hover and on keyboard focus (WCAG 1.4.13: it stays while the pointer
 * moves onto it and Escape dismisses it). Portalled into the app's root so that it keeps the
 * registry's styles, also inside an embed's shadow root.
 */
export function Tooltip({ content, children, placement = 'top' }: TooltipProps) {
  const [open, setOpen] = useState(false);
  const portalRoot = usePortalRoot();
  const { refs, floatingStyles, context } = useFloating({
    open,
    onOpenChange: setOpen,
    placement,
    whileElementsMounted: autoUpdate,
    middleware: [offset(8), flip({ padding: 8 }), shift({ padding: 8 })],
  });
  const { getReferenceProps, getFloatingProps } = useInteractions([
    useHover(context, { move: false, handleClose: safePolygon() }),
    useFocus(context),
    useDismiss(context),
    useRole(context, { role: 'tooltip' }),
  ]);
  const ref = useMergeRefs([refs.setReference, childRefOf(children)]);
  if (!isValidElement(children)) return <>{children}</>;
  const childProps = children.props as Record<string, unknown>;
  return (
    <>
      {cloneElement(children, getReferenceProps({ ...childProps, ref }) as Record<string, unknown>)}
      {open && (
        <FloatingPortal root={portalRoot ?? undefined}>
          <div ref={refs.setFloating} className="registry-tooltip" style={floatingStyles} {...getFloatingProps()}>
            {content}
          </div>
        </FloatingPortal>
      )}
    </>
  );
}
