import { useEffect, useId, useRef, type CSSProperties, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { DIALOG_TEXTS } from './dialog-texts';
import { usePortalRoot } from './portal-root';
import { useDelayedOpen } from './use-delayed-open';
import { activeElement, useFocusTrap } from './use-focus-trap';
import './dialog.css';

export interface DialogProps {
  open: boolean;
  /** Called on Escape and on the close icon (only when closable). */
  onClose: () => void;
  title: ReactNode;
  /** False for dialogs the user must answer (no Escape, no close icon). Default true. */
  closable?: boolean;
  /** Shows the × icon in the header; default: same as closable. */
  showCloseIcon?: boolean;
  /** CSS length; default the modal width of 600 px (always 100vw on small screens). */
  maxWidth?: string | number;
  footer?: ReactNode;
  children?: ReactNode;
  /** Appearance delay; default 100 ms (spec 000 §9). */
  delayMs?: number;
  className?: string;
  /** Accessible name of the close icon. */
  closeLabel?: string;
  /** The body is the dialog's description (a message dialog: its text is what it says), read with its name. */
  describedByBody?: boolean;
}

/**
 * The modal base of every dialog: labelled by its title, focus moved in and trapped, Escape
 * closes it when closable, focus goes back to the opener on close. Portalled into the app's root
 * so it stays inside the registry's styles (and the embed's shadow root).
 */
export function Dialog({
  open,
  onClose,
  title,
  closable = true,
  showCloseIcon,
  maxWidth,
  footer,
  children,
  delayMs,
  className,
  closeLabel = DIALOG_TEXTS.close,
  describedByBody = false,
}: DialogProps) {
  const portalRoot = usePortalRoot();
  const shown = useDelayedOpen(open, delayMs);
  const ref = useRef<HTMLDivElement>(null);
  const baseId = `registry-dialog-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const titleId = `${baseId}-title`;
  const bodyId = `${baseId}-body`;
  // The opener is taken when `open` turns true, before the appearance delay moves anything.
  const openerRef = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (open) openerRef.current = activeElement();
  }, [open]);
  useFocusTrap(ref, shown, shown ? openerRef.current : undefined);

  if (!shown) return null;
  const withIcon = showCloseIcon ?? closable;
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape') return;
    // Only the innermost dialog reacts, so Escape never closes two stacked dialogs at once.
    event.stopPropagation();
    if (closable) onClose();
  };
  const style = {
    '--registry-dialog-max-width': typeof maxWidth === 'number' ? `${maxWidth}px` : maxWidth,
  } as CSSProperties;
  const dialog = (
    <div className="registry-dialog-backdrop">
      <div
        ref={ref}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={describedByBody && children !== undefined ? bodyId : undefined}
        tabIndex={-1}
        className={['registry-dialog', className].filter(Boolean).join(' ')}
        style={maxWidth === undefined ? undefined : style}
        onKeyDown={onKeyDown}
        data-registry-dialog=""
      >
        <div className="registry-dialog__header">
          <h2 id={titleId} className="registry-dialog__title">
            {title}
          </h2>
          {withIcon && (
            <button type="button" className="registry-dialog__close" aria-label={closeLabel} onClick={onClose}>
              <span aria-hidden="true">×</span>
            </button>
          )}
        </div>
        {children !== undefined && (
          <div id={bodyId} className="registry-dialog__body">
            {children}
          </div>
        )}
        {footer !== undefined && <div className="registry-dialog__footer">{footer}</div>}
      </div>
    </div>
  );
  return portalRoot ? createPortal(dialog, portalRoot) : dialog;
}
