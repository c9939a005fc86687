import {
  autoUpdate,
  flip,
  FloatingFocusManager,
  FloatingPortal,
  offset,
  shift,
  useDismiss,
  useFloating,
  useInteractions,
  useRole,
} from '@floating-ui/react';
import { useEffect, type KeyboardEvent } from 'react';
import { usePortalRoot } from '../../ui/portal-root';
import { WIDGET_TEXT } from '../widget-texts';
import type { DateGranularity } from './date-format';
import { CalendarGrid } from './calendar-grid';
import './calendar.css';

export interface CalendarPopoverProps {
  /** The button that opened it: the popover hangs from it and focus returns to it. */
  anchor: HTMLElement;
  label: string;
  value: string;
  granularity: DateGranularity;
  /** The latest date the answer may be: no year after it is offered. */
  latest?: string | null;
  onPick: (value: string) => void;
  onClose: () => void;
}

const TABBABLE = 'button:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * The date picker dialog (WAI-ARIA APG): modal while open, Escape or a click outside closes it and
 * focus returns to its button. Portalled into the registry's portal root, so that it keeps the
 * registry's styles inside an embed's shadow root too. Loaded lazily by DateInput.
 */
export function CalendarPopover(props: CalendarPopoverProps) {
  const { anchor, label, value, granularity, latest, onPick, onClose } = props;
  const portalRoot = usePortalRoot();
  const { refs, floatingStyles, context, isPositioned, x, y, placement } = useFloating({
    open: true,
    onOpenChange: (open) => {
      if (!open) onClose();
    },
    elements: { reference: anchor },
    placement: 'bottom-start',
    whileElementsMounted: autoUpdate,
    // Below its button unless it fits better above; when neither side holds it, below, and the
    // page scrolls it into view (a phone, or 200 % zoom).
    middleware: [offset(6), flip({ padding: 8, fallbackStrategy: 'initialPlacement' }), shift({ padding: 8 })],
  });
  useEffect(() => {
    if (!isPositioned) return;
    const floating = refs.floating.current;
    floating?.scrollIntoView?.({ block: 'nearest' });
    // The focused day last: when the calendar is taller than the viewport (400 % zoom), it is the day
    // that must show.
    floating
      ?.querySelector<HTMLElement>('[role="gridcell"][tabindex="0"]')
      ?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [isPositioned, refs.floating]);
  // Another month may have another number of weeks, and the calendar, taller or shorter, is placed
  // again (below its button where it no longer fits above): the day the keys moved to was brought
  // into view before that, so it is brought into view again once the calendar stands in its new place.
  useEffect(() => {
    if (!isPositioned) return;
    refs.floating.current
      ?.querySelector<HTMLElement>('[role="gridcell"]:focus')
      ?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [isPositioned, x, y, placement, refs.floating]);
  const { getFloatingProps } = useInteractions([useDismiss(context), useRole(context, { role: 'dialog' })]);
  // The calendar keeps Tab inside itself. Floating UI's focus guards would do it, but in Safari they
  // are buttons without a name (for VoiceOver's sake), which VoiceOver and axe read as such; without
  // them the rest of the page is inert while the calendar is open.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Tab') return;
    const inside = [...event.currentTarget.querySelectorAll<HTMLElement>(TABBABLE)].filter((el) => el.tabIndex >= 0);
    const edge = event.shiftKey ? inside[0] : inside.at(-1);
    if (!edge || event.target !== edge) return;
    event.preventDefault();
    (event.shiftKey ? inside.at(-1) : inside[0])?.focus();
  };
  return (
    <FloatingPortal root={portalRoot ?? undefined}>
      {/* initialFocus -1: the grid focuses its day (or month) itself. */}
      <FloatingFocusManager context={context} modal initialFocus={-1} returnFocus guards={false}>
        <div
          ref={refs.setFloating}
          style={floatingStyles}
          className="registry-calendar"
          aria-label={label}
          aria-modal="true"
          {...getFloatingProps({ onKeyDown })}
        >
          <CalendarGrid value={value} granularity={granularity} latest={latest} onPick={onPick} />
          <div className="registry-calendar__footer">
            <button type="button" className="registry-calendar__close" onClick={onClose}>
              {WIDGET_TEXT.close}
            </button>
          </div>
        </div>
      </FloatingFocusManager>
    </FloatingPortal>
  );
}
